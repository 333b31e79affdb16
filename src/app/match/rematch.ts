/**
 * A rematch over the same connection (docs/app.md, "Friend"; frames: ./rematch-frames.ts). After a
 * finished friend match either player may offer a rematch; the other sees "<name> offers a rematch"
 * and accepts or declines. On agreement both move to a new match of the same game and options: a
 * new match id and header, the seats as in every friend match (the host plays seat A, the guest seat
 * B — who moves first is each game's own rule, never the seat: Paragons by class order, Authority by
 * a fair coin; docs/rules/), each seat keeping its signing key (so the share link's fingerprint still
 * names the host's key) with fresh chain and private seeds. The guest accepts the new header exactly
 * as in the first handshake (`checkHostHeader`, then its `acceptBytes` signature) and the host binds
 * only on that signature: it stores the new record, then welcomes the guest, which stores its own.
 *
 * No new link and no new signaling round: the frames travel on the finished match's transport,
 * which the new match then takes over (./net.ts `handOver`). A closed link is reconnected by the
 * transport itself (the stored peer ids); frames are resent every second while an answer is owed and
 * whenever the link opens. An offer nobody answers expires ({@link OFFER_TTL_MS}); if the link never
 * opened meanwhile the friend is gone, and the end screen offers the new-link way.
 *
 * Hostile input: every rematch frame is read strictly and checked against this match (its id, that
 * it ended, its game and options, the sender's signature by its seat key of this match); a frame
 * that fails is a {@link RematchError}, changes nothing, and its words are in {@link problem}.
 */
import { canonicalJson } from '../../../protocol/canonical.ts';
import { fromHex, randomBytes, toHex, type Header } from '../../../protocol/index.ts';
import { realClock, type Clock } from '../../../protocol/session/clock.ts';
import type { Transport } from '../../../protocol/transport/types.ts';
import type { GameModule } from '../../engine/module.ts';
import type { MatchRecord, SeatId } from '../records.ts';
import { answerChallenges } from './admission.ts';
import { acceptBytes, acceptedBy } from './binding.ts';
import { checkHostHeader, parseFrame } from './handshake.ts';
import {
  RematchError,
  acceptRematchFrame,
  declineFrame,
  headerFrame,
  offerBytes,
  offerFrame,
  readRematchFrame,
  signedBy,
  declineBytes,
  welcomeRematchFrame,
  type DeclineReason,
  type RematchFrame,
} from './rematch-frames.ts';
import { GUEST_SEAT, HOST_SEAT, seatOfRole } from './roles.ts';
import { makeHeader, newMatchId, newSeatKeys, publicKeyHex, recordOptions } from './setup.ts';
import { sign } from '../../../protocol/ed25519.ts';

export { RematchError } from './rematch-frames.ts';

/** How long an offer waits for its answer. */
export const OFFER_TTL_MS = 60_000;

/** How often owed frames are resent. */
export const REMATCH_RESEND_MS = 1000;

/**
 * Where a rematch stands on this side: `idle` (nothing offered), `offered` (this side's offer waits),
 * `incoming` (the other's offer waits for this player), `agreeing` (both agreed, the new header is
 * being signed and bound), `declined`, `expired`, `gone` (the friend could not be reached: use a new
 * link), `started` (the new match is stored: {@link RematchDesk.next}).
 */
export type RematchStatus =
  'idle' | 'offered' | 'incoming' | 'agreeing' | 'declined' | 'expired' | 'gone' | 'started';

/** What the end screen shows of a rematch (components/parley-match-end.ts `rematchOffer`). */
export interface RematchView {
  readonly status: RematchStatus;
  /** Words for the player; empty when there is nothing to say. */
  readonly words: string;
  /** Words about a refused rematch frame, or empty. */
  readonly problem: string;
}

