/**
 * A seat's game log, built from its transcript (docs/app.md, "The game log"): the module's
 * `words.log` between the seat's view after each message and after the next one, message by
 * message (protocol/session `SessionOptions.onStep`). So the log is a function of the transcript
 * and the seat's own secrets only: a seat that reloads its match replays the same messages and
 * reads the same log, and two seats read the same public events (each in its own view: a seat's
 * own draws name its cards, the opponent's are counts).
 *
 * A view with an answer composed but not sent yet (the session's held answer) adds its events at
 * the end ({@link LogBook.view}) until the message is sent, when they are rebuilt from it.
 */

/** What a log is built with: the module's `words.log` (src/engine/module.ts `GameWords`). */
export interface LogWords {
  log(before: unknown, after: unknown): unknown[];
}

interface Entry {
  readonly index: number;
  /** Where this message's events start in {@link LogBook.events}. */
  readonly start: number;
  /** The view after the message (dropped for old entries: only a recent one is ever replaced). */
  state: unknown;
}

/** How many recent views are kept, so a replaced message (a void claim) is rebuilt from its view. */
const KEEP_STATES = 4;

/** See the module comment. */
export class LogBook {
  private readonly entries: Entry[] = [];
  private readonly events: unknown[] = [];
  private cached: { state: unknown; length: number; view: readonly unknown[] } | null = null;

  constructor(private readonly words: LogWords) {}

  /**
   * Takes the view after message `index`: replaces that message and every later one when the book
   * holds them already, then adds the events between the view before it and `state`.
   */
  step(index: number, state: unknown): void {
    while (this.entries.length > 0 && this.entries[this.entries.length - 1]!.index >= index) {
      this.events.length = this.entries.pop()!.start;
    }
    const prev = this.entries.length > 0 ? this.entries[this.entries.length - 1]!.state : null;
    const start = this.events.length;
    this.events.push(...this.words.log(prev, state));
    this.entries.push({ index, start, state });
    // Only this seat's own run of messages since the peer's last one is ever replaced.
    const old = this.entries[this.entries.length - 1 - KEEP_STATES];
    if (old) old.state = null;
    this.cached = null;
  }

  /** How many messages the book has taken. */
  get length(): number {
    return this.entries.length;
  }

  /**
   * The events up to the last message, and then those to `current` (the view shown, which may hold
   * a composed answer not sent yet). The same array while nothing changed.
   */
  view(current: unknown): readonly unknown[] {
    const last = this.entries.length > 0 ? this.entries[this.entries.length - 1]!.state : null;
    const c = this.cached;
    if (c && c.state === current && c.length === this.events.length) return c.view;
    const tail =
      current === null || current === undefined || current === last
        ? []
        : this.words.log(last, current);
    const view = tail.length > 0 ? [...this.events, ...tail] : [...this.events];
    this.cached = { state: current, length: this.events.length, view };
    return view;
  }
}
