/**
 * How a match ended, for the end screen (docs/app.md, "End of match"): the pure mapping from what
 * a seat's session reports — finished, or stopped early with a `Stop` (protocol/session/options.ts)
 * — to the verdict on record and an honest explanation in words. No I/O: the controller
 * (./controller.ts) runs the verification {@link endPlan} asks for and reads the claim timing from
 * the store.
 *
 * - `violation`: the stop is the verdict (a signed message broke a rule; any verifier confirms it).
 * - `desync` naming a seat (this app could not reproduce that seat's state hash): the evidence file
 *   (the transcript up to the message, with it in place) is verified, and that verdict is shown.
 * - `desync` naming nobody (the peer's signed notice: its app could not reproduce the state after
 *   this seat's message i): this seat's transcript through message i is verified. A fault there is
 *   the verdict (the file names whoever signed it); if there is none, the replay reaches the state
 *   message i carries, so the notice is false and its signer is named (`false-desync`: the proof is
 *   the signed notice, kept as evidence, with the file).
 * - `claim-crossed` (a timeout claim crossed this seat's move): `incomplete`, player null, code
 *   `disputed-claim` when the claim came early by this seat's clock (else `claim-crossed`).
 * - `version-skew`: no verdict at all, a clear error instead.
 * - A disputed timeout claim (docs/match-file.md, "Timeout claims": `disputed-claim`) is explained
 *   to each side: the claimant learns the claim was disputed, the accused seat that its dispute is
 *   recorded and how early the claim came by its own clock.
 */
import {
  capitalize,
  seatPossessive,
  seatWord,
  type SeatNames,
} from '../../../components/display.ts';
import type { EndExplanation } from '../../../components/parley-match-end.ts';
import type { Stop } from '../../../protocol/session/options.ts';
import type { MatchFile, MatchVerdict } from '../../../protocol/session/verify-match.ts';
import type { SeatId } from '../records.ts';

/** What to do to reach a verdict. */
export type EndPlan =
  /** Verify the whole match file (the match finished, or ended with a claim). */
  | { readonly kind: 'verify' }
  /** Verify the evidence file (`Session.evidenceFile()`): a desync this seat found. */
  | { readonly kind: 'verify-evidence' }
  /**
   * Verify this seat's transcript through message `index` (the peer's desync notice is about it)
   * and judge the notice with {@link noticeVerdict}.
   */
  | { readonly kind: 'verify-notice'; readonly index: number }
  /** The stop itself is the verdict. */
  | { readonly kind: 'verdict'; readonly verdict: MatchVerdict }
  /** No verdict can be given (version skew). */
  | { readonly kind: 'none' };

/** A title and words for the player, shown with (or, with no verdict, instead of) the verdict. */
export type Explanation = EndExplanation;

/** The plan for a session that finished (`stop` null) or stopped early; see the module comment. */
export function endPlan(stop: Stop | null): EndPlan {
  if (stop === null) return { kind: 'verify' };
  const { index, reason, code } = stop;
  switch (stop.kind) {
    case 'violation':
      return {
        kind: 'verdict',
        verdict: { verdict: 'violation', index, player: stop.player, reason, code },
      };
    case 'desync':
      if (stop.player !== null) return { kind: 'verify-evidence' };
      if (index !== null) return { kind: 'verify-notice', index };
      return blamingNobody(
        index,
        `the two apps disagree about the game state (desync): ${reason}`,
        'desync',
      );
    case 'claim-crossed':
      return blamingNobody(
        index,
        `a timeout claim crossed a move, so nobody is to blame: ${reason}`,
        code,
      );
    case 'version-skew':
      return { kind: 'none' };
  }
}

/**
 * The verdict on the peer's desync notice about message `index`, from `cut`, the verdict of this
 * seat's transcript through that message: a violation or malformed file stands as it is (it names
 * a seat only when that seat signed the fault); otherwise the replay reaches the state message
 * `index` carries, so `signer`'s notice is false (`false-desync`, naming it). With no notice on
 * record (`signer` null) nobody is named.
 */
export function noticeVerdict(
  cut: MatchVerdict,
  index: number,
  signer: string | null,
): MatchVerdict {
  if (cut.verdict === 'violation' || cut.verdict === 'malformed') return cut;
  if (signer === null) {
    const why = 'the two apps disagree about the game state (desync)';
    return { verdict: 'incomplete', index, player: null, reason: why, code: 'desync' };
  }
  const reason =
    `${signer} signed a desync notice saying it could not reproduce the state after message ` +
    `${index}, but replaying the match through message ${index} reaches the state that message ` +
    'carries: the notice is false';
  return { verdict: 'violation', index, player: signer, reason, code: 'false-desync' };
}

/** The messages of `file` through message `index`: what a notice about that message is judged on. */
export function through(file: MatchFile, index: number): MatchFile {
  return { ...file, messages: file.messages.slice(0, index + 1) };
}

/** The plan whose verdict is `incomplete` with player null: the stop proves nobody wrong. */
function blamingNobody(index: number | null, reason: string, code: string): EndPlan {
  return { kind: 'verdict', verdict: { verdict: 'incomplete', index, player: null, reason, code } };
}

/**
 * What the verdict on record rests on: the transcript length and the stop kind (`"42"`,
 * `"42:desync"`). A verdict is computed again when this changes — a dispute reaching the claimant
 * after its first verdict, or a stop after the end.
 */
export function basisOf(messages: number, stop: Stop | null): string {
  return stop === null ? String(messages) : `${messages}:${stop.kind}`;
}

/** The winner to show and record: none when the match stopped short of a result or the claim was disputed. */
export function endWinner(
  stateWinner: SeatId | null,
  stop: Stop | null,
  verdict: MatchVerdict | null,
): SeatId | null {
  if (stop !== null && stop.kind !== 'violation') return null;
  if (verdict?.code === 'disputed-claim') return null;
  return stateWinner;
}