/** What a {@link RematchDesk} needs from its match. */
export interface RematchOptions {
  /** The finished friend match's record as it is now (header and net set once bound). */
  record(): MatchRecord;
  readonly game: GameModule;
  /** The match's transport (the one the new match takes over). */
  readonly transport: Transport;
  /** True once this side's match is over (finished or stopped). */
  ended(): boolean;
  /** Resolves when this side's sessions have taken what already arrived (an offer may overtake). */
  whenIdle?(): Promise<void>;
  /** Stores a record (the new match's). */
  save(record: MatchRecord): Promise<void>;
  /** Every change of {@link RematchDesk.view} and {@link RematchDesk.next}. */
  onChange?(): void;
  /** A rematch frame was refused: `message` in words (also kept in {@link RematchDesk.problem}). */
  onProblem?(message: string): void;
  /** The match this one is a rematch of: leftover frames naming it are ignored quietly. */
  readonly previous?: string;
  readonly clock?: Clock;
  readonly resendMs?: number;
  readonly ttlMs?: number;
}

function nonce(): string {
  return toHex(randomBytes(16));
}

const SAY: Readonly<Record<string, string>> = {
  'wrong-match': 'it names another match',
  'not-finished': 'this match is not over yet',
  'other-game': 'it is for another game',
  'other-options': 'it is for other match options',
  'bad-signature': 'it is not signed by your opponent',
  'not-offered': 'nobody offered that rematch',
};

/**
 * The record of the new match on this side: the finished record's game, options and network side,
 * the agreed header, and this device's seat with its signing key kept and fresh chain and private
 * seeds.
 */
function nextRecord(r: MatchRecord, header: Header, seat: SeatId): MatchRecord {
  return {
    v: 2,
    id: header.matchId,
    kind: 'friend',
    created: Date.now(),
    game: r.game,
    options: r.options,
    header,
    seats: { [seat]: { ...newSeatKeys(), secretKey: r.seats[seat]!.secretKey } },
    names: Object.fromEntries(header.players.map((p) => [p.seat, p.name])),
    net: r.net!,
  };
}

const desks = new WeakMap<object, RematchDesk>();

/** Registers the rematch desk of a match's controller (./net.ts does, for friend matches). */
export function setRematch(controller: object, desk: RematchDesk): void {
  desks.set(controller, desk);
}

/** The rematch desk of a match's controller, or null (bot and pass-and-play have none). */
export function rematchOf(controller: object): RematchDesk | null {
  return desks.get(controller) ?? null;
}

/** See the module comment. */
export class RematchDesk {
  status: RematchStatus = 'idle';
  /** Words about the last refused rematch frame, or null. */
  problem: string | null = null;
  /** The new match's stored record once the rematch started. */
  next: MatchRecord | null = null;
  /** Who declined (`declined`), or whose offer expired (`expired`). */
  private by: 'me' | 'peer' = 'peer';
  /** This side's current offer (its attempt and signed frame), and the other's. */
  private mine: { n: string; frame: string } | null = null;
  private theirs: string | null = null;
  /** Host: the header it proposes; guest: the checked header it was offered. */
  private proposal: Header | null = null;
  /** Guest: its signed acceptance of {@link proposal}. */
  private signed: string | null = null;
  /** Host: the proposals of attempts that are off, with their attempt (a late acceptance hears so). */
  private readonly past = new Map<string, string>();
  /** Attempts that are off and why: a resent offer of one is answered so again, never shown again. */
  private readonly off = new Map<string, DeclineReason>();
  private readonly offs: (() => void)[] = [];
  private cancelTtl: (() => void) | null = null;
  private cancelResend: (() => void) | null = null;
  private stopped = false;
  private queue: Promise<void> = Promise.resolve();
  private readonly clock: Clock;

