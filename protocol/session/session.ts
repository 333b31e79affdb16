/**
 * The live lockstep session of one seat (requirement "The session"; reference design, "The
 * transcript"): it binds a {@link LockstepGame} to the signed transcript, the crypto ledger and the
 * seat's {@link PlayerSecrets}, and talks to the other seat through a {@link ReliableChannel}.
 *
 * - Turn discipline: a peer message is accepted only from the seat the core names; anything else is
 *   refused without changing state, and a signed refusal stops the match as a violation.
 * - Random events: the seat's answer (its chain element, its slot commitments) goes out at once,
 *   unless the game then waits on this seat's own move, in which case it travels with that move.
 *   `state` already shows the outcome.
 * - Each message carries the sender's public state hash; a mismatch stops the match as a desync:
 *   the evidence is stored, and a signed desync notice tells the peer, which stops too.
 * - Every message is stored before it is acted on or sent; {@link Session.open} rebuilds from it,
 *   a stop included (the evidence is stored before the session acts on it).
 * - Abort: while the peer owes a message, {@link Session.countdown} runs; at zero the seat may
 *   {@link Session.claimTimeout}, a recorded message that ends the match unless the peer answers
 *   it. A claim against this seat that arrives before its own clock ran out (less the latency
 *   grace) is held, not taken: this seat's next message, for the claim's index, answers it and
 *   voids it ({@link Session.claimAgainst}); a later one ends the match. The peer's answer to this
 *   seat's own claim voids it: the session takes the answer in place of its claim, and the match
 *   goes on (claims.ts; docs/match-file.md, "Timeout claims").
 * - Version skew: hellos are signed (protocol/session/control.ts); an authentic hello with another
 *   header or version stops the session (and the peer, which gets ours); any other hello is noise.
 * - At the end both seats reveal their seeds and deck openings; {@link Session.verify} checks all.
 */
import { canonicalJson } from '../canonical.ts';
import type { Committed, Opening } from '../commit.ts';
import { isProtocolError } from '../errors.ts';
import {
  headerHash,
  messageHash,
  SignatureChecks,
  Transcript,
  type Message,
  type TranscriptFile,
} from '../transcript.ts';
import type { Transport } from '../transport/types.ts';
import { ReliableChannel } from './channel.ts';
import { cameEarly } from './claims.ts';
import { realClock, type Clock } from './clock.ts';
import { ControlFrames, type DesyncNotice, type HelloFrame } from './control.ts';
import { judgeFork, type RunEntry } from './forks.ts';
import { noticeStop, skewStop } from './peer-stops.ts';
import { isSessionError, type Blame } from './errors.ts';
import { Lockstep, type LocalInput } from './lockstep.ts';
import { evidenceFileOf, MemoryStore, type Store, type StoredEvidence } from './store.ts';
import { MATCH_FORMAT, verifyMatch, type MatchFile, type MatchVerdict } from './verify-match.ts';
import { CLAIM_GRACE_MS, DEFAULT_TIMEOUT_MS, type SessionOptions, type Stop } from './options.ts';

export {
  DEFAULT_TIMEOUT_MS,
  CLAIM_GRACE_MS,
  type SessionOptions,
  type Stop,
  type Tamper,
} from './options.ts';

type Input<L> = {
  readonly move?: L;
  readonly concede?: boolean;
  readonly claim?: boolean;
};
type Composed<S, L> = ReturnType<Lockstep<S, L>['compose']>;

