/**
 * Paragons for the generic bot tests (test/ai/games/types.ts): twin states that differ only in
 * what a seat cannot see (the opponent's hand traded against its deck, a card of its secret deck
 * list traded against its Reserve Pile), and points of a draft match in the Game Phase.
 */
import { multisetAdd, multisetRemove, seatView } from '../../../src/engine/index.ts';
import { matchWaiting } from '../../../src/games/paragons/match/match.ts';
import type { MatchState } from '../../../src/games/paragons/match/types.ts';
import type { GameState, PSeat } from '../../../src/games/paragons/types.ts';
import { other } from '../../../src/games/paragons/types.ts';
import { project } from '../../../src/games/paragons/view.ts';
import { PARAGONS_BOTS, type ParagonsBotTypes } from '../../../src/games/paragons/bots/index.ts';
import type { BotTestGame } from './types.ts';

/** True when the match waits on `seat` in a Game Phase window `window` from round `round` on. */
export function gameWindow(seat: PSeat, window: string, round = 2): (s: MatchState) => boolean {
  return (s) => {
    const w = matchWaiting(s);
    return (
      s.phase === 'game' &&
      (s.game?.round ?? 0) >= round &&
      w.kind === 'act' &&
      w.seat === seat &&
      w.window === window
    );
  };
}

function withGame(s: MatchState, g: GameState): MatchState {
  return { ...s, game: g };
}

/**
 * The same match with `owner`'s hidden cards rearranged: the first hand card that differs from
 * some deck card trades places with it. Null when no such pair exists.
 */
export function swapHandWithDeck(s: MatchState, owner: PSeat): MatchState | null {
  const g = s.game!;
  const p = g.players[owner];
  const deck = p.deck.cards!;
  for (let i = 0; i < p.hand.length; i++) {
    const x = p.hand[i]!.id!;
    const y = Object.keys(deck).find((id) => id !== x);
    if (!y) continue;
    const cards = multisetAdd(multisetRemove(deck, y)!, x);
    const hand = p.hand.map((slot, j) => (j === i ? { h: slot.h, id: y } : slot));
    const player = { ...p, hand, deck: { size: p.deck.size, cards } };
    return withGame(s, { ...g, players: { ...g.players, [owner]: player } });
  }
  return null;
}

/**
 * The same match with `owner`'s secret deck list changed: a card still in its deck is exchanged
 * for a different card of its Reserve Pile (in the list and in the deck). Null when impossible.
 */
export function swapDeckWithReserve(s: MatchState, owner: PSeat): MatchState | null {
  const g = s.game!;
  const p = g.players[owner];
  const list = [...s.decks[owner]!.cards!];
  const reserve = [...s.pools[owner]!];
  for (const id of list) reserve.splice(reserve.indexOf(id), 1);
  const deck = p.deck.cards!;
  for (const y of Object.keys(deck)) {
    const z = reserve.find((id) => id !== y);
    if (!z) continue;
    list.splice(list.indexOf(y), 1, z);
    const cards = multisetAdd(multisetRemove(deck, y)!, z);
    const player = { ...p, deck: { size: p.deck.size, cards } };
    const decks = { ...s.decks, [owner]: { ...s.decks[owner]!, cards: list.sort() } };
    return { ...withGame(s, { ...g, players: { ...g.players, [owner]: player } }), decks };
  }
  return null;
}

/** Paragons for the generic bot tests. */
export const PARAGONS_TEST: BotTestGame<ParagonsBotTypes> = {
  hooks: PARAGONS_BOTS,
  shortMatch: { bestOf: 1, mode: 'preconstructed' },
  windows: ['class', 'pick', 'deck', 'mulligan', 'main', 'priority'],
  at(s, seat, window) {
    return gameWindow(seat as PSeat, window, 2)(s);
  },
  noPeek: [
    { seed: 11, seat: 'A', window: 'main' },
    { seed: 12, seat: 'B', window: 'main' },
    { seed: 13, seat: 'A', window: 'priority' },
  ],
  twin(s, seat) {
    const foe = other(seat as PSeat);
    const hand = swapHandWithDeck(s, foe);
    return hand && swapDeckWithReserve(hand, foe);
  },
  projectState(state, seat) {
    return project(state, seatView(seat));
  },
};
