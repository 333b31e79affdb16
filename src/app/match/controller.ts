/**
 * One match on this device, whatever its kind: the sessions of the seats played here, what the UI
 * needs from them, and the moves of the human seats. The kinds differ only in their wiring
 * (src/app/match/start.ts): a bot match has two sessions over an in-memory transport with seat B
 * driven by the bot worker; pass-and-play has two human sessions; a friend match has one session
 * over PeerJS (src/app/match/net.ts).
 *
 * The game is a module of the registry (src/app/games.ts): the controller knows no game. For the
 * human seats it makes the moves a seat owes and has no choice in (the module's `automation.owed`,
 * e.g. opening a committed choice) by itself, and declines a reaction window automatically only
 * when the seat has nothing else to do (`automation.autoDecline`), after a random human-like delay
 * (fairness protocol, "Leaks through behaviour": the decision uses the seat's own view only). A
 * table's request goes through `automation.prepare`, which adds what needs the seat's secrets. At the end it verifies the match file and stores the outcome: how each way a match
 * can end maps to a verdict and words is ./outcome.ts (a desync this seat found is judged on its
 * evidence file, the peer's desync notice on this seat's transcript through the message it is
 * about; a version skew has no verdict). The verdict is computed again whenever what it
 * rests on changes — the accused seat's answer taking the place of this seat's timeout claim, a
 * stop after the end — so the screen never keeps a stale one; when such an answer reopens the
 * match, the verdict and the stored outcome are dropped until it ends again.
 */
import {
  verifyMatch,
  type MatchFile,
  type MatchVerdict,
} from '../../../protocol/session/verify-match.ts';
import { isGameError } from '../../../protocol/session/game.ts';
import type { JsonValue } from '../../../protocol/canonical.ts';
import { othersOf, type GameModule } from '../../engine/module.ts';
import { saveRecord, type MatchRecord, type SeatId } from '../records.ts';
import { CLOUD_NOTE, type AppSignaling } from '../signaling.ts';
import {
  basisOf,
  endPlan,
  endWinner,
  explain,
  noticeVerdict,
  through,
  withheldBy,
  type Explanation,
} from './outcome.ts';
import { secretsOf, type MatchSession } from './setup.ts';
import { LogBook } from './log-book.ts';
import type { PlayerSecrets } from '../../../protocol/secrets.ts';

/** The link to the other seat, as the status line shows it. */
export interface LinkState {
  /** `local` (bot, pass-and-play) or the transport's status. */
  readonly status: 'local' | 'waiting' | 'connecting' | 'open' | 'reconnecting' | 'closed';
  /** Words for the player (e.g. the last transport error). */
  readonly detail: string;
}

/** Auto-pass delay bounds (ms): a random delay so the timing does not leak the hand. */
export const AUTO_PASS_MS = { min: 700, max: 1900 } as const;

/** The legal actions of a seat that must not act (one array, so it never looks new). */
const NO_ACTIONS: readonly unknown[] = Object.freeze([]);

/** See the module comment. */
export class MatchController {
  readonly sessions: Partial<Record<SeatId, MatchSession>> = {};
  private readonly secrets: Partial<Record<SeatId, PlayerSecrets>> = {};
  private readonly books: Partial<Record<SeatId, LogBook>> = {};
  private readonly listeners = new Set<() => void>();
  private readonly unsubscribe: (() => void)[] = [];
  private readonly busy = new Set<SeatId>();
  /** The legal actions last worked out per seat, and the state they are of ({@link legal}). */
  private readonly legalOf: Partial<
    Record<SeatId, { readonly state: unknown; readonly legal: readonly unknown[] }>
  > = {};
  private autoTimer: ReturnType<typeof setTimeout> | null = null;
  private autoKey = '';
  private verifying = false;
  /** What {@link verdict} rests on (./outcome.ts `basisOf`); null before the end. */
  private concluded: string | null = null;
  link: LinkState = { status: 'local', detail: '' };
  /** The last error of a move or the storage, in words (cleared by the next move). */
  error: string | null = null;
  /** Friend lobby: why the last guest was refused (e.g. a different app version), in words. */
  lobbyProblem: string | null = null;
  /** Friend lobby: the names of the guests in the middle of joining (not bound yet). */
  joining: readonly string[] = [];
  /** Friend match: the signaling server in use, and why (null for bot and pass-and-play). */
  signaling: AppSignaling | null = null;
  /** Set once the finished (or stopped) match was verified; null again while it is re-verified. */
  verdict: MatchVerdict | null;
  /**
   * Words for the end the verdict alone would not make clear (a desync, a seat that withheld the
   * proof of its hidden cards), or, with no verdict, why there is none (a version skew); null
   * otherwise.
   */
  explanation: Explanation | null = null;
  /** Extra cleanup of the wiring (transports, bot worker). */
  onClose: (() => void)[] = [];

