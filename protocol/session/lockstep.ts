/**
 * The lockstep core: one view of a match's progress through the transcript, shared by the live
 * session (knowing its own seat's secrets) and the verifier (knowing every seat that revealed).
 * It checks, or when composing fills in, everything a message body must carry beyond the crypto
 * layer (docs/match-file.md, "Message rules"; requirement "The session"):
 *
 * - turn discipline: {@link Lockstep.expected} is the one seat that may send next;
 * - a seat's first message carries its `setup`;
 * - random events: the seat whose message makes an event pending reveals its chain element for it
 *   in that message; the other seat answers with its own; nobody reveals early;
 * - private draws: the owner commits to each drawn card (`card#j`) in its first message after it
 *   learned `R_k`; a move that shows a committed slot opens that commitment in the same message;
 * - slots a move creates (`MoveResult.created`: cards its author chose) are committed (`card#j`)
 *   in the move's own message, and are then hidden slots like drawn ones;
 * - claims about hidden cards a move makes are recorded against the card's commitment and checked
 *   when the card is known to this view or any opening shows it (card-claims.ts: `false-claim`,
 *   the fault of the claim's message);
 * - ledger commitments a move stands on (a secret deck list) travel with the move, and their
 *   openings of the game's final kinds come with the final `reveal`;
 * - `concede` (own turn only), `claim` (a timeout win against the seat owing the next message:
 *   by the seat that owes it, `bad-claim`; when nobody owes one, void; after it, nothing:
 *   claims.ts and docs/match-file.md, "Timeout claims").
 *
 * {@link Lockstep} is immutable: a refused body throws a {@link SessionError} (or the ledger's
 * `ProtocolError`) and leaves the core unchanged. It takes each body in a copy-on-write working set
 * that also runs random events and moves (work.ts); the rules of a body's slot, move and final
 * commitments and openings are checked, or filled in, by body-rules.ts.
 */
import type { JsonValue } from '../canonical.ts';
import type { Committed, Opening } from '../commit.ts';
import { CryptoLedger } from '../ledger.ts';
import { eventRandomness } from '../random.ts';
import type { ExtendJson, PlayerSecrets } from '../secrets.ts';
import type { Body, Header } from '../transcript.ts';
import {
  checkCreated,
  checkExtras,
  checkFinal,
  checkMoveCommits,
  checkOpened,
  checkOwed,
  commitCreated,
  commitOwed,
  openOwnSlots,
  recordFinalCommits,
} from './body-rules.ts';
import { checkOpenedClaims, recordClaims, type ClaimOnRecord } from './card-claims.ts';
import { refuse } from './errors.ts';
import { NO_KNOWLEDGE, type Knowledge, type LockstepGame, type RandomEvent } from './game.ts';
import {
  advance,
  alias,
  CowMap,
  createSlots,
  unwrap,
  type Builder,
  type SlotEntry,
  type Work,
} from './work.ts';

/** A timeout claim on record: the match ended with it (see claims.ts for when it is void). */
export interface Claim {
  readonly by: string;
  readonly against: string;
}

