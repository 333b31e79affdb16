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
 * - `version-skew`: no verdict at all, a clear error instead.
 * - A match that ended without a seat's final reveal (a timeout claim against it, or a file that
 *   ends with it owing a message: `incomplete` naming it) lacks the proof of that seat's hidden
 *   cards — the seeds that show its draws, Hidden cards and deck list were as the rules say, which
 *   are checked only then (docs/security.md). The words say so, and the match is not counted as
 *   won by that seat ({@link endWinner}, {@link withheldBy}), nor by a seat a violation names.
 */
import {
  capitalize,
  seatPossessive,
  seatWord,
  type SeatNames,
} from '../../../components/display.ts';
import type { EndExplanation } from '../../../components/parley-match-end.ts';
import type { EndWords } from '../../engine/module.ts';
import { resultHeadline } from '../../engine/words.ts';
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
 * What the verdict on record rests on: the transcript length, whether its last message is a
 * standing timeout claim, and the stop kind (`"42"`, `"42:claim"`, `"42:desync"`). A verdict is
 * computed again when this changes — the accused seat's answer taking the place of a claim (the
 * same length), or a stop after the end.
 */
export function basisOf(messages: number, stop: Stop | null, claimed = false): string {
  const base = claimed ? `${messages}:claim` : String(messages);
  return stop === null ? base : `${base}:${stop.kind}`;
}

/**
 * The seat whose final reveal — the proof of its hidden cards — the match ended without: the seat
 * an `incomplete` verdict names as owing a message (`timeout`: a claim against it; `owing`: the
 * file ends with it owing), else null.
 */
export function withheldBy(verdict: MatchVerdict | null): SeatId | null {
  if (verdict?.verdict !== 'incomplete') return null;
  if (verdict.code !== 'timeout' && verdict.code !== 'owing') return null;
  return isSeat(verdict.player) ? verdict.player : null;
}

/**
 * The winner to show and record: none when the match stopped short of a result, and never a seat
 * the verdict names: one that broke a rule, or one that withheld the proof of its hidden cards
 * (its final reveal: {@link withheldBy}), whatever the game's state says.
 */
export function endWinner(
  stateWinner: SeatId | null,
  stop: Stop | null,
  verdict: MatchVerdict | null,
): SeatId | null {
  if (stop !== null && stop.kind !== 'violation') return null;
  if (stateWinner !== null && verdict !== null && verdict.verdict !== 'fair') {
    if (verdict.player === stateWinner) return null;
  }
  return stateWinner;
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
  /** True when the game itself ended (only the final reveals were left). */
  readonly over?: boolean;
  /** The winner the game's state shows (before {@link endWinner}). */
  readonly stateWinner?: SeatId | null;
}

const NO_WINNER = 'This match has no winner on record.';

/** The explanation of an end that the verdict alone would not make clear, or null. */
export function explain(x: ExplainInput): Explanation | null {
  const { stop, verdict, viewer, seat, names } = x;
  const who = (s: SeatId): string => seatWord(s, viewer, names);
  const Who = (s: SeatId): string => capitalize(who(s));
  // Messages are numbered as the match file numbers them (docs/app.md, "Message numbers").
  const step = (i: number | null): string => (i === null ? '' : ` ${i}`);
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
  const w = withheldBy(verdict);
  if (w !== null) {
    // The seat is named once as the subject; after that, "its" (or "your" on its own screen).
    const its = viewer === w ? 'your' : 'its';
    const proof =
      `the proof of ${its} hidden cards (the seeds that show ${its} draws, Hidden cards and deck ` +
      'list were as the rules say, which are checked only at the end)';
    const how =
      x.over === false
        ? `${Who(w)} stopped answering before the match ended, so ${its} final reveal, ${proof}, never came.`
        : `${Who(w)} did not send ${its} final reveal: ${proof}.`;
    const shown = x.stateWinner === w ? ` The game showed ${who(w)} winning, but` : '';
    const counted = shown
      ? `${shown} this match is not counted as won by ${who(w)}.`
      : ` This match is not counted as won by ${who(w)}.`;
    return {
      title: 'Proof of hidden cards withheld',
      words: `${how} Nobody can check that ${who(w)} played fair.${counted}`,
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

function isSeat(v: unknown): v is SeatId {
  return typeof v === 'string' && v.length > 0;
}

/** What {@link endWords} needs. */
export interface EndWordsInput {
  /** The game module's end words of the state (`words.ending`), null when the game is not over. */
  readonly game: EndWords | null;
  /** A standing timeout claim (the session's `lockstep.claim`), or null. */
  readonly claim: { readonly by: string; readonly against: string } | null;
  readonly stop: Stop | null;
  /** The winner shown ({@link endWinner}). */
  readonly winner: SeatId | null;
  /** The winner the game's state shows. */
  readonly stateWinner: SeatId | null;
  /** The seat in front of the screen (null in pass-and-play). */
  readonly viewer: SeatId | null;
  readonly names: SeatNames;
}

/**
 * The end screen's headline and reason (docs/app.md, "End of match"): "You won" / "You lost" (or
 * "Bea won" in pass-and-play) and why. The session's own ends come first — a stop (a rule broken,
 * a desync, a version skew), a standing timeout claim (the claimant wins: docs/match-file.md,
 * "Timeout claims"; the record keeps no winner, as the verdict is incomplete) — then the game's words (`words.ending`: life 0, deck out, a Monarch at 0 HP,
 * a concession…). The headline always follows the winner shown, so a seat the verdict names is
 * never told it won.
 */
export function endWords(x: EndWordsInput): EndWords {
  const { viewer, names, winner } = x;
  const headline = resultHeadline(winner === null ? [] : [winner], viewer, names);
  const Who = (s: string): string => capitalize(seatWord(s, viewer, names));
  if (x.stop?.kind === 'violation') {
    const who = x.stop.player;
    return {
      headline,
      reason: who
        ? `The match stopped: ${who === viewer ? 'your app' : `${seatPossessive(who, viewer, names)} app`} sent a move the rules do not allow.`
        : 'The match stopped on a move the rules do not allow.',
    };
  }
  if (x.stop?.kind === 'desync') {
    return { headline, reason: 'The match stopped: the two apps disagree about the game state.' };
  }
  if (x.stop?.kind === 'version-skew') {
    return {
      headline,
      reason: 'The match stopped: the two apps run different versions of Parley.',
    };
  }
  if (x.claim) {
    const { by, against } = x.claim;
    const ran = `${Who(against)} ${against === viewer ? 'were' : 'was'} out of time`;
    return {
      headline: resultHeadline([by], viewer, names),
      reason: `${ran}: ${seatWord(by, viewer, names)} claimed the win (timeout).`,
    };
  }
  if (x.game) {
    return winner === x.stateWinner ? x.game : { headline, reason: x.game.reason };
  }
  return { headline, reason: '' };
}
