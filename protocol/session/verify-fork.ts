/**
 * A match file's optional `fork` (docs/match-file.md, "File", "Message rules" and "Verification"):
 * a second signed message for an index the file's `messages` hold, the proof of a stop that one
 * transcript cannot hold (`evidenceFileOf`). {@link readFork} reads it before the replay,
 * {@link ForkWatch} keeps what the replay knew at its index (the core before it: one reference to
 * the immutable core, no copy), and {@link judgeFileFork} judges it after the replay as the live
 * session judges a fork (./forks.ts): unlinked or unsigned proves nothing (player null); a copy of
 * the held message is no fork (`malformed`); a second message from the same signer is
 * `equivocation`; where one of the two is a timeout claim and the other the accused seat's own
 * message for that index (./claims.ts, `answeredClaim`), the claim is void: a claim in the fork is
 * checked on the core before that index like any claim and then changes nothing (the messages
 * decide), and an answer in the fork is checked there like any message and the match goes on from
 * it; any other message from the other seat is `wrong-sender`. Hostile input gives a verdict,
 * never a throw.
 */
import { canonicalJson, type JsonValue } from '../canonical.ts';
import { isProtocolError, type ProtocolErrorCode } from '../errors.ts';
import { checkMessage, decodeMessage, type Header, type Message } from '../transcript.ts';
import { answeredClaim } from './claims.ts';
import { judgeOnCore, type Fault } from './forks.ts';
import type { LockstepGame } from './game.ts';
import type { Lockstep } from './lockstep.ts';
import type { MatchVerdict, VerifyMatchOptions } from './verify-match.ts';

/** What {@link readFork} found: no fork, a `malformed` verdict, or the fork decoded. */
export type ReadFork =
  | { readonly kind: 'none' }
  | { readonly kind: 'malformed'; readonly verdict: MatchVerdict }
  | { readonly kind: 'fork'; readonly json: unknown; readonly fork: Message };

function malformed(reason: string, index: number | null = null): MatchVerdict {
  return { verdict: 'malformed', index, player: null, reason };
}

/**
 * The `fork` field of the match file record `rec` (untrusted) whose `messages` has `length`
 * entries: absent (`none`), or a message envelope `{i, prev, from, body, stateHash, sig}` with an
 * integer `i` in [0, length) (`fork`), else a `malformed` verdict saying why. Shape only: its link
 * and signature are checked by {@link judgeFileFork}.
 */
export function readFork(rec: Readonly<Record<string, unknown>>, length: number): ReadFork {
  if (!Object.hasOwn(rec, 'fork') || rec.fork === undefined) return { kind: 'none' };
  const json = rec.fork;
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { kind: 'malformed', verdict: malformed('fork is not an object') };
  }
  const i = (json as { i?: unknown }).i;
  if (typeof i !== 'number' || !Number.isInteger(i) || i < 0 || i >= length) {
    const reason = `fork.i is not an index the file holds (an integer from 0 to ${length - 1}): a fork is a second message for one of them`;
    return { kind: 'malformed', verdict: malformed(reason) };
  }
  try {
    return { kind: 'fork', json, fork: decodeMessage(json, 'fork') };
  } catch (e) {
    const reason = `fork is not a message envelope: ${e instanceof Error ? e.message : String(e)}`;
    return { kind: 'malformed', verdict: malformed(reason, i) };
  }
}

/**
 * What the replay of the main messages knew at the fork's index: the held message there and the
 * core before it, and which seats signed a message after it. Fed by {@link see} with every message
 * that passed the crypto checks, before the replay applies it.
 */
export class ForkWatch<S, L> {
  /** The held message at the fork's index, once the replay reached it. */
  held: Message | null = null;
  /** The replay's core before the held message (the same immutable object the replay held). */
  before: Lockstep<S, L> | null = null;
  /** Seats that signed a (linked, signed) message after the fork's index. */
  readonly later = new Set<string>();

  constructor(
    readonly json: unknown,
    readonly fork: Message,
  ) {}

  /** Notes the linked, signed message `m`, about to be replayed on `before`. */
  see(m: Message, before: Lockstep<S, L>): void {
    if (m.i === this.fork.i) {
      this.held = m;
      this.before = before;
    } else if (m.i > this.fork.i) {
      this.later.add(m.from);
    }
  }
}

const UNATTRIBUTABLE: ReadonlySet<string> = new Set(['bad-prev', 'bad-signature']);