  constructor(
    public record: MatchRecord,
    /** The seats a person plays on this device. */
    readonly humans: readonly SeatId[],
    /** The game (the registry's module of the record's game). */
    readonly game: GameModule,
  ) {
    this.verdict = record.outcome?.verdict ?? null;
    for (const seat of humans) {
      if (record.seats[seat]) this.secrets[seat] = secretsOf(record, seat);
    }
  }

  /** Friend match: a note about the signaling server (the public PeerJS server is in use). */
  get signalingNote(): string | null {
    return this.signaling?.source === 'cloud' ? CLOUD_NOTE : null;
  }

  /** Adds the (opened) session of a seat and follows its changes. */
  addSession(seat: SeatId, s: MatchSession): void {
    this.sessions[seat] = s;
    this.secrets[seat] ??= secretsOf(this.record, seat);
    this.unsubscribe.push(s.subscribe(() => this.changed()));
    // A storage failure while taking a peer's message (the peer resends it) is shown like any other.
    this.unsubscribe.push(
      s.onError((e) => {
        this.error = e instanceof Error ? e.message : String(e);
        this.notify();
      }),
    );
    this.changed();
  }

  /** Calls `fn` after every change; returns the unsubscribe function. */
  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Tells the listeners (the screen) that something changed. */
  notify(): void {
    for (const fn of this.listeners) fn();
  }

  /** The sessions of the seats played here. */
  private all(): MatchSession[] {
    return Object.values(this.sessions).filter((s) => s !== undefined);
  }

  /** Every seat of the match in header order (none before a friend match's header exists). */
  get seats(): SeatId[] {
    return (this.record.header?.players ?? []).map((p) => p.seat);
  }

  /** The state of a seat's session (its own view), or null before it exists. */
  state(seat: SeatId): unknown {
    return this.sessions[seat]?.state ?? null;
  }

  /**
   * The log events of a seat's view (the module's `words.line` puts them in words), built from its
   * transcript message by message (./log-book.ts), so a reload reads the same log.
   */
  log(seat: SeatId): readonly unknown[] {
    const s = this.sessions[seat];
    return this.bookOf(seat).view(s ? s.state : null);
  }

  /**
   * What a seat's session reports each message's view to (`SessionOptions.onStep`, given to
   * `openSeat`): the seat's log is built from it.
   */
  logStep(seat: SeatId): (index: number, state: unknown) => void {
    const book = this.bookOf(seat);
    return (index, state) => book.step(index, state);
  }

  private bookOf(seat: SeatId): LogBook {
    return (this.books[seat] ??= new LogBook(this.game.words));
  }

  /** The window `seat` must act in now (the module's), or null. */
  windowOf(seat: SeatId): string | null {
    const s = this.sessions[seat];
    if (!s) return null;
    const w = this.game.waiting(s.state);
    return w.kind === 'act' && w.seat === seat ? w.window : null;
  }

  /**
   * Every legal action of `seat` in its own view now (empty when it must not act). The same array
   * for as long as the seat's state object is the same, so a screen that renders again for another
   * reason (the link, a timer) hands its table the same `legal`, and a table narrowing a choice
   * click by click (the Trials board resets its picks when `legal` changes) keeps the player's picks.
   */
  legal(seat: SeatId): readonly unknown[] {
    const s = this.sessions[seat];
    if (!s?.canAct()) return NO_ACTIONS;
    const state = s.state;
    const known = this.legalOf[seat];
    if (known && known.state === state) return known.legal;
    const legal = this.game.legalActions(state, seat);
    this.legalOf[seat] = { state, legal };
    return legal;
  }

  /** True while a move of `seat` is being signed, stored and sent. */
  isBusy(seat: SeatId): boolean {
    return this.busy.has(seat);
  }

  /** True while the match is in progress (the PWA defers updates then). */
  get live(): boolean {
    return this.all().some((s) => !s.finished && !s.stopped);
  }

  /** The seat this device plays that must decide now, if any. */
  actingHuman(): SeatId | null {
    for (const seat of this.humans) if (this.sessions[seat]?.canAct()) return seat;
    return null;
  }

  /** True when `seat` must act and a person has to decide (not an automatic opening or pass). */
  needsPerson(seat: SeatId): boolean {
    const s = this.sessions[seat];
    const secrets = this.secrets[seat];
    if (!s?.canAct()) return false;
    if (secrets && this.owed(seat, s, secrets) !== null) return false;
    const legal = this.game.legalActions(s.state, seat);
    return this.game.automation.autoDecline(s.state, seat, legal) === null;
  }

