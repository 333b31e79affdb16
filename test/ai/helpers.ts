/**
 * Omniscient match states for bot tests: a refereed match between bots stopped at a chosen point,
 * and variations of such a state that change only what one seat cannot see.
 */
import { multisetAdd, multisetRemove, OMNISCIENT } from '../../src/engine/index.ts';
import { applyMatch, createMatch, matchWaiting } from '../../src/games/paragons/match/match.ts';
import type { MatchState } from '../../src/games/paragons/match/types.ts';
import type { GameState, PSeat } from '../../src/games/paragons/types.ts';
import { other } from '../../src/games/paragons/types.ts';
import type { Bot } from '../../src/ai/bot.ts';
import { mixSeed, rngOf } from '../../src/ai/bot.ts';
import { BotPlayer, refereeRandom, seedBytes } from '../../src/ai/player.ts';
import { EASY } from '../../src/ai/levels.ts';

/** Where a refereed match stops: the first state for which `stop` holds. */
export function playUntil(
  seed: number,
  stop: (s: MatchState) => boolean,
  bots: Readonly<Record<PSeat, Bot>> = { A: EASY, B: EASY },
  maxSteps = 5000,
): MatchState {
  const rng = rngOf(seed);
  const players = {
    A: new BotPlayer(bots.A, 'A', { privSeed: seedBytes(rng) }),
    B: new BotPlayer(bots.B, 'B', { privSeed: seedBytes(rng) }),
  };
  let s = createMatch(OMNISCIENT, `test-${seed}`, { bestOf: 1, mode: 'draft' });
  for (let step = 0; step < maxSteps; step++) {
    if (stop(s)) return s;
    const w = matchWaiting(s);
    if (w.kind === 'over') break;
    const a =
      w.kind === 'random'
        ? refereeRandom(s, rng)
        : players[w.seat as PSeat].act(s, mixSeed(seed, step), { iterations: 8 })!;
    const r = applyMatch(s, a);
    if (r.error) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    s = r.state;
  }
  throw new Error(`seed ${seed}: the stop condition never held`);
}

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

/** The opponent of `seat`. */
export function foe(seat: PSeat): PSeat {
  return other(seat);
}
