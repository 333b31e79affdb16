/**
 * The lockstep core: one view of a match's progress through the transcript, shared by the live
 * session (knowing its own seat's secrets) and the verifier (knowing every seat that revealed).
 * It checks, or when composing fills in, everything a message body must carry beyond the crypto
 * layer (docs/match-file.md, "Message rules"; issue 5, "The session"):
 *
 * - turn discipline: {@link Lockstep.expected} is the one seat that may send next;
 * - a seat's first message carries its `setup`;
 * - random events: the seat whose message makes an event pending reveals its chain element for it
 *   in that message; the other seat answers with its own; nobody reveals early;
 * - private draws: the owner commits to each drawn card (`card#j`) in its first message after it
 *   learned `R_k`; a move that shows a committed slot opens that commitment in the same message;
 * - ledger commitments a move stands on (a secret deck list) travel with the move, and their
 *   openings of the game's final kinds come with the final `reveal`;
 * - `concede` (own turn only), `claim` (a timeout win against the seat owing the next message),
 *   `dispute` (the accused seat's one answer to a claim that came before its own clock ran out:
 *   docs/match-file.md, "Timeout claims").
 *
 * {@link Lockstep} is immutable: a refused body throws a {@link SessionError} (or the ledger's
 * `ProtocolError`) and leaves the core unchanged.
 */
import type { JsonValue } from '../canonical.ts';
import { canonicalJson } from '../canonical.ts';
import { commit, type Committed, type Opening } from '../commit.ts';
import { equalBytes, fromHex } from '../bytes.ts';
import { CryptoLedger } from '../ledger.ts';
import { eventRandomness } from '../random.ts';
import type { PlayerSecrets } from '../secrets.ts';
import type { Body, Header } from '../transcript.ts';
import { CARD_KIND, privateIndices, publicIndices, slotContext } from './draws.ts';
import { refuse } from './errors.ts';
import {
  isGameError,
  NO_KNOWLEDGE,
  type GameError,
  type Knowledge,
  type LockstepGame,
  type MoveResult,
  type OpenedSlot,
  type RandomEvent,
  type SlotAlias,
} from './game.ts';

/** A private draw's slot on record: its owner, its draw number `j` and, where known, its card. */
interface SlotEntry {
  readonly owner: string;
  readonly j: number;
  readonly slot: string;
  readonly value?: JsonValue;
}

/** A timeout claim on record, and whether the accused seat disputed it. */
export interface Claim {
  readonly by: string;
  readonly against: string;
  readonly disputed: boolean;
}

/** What a local seat asks to send. */
export interface LocalInput<L> {
  readonly move?: L;
  readonly concede?: boolean;
  readonly claim?: boolean;
  /** Dispute the timeout claim just made against this seat. */
  readonly dispute?: boolean;
  /** Openings kept for the final reveal (the session's deferred openings). */
  readonly finalOpens?: readonly Opening[];
}

/** A map copied on its first change: most bodies change none of the core's maps. */
class CowMap<K, V> {
  private copied = false;

  constructor(private map: ReadonlyMap<K, V>) {}

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  set(key: K, value: V): void {
    if (!this.copied) {
      this.map = new Map(this.map);
      this.copied = true;
    }
    (this.map as Map<K, V>).set(key, value);
  }

  /** The map as it is now (the original when nothing changed). */
  result(): ReadonlyMap<K, V> {
    return this.map;
  }
}

/** The core's mutable working copy while one body is processed. */
interface Work<S> {
  state: S;
  pending: { readonly k: number; readonly event: RandomEvent } | null;
  resolved: number;
  drawn: CowMap<string, number>;
  slots: CowMap<string, SlotEntry>;
  owed: CowMap<string, readonly SlotEntry[]>;
}

/** A body under construction (compose mode). */
interface Builder {
  chain: { k: number; element: string }[];
  commits: { kind: string; index: number; commitment: string }[];
  opens: Opening[];
}

/** Every field a body may have: the crypto layer's (protocol/body.ts) and the session's. */
export const BODY_FIELDS: readonly string[] = [
  'setup',
  'extend',
  'chain',
  'commits',
  'opens',
  'reveal',
  'move',
  'concede',
  'claim',
  'dispute',
];

const same = (a: JsonValue | undefined, b: JsonValue | undefined): boolean =>
  a !== undefined && b !== undefined && canonicalJson(a) === canonicalJson(b);