/** One seat's live session; see the module comment. */
export class Session<S, L> {
  private transcript: Transcript;
  private core: Lockstep<S, L>;
  private held: Composed<S, L> | null = null;
  private readonly deferred: Committed[] = [];
  private readonly own = new Map<number, Message>();
  /**
   * This seat's messages since the peer's last one: for each index, the core and the transcript
   * before it. A peer's message for one of these indices (a claim this message answers, or the
   * answer to this seat's claim) is judged on that core (./forks.ts).
   */
  private readonly run = new Map<number, RunEntry<S, L>>();
  /** The peer's timeout claim against this seat, held while this seat may still answer it. */
  private claimHeld: Message | null = null;
  /** Cancels the timer that takes {@link claimHeld} once this seat's own time has run out. */
  private cancelHold: (() => void) | null = null;
  private queue: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<() => void>();
  private readonly errorListeners = new Set<(error: unknown) => void>();
  private owingSince: number;
  private readonly channel: ReliableChannel;
  private readonly clock: Clock;
  private readonly store: Store;
  private readonly control: ControlFrames;
  /** Why and on what the session stopped early, as stored ({@link halt}); null while it runs. */
  private end: StoredEvidence | null = null;
  /**
   * A tampered client withheld a message (tests only): from then on it is silent (it signs and
   * sends nothing more, and never acts: {@link canAct} is false), as a client that stops
   * answering is. Its session still takes the peer's messages, a timeout claim included.
   */
  withheld = false;

  private constructor(private readonly o: SessionOptions<S, L>) {
    this.transcript = Transcript.start(o.header);
    const seeds = new Map([[o.seat, o.secrets.privSeed]]);
    this.core = Lockstep.start(o.game, this.transcript.header, seeds);
    this.clock = o.clock ?? realClock;
    this.store = o.store ?? new MemoryStore();
    this.owingSince = this.clock.now();
    this.control = new ControlFrames(this.transcript.header, o.seat, o.secretKey, o.backend);
    this.channel = new ReliableChannel(
      {
        next: () => this.transcript.next,
        own: (i) => this.own.get(i),
        link: (n) => this.linkOf(n),
        deliver: (m) => this.enqueue(() => this.receive(m)),
        failed: (e) => this.failed(e),
        skew: (theirs) => this.background(() => this.skew(theirs)),
        stale: (m) => this.background(() => this.stale(m)),
        desync: (f) => this.background(() => this.onNotice(f)),
        waitsOnPeer: () => {
          const e = this.expected();
          return e !== null && e !== this.o.seat;
        },
      },
      {
        clock: this.clock,
        control: this.control,
        ...(o.resendMs ? { resendMs: o.resendMs } : {}),
      },
    );
  }

  /**
   * Opens a session, rebuilding it from `options.store` (a reload) when that holds messages, and
   * restoring a stop the store kept evidence of.
   */
  static async open<S, L>(options: SessionOptions<S, L>): Promise<Session<S, L>> {
    const s = new Session(options);
    const entries = await s.store.load();
    for (const e of entries) await s.replay(e.message, e.local as Input<L>);
    // The abort clock runs from the last stored message, not from the reload.
    const last = entries.at(-1)?.at;
    if (typeof last === 'number' && Number.isFinite(last)) {
      s.owingSince = Math.min(s.owingSince, last);
    }
    const evidence = (await s.store.loadEvidence?.()) ?? null;
    if (evidence !== null) s.restore(evidence);
    // A claim held when the seat went down is not stored: the peer resends it, and it is judged
    // again then, on the abort clock restored above.
    await s.enqueue(() => s.settle());
    return s;
  }

  /** Set when the match stopped early (violation, desync, version skew). */
  get stopped(): Stop | null {
    return this.end?.stop ?? null;
  }

  /** The peer's signed message behind {@link stopped}, kept as evidence. */
  get evidence(): Message | null {
    return this.end?.message ?? null;
  }

  /** The signed desync notice behind a `desync` stop: the one this seat sent, or the peer's. */
  get notice(): DesyncNotice | null {
    return this.end?.notice ?? null;
  }

  /**
   * The peer's timeout claim against this seat that came before this seat's time ran out (less
   * the grace): held, not taken. This seat's next message (its move, or whatever it owes) answers
   * it, which voids it; once this seat's own time has run out (on a resend of the claim, or at the
   * latest on this seat's own timer), the claim is taken and the match ends (docs/match-file.md,
   * "Timeout claims"). Null when there is none.
   */
  get claimAgainst(): Message | null {
    return this.claimHeld;
  }

