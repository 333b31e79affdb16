/**
 * The live lockstep session of one seat (issue 5, "The session"; reference design, "The
 * transcript"): it binds a {@link LockstepGame} to the signed transcript, the crypto ledger and the
 * seat's {@link PlayerSecrets}, and talks to the other seat through a {@link ReliableChannel}.
 *
 * - Turn discipline: a peer message is accepted only from the seat the core names; anything else is
 *   refused without changing state, and a signed refusal stops the match as a violation.
 * - Random events: the seat's answer (its chain element, its slot commitments) goes out at once,
 *   unless the game then waits on this seat's own move, in which case it travels with that move.
 *   `state` already shows the outcome.
 * - Each message carries the sender's public state hash; a mismatch stops the match as a desync.
 * - Every message is stored before it is acted on or sent; {@link Session.open} rebuilds from it.
 * - Abort: while the peer owes a message, {@link Session.countdown} runs; at zero the seat may
 *   {@link Session.claimTimeout}, a recorded message that ends the match.
 * - At the end both seats reveal their seeds and deck openings; {@link Session.verify} checks all.
 */
import { canonicalJson } from '../canonical.ts';
import type { Committed, Opening } from '../commit.ts';
import type { Ed25519Backend } from '../ed25519.ts';
import { isProtocolError } from '../errors.ts';
import type { PlayerSecrets } from '../secrets.ts';
import type { JsonValue } from '../canonical.ts';
import {
  checkMessage,
  headerHash,
  messageHash,
  SignatureChecks,
  Transcript,
  type Body,
  type Header,
  type Message,
  type TranscriptFile,
} from '../transcript.ts';
import type { Transport } from '../transport/types.ts';
import { ReliableChannel, type Hello } from './channel.ts';
import { realClock, type Clock } from './clock.ts';
import { isSessionError } from './errors.ts';
import type { LockstepGame } from './game.ts';
import { Lockstep, type LocalInput } from './lockstep.ts';
import { MemoryStore, type Store } from './store.ts';
import { MATCH_FORMAT, verifyMatch, type MatchFile, type MatchVerdict } from './verify-match.ts';

/** Default time a seat may stay silent while owing a message (issue 5: two minutes). */
export const DEFAULT_TIMEOUT_MS = 120_000;

/** Why a session stopped before the end. */
export interface Stop {
  readonly kind: 'violation' | 'desync' | 'version-skew';
  readonly index: number | null;
  readonly player: string | null;
  readonly reason: string;
  readonly code: string;
}

/** Test seam for modified clients (test/cheats): rewrites what this seat signs. */
export interface Tamper<S, L> {
  body?(body: Body, core: Lockstep<S, L>): Body;
  /** False withholds the message (it is still applied locally): a client that goes silent. */
  send?(body: Body, core: Lockstep<S, L>): boolean;
  stateHash?(hash: string, core: Lockstep<S, L>): string;
}

/** How to build a session. */
export interface SessionOptions<S, L> {
  readonly game: LockstepGame<S, L>;
  readonly header: Header;
  readonly seat: string;
  readonly secretKey: Uint8Array;
  readonly secrets: PlayerSecrets;
  readonly store?: Store;
  readonly clock?: Clock;
  /** Abort timeout in ms (default {@link DEFAULT_TIMEOUT_MS}). */
  readonly timeoutMs?: number;
  readonly resendMs?: number;
  readonly backend?: Ed25519Backend;
  readonly tamper?: Tamper<S, L>;
}

type Input<L> = { readonly move?: L; readonly concede?: boolean; readonly claim?: boolean };
type Composed<S, L> = ReturnType<Lockstep<S, L>['compose']>;

/** One seat's live session; see the module comment. */
export class Session<S, L> {
  private transcript: Transcript;
  private core: Lockstep<S, L>;
  private held: Composed<S, L> | null = null;
  private readonly deferred: Committed[] = [];
  private readonly own = new Map<number, Message>();
  private queue: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<() => void>();
  private owingSince: number;
  private readonly channel: ReliableChannel;
  private readonly clock: Clock;
  private readonly store: Store;
  /** Set when the match stopped early (violation, desync, version skew). */
  stopped: Stop | null = null;
  /** A tampered client withheld a message (tests only). */
  withheld = false;
  /** The refused peer message behind {@link stopped}, kept as evidence. */
  evidence: Message | null = null;

  private constructor(private readonly o: SessionOptions<S, L>) {
    this.transcript = Transcript.start(o.header);
    const seeds = new Map([[o.seat, o.secrets.privSeed]]);
    this.core = Lockstep.start(o.game, this.transcript.header, seeds);
    this.clock = o.clock ?? realClock;
    this.store = o.store ?? new MemoryStore();
    this.owingSince = this.clock.now();
    const h = this.transcript.header;
    const hello: Hello = { head: headerHash(h), protocolVersion: h.protocolVersion, game: h.game };
    this.channel = new ReliableChannel(
      {
        next: () => this.transcript.next,
        own: (i) => this.own.get(i),
        deliver: (m) => this.enqueue(() => this.receive(m)),
        skew: (ours, theirs) => this.skew(ours, theirs),
        stale: (m) => void this.enqueue(() => this.stale(m)),
      },
      { clock: this.clock, hello, ...(o.resendMs ? { resendMs: o.resendMs } : {}) },
    );
  }

  /** Opens a session, rebuilding it from `options.store` (a reload) when that holds messages. */
  static async open<S, L>(options: SessionOptions<S, L>): Promise<Session<S, L>> {
    const s = new Session(options);
    for (const e of await s.store.load()) await s.replay(e.message, e.local as Input<L>);
    await s.enqueue(() => s.settle());
    return s;
  }

