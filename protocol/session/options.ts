/**
 * The options and reports of a live {@link Session} (protocol/session/session.ts): how to build
 * one, the abort timeout and its claim grace (docs/match-file.md, "Timeout claims"), why a session
 * stopped early ({@link Stop}), and the test seam of modified clients ({@link Tamper}).
 */
import type { Ed25519Backend } from '../ed25519.ts';
import type { PlayerSecrets } from '../secrets.ts';
import type { Body, Header } from '../transcript.ts';
import type { Clock } from './clock.ts';
import type { LockstepGame } from './game.ts';
import type { Lockstep } from './lockstep.ts';
import type { Store } from './store.ts';

/** Default time a seat may stay silent while owing a message (requirement: two minutes). */
export const DEFAULT_TIMEOUT_MS = 120_000;

/**
 * Latency allowance of the timeout claim (ms): the accused seat answers a claim with the message it
 * owes (which voids the claim) only when it has owed that message for less than the timeout minus
 * this much by its own clock; a later claim it accepts (the claimant's clock starts when it sends
 * or receives the last message, the accused seat's when that message arrives or is sent, so they
 * differ by about one trip). docs/match-file.md, "Timeout claims".
 */
export const CLAIM_GRACE_MS = 5_000;

/**
 * Why a session stopped before the end: a signed message broke the rules (`violation`, naming its
 * sender, or the earlier message it proves at fault); the public state hashes disagree (`desync`:
 * `player` is the sender of the message whose hash this seat could not reproduce, or null when the
 * peer's signed notice reported the mismatch); or the peer's signed hello shows another header or
 * version (`version-skew`). (A timeout claim that meets the accused seat's own message for its
 * index stops nothing: it is void, and the match goes on.)
 */
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
  /**
   * False withholds the message: it is neither signed, applied nor sent, and the session goes
   * silent from then on (it sends nothing more and never acts, but still takes the peer's
   * messages): a client that stops answering where it owes this message.
   */
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
  /** Latency allowance before a claim is accepted rather than answered (default {@link CLAIM_GRACE_MS}). */
  readonly claimGraceMs?: number;
  readonly resendMs?: number;
  readonly backend?: Ed25519Backend;
  readonly tamper?: Tamper<S, L>;
  /**
   * Hears this seat's view after each message its transcript takes, in transcript order: each
   * stored message `open` replays, each message sent, each received. `index` is the message's; a
   * later call with an index already heard replaces that message and everything after it (the
   * peer's answer taking the place of this seat's void timeout claim). So the sequence of states
   * a seat hears is a function of its transcript alone: a reloaded session hears the same one
   * (the app's game log is built from it: src/app/match/log-book.ts).
   */
  readonly onStep?: (index: number, state: S) => void;
}