  /** Stops the session on `e` (stored already, or restored from the store). */
  private restore(e: StoredEvidence): void {
    this.end = e;
    const notice = e.notice;
    if (notice !== undefined && notice.from === this.o.seat) {
      this.channel.stopWith(JSON.stringify(notice));
    } else this.channel.close();
  }

  /** Takes stored message `m` again. */
  private async replay(m: Message, local: Input<L> | undefined) {
    const before = this.transcript;
    this.transcript = await this.transcript.append(m);
    if (m.from === this.o.seat) {
      const c = this.core.compose(this.o.seat, this.o.secrets, this.inputOf(local ?? {}));
      if (canonicalJson(c.body) !== canonicalJson(m.body) && this.o.tamper === undefined) {
        throw new Error(`stored message ${m.i} does not match its local input`);
      }
      this.run.set(m.i, { core: this.core, transcript: before });
      this.core = c.next;
      this.deferred.push(...c.deferred);
      this.own.set(m.i, m);
    } else {
      this.core = this.core.receive(m.from, m.body);
      this.run.clear();
    }
    this.o.onStep?.(m.i, this.core.state);
  }

  /** The seat this session plays. */
  get seat(): string {
    return this.o.seat;
  }

  /** The match as this seat sees it (including an answer composed but not yet sent). */
  get state(): S {
    return (this.held?.next ?? this.core).state;
  }

  /** The lockstep core after the last message in the transcript. */
  get lockstep(): Lockstep<S, L> {
    return this.core;
  }

  /** The seat that owes the next message, or null when finished. */
  expected(): string | null {
    return this.stopped ? null : this.core.expected();
  }

  /** True when the game waits on a move of this seat. */
  canAct(): boolean {
    if (this.stopped || this.withheld || this.core.expected() !== this.o.seat) return false;
    const t = this.o.game.turn(this.state);
    return t.kind === 'act' && t.seat === this.o.seat;
  }

  /** True when the match is over and every seat revealed, or a claim ended it. */
  get finished(): boolean {
    return this.core.finished;
  }

  /** Calls `fn` after every change; returns the unsubscribe function. */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /**
   * Calls `fn` with each error of work a peer frame set off (a store that refused a received
   * message or stop evidence): nothing was taken or stopped, and the peer's resend tries again.
   * Returns the unsubscribe function. (Errors of this seat's own moves reject their promises.)
   */
  onError(fn: (error: unknown) => void): () => void {
    this.errorListeners.add(fn);
    return () => this.errorListeners.delete(fn);
  }

  /** Connects (or reconnects) to the peer over `transport`. */
  attach(transport: Transport): void {
    this.channel.attach(transport);
  }

  /** Drops the current transport (the session keeps its state; attach a new one to resume). */
  detach(): void {
    this.channel.detach();
  }

  /** Stops timers and the channel. */
  close(): void {
    this.dropHold();
    this.channel.close();
  }

  /** Resolves when no work is queued. */
  async whenIdle(): Promise<void> {
    let q: Promise<void>;
    do {
      q = this.queue;
      await q;
    } while (q !== this.queue);
  }

  /** Plays `move` (the game must wait on this seat). Throws a SessionError when illegal. */
  act(move: L): Promise<void> {
    return this.enqueue(() => this.send({ move }));
  }

  /** Concedes the match (on this seat's turn). */
  concede(): Promise<void> {
    return this.enqueue(() => this.send({ concede: true }));
  }

  /**
   * Milliseconds left before this seat may claim a timeout win, while the peer owes a message;
   * null when this seat owes it or the match is finished.
   */
  countdown(): number | null {
    const owing = this.expected();
    if (owing === null || owing === this.o.seat) return null;
    const left = this.timeoutMs - (this.clock.now() - this.owingSince);
    return Math.max(0, left);
  }

  /** The `prev` of message `n` of the transcript (n ≤ next), else undefined. */
  private linkOf(n: number): string | undefined {
    const t = this.transcript;
    if (n > t.next) return undefined;
    if (n === t.next) return t.head;
    return n === 0 ? headerHash(t.header) : messageHash(t.messages[n - 1]!);
  }