/** Records slots that took over an earlier slot's card (and so its commitment). */
function alias(w: Work<unknown>, aliases: readonly SlotAlias[] | undefined): void {
  for (const a of aliases ?? []) {
    const e = w.slots.get(a.of);
    if (e !== undefined) w.slots.set(a.slot, e);
  }
}

function unwrap<T>(r: T | GameError, code: 'illegal-move' | 'bad-draw'): T {
  if (isGameError(r)) refuse(code, `${r.code}: ${r.message}`);
  return r;
}

/** The `kind#index` ids of a body's commitment or opening list. */
function ids(xs: unknown): string[] {
  return ((xs ?? []) as readonly { kind?: unknown; index?: unknown }[]).map(
    (x) => `${String(x.kind)}#${String(x.index)}`,
  );
}

/** The immutable lockstep core; see the module comment. */
export class Lockstep<S, L> {
  private constructor(
    readonly game: LockstepGame<S, L>,
    readonly header: Header,
    /** privSeeds of the seats this core knows (own seat live; revealed seats when verifying). */
    private readonly seeds: ReadonlyMap<string, Uint8Array>,
    private readonly know: Knowledge,
    readonly ledger: CryptoLedger,
    readonly state: S,
    /** The pending random event: its number and shape (null when none). */
    readonly pending: { readonly k: number; readonly event: RandomEvent } | null,
    /** Random events resolved so far. */
    readonly resolved: number,
    private readonly drawn: ReadonlyMap<string, number>,
    private readonly slots: ReadonlyMap<string, SlotEntry>,
    private readonly owed: ReadonlyMap<string, readonly SlotEntry[]>,
    private readonly setups: ReadonlySet<string>,
    /** Seats that sent their final reveal. */
    readonly finals: ReadonlySet<string>,
    /** Ledger commitments of the game's final kinds, per seat. */
    private readonly finalCommits: ReadonlyMap<string, readonly string[]>,
    readonly claim: Claim | null,
  ) {}

  /** A fresh core for `header` in the view of the seats whose privSeeds are in `seeds`. */
  static start<S, L>(
    game: LockstepGame<S, L>,
    header: Header,
    seeds: ReadonlyMap<string, Uint8Array>,
    know: Knowledge = NO_KNOWLEDGE,
  ): Lockstep<S, L> {
    const state = game.initial(header, [...seeds.keys()]);
    const none = new Map<string, never>();
    return new Lockstep(
      game,
      header,
      seeds,
      know,
      CryptoLedger.start(header),
      state,
      null,
      0,
      new Map(),
      none,
      new Map(),
      new Set(),
      new Set(),
      new Map(),
      null,
    );
  }

  private get seats(): readonly string[] {
    return this.ledger.seats;
  }

  /**
   * The seat that may send a message with `body` next, for the transcript's sender check: any seat
   * for a claim (undefined: the claim rules are checked by {@link receive}), the accused seat for a
   * dispute of the claim on record, otherwise {@link expected} (`-`, nobody, when it is null).
   */
  senderFor(body: unknown): string | undefined {
    const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    if ('claim' in b) return undefined;
    if ('dispute' in b && this.claim !== null && !this.claim.disputed) return this.claim.against;
    return this.expected() ?? '-';
  }

  /** The seat that must send the next message, or null when the match is finished or claimed. */
  expected(): string | null {
    if (this.claim !== null) return null;
    const t = this.game.turn(this.state);
    if (t.kind === 'act') return t.seat;
    if (t.kind === 'random') {
      if (this.pending === null) return this.seats[0]!;
      const k = this.pending.k;
      return this.seats.find((s) => this.ledger.revealedCount(s) < k) ?? null;
    }
    return this.seats.find((s) => !this.finals.has(s)) ?? null;
  }

  /**
   * True when the game waits on a move of `self` and `self` owes nothing else: its setup is sent and
   * no slot commitment is owed, so {@link compose} without a move would give an empty body.
   */
  waitsOnlyForMove(self: string): boolean {
    if (this.claim !== null || !this.setups.has(self) || this.owedBy(self).length > 0) return false;
    const t = this.game.turn(this.state);
    return t.kind === 'act' && t.seat === self;
  }