/**
 * What the fork of a file decides: a `verdict` (a violation, or `malformed`); nothing (`void`: the
 * fork is a timeout claim that the held message answers, so the messages decide); or that the
 * match goes on from the fork (`answer`: the held message is a timeout claim the fork answers, so
 * the file's messages before the fork's index, with the fork after them, decide).
 */
export type ForkJudgement =
  | { readonly kind: 'verdict'; readonly verdict: MatchVerdict }
  | { readonly kind: 'void' }
  | { readonly kind: 'answer'; readonly answer: Message };

const verdict = (v: MatchVerdict): ForkJudgement => ({ kind: 'verdict', verdict: v });

/**
 * The judgement on the fork of `w` (the replay reached its index: {@link ForkWatch.held} is set):
 * `malformed` for a seat not in the header or a copy of the held message; a `violation` at its
 * index (player null when it is not linked to the message before its index or not validly signed;
 * its signer for `equivocation`, `wrong-sender` or a fault where it stands: the rules' code,
 * `state-mismatch`, `wrong-sender` for a claim its signer had built on; the message a false card
 * claim came from when the fork's opening proves one); `void` or `answer` for a timeout claim and
 * its answer (see {@link ForkJudgement}).
 */
export async function judgeFileFork<S, L>(
  w: ForkWatch<S, L>,
  header: Header,
  game: LockstepGame<S, L>,
  options: VerifyMatchOptions,
): Promise<ForkJudgement> {
  const { held, before } = w;
  const i = w.fork.i;
  if (held === null || before === null) {
    return verdict(malformed(`the replay never reached message ${i}`));
  }
  let m: Message;
  try {
    const { backend, signatures } = options;
    m = await checkMessage(header, i, held.prev, w.json, { backend, signatures });
  } catch (e) {
    return verdict(unsigned(e, w.fork));
  }
  if (canonicalJson(m as unknown as JsonValue) === canonicalJson(held as unknown as JsonValue)) {
    return verdict(
      malformed(`the fork is the held message itself (message ${i}): it proves nothing`, i),
    );
  }
  const violation = (player: string, f: Fault): ForkJudgement =>
    verdict({
      verdict: 'violation',
      index: f.blame?.index ?? i,
      player: f.blame?.player ?? player,
      reason: f.reason,
      code: f.code,
    });
  const second = `${m.from} signed a second message ${i} (the file holds one from ${held.from})`;
  if (m.from === held.from) return violation(m.from, { code: 'equivocation', reason: second });
  const pair = answeredClaim(held, m);
  if (pair === null) return violation(m.from, { code: 'wrong-sender', reason: second });
  if (pair.claim === m && w.later.has(m.from)) {
    const reason = `${m.from} claimed a timeout win at message ${i} after it had signed a later message built on ${held.from}'s message ${i}`;
    return violation(m.from, { code: 'wrong-sender', reason });
  }
  const fault = onCore(m, before, game);
  if (fault !== null) return violation(m.from, fault);
  return pair.claim === m ? { kind: 'void' } : { kind: 'answer', answer: m };
}

/**
 * The signed fork `m` judged on `before` (./forks.ts {@link judgeOnCore}), after the turn order
 * (a claim may come from either seat); an unexpected failure of the rules is `illegal-move`, as in
 * the main replay.
 */
function onCore<S, L>(m: Message, before: Lockstep<S, L>, game: LockstepGame<S, L>): Fault | null {
  const sender = before.senderFor(m.body);
  if (sender !== undefined && sender !== m.from) {
    const reason = `message ${m.i} is from ${m.from}, expected ${sender}`;
    return { code: 'wrong-sender', reason };
  }
  try {
    return judgeOnCore(m, before, game);
  } catch (e) {
    return { code: 'illegal-move', reason: `replay failed: ${String(e)}` };
  }
}

/** The verdict on a fork that failed its link or signature check with `e` (see verify.ts). */
function unsigned(e: unknown, fork: Message): MatchVerdict {
  const code = isProtocolError(e) ? (e.code as ProtocolErrorCode) : undefined;
  const detail = e instanceof Error ? e.message : String(e);
  const i = fork.i;
  if (code === undefined || !UNATTRIBUTABLE.has(code)) {
    return malformed(`fork: ${detail}`, i);
  }
  const what =
    code === 'bad-signature'
      ? `the fork (a second message ${i}) is not validly signed by its claimed sender ${fork.from}`
      : `the fork (a second message ${i}) does not link to the message before index ${i}`;
  const reason = `${what} (${detail}): the file was altered or pieced together, so no seat can be blamed for it`;
  return { verdict: 'violation', index: i, player: null, reason, code };
}