  /** The abort timeout of this seat (ms). */
  private get timeoutMs(): number {
    return this.o.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** Claims the win against a peer silent past the timeout; recorded as a message. */
  claimTimeout(): Promise<void> {
    return this.enqueue(async () => {
      if (this.countdown() !== 0) throw new Error('no timeout to claim');
      await this.send({ claim: true });
    });
  }

  /** The match file so far: `{format, header, messages}`. */
  matchFile(): MatchFile {
    const f: TranscriptFile = this.transcript.toJSON();
    return { format: MATCH_FORMAT, header: f.header, messages: f.messages };
  }

  /**
   * The match file that proves this seat's stop ({@link evidenceFileOf}): the transcript with the
   * refused next peer message in place, else the whole transcript (a second signed message for an
   * index already held is {@link evidence}, a proof of its own).
   */
  evidenceFile(): MatchFile {
    return evidenceFileOf(this.matchFile(), this.evidence);
  }

  /**
   * Verifies the whole match file as this seat holds it (docs/match-file.md, "Verification");
   * `onProgress` hears how many messages have been replayed so far.
   */
  verify(onProgress?: (done: number, total: number) => void): Promise<MatchVerdict> {
    // Every message of the transcript had its signature checked on arrival (or was signed here):
    // those checks are not repeated (only for byte-identical messages; see SignatureChecks.of).
    const signatures = SignatureChecks.of(this.transcript);
    const options = { backend: this.o.backend, onProgress, signatures };
    return verifyMatch(this.matchFile(), this.o.game, options);
  }

  private enqueue(job: () => Promise<void>): Promise<void> {
    const run = this.queue.then(job);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private notify(): void {
    for (const fn of this.listeners) fn();
  }

  /** Runs `job` in turn with the session's other work, reporting a failure to {@link onError}. */
  private background(job: () => Promise<void>): void {
    this.enqueue(job).catch((e: unknown) => this.failed(e));
  }

  private failed(error: unknown): void {
    for (const fn of [...this.errorListeners]) fn(error);
  }

  private inputOf(input: Input<L>): LocalInput<L> {
    return { ...input, finalOpens: this.deferred.map((d): Opening => d.opening) };
  }

  /** After a change: send an answer that cannot wait, hold one that can ride with our move. */
  private async settle(): Promise<void> {
    this.held = null;
    const seat = this.o.seat;
    // Nothing to answer or hold when the game just waits on our move (most messages).
    if (
      this.stopped === null &&
      !this.withheld &&
      !this.core.waitsOnlyForMove(seat) &&
      this.core.expected() === seat
    ) {
      const c = this.core.compose(this.o.seat, this.o.secrets, this.inputOf({}));
      const t = this.o.game.turn(c.next.state);
      const waitsOnUs = t.kind === 'act' && t.seat === this.o.seat;
      if (!waitsOnUs) return this.send({}, c);
      if (Object.keys(c.body).length > 0) this.held = c;
    }
    this.notify();
  }

  /**
   * Composes, signs, stores and sends this seat's next message. `composed` is what
   * `this.core.compose` just returned for `input` (settle's answer), so it is not composed twice.
   */
  private async send(input: Input<L>, composed?: Composed<S, L>): Promise<void> {
    if (this.stopped) throw new Error(`the session stopped: ${this.stopped.reason}`);
    if (this.withheld) throw new Error('this client went silent: it withheld a message');
    const free = input.claim === true;
    if (!free && this.core.expected() !== this.o.seat) throw new Error('not this seat’s turn');
    const c = composed ?? this.core.compose(this.o.seat, this.o.secrets, this.inputOf(input));
    const tamper = this.o.tamper;
    const body = tamper?.body ? tamper.body(c.body, this.core) : c.body;
    if (tamper?.send && !tamper.send(body, this.core)) {
      // Neither signed nor applied: the seat still owes this message, and goes silent (a move
      // that resolved as if played while the game still waits on it would be played again and
      // again by a driver that acts whenever it can).
      this.held = null;
      this.withheld = true;
      this.notify();
      return;
    }
    const hash = this.o.game.publicHash(c.next.state);
    const stateHash = tamper?.stateHash ? tamper.stateHash(hash, this.core) : hash;
    const { secretKey, backend } = this.o;
    const own = await this.transcript.signNext(this.o.seat, body, stateHash, secretKey, backend);
    const { message: m, transcript: next } = own;
    const now = this.clock.now();
    await this.store.append({ message: m, local: input, at: now });
    this.run.set(m.i, { core: this.core, transcript: this.transcript });
    this.transcript = next;
    this.core = c.next;
    this.deferred.push(...c.deferred);
    this.own.set(m.i, m);
    this.o.onStep?.(m.i, this.core.state);
    this.owingSince = now;
    if (this.claimHeld !== null && m.i >= this.claimHeld.i) this.dropHold(); // answered
    this.channel.send(m);
    await this.settle();
  }

  private async receive(json: unknown): Promise<void> {
    if (this.stopped) return;
    // Our own message took this index while the peer's waited its turn in the queue: the peer's is
    // a second message for an index the transcript holds, judged as a fork (an out-of-turn move is
    // a violation), never silently dropped.
    const i = (json as { i?: unknown } | null)?.i;
    if (typeof i === 'number' && i < this.transcript.next) return this.stale(json);
    const body = (json as { body?: unknown } | null)?.body;
    const expectedSender = this.core.senderFor(body);
    let t: Transcript;
    try {
      t = await this.transcript.append(json, { expectedSender, backend: this.o.backend });
    } catch (e) {
      if (isProtocolError(e, 'wrong-sender')) {
        // Provable only when correctly linked and signed: check that before blaming the sender.
        const signed = await this.transcript.append(json, { backend: this.o.backend }).then(
          (x) => x.messages[x.messages.length - 1]!,
          () => null,
        );
        if (signed) await this.stop('violation', signed, 'wrong-sender', (e as Error).message);
      }
      return; // unlinked or unsigned: not attributable, ignored
    }
    const m = t.messages[t.messages.length - 1]!;
    let next: Lockstep<S, L>;
    try {
      next = this.core.receive(m.from, m.body);
    } catch (e) {
      if (isSessionError(e)) return this.stop('violation', m, e.code, e.message, e.blame);
      if (isProtocolError(e)) return this.stop('violation', m, e.code, e.message);
      throw e;
    }
    const mine = this.o.game.publicHash(next.state);
    if (mine !== m.stateHash) {
      const why = `${m.from} reached state ${m.stateHash.slice(0, 12)}…, this seat ${mine.slice(0, 12)}…`;
      return this.stop('desync', m, 'state-mismatch', why, undefined, mine);
    }
    const now = this.clock.now();
    const c = next.claim;
    if (c !== null && c.against === this.o.seat && this.early(now - this.owingSince)) {
      // Early by this seat's clock: held, and answered by this seat's next message. It is judged
      // again when the peer resends it, and at the latest when this seat's own time has run out
      // (a timer of its own: taking it never depends on the peer's resends, which are bounded).
      if (this.claimHeld === null) {
        this.claimHeld = m;
        this.holdUntilLate(m, now);
        this.notify();
      }
      return;
    }
    this.dropHold();
    await this.store.append({ message: m, at: now });
    this.transcript = t;
    this.core = next;
    this.run.clear();
    this.o.onStep?.(m.i, this.core.state);
    this.owingSince = now;
    await this.settle();
  }

  /**
   * Judges held claim `m` again once it is no longer early by this seat's clock (the first moment
   * {@link early} is false, from `now`), unless this seat answered it or stopped meanwhile.
   */
  private holdUntilLate(m: Message, now: number): void {
    const grace = this.o.claimGraceMs ?? CLAIM_GRACE_MS;
    const left = Math.max(0, this.timeoutMs - grace - (now - this.owingSince));
    this.cancelHold?.();
    this.cancelHold = this.clock.setTimer(left, () => {
      this.cancelHold = null;
      this.background(async () => {
        if (this.claimHeld === m && this.stopped === null) await this.receive(m);
      });
    });
  }

  /** Forgets the held claim and its timer. */
  private dropHold(): void {
    this.claimHeld = null;
    this.cancelHold?.();
    this.cancelHold = null;
  }

  /** {@link cameEarly} with this seat's timeout and grace. */
  private early(owedFor: number): boolean {
    return cameEarly(owedFor, this.timeoutMs, this.o.claimGraceMs ?? CLAIM_GRACE_MS);
  }

  /**
   * A message for an index already filled: judged by {@link judgeFork}. A proven fork stops; the
   * peer's answer to this seat's timeout claim is taken in its place ({@link takeAnswer}).
   */
  private async stale(json: unknown): Promise<void> {
    if (this.stopped) return;
    const { transcript, run } = this;
    const { seat, game, backend } = this.o;
    const f = await judgeFork(json, { transcript, seat, game, backend, run });
    if (f.kind === 'violation') {
      return this.stop('violation', f.message, f.code, f.reason, f.blame);
    }
    if (f.kind === 'answer') return this.takeAnswer(f.message, f.next);
  }

  /**
   * The peer's answer `m` to this seat's timeout claim (for the claim's index; checked on the core
   * before the claim, which gave `next`): the claim is void (claims.ts). The answer takes the
   * claim's place in the store and the transcript, and the match goes on from it.
   */
  private async takeAnswer(m: Message, next: Lockstep<S, L>): Promise<void> {
    const before = this.run.get(m.i);
    if (this.stopped || before === undefined) return;
    const t = await before.transcript.append(m, { backend: this.o.backend });
    const now = this.clock.now();
    await this.store.replaceLast({ message: m, at: now });
    this.transcript = t;
    this.core = next;
    this.own.delete(m.i);
    this.run.clear();
    this.o.onStep?.(m.i, this.core.state);
    this.owingSince = now;
    this.channel.poke();
    await this.settle();
  }

  /**
   * Stops on the peer's signed message `m`: stores the evidence first, then stops. The stop names
   * `m` and its sender, or `blame`, the earlier message `m` proves at fault (a false claim about a
   * card `m` shows). A desync also tells the peer with a signed notice carrying `mine`, this seat's
   * state hash after `m`.
   */
  private async stop(
    kind: 'violation' | 'desync',
    m: Message,
    code: string,
    reason: string,
    blame?: Blame,
    mine?: string,
  ): Promise<void> {
    const { index, player } = blame ?? { index: m.i, player: m.from };
    const stop: Stop = { kind, index, player, reason, code };
    const notice =
      kind === 'desync' && mine !== undefined
        ? await this.control.signDesync(m.i, messageHash(m), mine)
        : undefined;
    await this.halt(stop, { message: m, ...(notice ? { notice } : {}) });
  }

  /** Keeps `evidence` in the store, then stops the session (the channel with it). */
  private async halt(stop: Stop, evidence: Omit<StoredEvidence, 'stop'>): Promise<void> {
    await this.store.keepEvidence?.({ stop, ...evidence });
    if (this.stopped) return; // another job stopped the session meanwhile
    this.restore({ stop, ...evidence });
    this.held = null;
    this.notify();
  }

  /**
   * A desync notice frame from the peer (untrusted): when authentic (signed by the peer for this
   * match) and not noise ({@link noticeStop}), the match stops here too, with the notice kept.
   */
  private async onNotice(frame: unknown): Promise<void> {
    if (this.stopped) return;
    const n = await this.control.checkDesync(frame);
    const stop = n === null ? null : noticeStop(n, this.transcript, this.o.seat);
    if (n !== null && stop !== null && !this.stopped) await this.halt(stop, { notice: n });
  }

  /**
   * The peer's authentic hello (signed by its key from our header, for this match) shows another
   * header or version: a real version skew, reported on both sides (the peer gets our hello). An
   * unsigned or badly signed hello never gets here (the channel drops it as noise). A job of the
   * queue like every stop, stored through {@link halt} (so it survives a reload, and never takes
   * effect while another stop's evidence is being stored).
   */
  private async skew(theirs: HelloFrame): Promise<void> {
    if (!this.stopped) await this.halt(skewStop(theirs, this.control.hello), {});
  }
}
