/**
 * Which seat each side of a match made on this device plays (docs/app.md, "How each match kind is
 * wired"). A friend match is a host and one guest, bound by the lobby (./binding.ts): the host plays
 * the header's first seat, the guest its second. A match against the bot gives the bot the second
 * seat. Everything else takes the seats from the header's list (src/engine/module.ts `seatsOf`,
 * `othersOf`); these are the only seat labels the app names.
 */
import { seatLabels } from '../../engine/module.ts';

const [FIRST, SECOND] = seatLabels(2) as [string, string];

/** The seat the host of a friend match plays: the header's first. */
export const HOST_SEAT: string = FIRST;

/** The seat the guest of a friend match plays: the header's second. */
export const GUEST_SEAT: string = SECOND;

/** The seat the bot plays in a match against it. */
export const BOT_SEAT: string = SECOND;

/**
 * The two seats of a match played on this device (against the bot, or pass-and-play), in header
 * order: the first is the human's (player 1), the second the bot's or player 2's.
 */
export const LOCAL_SEATS: readonly [string, string] = [FIRST, SECOND];

/** The seat a side of a friend match plays. */
export function seatOfRole(role: 'host' | 'guest'): string {
  return role === 'host' ? HOST_SEAT : GUEST_SEAT;
}