  /** True when the game is over and every seat revealed (or a claim ended the match). */
  get finished(): boolean {
    return this.claim !== null || this.expected() === null;
  }

  /** The private draws of `seat` not yet committed (owner's view: with their cards). */
  owedBy(seat: string): readonly { readonly slot: string; readonly value?: JsonValue }[] {
    return this.owed.get(seat) ?? [];
  }

  private work(): Work<S> {
    return {
      state: this.state,
      pending: this.pending,
      resolved: this.resolved,
      drawn: new CowMap(this.drawn),
      slots: new CowMap(this.slots),
      owed: new CowMap(this.owed),
    };
  }

  private next(
    w: Work<S>,
    ledger: CryptoLedger,
    from: string,
    finalCommits: ReadonlyMap<string, readonly string[]>,
    fin: boolean,
    claim: Claim | null,
  ): Lockstep<S, L> {
    const setups = this.setups.has(from) ? this.setups : new Set(this.setups).add(from);
    const finals = fin ? new Set(this.finals).add(from) : this.finals;
    return new Lockstep(
      this.game,
      this.header,
      this.seeds,
      this.know,
      ledger,
      w.state,
      w.pending,
      w.resolved,
      w.drawn.result(),
      w.slots.result(),
      w.owed.result(),
      setups,
      finals,
      finalCommits,
      claim,
    );
  }

  /**
   * Checks the body `from` sent (already linked, signed and from the expected seat, or a claim) and
   * returns the core after it. `ledgerAfter` is the ledger with the body applied, when the caller
   * already has it. Throws {@link SessionError} or the ledger's `ProtocolError`.
   */
  receive(from: string, body: Body, ledgerAfter?: CryptoLedger): Lockstep<S, L> {
    if (this.claim !== null && (body.dispute === undefined || this.claim.disputed)) {
      refuse('match-over', 'the match ended with a timeout claim');
    }
    const ledger = ledgerAfter ?? this.ledger.apply(from, body);
    if (body.claim !== undefined) return this.receiveClaim(from, body, ledger);
    if (body.dispute !== undefined) return this.receiveDispute(from, body, ledger);
    for (const key of Object.keys(body)) {
      if (!BODY_FIELDS.includes(key)) refuse('malformed-move', `unknown body field "${key}"`);
    }
    if (!this.setups.has(from) && body.setup === undefined) {
      refuse('missing-setup', `${from}'s first message must carry its setup`);
    }
    const w = this.work();
    const expectOpens = new Set<string>();
    const expectCommits = new Set<string>();
    let moved = body.move === undefined;
    // The callbacks are written inline (not as named consts): under tsx/esbuild's keepNames every
    // named closure costs a defineProperty call each time it is created, i.e. per message.
    this.advance(
      w,
      from,
      (k) => ledger.revealedCount(from) >= k,
      (k) => ledger.randomness(k),
      () => {
        if (moved) return false;
        const r = this.game.remote(w.state, from, body.move!, this.know);
        const res = unwrap(r, 'illegal-move');
        this.checkOpened(w, ledger, res.opened, expectOpens);
        this.checkMoveCommits(ledger, from, res, expectCommits);
        w.state = res.state;
        alias(w, res.aliases);
        moved = true;
        return true;
      },
    );
    if (!moved) refuse('illegal-move', `${from} sent a move the game does not wait for`);
    // A message that leaves the game waiting on its own sender's move changes nothing: a stalling
    // seat could send such messages for ever, each resetting the other seat's abort clock. Honest
    // clients hold such an answer until it travels with the move (issue 9).
    const after = this.game.turn(w.state);
    const idle = body.move === undefined && body.concede === undefined;
    if (idle && after.kind === 'act' && after.seat === from) {
      refuse('illegal-move', `${from} sent no move while the game waits on it`);
    }
    if (body.concede === true) w.state = this.concede(w, from, body);
    else if (body.concede !== undefined) refuse('malformed-move', 'concede must be true');
    this.checkOwed(w, ledger, from, expectCommits);
    const finalCommits = this.recordFinalCommits(body, from);
    const over = this.game.turn(w.state).kind === 'over';
    const fin = body.reveal !== undefined;
    if (fin && !over) refuse('not-over', `${from} revealed its seeds before the match ended`);
    if (over && !fin) refuse('bad-final', `${from} must reveal its seeds once the match is over`);
    if (fin) this.checkFinal(ledger, from, finalCommits, expectOpens);
    this.checkExtras(ledger, from, body, expectOpens, expectCommits, w);
    return this.next(w, ledger, from, finalCommits, fin, null);
  }

