/**
 * Which log lines are public (docs/app.md, "The game log"): every line of a seat's game log tells
 * an event both seats saw, except what only that seat knows — its own draws, which name the drawn
 * cards ("Ana draws 3: Squire, Knight, Squire." in Ana's log, "Ana draws 3." in Bea's). The public
 * part of a line is the line without that private list; two seats' logs of one match, in words
 * from nobody's side (or each from its own, after {@link publicLine}), agree line by line.
 */

/** A line's public part: a draw line without the names of the cards drawn; any other line as is. */
export function publicLine(line: string): string {
  const m = /^(.+ draws? \d+)(?: cards?)?: .+\.$/.exec(line);
  return m ? `${m[1]}.` : line;
}