  constructor(private readonly o: RematchOptions) {
    this.clock = o.clock ?? realClock;
    const t = o.transport;
    // One frame at a time, in arrival order (an offer's signature check must not let the
    // proposal that follows it overtake it).
    this.offs.push(
      t.onFrame((text) => {
        this.queue = this.queue.then(() => this.onFrame(text));
      }),
    );
    this.offs.push(
      t.onStatus((s) => {
        if (s === 'open') this.resend();
        if (s === 'closed' && this.signed === null) {
          if (this.status === 'offered' || this.status === 'agreeing') this.reset('gone', 'me');
        }
        this.changed();
      }),
    );
  }

  private get record(): MatchRecord {
    return this.o.record();
  }

  private get role(): 'host' | 'guest' {
    return this.record.net?.role ?? 'host';
  }

  private get seat(): SeatId {
    return seatOfRole(this.role);
  }

  private get peerSeat(): SeatId {
    return this.role === 'host' ? GUEST_SEAT : HOST_SEAT;
  }

  private get secretKey(): Uint8Array {
    return fromHex(this.record.seats[this.seat]!.secretKey, 32);
  }

  /** The opponent's name (from the finished header). */
  get peerName(): string {
    const h = this.record.header;
    return h?.players.find((p) => p.seat === this.peerSeat)?.name ?? 'Your friend';
  }

  /** What the end screen shows. */
  get view(): RematchView {
    return { status: this.status, words: this.words(), problem: this.problem ?? '' };
  }

  private words(): string {
    const name = this.peerName;
    const down = this.o.transport.status !== 'open';
    switch (this.status) {
      case 'idle':
        return '';
      case 'offered':
        return down
          ? `Rematch offered. The connection to ${name} is down: reconnecting…`
          : `Rematch offered. Waiting for ${name} to answer…`;
      case 'incoming':
        return `${name} offers a rematch.`;
      case 'agreeing':
        return down
          ? 'Starting the rematch: the connection is down, reconnecting…'
          : 'Starting the rematch…';
      case 'declined':
        return this.by === 'me' ? 'You declined the rematch.' : `${name} declined the rematch.`;
      case 'expired':
        return this.by === 'me'
          ? `Your rematch offer expired: ${name} did not answer.`
          : `${name}’s rematch offer expired.`;
      case 'gone':
        return (
          `${name} cannot be reached: the connection is closed. Press Rematch to host a new ` +
          'match and send them a new link.'
        );
      case 'started':
        return 'The rematch starts…';
    }
  }

  private changed(): void {
    if (!this.stopped) this.o.onChange?.();
  }

  private send(frame: string | null): void {
    if (frame !== null && this.o.transport.status === 'open') this.o.transport.send(frame);
  }

  /** What this side owes the other while an answer is awaited. */
  private resend(): void {
    if (this.stopped) return;
    if (this.status === 'offered') this.send(this.mine?.frame ?? null);
    if (this.status === 'offered' || this.status === 'agreeing') {
      if (this.role === 'host' && this.proposal) {
        this.send(headerFrame(this.record.id, this.proposal));
      }
      if (this.role === 'guest') this.send(this.signed);
    }
  }

  private arm(): void {
    this.cancelResend?.();
    const tick = (): void => {
      this.cancelResend = null;
      if (this.stopped || !['offered', 'incoming', 'agreeing'].includes(this.status)) return;
      this.resend();
      this.cancelResend = this.clock.setTimer(this.o.resendMs ?? REMATCH_RESEND_MS, tick);
    };
    this.cancelResend = this.clock.setTimer(this.o.resendMs ?? REMATCH_RESEND_MS, tick);
  }

  private startTtl(): void {
    this.cancelTtl?.();
    this.cancelTtl = this.clock.setTimer(this.o.ttlMs ?? OFFER_TTL_MS, () => {
      this.cancelTtl = null;
      void this.expire();
    });
  }