  /** The move `seat` owes and has no choice in, or null (an unreadable commitment: null too). */
  private owed(seat: SeatId, s: MatchSession, secrets: PlayerSecrets): unknown {
    try {
      return this.game.automation.owed(s.state, seat, secrets);
    } catch {
      return null;
    }
  }

  private changed(): void {
    for (const seat of this.humans) this.autoMoves(seat);
    void this.checkFinished();
    this.notify();
  }

  private autoMoves(seat: SeatId): void {
    const s = this.sessions[seat];
    const secrets = this.secrets[seat];
    if (!s || !secrets || !s.canAct() || this.busy.has(seat)) return;
    const open = this.game.automation.owed(s.state, seat, secrets);
    if (open !== null) {
      void this.play(seat, open);
      return;
    }
    const auto = this.game.automation;
    if (auto.autoDecline(s.state, seat, this.game.legalActions(s.state, seat)) === null) return;
    const w = this.windowOf(seat);
    const key = `${seat}:${s.lockstep.header.matchId}:${s.matchFile().messages.length}:${w}`;
    if (this.autoKey === key) return;
    this.autoKey = key;
    if (this.autoTimer) clearTimeout(this.autoTimer);
    const delay = AUTO_PASS_MS.min + Math.random() * (AUTO_PASS_MS.max - AUTO_PASS_MS.min);
    this.autoTimer = setTimeout(() => {
      this.autoTimer = null;
      if (!s.canAct()) return;
      const decline = auto.autoDecline(s.state, seat, this.game.legalActions(s.state, seat));
      if (decline !== null) void this.play(seat, decline);
    }, delay);
  }

  /**
   * Plays what the table asked for (its `game-action`) for a human seat: a legal action, or an
   * intent the module makes into a move with the seat's secrets (`automation.prepare`); errors end
   * up in {@link error}.
   */
  async act(seat: SeatId, request: unknown): Promise<void> {
    const s = this.sessions[seat];
    const secrets = this.secrets[seat];
    if (!s || !secrets || this.busy.has(seat)) return;
    const move = this.game.automation.prepare(s.state, seat, secrets, request);
    if (isGameError(move)) {
      this.error = move.message;
      this.notify();
      return;
    }
    return this.play(seat, move);
  }

  /** Plays a move for a human seat; errors end up in {@link error}. */
  private async play(seat: SeatId, action: unknown): Promise<void> {
    const s = this.sessions[seat];
    if (!s || this.busy.has(seat)) return;
    this.busy.add(seat);
    this.error = null;
    this.notify();
    try {
      await s.act(action);
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
    } finally {
      this.busy.delete(seat);
      this.changed();
    }
  }

  /** What only `seat` knows of its own pending commitments (the module's `automation.notes`). */
  notes(seat: SeatId): JsonValue {
    const s = this.sessions[seat];
    const secrets = this.secrets[seat];
    if (!s || !secrets) return null;
    try {
      return this.game.automation.notes(s.state, seat, secrets);
    } catch {
      return null;
    }
  }

  /** Concedes the match. */
  async concede(seat: SeatId): Promise<void> {
    const s = this.sessions[seat];
    if (!s) return;
    try {
      await s.concede();
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
    }
    this.changed();
  }

  /** Claims the win against a silent opponent (after the countdown). */
  async claim(seat: SeatId): Promise<void> {
    try {
      await this.sessions[seat]?.claimTimeout();
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
    }
    this.changed();
  }

  /**
   * The match file as this device holds it: the evidence file of a seat that stopped on a peer's
   * signed message (`Session.evidenceFile`: the transcript with a refused next message in place,
   * what proves the stop to any verifier; the whole transcript when the message was a second one
   * for an index already held), else the longest transcript of its seats.
   */
  matchFile(): MatchFile | null {
    const proof = this.all().find((s) => s.evidence !== null);
    if (proof) return proof.evidenceFile();
    let best: MatchFile | null = null;
    for (const s of this.all()) {
      const f = s.matchFile();
      if (!best || f.messages.length > best.messages.length) best = f;
    }
    return best;
  }

  /**
   * The winner once the match is over (null for none / not over): none when the match stopped
   * short of a result (desync, version skew), and never a seat the verdict names (a violation, or
   * the final reveal withheld: ./outcome.ts `endWinner`).
   */
  winner(seat: SeatId): SeatId | null {
    const s = this.sessions[seat];
    if (!s) return null;
    const w = this.game.waiting(s.state);
    const winner = w.kind === 'over' ? (w.result.winners[0] ?? null) : null;
    return endWinner(winner as SeatId | null, s.stopped, this.verdict);
  }