  private concede(w: Work<S>, from: string, body: Body): S {
    if (body.move !== undefined) refuse('illegal-move', 'a concede carries no move');
    if (this.game.turn(w.state).kind === 'over') refuse('match-over', 'the match is over');
    return unwrap(this.game.concede(w.state, from), 'illegal-move');
  }

  private receiveClaim(from: string, body: Body, ledger: CryptoLedger): Lockstep<S, L> {
    const owing = this.expected();
    const claim = body.claim as { seat?: unknown };
    const keys = Object.keys(body);
    if (
      owing === null ||
      owing === from ||
      typeof claim !== 'object' ||
      claim === null ||
      claim.seat !== owing ||
      keys.length !== 1
    ) {
      refuse('bad-claim', `${from} may not claim a timeout now (owing: ${owing ?? 'nobody'})`);
    }
    const w = this.work();
    const c: Claim = { by: from, against: owing, disputed: false };
    return this.next(w, ledger, from, this.finalCommits, false, c);
  }

  /**
   * `{dispute: {seat}}`: the seat a timeout claim accuses says the claim came before its timeout
   * ran out. Only once, only right after the claim, only from the accused seat, naming the
   * claimant, and alone in its body (`bad-dispute` otherwise). The match stays ended.
   */
  private receiveDispute(from: string, body: Body, ledger: CryptoLedger): Lockstep<S, L> {
    const c = this.claim;
    const d = body.dispute as { seat?: unknown } | null;
    const ok =
      c !== null &&
      !c.disputed &&
      from === c.against &&
      typeof d === 'object' &&
      d !== null &&
      !Array.isArray(d) &&
      Object.keys(d).length === 1 &&
      d.seat === c.by &&
      Object.keys(body).length === 1;
    if (!ok || c === null) {
      refuse('bad-dispute', `${from} may not dispute here (no timeout claim against it to answer)`);
    }
    return this.next(this.work(), ledger, from, this.finalCommits, false, { ...c, disputed: true });
  }

  /**
   * Runs the game forward within one body of `from`: random events (element check or fill-in,
   * resolution once every seat revealed) and at most one move (`move()` applies it and returns true,
   * or returns false when there is none left).
   */
  private advance(
    w: Work<S>,
    from: string,
    hasElement: (k: number) => boolean,
    randomness: (k: number) => Uint8Array | undefined,
    move: () => boolean,
    provide?: (k: number) => void,
  ): void {
    for (;;) {
      const t = this.game.turn(w.state);
      if (t.kind === 'random') {
        if (w.pending === null) w.pending = { k: w.resolved + 1, event: t.event };
        const k = w.pending.k;
        if (!hasElement(k)) {
          if (provide === undefined) {
            refuse('missing-element', `${from} owes its chain element for random event ${k}`);
          }
          provide(k);
        }
        const R = randomness(k);
        if (R === undefined) return;
        this.resolveEvent(w, R);
        continue;
      }
      if (t.kind === 'act' && t.seat === from && move()) continue;
      return;
    }
  }

  private resolveEvent(w: Work<S>, R: Uint8Array): void {
    const { event } = w.pending!;
    let indices: number[] | null;
    if (event.kind === 'public') indices = publicIndices(R, event.count, event.size);
    else {
      const seed = this.seeds.get(event.owner);
      const j = w.drawn.get(event.owner) ?? 0;
      indices = seed ? privateIndices(R, seed, j, event.count, event.size) : null;
    }
    const r = unwrap(this.game.resolve(w.state, indices), 'bad-draw');
    w.state = r.state;
    alias(w, r.aliases);
    if (event.kind === 'private') {
      const j0 = w.drawn.get(event.owner) ?? 0;
      const owed = [...(w.owed.get(event.owner) ?? [])];
      r.drawn.forEach((d, i) => {
        const entry: SlotEntry = {
          owner: event.owner,
          j: j0 + i,
          slot: d.slot,
          ...(d.value !== undefined ? { value: d.value } : {}),
        };
        w.slots.set(d.slot, entry);
        owed.push(entry);
      });
      w.owed.set(event.owner, owed);
      w.drawn.set(event.owner, j0 + event.count);
    }
    w.resolved = w.pending!.k;
    w.pending = null;
  }

