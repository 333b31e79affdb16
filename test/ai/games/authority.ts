/**
 * Authority for the generic bot tests (test/ai/games/types.ts): twin states that differ only in
 * what a seat cannot see (the opponent's hand traded against its deck: only hands are hidden,
 * docs/rules/authority.md "Hidden information"), and points of a match in the game.
 */
import { multisetAdd, multisetRemove, seatView } from '../../../src/engine/index.ts';
import { matchWaiting } from '../../../src/games/authority/match/match.ts';
import type { MatchState } from '../../../src/games/authority/match/types.ts';
import {
  AUTHORITY_BOTS,
  type AuthorityBotTypes,
} from '../../../src/games/authority/module/bots.ts';
import { project } from '../../../src/games/authority/view.ts';
import type { BotTestGame } from './types.ts';

/** The engine's name of a bots' window (`main` is the command phase). */
function engineWindow(window: string): string {
  return window === 'main' ? 'command' : window;
}

/**
 * The same match with `owner`'s hidden cards rearranged: the first hand card that differs from
 * some deck card trades places with it. Null when no such pair exists.
 */
export function swapHandWithDeck(s: MatchState, owner: string): MatchState | null {
  const g = s.game!;
  const p = g.players[owner]!;
  const deck = p.deck.cards!;
  for (let i = 0; i < p.hand.length; i++) {
    const x = p.hand[i]!.id!;
    const y = Object.keys(deck).find((id) => id !== x && (deck[id] ?? 0) > 0);
    if (!y) continue;
    const cards = multisetAdd(multisetRemove(deck, y)!, x);
    const hand = p.hand.map((slot, j) => (j === i ? { h: slot.h, id: y } : slot));
    const player = { ...p, hand, deck: { size: p.deck.size, cards } };
    return { ...s, game: { ...g, players: { ...g.players, [owner]: player } } };
  }
  return null;
}

/** Authority for the generic bot tests. */
export const AUTHORITY_TEST: BotTestGame<AuthorityBotTypes> = {
  hooks: AUTHORITY_BOTS,
  shortMatch: { players: 2 },
  windows: ['faction', 'main', 'strike'],
  at(s, seat, window) {
    const w = matchWaiting(s);
    return (
      s.phase === 'game' &&
      (s.game?.turn.number ?? 0) >= 3 &&
      w.kind === 'act' &&
      w.seat === seat &&
      w.window === engineWindow(window) &&
      // A point where the opponent's hand could be other cards (its deck holds a different one).
      swapHandWithDeck(s, seat === 'A' ? 'B' : 'A') !== null
    );
  },
  noPeek: [
    { seed: 11, seat: 'A', window: 'main' },
    { seed: 12, seat: 'B', window: 'main' },
    { seed: 13, seat: 'A', window: 'strike' },
  ],
  twin(s, seat) {
    return swapHandWithDeck(s, seat === 'A' ? 'B' : 'A');
  },
  projectState(state, seat) {
    return project(state, seatView(seat));
  },
};
