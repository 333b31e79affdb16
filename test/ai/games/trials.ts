/**
 * Trials for the generic bot tests (test/ai/games/types.ts): twin states that differ only in what
 * a seat cannot see — the opponent's hidden hand and deck order (rulebook: "Sorting Your Deck":
 * the order is chosen in secret; docs/rules/trials.md D52): a hidden hand card traded with a
 * hidden deck card, and two hidden deck cards trading places, in the game and in the opponent's
 * secret deck list alike — and points of a match in the game.
 */
import { matchWaiting } from '../../../src/games/trials/match/match.ts';
import type { MatchState } from '../../../src/games/trials/match/types.ts';
import { TRIALS_BOTS, type TrialsBotTypes } from '../../../src/games/trials/module/bots.ts';
import type { TSeat, TSlot } from '../../../src/games/trials/types.ts';
import { other } from '../../../src/games/trials/types.ts';
import { view } from '../../../src/games/trials/view.ts';
import type { BotTestGame } from './types.ts';

/** The place in the committed list a deck handle (`B:d7`) names. */
function placeOf(h: string): number {
  return Number(/:d(\d+)$/.exec(h)![1]);
}

/**
 * The same match with `owner`'s hidden cards rearranged: its first hidden hand card trades with
 * the first hidden deck card holding another card, and the first two hidden deck cards left trade
 * places (the list follows). Null when neither is possible.
 */
export function rearrangeHidden(s: MatchState, owner: TSeat): MatchState | null {
  const g = s.game!;
  const p = g.players[owner];
  const hidden = (x: TSlot) => x.id !== undefined && !x.pub;
  const hand = p.hand.map((x) => ({ ...x }));
  const deck = p.deck.map((x) => ({ ...x }));
  const list = [...s.lists[owner]!.cards];
  const swap = (x: { id?: string; h: string }, y: { id?: string; h: string }) => {
    const [i, j] = [placeOf(x.h), placeOf(y.h)];
    [list[i], list[j]] = [list[j]!, list[i]!];
    [x.id, y.id] = [y.id, x.id];
  };
  let changed = false;
  const h = hand.find(hidden);
  const d = h && deck.find((x) => hidden(x) && x.id !== h.id);
  if (h && d) {
    swap(h, d);
    changed = true;
  }
  const rest = deck.filter((x) => hidden(x) && x !== d);
  if (rest.length >= 2) {
    swap(rest[0]!, rest[1]!);
    changed = true;
  }
  if (!changed) return null;
  const player = { ...p, hand, deck };
  return {
    ...s,
    lists: { ...s.lists, [owner]: { ...s.lists[owner]!, cards: list } },
    game: { ...g, players: { ...g.players, [owner]: player } },
  };
}

/** Trials for the generic bot tests. */
export const TRIALS_TEST: BotTestGame<TrialsBotTypes> = {
  hooks: TRIALS_BOTS,
  shortMatch: { players: 2 },
  windows: ['deck', 'initiative', 'main', 'priority'],
  at(s, seat, window) {
    const w = matchWaiting(s);
    return (
      s.phase === 'game' &&
      (s.game?.round ?? 0) >= 2 &&
      w.kind === 'act' &&
      w.seat === seat &&
      w.window === window &&
      rearrangeHidden(s, other(seat as TSeat)) !== null
    );
  },
  noPeek: [
    { seed: 11, seat: 'A', window: 'main' },
    { seed: 12, seat: 'B', window: 'main' },
    { seed: 13, seat: 'A', window: 'priority' },
  ],
  twin(s, seat) {
    return rearrangeHidden(s, other(seat as TSeat));
  },
  projectState(state, seat) {
    return view(state, seat);
  },
};