  private async expire(): Promise<void> {
    if (this.stopped || this.signed !== null) return; // a signed guest waits for its welcome
    if (!['offered', 'incoming', 'agreeing'].includes(this.status)) return;
    const mine = this.status !== 'incoming';
    const n = (mine ? this.mine?.n : this.theirs) ?? this.theirs ?? this.mine?.n;
    const gone = mine && this.o.transport.status !== 'open';
    this.reset(gone ? 'gone' : 'expired', mine ? 'me' : 'peer');
    if (n) this.send(await this.declined(n, 'expired'));
  }

  private declined(n: string, reason: DeclineReason): Promise<string> {
    return declineFrame({ matchId: this.record.id, from: this.seat, n, reason }, this.secretKey);
  }

  private reset(status: RematchStatus, by: 'me' | 'peer'): void {
    const n = this.mine?.n ?? this.theirs;
    if (this.role === 'host' && this.proposal && n) this.past.set(this.proposal.matchId, n);
    if (status === 'declined' || status === 'expired' || status === 'gone') {
      const reason: DeclineReason = status === 'declined' ? 'declined' : 'expired';
      for (const x of [this.mine?.n, this.theirs]) if (x) this.off.set(x, reason);
    }
    this.status = status;
    this.by = by;
    this.mine = null;
    this.theirs = null;
    this.proposal = null;
    this.signed = null;
    this.cancelTtl?.();
    this.cancelTtl = null;
    this.cancelResend?.();
    this.cancelResend = null;
    this.changed();
  }

  /** True when this side may offer or answer now: a friend match of this device that ended. */
  get available(): boolean {
    const r = this.record;
    return r.kind === 'friend' && r.header !== null && r.net !== undefined && this.o.ended();
  }

  /**
   * Offers a rematch (the Rematch button). Answers the other's waiting offer with yes; does nothing
   * while an offer or agreement is under way. With the link closed for good, the friend is `gone`.
   */
  async offer(): Promise<void> {
    if (!this.available || ['offered', 'agreeing', 'started'].includes(this.status)) return;
    if (this.status === 'incoming') return this.accept();
    if (this.o.transport.status === 'closed') return this.reset('gone', 'me');
    const r = this.record;
    const n = nonce();
    const frame = await offerFrame(
      { matchId: r.id, from: this.seat, game: r.game, options: r.options, n },
      this.secretKey,
    );
    if (this.stopped || this.status === 'agreeing' || this.status === 'started') return;
    if ((this.status as RematchStatus) === 'incoming') return this.accept(); // came meanwhile
    this.problem = null;
    this.reset('offered', 'me');
    this.mine = { n, frame };
    if (this.role === 'host') this.proposal = this.propose();
    this.resend();
    this.arm();
    this.startTtl();
    this.changed();
  }

  /** Accepts the other's waiting offer (its Accept button). */
  async accept(): Promise<void> {
    if (this.status !== 'incoming') return;
    this.status = 'agreeing';
    this.problem = null;
    if (this.role === 'host') this.proposal ??= this.propose();
    else if (this.proposal) await this.signProposal();
    this.resend();
    this.arm();
    this.changed();
  }

  /** Declines the other's waiting offer (its Decline button). */
  async decline(): Promise<void> {
    const n = this.theirs;
    if (this.status !== 'incoming' || n === null) return;
    this.reset('declined', 'me');
    this.send(await this.declined(n, 'declined'));
  }

  /** The host's proposal of the new header: the finished header's seats and keys, a new match id. */
  private propose(): Header {
    const r = this.record;
    const players = r.header!.players;
    const entry = (seat: SeatId) => {
      const p = players.find((x) => x.seat === seat)!;
      return { name: r.names[seat] ?? p.name, publicKey: p.publicKey };
    };
    const header = makeHeader(newMatchId(), this.o.game, recordOptions(r, this.o.game), {
      [HOST_SEAT]: { ...entry(HOST_SEAT), publicKey: publicKeyHex(r.seats[HOST_SEAT]!) },
      [GUEST_SEAT]: entry(GUEST_SEAT),
    });
    return header;
  }