/** The timeout claim of a verdict on `file`: who claimed, whom it accuses, its index. */
export interface ClaimFacts {
  readonly by: SeatId;
  readonly against: SeatId;
  readonly index: number;
}

/** The claim a `disputed-claim` verdict is about (its index names the claim message), or null. */
export function claimOf(verdict: MatchVerdict | null, file: MatchFile | null): ClaimFacts | null {
  if (verdict?.code !== 'disputed-claim' || verdict.index === null || file === null) return null;
  const m = file.messages[verdict.index];
  const against = (m?.body.claim as { seat?: unknown } | undefined)?.seat;
  if (!m || !isSeat(m.from) || !isSeat(against)) return null;
  return { by: m.from, against, index: verdict.index };
}

/** What {@link explain} needs. */
export interface ExplainInput {
  readonly verdict: MatchVerdict | null;
  readonly stop: Stop | null;
  /** The seat in front of the screen (null in pass-and-play: both seats are). */
  readonly viewer: SeatId | null;
  /** The seat whose session the controller follows. */
  readonly seat: SeatId;
  /** The other seat of the session (sessions are two-party): the peer it hears from. */
  readonly peer: SeatId;
  readonly names: SeatNames;
  /**
   * The disputed claim, and how long the accused seat had owed the message (ms) when the claim came
   * (for a claim that crossed this seat's move: when it sent that move).
   */
  readonly claim?: ClaimFacts | null;
  readonly owedMs?: number | null;
}

const NO_WINNER = 'This match has no winner on record.';

/** The explanation of an end that the verdict alone would not make clear, or null. */
export function explain(x: ExplainInput): Explanation | null {
  const { stop, verdict, viewer, seat, names } = x;
  const who = (s: SeatId): string => seatWord(s, viewer, names);
  const Who = (s: SeatId): string => capitalize(who(s));
  const step = (i: number | null): string => (i === null ? '' : ` (step ${i + 1})`);
  if (stop?.kind === 'version-skew') {
    return {
      title: 'Different versions of Parley',
      words:
        `${viewer === null ? 'The other app' : 'Your friend'} runs a different version of Parley, ` +
        `so this match cannot go on and has no verdict (${stop.reason}). Both of you: reload the ` +
        'page (or update Parley), then start a new match.',
    };
  }
  if (stop?.kind === 'desync') {
    const peer = x.peer;
    const Peers = capitalize(seatPossessive(peer, viewer, names));
    const said = `${Peers} app said it could not reproduce the state after ${seatPossessive(seat, viewer, names)} message${step(stop.index)}`;
    const detail =
      stop.player !== null
        ? `${capitalize(seatPossessive(stop.player, viewer, names))} message${step(stop.index)} claims a game state this app’s rules do not produce. ` +
          'The match stopped there; the evidence is kept, and the check below is what any verifier finds in it.'
        : verdict?.code === 'false-desync'
          ? `${said}, but replaying the match up to that message reaches exactly the state it carries: the notice is false. ` +
            `The signed notice is kept as evidence. ${NO_WINNER}`
          : verdict?.verdict === 'violation' || verdict?.verdict === 'malformed'
            ? `${said}. Replaying the match up to that message finds the fault shown below. ${NO_WINNER}`
            : `${said}. From this copy of the match nobody can be blamed; it is kept as it is. ${NO_WINNER}`;
    const title =
      verdict === null || verdict.verdict === 'incomplete'
        ? 'Desync'
        : verdict.code === 'false-desync'
          ? 'Desync: false notice'
          : `Desync: ${titleOf(verdict)}`;
    return { title, words: `The two apps disagree about the game state (desync). ${detail}` };
  }
  if (stop?.kind === 'claim-crossed') {
    const owed = x.owedMs ?? null;
    const early =
      stop.code !== 'disputed-claim'
        ? ''
        : owed === null
          ? ' before the time was up'
          : ` after only ${seconds(owed)} by this app’s clock`;
    const disputed = early === '' ? '' : ', and the claim came early, so it is disputed';
    return {
      title: 'Timeout claim crossed a move',
      words:
        `${Who(x.peer)} claimed a timeout win${early} while ${seatPossessive(seat, viewer, names)} move${step(stop.index)} was on its way: ` +
        `the two messages crossed${disputed}. Nobody is to blame. ${NO_WINNER}`,
    };
  }
  const c = x.claim;
  if (verdict?.code === 'disputed-claim' && c) {
    const clocks = 'A file cannot prove clocks, so this match has no winner on record.';
    if (viewer === c.against) {
      const owed = x.owedMs ?? null;
      const when = owed === null ? 'before your time was up' : `after only ${seconds(owed)}`;
      return {
        title: 'Timeout claim disputed',
        words: `${Who(c.by)} claimed a timeout ${when}; your dispute is recorded. ${clocks}`,
      };
    }
    return {
      title: 'Timeout claim disputed',
      words:
        `${Who(c.by)} claimed a timeout; ${who(c.against)} disputes it: ` +
        `it says it was still within its time. ${clocks}`,
    };
  }
  return null;
}

function titleOf(v: MatchVerdict): string {
  return v.verdict === 'fair'
    ? 'fair'
    : v.verdict === 'violation'
      ? 'rule broken'
      : v.verdict === 'incomplete'
        ? 'incomplete'
        : 'invalid file';
}

function seconds(ms: number): string {
  return ms < 1000 ? 'less than a second' : `${Math.floor(ms / 1000)} s`;
}

function isSeat(v: unknown): v is SeatId {
  return typeof v === 'string' && v.length > 0;
}
