/**
 * The projection of a state to what one seat may know (docs/rules/trials.md D52, "What is hidden";
 * rulebook "Sorting Your Deck": "secretly choose the order"): the opponent's hand and
 * deck keep their handles and counts but lose their card ids (except cards every view knows,
 * `pub`). Everything else is public.
 */
import type { Seat } from '../../engine/index.ts';
import { seatView } from '../../engine/index.ts';
import type { TrialsState, TSlot } from './types.ts';
import { isSeat, other } from './types.ts';

function hide(slots: readonly TSlot[]): TSlot[] {
  return slots.map((x) => (x.pub ? { ...x } : { h: x.h }));
}

/** `s` as `seat` may know it (a state already in that view comes back equal). */
export function view(s: TrialsState, seat: Seat): TrialsState {
  if (!isSeat(seat)) throw new Error(`trials view: no seat ${String(seat)}`);
  const foe = other(seat);
  const out = JSON.parse(JSON.stringify(s)) as TrialsState;
  const p = out.players[foe];
  p.hand = hide(p.hand);
  p.deck = hide(p.deck);
  return { ...out, view: seatView(seat) };
}

/**
 * The public part of a state: identical in every view (hand and deck as handles only, except
 * public hand cards); this is what peers compare.
 */
export function publicState(s: TrialsState): unknown {
  const out = JSON.parse(JSON.stringify(s)) as TrialsState;
  for (const seat of ['A', 'B'] as const) {
    out.players[seat].hand = hide(out.players[seat].hand);
    out.players[seat].deck = hide(out.players[seat].deck);
  }
  return { ...out, view: null };
}