  /** Every slot a move opened that has a slot commitment must be opened with the same card. */
  private checkOpened(
    w: Work<S>,
    ledger: CryptoLedger,
    opened: readonly OpenedSlot[],
    expectOpens: Set<string>,
  ): void {
    for (const o of opened) {
      const entry = w.slots.get(o.slot);
      if (entry === undefined) continue;
      const c = ledger.commitment(entry.owner, CARD_KIND, entry.j);
      if (c === undefined) refuse('missing-commitment', `slot ${o.slot} was never committed`);
      if (c.opened === undefined) refuse('missing-opening', `slot ${o.slot} was shown unopened`);
      const ctx = slotContext(this.header.matchId, entry.owner, entry.slot);
      if (!same(c.opened.value, o.value) || !same(c.opened.context, ctx)) {
        refuse('bad-opening', `slot ${o.slot} opens to another card than the one shown`);
      }
      expectOpens.add(`${CARD_KIND}#${entry.j}`);
    }
  }

  private checkMoveCommits(
    ledger: CryptoLedger,
    from: string,
    res: MoveResult<S>,
    expectCommits: Set<string>,
  ): void {
    for (const c of res.commits) {
      const entry = ledger.commitment(from, c.kind, c.index);
      if (entry === undefined || !equalBytes(entry.record.commitment, fromHex(c.commitment, 32))) {
        refuse('missing-commitment', `the move needs commitment ${c.kind}#${c.index} on record`);
      }
      expectCommits.add(`${c.kind}#${c.index}`);
    }
  }

  /** The owner's pending slot commitments must be in this body; a known owner's must be honest. */
  private checkOwed(w: Work<S>, ledger: CryptoLedger, from: string, expect: Set<string>): void {
    const seed = this.seeds.get(from);
    for (const e of w.owed.get(from) ?? []) {
      const c = ledger.commitment(from, CARD_KIND, e.j);
      if (c === undefined) refuse('missing-commitment', `${from} owes slot commitment card#${e.j}`);
      if (seed !== undefined && e.value !== undefined) {
        const ctx = slotContext(this.header.matchId, from, e.slot);
        const honest = commit(CARD_KIND, ctx, e.value, { privSeed: seed, index: e.j });
        if (!equalBytes(c.record.commitment, fromHex(honest.commitment, 32))) {
          refuse('bad-draw', `${from}'s slot ${e.slot} is not the card the randomness gave`);
        }
      }
      expect.add(`${CARD_KIND}#${e.j}`);
    }
    if ((w.owed.get(from)?.length ?? 0) > 0) w.owed.set(from, []);
  }

  private recordFinalCommits(body: Body, from: string): ReadonlyMap<string, readonly string[]> {
    const commits = (body.commits ?? []) as readonly { kind?: unknown; index?: unknown }[];
    const add = commits
      .filter((c) => this.game.finalKinds.includes(String(c.kind)))
      .map((c) => `${String(c.kind)}#${String(c.index)}`);
    if (add.length === 0) return this.finalCommits;
    return new Map(this.finalCommits).set(from, [...(this.finalCommits.get(from) ?? []), ...add]);
  }

  private checkFinal(
    ledger: CryptoLedger,
    from: string,
    finalCommits: ReadonlyMap<string, readonly string[]>,
    expectOpens: Set<string>,
  ): void {
    for (const id of finalCommits.get(from) ?? []) {
      const [kind, index] = id.split('#') as [string, string];
      if (ledger.commitment(from, kind, Number(index))?.opened === undefined) {
        refuse('bad-final', `${from}'s final reveal does not open ${id}`);
      }
      expectOpens.add(id);
    }
  }

  /** No element ahead of the events, no commitment or opening the rules did not ask for. */
  private checkExtras(
    ledger: CryptoLedger,
    from: string,
    body: Body,
    expectOpens: Set<string>,
    expectCommits: Set<string>,
    w: Work<S>,
  ): void {
    const limit = w.pending !== null ? w.pending.k : w.resolved;
    if (ledger.revealedCount(from) > limit) {
      refuse('early-element', `${from} revealed a chain element before its event`);
    }
    for (const id of ids(body.commits)) {
      if (!expectCommits.has(id)) refuse('unexpected-commitment', `${from} committed ${id}`);
    }
    for (const id of ids(body.opens)) {
      if (!expectOpens.has(id)) refuse('unexpected-opening', `${from} opened ${id} early`);
    }
  }