  /** The human seat whose session decides the outcome, once its match finished or stopped. */
  private ended(): { seat: SeatId; s: MatchSession } | null {
    const seat = this.humans.find((h) => this.sessions[h]);
    const s = seat ? this.sessions[seat] : undefined;
    return s && seat && (s.finished || s.stopped) ? { seat, s } : null;
  }

  private basis(s: MatchSession): string {
    return basisOf(s.matchFile().messages.length, s.stopped, s.lockstep.claim !== null);
  }

  /** Verifies (again) when the match ended and what the verdict rests on changed. */
  private async checkFinished(): Promise<void> {
    if (this.verifying) return; // the running check looks again when it is done
    let end = this.ended();
    if (!end && this.concluded !== null) return this.reopened();
    if (!end || this.basis(end.s) === this.concluded) return;
    this.verifying = true;
    try {
      while (end && this.basis(end.s) !== this.concluded) {
        const basis = this.basis(end.s);
        try {
          await this.conclude(end.seat, end.s);
        } catch (e) {
          this.error = e instanceof Error ? e.message : String(e);
          this.concluded = basis; // not again until something changes
        }
        end = this.ended();
      }
    } finally {
      this.verifying = false;
    }
    this.notify();
  }

  /**
   * The match this controller had concluded goes on (the accused seat answered this seat's timeout
   * claim: docs/match-file.md, "Timeout claims"): the verdict, its words and the stored outcome
   * are dropped until it ends again.
   */
  private async reopened(): Promise<void> {
    this.concluded = null;
    this.verdict = null;
    this.explanation = null;
    this.progress = null;
    const record: { outcome?: unknown } & MatchRecord = { ...this.record };
    delete record.outcome;
    this.record = record;
    this.notify();
    try {
      await saveRecord(this.record);
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
    }
  }

  /** Computes, explains and stores the verdict of the session as it is now (see ./outcome.ts). */
  private async conclude(seat: SeatId, s: MatchSession): Promise<void> {
    const basis = this.basis(s);
    const stop = s.stopped;
    const plan = endPlan(stop);
    const stored = this.record.outcome;
    let verdict: MatchVerdict | null;
    if (stored?.basis === basis) verdict = stored.verdict;
    else if (plan.kind === 'verdict') verdict = plan.verdict;
    else if (plan.kind === 'none') verdict = null;
    else {
      this.verdict = null; // never show the stale verdict while the new one is computed
      this.explanation = null;
      this.progress = null;
      this.notify();
      const onProgress = (done: number, total: number): void => {
        this.progress = { done, total };
        if (done === total || done % 16 === 0) this.notify();
      };
      verdict =
        plan.kind === 'verify-evidence'
          ? await verifyMatch(s.evidenceFile(), this.game.lockstep, { onProgress })
          : plan.kind === 'verify-notice'
            ? noticeVerdict(
                await verifyMatch(through(s.matchFile(), plan.index), this.game.lockstep, {
                  onProgress,
                }),
                plan.index,
                s.notice?.from ?? null,
              )
            : await s.verify(onProgress);
    }
    const viewer = this.record.kind === 'local' ? null : seat;
    const names: Partial<Record<SeatId, string>> = { ...this.record.names };
    for (const p of this.record.header?.players ?? []) names[p.seat as SeatId] = p.name;
    const w = this.game.waiting(s.state);
    const over = w.kind === 'over';
    const stateWinner = w.kind === 'over' ? ((w.result.winners[0] ?? null) as SeatId | null) : null;
    this.verdict = verdict;
    const peer = othersOf(this.seats, seat)[0] ?? seat;
    this.explanation = explain({ verdict, stop, viewer, seat, peer, names, over, stateWinner });
    this.concluded = basis;
    if (stored?.basis === basis) return;
    const winner = endWinner(stateWinner, stop, verdict);
    const withheld = withheldBy(verdict);
    const outcome = { winner, verdict, at: Date.now(), basis, ...(withheld ? { withheld } : {}) };
    this.record = { ...this.record, outcome };
    try {
      await saveRecord(this.record);
    } catch (e) {
      this.error = e instanceof Error ? e.message : String(e);
    }
  }

  /** Messages replayed so far by the end-of-match verification, or null before it starts. */
  progress: { done: number; total: number } | null = null;

  /** True while the end-of-match verification runs. */
  get verifyingNow(): boolean {
    return this.verifying;
  }

  /** Stops every session, timer and the wiring. */
  close(): void {
    if (this.autoTimer) clearTimeout(this.autoTimer);
    for (const u of this.unsubscribe) u();
    for (const s of this.all()) s.close();
    for (const f of this.onClose) f();
    this.listeners.clear();
  }
}
