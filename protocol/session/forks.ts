/**
 * Forks: a peer's message for an index the session's transcript already holds (docs/match-file.md,
 * "Message rules" and "Timeout claims"). A byte-identical copy is a harmless duplicate, and so is
 * anything not correctly linked and signed (nobody can be blamed for it). A second, different
 * signed message proves its sender deviated (`equivocation`, or `wrong-sender` for a message out of
 * turn that crossed ours), except a timeout claim against this seat crossing this seat's own
 * message, which is judged as the claim it is on the state before that message.
 */
import { canonicalJson, type JsonValue } from '../canonical.ts';
import type { Ed25519Backend } from '../ed25519.ts';
import { isProtocolError } from '../errors.ts';
import {
  checkMessage,
  headerHash,
  messageHash,
  type Message,
  type Transcript,
} from '../transcript.ts';
import { isSessionError, type Blame } from './errors.ts';
import type { LockstepGame } from './game.ts';
import type { Lockstep } from './lockstep.ts';
import type { Stop } from './options.ts';

/** One of this seat's messages since the peer's last one: the core before it, how long it was owed. */
export interface RunEntry<S, L> {
  readonly core: Lockstep<S, L>;
  /** How long (ms) this seat had owed the message when it sent it; null when unknown. */
  readonly owedFor: number | null;
}

/** What the session knows when it judges a fork. */
export interface ForkContext<S, L> {
  readonly transcript: Transcript;
  readonly seat: string;
  readonly game: LockstepGame<S, L>;
  readonly backend?: Ed25519Backend | undefined;
  /** This seat's messages since the peer's last one, by index. */
  readonly run: ReadonlyMap<number, RunEntry<S, L>>;
  /** True when a claim came early against a seat that had owed its message that long (ms). */
  readonly early: (owedFor: number) => boolean;
}

/**
 * What a fork is: nothing to act on (`ignore`), the peer's violation (stop naming it, `message` as
 * evidence), or a valid claim that crossed this seat's message (stop `claim-crossed`).
 */
export type Fork =
  | { readonly kind: 'ignore' }
  | {
      readonly kind: 'violation';
      readonly message: Message;
      readonly code: string;
      readonly reason: string;
      /** The earlier message at fault, when `message` only proves it (a false card claim). */
      readonly blame?: Blame | undefined;
    }
  | { readonly kind: 'crossed'; readonly message: Message; readonly stop: Stop };

const IGNORE: Fork = { kind: 'ignore' };

/** Judges `json` (untrusted), a message for an index below `ctx.transcript.next`. */
export async function judgeFork<S, L>(json: unknown, ctx: ForkContext<S, L>): Promise<Fork> {
  const t = ctx.transcript;
  const i = (json as { i?: unknown }).i;
  if (typeof i !== 'number' || i >= t.next) return IGNORE;
  const mine = t.messages[i]!;
  try {
    if (canonicalJson(json as JsonValue) === canonicalJson(mine as unknown as JsonValue)) {
      return IGNORE;
    }
  } catch {
    return IGNORE;
  }
  const prev = i === 0 ? headerHash(t.header) : messageHash(t.messages[i - 1]!);
  const m = await checkMessage(t.header, i, prev, json, { backend: ctx.backend }).catch(() => null);
  if (m === null || m.from === ctx.seat) return IGNORE;
  const against = (m.body.claim as { seat?: unknown } | undefined)?.seat;
  if (m.from !== mine.from && (mine.body.claim !== undefined || against === ctx.seat)) {
    if (mine.body.claim !== undefined) return IGNORE; // our claim ended the match; theirs came late
    return crossing(m, ctx);
  }
  const code = m.from === mine.from ? 'equivocation' : 'wrong-sender';
  const reason = `${m.from} signed a second message ${i} (the transcript has one from ${mine.from})`;
  return { kind: 'violation', message: m, code, reason };
}

/**
 * Why a signed message is refused where it stands: its code and a reason naming its signer, and
 * `blame` when the fault is an earlier message's that this one proves (a false card claim).
 */
export interface Fault {
  readonly code: string;
  readonly reason: string;
  readonly blame?: Blame | undefined;
}

/**
 * The signed message `m` (linked and signed: checked by the caller) judged by the rules on
 * `before`, the core as it stood before index `m.i`, like any message arriving there
 * (docs/match-file.md, "Timeout claims": a crossing claim is checked as if it had come first): a
 * {@link Fault} when the rules refuse it (their code) or its `stateHash` is not the state the rules
 * reach (`state-mismatch`), else null. Pure: `before` is immutable and left as it was. The live
 * session ({@link judgeFork}) and the verifier (verify-match.ts, a file's `fork`) share it. Throws
 * only what is neither a SessionError nor a ProtocolError (a bug, not the message's fault).
 */
export function judgeOnCore<S, L>(
  m: Message,
  before: Lockstep<S, L>,
  game: LockstepGame<S, L>,
): Fault | null {
  const what = m.body.claim !== undefined ? 'claim' : 'message';
  let after: Lockstep<S, L>;
  try {
    after = before.receive(m.from, m.body);
  } catch (e) {
    if (isSessionError(e) && e.blame !== undefined) {
      return { code: e.code, reason: e.message, blame: e.blame };
    }
    if (isSessionError(e) || isProtocolError(e)) {
      return { code: e.code, reason: `${m.from}'s ${what} at message ${m.i}: ${e.message}` };
    }
    throw e;
  }
  if (game.publicHash(after.state) === m.stateHash) return null;
  const state = what === 'claim' ? 'the state before it' : 'the state the rules reach';
  return {
    code: 'state-mismatch',
    reason: `${m.from}'s ${what} at message ${m.i} carries a state hash that is not ${state}`,
  };
}

/**
 * The peer's signed timeout claim `m` against this seat, for an index where this seat's own message
 * is: checked on the core before that message like any claim (the rules of a claim there, and its
 * state hash: a failure is a violation by the peer). A claim for an index the peer has signed a
 * message after (it held ours when it signed that one) is a violation too. A valid one crossed this
 * seat's message: `claim-crossed`, blaming nobody, with code `disputed-claim` when it came early by
 * this seat's clock (on how long this seat had owed its message when it sent it), as it would have
 * been disputed had it come first.
 */
function crossing<S, L>(m: Message, ctx: ForkContext<S, L>): Fork {
  const i = m.i;
  const violation = (code: string, reason: string, blame?: Blame): Fork => ({
    kind: 'violation',
    message: m,
    code,
    reason,
    blame,
  });
  const before = ctx.run.get(i);
  if (before === undefined) {
    return violation(
      'wrong-sender',
      `${m.from} claimed a timeout win at message ${i} after it had signed a message built on this seat's message ${i}`,
    );
  }
  const fault = judgeOnCore(m, before.core, ctx.game);
  if (fault !== null) return violation(fault.code, fault.reason, fault.blame);
  const owed = before.owedFor;
  const early = owed !== null && ctx.early(owed);
  const secs = early
    ? ` after this seat had owed it for only ${Math.floor(owed / 1000)} s by its own clock (so the claim is disputed)`
    : '';
  const reason = `${m.from} claimed a timeout win (message ${i}) while this seat's message ${i} was on its way${secs}; nobody is to blame`;
  const code = early ? 'disputed-claim' : 'claim-crossed';
  return {
    kind: 'crossed',
    message: m,
    stop: { kind: 'claim-crossed', index: i, player: null, reason, code },
  };
}
