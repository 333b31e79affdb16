/**
 * Forks: a peer's message for an index the session's transcript already holds (docs/match-file.md,
 * "Message rules" and "Timeout claims"). A byte-identical copy is a harmless duplicate, and so is
 * anything not correctly linked and signed (nobody can be blamed for it). A second, different
 * signed message proves its sender deviated (`equivocation`, or `wrong-sender` for a message out of
 * turn that crossed ours), except where one of the two is a timeout claim and the other the
 * accused seat's own message for that index (claims.ts, {@link answeredClaim}): the claim is void.
 * A peer's claim that this seat's message answers is still checked as the claim it is, on the
 * state before that message; the peer's answer to this seat's claim is checked like any message
 * there, and the session then takes it in place of its claim (the match goes on).
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
import { answeredClaim } from './claims.ts';
import { isSessionError, type Blame } from './errors.ts';
import type { LockstepGame } from './game.ts';
import type { Lockstep } from './lockstep.ts';

/** One of this seat's messages since the peer's last one: the core and transcript before it. */
export interface RunEntry<S, L> {
  readonly core: Lockstep<S, L>;
  readonly transcript: Transcript;
}

/** What the session knows when it judges a fork. */
export interface ForkContext<S, L> {
  readonly transcript: Transcript;
  readonly seat: string;
  readonly game: LockstepGame<S, L>;
  readonly backend?: Ed25519Backend | undefined;
  /** This seat's messages since the peer's last one, by index. */
  readonly run: ReadonlyMap<number, RunEntry<S, L>>;
}

/**
 * What a fork is: nothing to act on (`ignore`: a duplicate, noise, or the peer's claim that this
 * seat's message answered), the peer's violation (stop naming it, `message` as evidence), or the
 * peer's answer to this seat's timeout claim (`answer`: the claim is void; `next` is the core after
 * the answer, taken on the core before the claim).
 */
export type Fork<S, L> =
  | { readonly kind: 'ignore' }
  | {
      readonly kind: 'violation';
      readonly message: Message;
      readonly code: string;
      readonly reason: string;
      /** The earlier message at fault, when `message` only proves it (a false card claim). */
      readonly blame?: Blame | undefined;
    }
  | { readonly kind: 'answer'; readonly message: Message; readonly next: Lockstep<S, L> };

const IGNORE = { kind: 'ignore' } as const;

/** Judges `json` (untrusted), a message for an index below `ctx.transcript.next`. */
export async function judgeFork<S, L>(json: unknown, ctx: ForkContext<S, L>): Promise<Fork<S, L>> {
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
  const pair = answeredClaim(mine, m);
  if (pair !== null) return pair.claim === mine ? answer(m, ctx) : answered(m, ctx);
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
 * The signed message `m` (linked and signed: checked by the caller) taken by the rules on
 * `before`, the core as it stood before index `m.i`, like any message arriving there
 * (docs/match-file.md, "Timeout claims": a claim and its answer are each checked as if they had
 * come alone): `{fault}` when the rules refuse it (their code) or its `stateHash` is not the state
 * the rules reach (`state-mismatch`), else `{after}`, the core after it. Pure: `before` is
 * immutable and left as it was. The live session ({@link judgeFork}) and the verifier
 * (verify-fork.ts, a file's `fork`) share it. Throws only what is neither a SessionError nor a
 * ProtocolError (a bug, not the message's fault).
 */
export function applyOnCore<S, L>(
  m: Message,
  before: Lockstep<S, L>,
  game: LockstepGame<S, L>,
): { readonly fault: Fault } | { readonly after: Lockstep<S, L> } {
  const what = m.body.claim !== undefined ? 'claim' : 'message';
  let after: Lockstep<S, L>;
  try {
    after = before.receive(m.from, m.body);
  } catch (e) {
    if (isSessionError(e) && e.blame !== undefined) {
      return { fault: { code: e.code, reason: e.message, blame: e.blame } };
    }
    if (isSessionError(e) || isProtocolError(e)) {
      const reason = `${m.from}'s ${what} at message ${m.i}: ${e.message}`;
      return { fault: { code: e.code, reason } };
    }
    throw e;
  }
  if (game.publicHash(after.state) === m.stateHash) return { after };
  const state = what === 'claim' ? 'the state before it' : 'the state the rules reach';
  return {
    fault: {
      code: 'state-mismatch',
      reason: `${m.from}'s ${what} at message ${m.i} carries a state hash that is not ${state}`,
    },
  };
}

/** {@link applyOnCore}'s fault, or null when the rules take `m` on `before`. */
export function judgeOnCore<S, L>(
  m: Message,
  before: Lockstep<S, L>,
  game: LockstepGame<S, L>,
): Fault | null {
  const r = applyOnCore(m, before, game);
  return 'fault' in r ? r.fault : null;
}

function violation<S, L>(m: Message, f: Fault): Fork<S, L> {
  return { kind: 'violation', message: m, code: f.code, reason: f.reason, blame: f.blame };
}

/**
 * The peer's message `m` for the index of this seat's timeout claim against it: its answer. Taken
 * on the core before the claim like any message there (a fault is a violation by the peer), it
 * voids the claim: the session takes it in place of the claim, and the match goes on.
 */
function answer<S, L>(m: Message, ctx: ForkContext<S, L>): Fork<S, L> {
  const before = ctx.run.get(m.i);
  if (before === undefined) return IGNORE; // our claim is not our latest message: never the case
  const r = applyOnCore(m, before.core, ctx.game);
  if ('fault' in r) return violation(m, r.fault);
  return { kind: 'answer', message: m, next: r.after };
}

/**
 * The peer's signed timeout claim `m` against this seat, for an index where this seat's own
 * message is: that message answers it, so the claim is void and changes nothing, provided it is a
 * valid claim on the core before that message (the rules of a claim there, and its state hash: a
 * failure is a violation by the peer). A claim for an index the peer has signed a message after
 * (it held ours when it signed that one) is a violation too.
 */
function answered<S, L>(m: Message, ctx: ForkContext<S, L>): Fork<S, L> {
  const before = ctx.run.get(m.i);
  if (before === undefined) {
    return violation(m, {
      code: 'wrong-sender',
      reason: `${m.from} claimed a timeout win at message ${m.i} after it had signed a message built on this seat's message ${m.i}`,
    });
  }
  const fault = judgeOnCore(m, before.core, ctx.game);
  return fault === null ? IGNORE : violation(m, fault);
}
