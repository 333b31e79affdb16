/**
 * Pure display helpers every game's elements share: seat words and the verification verdict in
 * words. Nothing here knows a game (a game's own helpers are in its folder, e.g.
 * components/paragons/display.ts).
 */
import { displayText } from '../protocol/display-text.ts';
import type { Verdict } from '../protocol/verify.ts';
import { capitalize, seatPossessive, seatWord, seatWordUpper } from '../src/engine/words.ts';
import type { SeatNames as EngineSeatNames } from '../src/engine/module.ts';

/** Display names of the seats, by seat label. */
export type SeatNames = EngineSeatNames;

export { capitalize, seatPossessive, seatWord, seatWordUpper };

/**
 * The verification verdict in plain words. Messages are numbered as the match file numbers them
 * (its `i`, from 0: "message 0" is the first), the numbering every reason of the verifier and every
 * screen uses (docs/app.md, "Message numbers"). The
 * reason and the names may quote a file, so the words go through `displayText`
 * (protocol/display-text.ts): no control or bidi character from a file reaches the page.
 */
export function verdictWords(
  verdict: Verdict,
  names: SeatNames,
  viewer: string | null = null,
): string {
  return displayText(rawVerdictWords(verdict, names, viewer));
}

/** A seat label as headers name seats (`A`, `B`, `C`, …: src/engine/module.ts `seatLabels`). */
const SEAT_LABEL = /^[A-Z]$/;

function rawVerdictWords(verdict: Verdict, names: SeatNames, viewer: string | null): string {
  const who =
    verdict.player !== null && SEAT_LABEL.test(verdict.player)
      ? seatWordUpper(verdict.player, viewer, names)
      : verdict.player;
  const step = verdict.index === null ? '' : ` at message ${verdict.index}`;
  switch (verdict.verdict) {
    case 'fair':
      return 'Every move, shuffle and hidden card checks out: nobody cheated.';
    case 'violation':
      return who
        ? `${who} cheated${step}: ${verdict.reason}`
        : `A rule was broken${step}: ${verdict.reason}`;
    case 'incomplete':
      return who
        ? `Incomplete: ${who} did not send ${verdict.index === null ? 'a message it owed' : `message ${verdict.index}`}. ${verdict.reason}`
        : `Incomplete${step}: ${verdict.reason}`;
    case 'malformed':
      return `Not a valid match file${step}: ${verdict.reason}`;
  }
}

/**
 * A short title for a verdict that agrees with its words ({@link verdictWords}): "Fair",
 * "Cheating detected" (a rule broken by a seat the file proves signed it), "A rule was broken"
 * (a violation no seat can be blamed for: the file was altered), "Incomplete", "Invalid file".
 */
export function verdictTitle(verdict: Verdict): string {
  switch (verdict.verdict) {
    case 'fair':
      return 'Fair';
    case 'violation':
      return verdict.player !== null ? 'Cheating detected' : 'A rule was broken';
    case 'incomplete':
      return 'Incomplete';
    case 'malformed':
      return 'Invalid file';
  }
}