  private async replay(m: Message, local: Input<L> | undefined): Promise<void> {
    this.transcript = await this.transcript.append(m);
    if (m.from === this.o.seat) {
      const c = this.core.compose(this.o.seat, this.o.secrets, this.inputOf(local ?? {}));
      if (canonicalJson(c.body) !== canonicalJson(m.body) && this.o.tamper === undefined) {
        throw new Error(`stored message ${m.i} does not match its local input`);
      }
      this.core = c.next;
      this.deferred.push(...c.deferred);
      this.own.set(m.i, m);
    } else this.core = this.core.receive(m.from, m.body);
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
    if (this.stopped || this.core.expected() !== this.o.seat) return false;
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
    const left = (this.o.timeoutMs ?? DEFAULT_TIMEOUT_MS) - (this.clock.now() - this.owingSince);
    return Math.max(0, left);
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
   * The match file up to the refused peer message, with that message in its place (what proves a
   * violation to any verifier).
   */
  evidenceFile(): MatchFile {
    const f = this.matchFile();
    const e = this.evidence;
    return e ? { ...f, messages: [...f.messages.slice(0, e.i), e] } : f;
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
    const claim = input.claim === true;
    if (!claim && this.core.expected() !== this.o.seat) throw new Error('not this seat’s turn');
    const c = composed ?? this.core.compose(this.o.seat, this.o.secrets, this.inputOf(input));
    const tamper = this.o.tamper;
    const body = tamper?.body ? tamper.body(c.body, this.core) : c.body;
    if (tamper?.send && !tamper.send(body, this.core)) {
      this.held = null;
      this.withheld = true;
      return;
    }
    const hash = this.o.game.publicHash(c.next.state);
    const stateHash = tamper?.stateHash ? tamper.stateHash(hash, this.core) : hash;
    const { secretKey, backend } = this.o;
    const own = await this.transcript.signNext(this.o.seat, body, stateHash, secretKey, backend);
    const { message: m, transcript: next } = own;
    await this.store.append({ message: m, local: input });
    this.transcript = next;
    this.core = c.next;
    this.deferred.push(...c.deferred);
    this.own.set(m.i, m);
    this.owingSince = this.clock.now();
    this.channel.send(m);
    await this.settle();
  }

  private async receive(json: unknown): Promise<void> {
    if (this.stopped) return;
    const claim = isClaim(json);
    const expectedSender = claim ? undefined : (this.core.expected() ?? '-');
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
        if (signed) this.stop('violation', signed, 'wrong-sender', (e as Error).message);
      }
      return; // unlinked or unsigned: not attributable, ignored
    }
    const m = t.messages[t.messages.length - 1]!;
    let next: Lockstep<S, L>;
    try {
      next = this.core.receive(m.from, m.body);
    } catch (e) {
      if (isSessionError(e) || isProtocolError(e)) {
        return this.stop('violation', m, e.code, e.message);
      }
      throw e;
    }
    const mine = this.o.game.publicHash(next.state);
    if (mine !== m.stateHash) {
      const why = `${m.from} reached state ${m.stateHash.slice(0, 12)}…, this seat ${mine.slice(0, 12)}…`;
      return this.stop('desync', m, 'state-mismatch', why);
    }
    await this.store.append({ message: m });
    this.transcript = t;
    this.core = next;
    this.owingSince = this.clock.now();
    await this.settle();
  }

  /**
   * A message for an index already filled: a harmless duplicate, or — when it differs and is
   * correctly linked and signed — a second message for the same index, which proves its sender
   * deviated (equivocation, or a move out of turn that crossed ours).
   */
  private async stale(json: unknown): Promise<void> {
    const i = (json as { i?: unknown }).i;
    if (this.stopped || typeof i !== 'number' || i >= this.transcript.next) return;
    const mine = this.transcript.messages[i]!;
    try {
      if (canonicalJson(json as JsonValue) === canonicalJson(mine as unknown as JsonValue)) return;
    } catch {
      return;
    }
    const h = this.transcript.header;
    const prev = i === 0 ? headerHash(h) : messageHash(this.transcript.messages[i - 1]!);
    const m = await checkMessage(h, i, prev, json, { backend: this.o.backend }).catch(() => null);
    if (m === null || m.from === this.o.seat) return;
    const code = m.from === mine.from ? 'equivocation' : 'wrong-sender';
    const why = `${m.from} signed a second message ${i} (the transcript has one from ${mine.from})`;
    this.stop('violation', m, code, why);
  }

  private stop(kind: Stop['kind'], m: Message, code: string, reason: string): void {
    this.stopped = { kind, index: m.i, player: m.from, reason, code };
    this.evidence = m;
    this.held = null;
    this.channel.close();
    this.notify();
  }

  private skew(ours: Hello, theirs: unknown): void {
    // A hello is not signed: anyone who reaches the data channel can send one (on the host, anyone
    // with the share link). Once the peer has sent a signed message linked to our header, it is
    // proven to run our header and versions, so a mismatched hello is noise and is ignored; it must
    // not stop the match (which would also take away the timeout claim). Issue 9.
    if (this.stopped || this.transcript.messages.some((m) => m.from !== this.o.seat)) return;
    const reason = `the peer runs ${JSON.stringify(theirs)}, this seat ${JSON.stringify(ours)}`;
    this.stopped = {
      kind: 'version-skew',
      index: null,
      player: null,
      reason,
      code: 'version-skew',
    };
    this.channel.close();
    this.notify();
  }
}

function isClaim(json: unknown): boolean {
  const body = (json as { body?: unknown } | null)?.body;
  return typeof body === 'object' && body !== null && 'claim' in body;
}
