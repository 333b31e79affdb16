/**
 * Seat words shared by every game's log and buttons (docs/ui.md, "Words"): "you" for the seat in
 * front of the screen, else the seat's name, else a neutral word. Pure.
 */
import type { SeatNames } from './module.ts';

/** The first letter upper-cased. */
export function capitalize(s: string): string {
  return s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1);
}

/** "you" for the viewer's seat, else the seat's name (or "your opponent", "Player B"). */
export function seatWord(seat: string, viewer: string | null, names: SeatNames): string {
  if (viewer !== null && seat === viewer) return 'you';
  return names[seat] ?? (viewer === null ? `Player ${seat}` : 'your opponent');
}

/** Like {@link seatWord} with a capital first letter. */
export function seatWordUpper(seat: string, viewer: string | null, names: SeatNames): string {
  return capitalize(seatWord(seat, viewer, names));
}

/** "your" or "<name>'s". */
export function seatPossessive(seat: string, viewer: string | null, names: SeatNames): string {
  if (viewer !== null && seat === viewer) return 'your';
  return `${names[seat] ?? (viewer === null ? `Player ${seat}` : 'your opponent')}'s`;
}

/**
 * The headline of a finished match from `viewer`'s side: "You won" / "You lost" for a seat in
 * front of the screen (null: nobody's, e.g. pass-and-play or a replay), "Bea won" otherwise, "A draw" when the
 * game ended without a winner, "No winner" when there is none to show.
 */
export function resultHeadline(
  winners: readonly string[],
  viewer: string | null,
  names: SeatNames,
  draw = false,
): string {
  if (winners.length === 0) return draw ? 'A draw' : 'No winner';
  if (viewer !== null && winners.includes(viewer)) return 'You won';
  if (viewer !== null) return 'You lost';
  return `${winners.map((w) => seatWord(w, null, names)).join(' and ')} won`;
}