  /** Guest: signs its acceptance of the checked proposal; stops expiring (it waits for its welcome). */
  private async signProposal(): Promise<void> {
    const h = this.proposal!;
    const sig = toHex(await sign(acceptBytes(h, this.record.net!.hostPeerId), this.secretKey));
    if (this.proposal !== h || this.stopped) return;
    this.signed = acceptRematchFrame(this.record.id, h.matchId, sig);
    this.cancelTtl?.();
    this.cancelTtl = null;
    // Once the host binds, its new match admits only a proof for the new match id.
    this.offs.push(
      answerChallenges(this.o.transport, {
        secretKey: this.secretKey,
        hostPeerId: this.record.net!.hostPeerId,
        matchId: h.matchId,
      }),
    );
    this.send(this.signed);
  }

  private async onFrame(text: string): Promise<void> {
    if (this.stopped) return;
    const f = parseFrame(text);
    if (!f) return;
    try {
      const frame = readRematchFrame(f);
      if (frame === null) return;
      await this.take(frame);
    } catch (e) {
      if (!(e instanceof RematchError)) {
        this.o.onProblem?.(e instanceof Error ? e.message : String(e));
        return;
      }
      this.problem = `Refused a rematch message: ${SAY[e.code] ?? e.message}.`;
      this.o.onProblem?.(this.problem);
      this.changed();
    }
  }

  /** Checks a frame against this match and acts on it; throws {@link RematchError}. */
  private async take(f: RematchFrame): Promise<void> {
    const r = this.record;
    if (!r.header || !r.net) return;
    if (f.kind === 'accept' && f.next === r.id) return this.welcomeAgain(f);
    if (f.matchId !== r.id) {
      if (f.matchId === this.o.previous) return;
      throw new RematchError('wrong-match', 'it names another match');
    }
    if (!this.o.ended()) {
      await this.o.whenIdle?.(); // the match's last message may still be on its way in
      if (!this.o.ended()) throw new RematchError('not-finished', 'this match is not over yet');
    }
    const peerKey = r.header.players.find((p) => p.seat === this.peerSeat)!.publicKey;
    switch (f.kind) {
      case 'offer': {
        if (f.game !== r.game) throw new RematchError('other-game', 'it is for another game');
        if (canonicalJson(f.options) !== canonicalJson(r.options)) {
          throw new RematchError('other-options', 'it is for other match options');
        }
        const bytes = offerBytes(f.matchId, this.peerSeat, f.game, f.options, f.n);
        if (!(await signedBy(bytes, f.sig, peerKey))) {
          throw new RematchError('bad-signature', 'it is not signed by your opponent');
        }
        return this.onOffer(f.n);
      }
      case 'decline': {
        const bytes = declineBytes(f.matchId, this.peerSeat, f.n, f.reason);
        if (!(await signedBy(bytes, f.sig, peerKey))) {
          throw new RematchError('bad-signature', 'it is not signed by your opponent');
        }
        if (this.status === 'started') return;
        if (f.n !== this.mine?.n && f.n !== this.theirs) return; // an old attempt
        const expiredMine = f.reason === 'expired' && f.n === this.mine?.n;
        this.reset(f.reason === 'declined' ? 'declined' : 'expired', expiredMine ? 'me' : 'peer');
        return;
      }
      case 'header':
        return this.onHeader(f.header);
      case 'accept':
        return this.onAccept(f.next, f.sig);
      case 'welcome':
        return this.onWelcome(f.next);
    }
  }

  private async onOffer(n: string): Promise<void> {
    if (this.status === 'started' || n === this.theirs) return;
    const off = this.off.get(n);
    if (off !== undefined) return this.send(await this.declined(n, off));
    if (this.status === 'offered' || this.status === 'agreeing') {
      // Both offered: that is agreement.
      this.theirs = n;
      this.status = 'agreeing';
      this.resend();
      this.changed();
      return;
    }
    this.problem = null;
    this.reset('incoming', 'peer');
    this.theirs = n;
    this.proposal = null;
    this.arm();
    this.startTtl();
    this.changed();
  }