  /** `self`'s element for event `k`: on record, or revealed in the body under construction. */
  private ownElement(
    self: string,
    secrets: PlayerSecrets,
    b: Builder,
    k: number,
  ): Uint8Array | undefined {
    return (
      this.ledger.element(self, k) ??
      (b.chain.some((c) => c.k === k) ? secrets.elementBytes(k) : undefined)
    );
  }

  /**
   * Builds the body `self` sends now (compose mode): setup, owed slot commitments, chain elements of
   * the events it takes part in, the move with its openings and commitments, concede, the final
   * reveal. Returns the body, the core after it and the openings the move deferred.
   */
  compose(
    self: string,
    secrets: PlayerSecrets,
    input: LocalInput<L>,
  ): { body: Body; next: Lockstep<S, L>; deferred: readonly Committed[] } {
    if (input.claim === true) {
      const body: Body = { claim: { seat: this.expected() ?? '' } };
      return { body, next: this.receive(self, body), deferred: [] };
    }
    if (input.dispute === true) {
      const body: Body = { dispute: { seat: this.claim?.by ?? '' } };
      return { body, next: this.receive(self, body), deferred: [] };
    }
    const w = this.work();
    const b: Builder = { chain: [], commits: [], opens: [] };
    const extra: { [key: string]: JsonValue } = {};
    if (!this.setups.has(self)) extra.setup = secrets.setup();
    const deferred: Committed[] = [];
    let used = input.move === undefined;
    // Inline callbacks, as in receive (no per-call keepNames cost).
    this.advance(
      w,
      self,
      (k) => this.ownElement(self, secrets, b, k) !== undefined,
      (k) => {
        const els: Uint8Array[] = [];
        for (const s of this.seats) {
          const e = s === self ? this.ownElement(self, secrets, b, k) : this.ledger.element(s, k);
          if (e === undefined) return undefined;
          els.push(e);
        }
        return eventRandomness(this.header.matchId, k, els);
      },
      () => {
        if (used) return false;
        const r = unwrap(this.game.local(w.state, self, input.move!, secrets), 'illegal-move');
        for (const o of r.opened) {
          const e = w.slots.get(o.slot);
          if (e === undefined || e.owner !== self) continue;
          const ctx = slotContext(this.header.matchId, self, e.slot);
          const c = commit(CARD_KIND, ctx, o.value, { privSeed: secrets.privSeed, index: e.j });
          b.opens.push(c.opening);
        }
        b.commits.push(...r.commits);
        deferred.push(...r.deferred);
        extra.move = r.move;
        w.state = r.state;
        alias(w, r.aliases);
        used = true;
        return true;
      },
      (k) => void b.chain.push(secrets.element(k)),
    );
    if (!used) refuse('illegal-move', `the game does not wait for a move of ${self}`);
    if (input.concede === true) {
      w.state = this.concede(w, self, extra);
      extra.concede = true;
    }
    for (const e of w.owed.get(self) ?? []) {
      const ctx = slotContext(this.header.matchId, self, e.slot);
      const c = commit(CARD_KIND, ctx, e.value ?? null, { privSeed: secrets.privSeed, index: e.j });
      b.commits.push({ kind: CARD_KIND, index: e.j, commitment: c.commitment });
    }
    if ((w.owed.get(self)?.length ?? 0) > 0) w.owed.set(self, []);
    const over = this.game.turn(w.state).kind === 'over';
    if (over) {
      extra.reveal = secrets.reveal();
      b.opens.push(...(input.finalOpens ?? []), ...deferred.map((d) => d.opening));
    }
    const body: { [key: string]: JsonValue } = { ...extra };
    if (b.chain.length > 0) body.chain = b.chain;
    if (b.commits.length > 0) body.commits = b.commits;
    if (b.opens.length > 0) body.opens = b.opens;
    // Own secrets: the final reveal's chainSeed need not be walked back to tips they built from it.
    const ledger = this.ledger.apply(self, body, secrets);
    const finalCommits = this.recordFinalCommits(body, self);
    return { body, next: this.next(w, ledger, self, finalCommits, over, null), deferred };
  }
}