/** What a local seat asks to send. */
export interface LocalInput<L> {
  readonly move?: L;
  readonly concede?: boolean;
  readonly claim?: boolean;
  /** Openings kept for the final reveal (the session's deferred openings). */
  readonly finalOpens?: readonly Opening[];
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
];

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
    /** The index of the next message: how many messages this core has taken. */
    readonly index: number,
    /** Claims about hidden cards still to check, by commitment (`owner#j`: card-claims.ts). */
    private readonly cardClaims: ReadonlyMap<string, readonly ClaimOnRecord[]>,
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
      0,
      new Map(),
    );
  }

  private get seats(): readonly string[] {
    return this.ledger.seats;
  }

  /**
   * The seat that may send a message with `body` next, for the transcript's sender check: any seat
   * for a claim (undefined: the claim rules are checked by {@link receive}), otherwise
   * {@link expected} (`-`, nobody, when it is null).
   */
  senderFor(body: unknown): string | undefined {
    const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    if ('claim' in b) return undefined;
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
      claims: new CowMap(this.cardClaims),
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
      this.index + 1,
      w.claims.result(),
    );
  }

  /**
   * Checks the body `from` sent (already linked, signed and from the expected seat, or a claim) and
   * returns the core after it. `ledgerAfter` is the ledger with the body applied, when the caller
   * already has it. Throws {@link SessionError} or the ledger's `ProtocolError`.
   */
  receive(from: string, body: Body, ledgerAfter?: CryptoLedger): Lockstep<S, L> {
    if (this.claim !== null) refuse('match-over', 'the match ended with a timeout claim');
    const ledger = ledgerAfter ?? this.ledger.apply(from, body);
    const w = this.work();
    // An opening proves what a card is whatever else the message does: a false claim about the
    // card is the earlier fault, so it is judged first.
    checkOpenedClaims(this.game, w, ledger, from, body, this.index);
    if (body.claim !== undefined) return this.receiveClaim(from, body, ledger);
    for (const key of Object.keys(body)) {
      if (!BODY_FIELDS.includes(key)) refuse('malformed-move', `unknown body field "${key}"`);
    }
    if (!this.setups.has(from) && body.setup === undefined) {
      refuse('missing-setup', `${from}'s first message must carry its setup`);
    }
    const expectOpens = new Set<string>();
    const expectCommits = new Set<string>();
    let moved = body.move === undefined;
    // The callbacks are written inline (not as named consts): under tsx/esbuild's keepNames every
    // named closure costs a defineProperty call each time it is created, i.e. per message.
    advance(
      this.game,
      this.seeds,
      w,
      from,
      (k) => ledger.revealedCount(from) >= k,
      (k) => ledger.randomness(k),
      () => {
        if (moved) return false;
        const r = this.game.remote(w.state, from, body.move!, this.know);
        const res = unwrap(r, 'illegal-move');
        const made = createSlots(w, from, res.created);
        checkCreated(
          ledger,
          this.header.matchId,
          this.seeds,
          from,
          this.index,
          made,
          expectCommits,
        );
        checkOpened(w, ledger, this.header.matchId, res.opened, expectOpens);
        checkMoveCommits(ledger, from, res, expectCommits);
        w.state = res.state;
        alias(w, res.aliases);
        recordClaims(this.game, w, ledger, from, this.index, res.claims);
        moved = true;
        return true;
      },
    );
    if (!moved) refuse('illegal-move', `${from} sent a move the game does not wait for`);
    // A message that leaves the game waiting on its own sender's move changes nothing: a stalling
    // seat could send such messages for ever, each resetting the other seat's abort clock. Honest
    // clients hold such an answer until it travels with the move.
    const after = this.game.turn(w.state);
    const idle = body.move === undefined && body.concede === undefined;
    if (idle && after.kind === 'act' && after.seat === from) {
      refuse('illegal-move', `${from} sent no move while the game waits on it`);
    }
    if (body.concede === true) w.state = this.concede(w, from, body);
    else if (body.concede !== undefined) refuse('malformed-move', 'concede must be true');
    checkOwed(w, ledger, this.header.matchId, this.seeds, from, expectCommits);
    const finalCommits = recordFinalCommits(this.game.finalKinds, this.finalCommits, body, from);
    const over = this.game.turn(w.state).kind === 'over';
    const fin = body.reveal !== undefined;
    if (fin && !over) refuse('not-over', `${from} revealed its seeds before the match ended`);
    if (over && !fin) refuse('bad-final', `${from} must reveal its seeds once the match is over`);
    if (fin) checkFinal(ledger, from, finalCommits, expectOpens);
    checkExtras(ledger, from, body, expectOpens, expectCommits, w);
    return this.next(w, ledger, from, finalCommits, fin, null);
  }

  private concede(w: Work<S>, from: string, body: Body): S {
    if (body.move !== undefined) refuse('illegal-move', 'a concede carries no move');
    if (this.game.turn(w.state).kind === 'over') refuse('match-over', 'the match is over');
    return unwrap(this.game.concede(w.state, from), 'illegal-move');
  }

  /**
   * `{claim: {seat}}` (claims.ts): against the seat that owes the next message, from another seat,
   * alone in its body; by the seat that owes it, naming another seat, or with other fields,
   * `bad-claim`. When nobody owes a message (every seat revealed) the claim is void: it changes
   * nothing. A claim that the accused seat's own message for its index answers is void too; that
   * is judged where both messages meet (forks.ts, verify-fork.ts).
   */
  private receiveClaim(from: string, body: Body, ledger: CryptoLedger): Lockstep<S, L> {
    const owing = this.expected();
    const claim = body.claim as { seat?: unknown };
    const alone = Object.keys(body).length === 1 && typeof claim === 'object' && claim !== null;
    if (
      owing === null &&
      alone &&
      typeof claim.seat === 'string' &&
      this.seats.includes(claim.seat)
    ) {
      return this.next(this.work(), ledger, from, this.finalCommits, false, null);
    }
    if (owing === null || owing === from || !alone || claim.seat !== owing) {
      refuse('bad-claim', `${from} may not claim a timeout now (owing: ${owing ?? 'nobody'})`);
    }
    const c: Claim = { by: from, against: owing };
    return this.next(this.work(), ledger, from, this.finalCommits, false, c);
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
   * The `extend` record `self`'s body carries (docs/protocol.md, "Extension"), or undefined: once
   * the body reveals an element of the second half of the newest generation `self` published, the
   * next generation's tip, bound to the head before the body's elements. Events resolve one after
   * another, each with every seat's element, so no other seat has revealed past the event after
   * `self`'s last (rule 4 holds), and the current generation still has an element left (rule 3)
   * as long as a body reveals fewer elements than half a generation (one extension per body).
   */
  private extensionDue(
    self: string,
    secrets: PlayerSecrets,
    chain: readonly { readonly k: number }[],
  ): ExtendJson | undefined {
    const length = secrets.chainLength;
    const end = Math.max(1, this.ledger.generations(self)) * length;
    const revealed = this.ledger.revealedCount(self);
    const upTo = chain.reduce((m, c) => Math.max(m, c.k), revealed);
    if (upTo <= end - Math.ceil(length / 2) || revealed >= end) return undefined;
    return secrets.extension(revealed);
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
    const w = this.work();
    const b: Builder = { chain: [], commits: [], opens: [] };
    const extra: { [key: string]: JsonValue } = {};
    if (!this.setups.has(self)) extra.setup = secrets.setup();
    const deferred: Committed[] = [];
    let used = input.move === undefined;
    // Inline callbacks, as in receive (no per-call keepNames cost).
    advance(
      this.game,
      this.seeds,
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
        const made = createSlots(w, self, r.created);
        commitCreated(this.header.matchId, self, secrets.privSeed, made, b.commits);
        openOwnSlots(w, this.header.matchId, self, secrets.privSeed, r.opened, b.opens);
        b.commits.push(...r.commits);
        deferred.push(...r.deferred);
        extra.move = r.move;
        w.state = r.state;
        alias(w, r.aliases);
        recordClaims(this.game, w, this.ledger, self, this.index, r.claims);
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
    commitOwed(w, this.header.matchId, self, secrets.privSeed, b.commits);
    const over = this.game.turn(w.state).kind === 'over';
    if (over) {
      extra.reveal = secrets.reveal();
      b.opens.push(...(input.finalOpens ?? []), ...deferred.map((d) => d.opening));
    }
    const extend = this.extensionDue(self, secrets, b.chain);
    if (extend !== undefined) extra.extend = extend;
    const body: { [key: string]: JsonValue } = { ...extra };
    if (b.chain.length > 0) body.chain = b.chain;
    if (b.commits.length > 0) body.commits = b.commits;
    if (b.opens.length > 0) body.opens = b.opens;
    // Own secrets: the final reveal's chainSeed need not be walked back to tips they built from it.
    const ledger = this.ledger.apply(self, body, secrets);
    checkOpenedClaims(this.game, w, ledger, self, body, this.index);
    const finalCommits = recordFinalCommits(this.game.finalKinds, this.finalCommits, body, self);
    return { body, next: this.next(w, ledger, self, finalCommits, over, null), deferred };
  }
}