  /** Guest: the host's proposal. Checked as in the first handshake; signed once this side agreed. */
  private async onHeader(json: unknown): Promise<void> {
    const r = this.record;
    if (this.role !== 'guest') throw new RematchError('not-offered', 'only the host proposes');
    if (this.status === 'started') return;
    let header: Header;
    try {
      header = checkHostHeader(
        json,
        r.net!.fingerprint,
        publicKeyHex(r.seats[GUEST_SEAT]!),
        this.o.game,
      );
    } catch (e) {
      throw new RematchError(
        'bad-header',
        `the new header is not acceptable: ${(e as Error).message}`,
      );
    }
    if (header.matchId === r.id) {
      throw new RematchError('bad-header', 'the new header reuses the finished match’s id');
    }
    if (canonicalJson(header.game) !== canonicalJson(r.header!.game)) {
      throw new RematchError('other-options', 'it is for other match options');
    }
    if (this.status === 'idle')
      throw new RematchError('not-offered', 'nobody offered that rematch');
    if (!['offered', 'incoming', 'agreeing'].includes(this.status)) return; // an attempt that is off
    if (this.proposal?.matchId === header.matchId) return;
    this.proposal = header;
    this.signed = null;
    if (this.status === 'offered' || this.status === 'agreeing') {
      this.status = 'agreeing';
      await this.signProposal();
      this.changed();
    }
  }

  /** Host: the guest's signed acceptance of the proposal binds the new match. */
  private async onAccept(next: string, sig: string): Promise<void> {
    if (this.role !== 'host') throw new RematchError('not-offered', 'only the guest accepts');
    const h = this.proposal;
    const agreed = this.status === 'offered' || this.status === 'agreeing';
    if (!agreed || h === null || h.matchId !== next) {
      const n = this.past.get(next);
      if (n !== undefined) return this.send(await this.declined(n, 'expired')); // too late
      if (this.status === 'started' || (agreed && h !== null)) return; // a stale one
      throw new RematchError('not-offered', 'nobody offered that rematch');
    }
    if (!(await acceptedBy(h, this.record.net!.hostPeerId, sig))) {
      throw new RematchError('bad-signature', 'it is not signed by your opponent');
    }
    if (this.proposal !== h || this.next !== null) return;
    const r = this.record;
    const record = nextRecord(r, h, HOST_SEAT);
    await this.o.save(record);
    this.send(welcomeRematchFrame(r.id, h.matchId));
    this.started(record);
  }

  /** Host, in the new match: a guest that missed the welcome resends its acceptance. */
  private async welcomeAgain(f: { matchId: string; next: string; sig: string }): Promise<void> {
    const r = this.record;
    if (this.role !== 'host' || !r.header || !r.net) return;
    if (await acceptedBy(r.header, r.net.hostPeerId, f.sig)) {
      this.send(welcomeRematchFrame(f.matchId, r.id));
    }
  }

  /** Guest: the host bound it; stores the new match. */
  private async onWelcome(next: string): Promise<void> {
    const h = this.proposal;
    if (this.role !== 'guest' || this.signed === null || h === null || h.matchId !== next) return;
    if (this.next !== null) return;
    const record = nextRecord(this.record, h, GUEST_SEAT);
    await this.o.save(record);
    this.started(record);
  }

  private started(record: MatchRecord): void {
    this.next = record;
    this.cancelTtl?.();
    this.cancelResend?.();
    this.status = 'started';
    this.changed();
  }

  /** Stops listening and every timer. */
  stop(): void {
    this.stopped = true;
    this.cancelTtl?.();
    this.cancelResend?.();
    for (const off of this.offs.splice(0)) off();
  }
}
