/**
 * The easy bot: random legal actions with simple preferences (issue 6). On its turn it prefers
 * doing something (playing, attacking, recruiting) over ending the turn; in reaction windows it
 * mostly passes; it defends and retargets at random. Around the game it picks, builds and throws at
 * random (src/ai/flow.ts).
 */
import { GAME } from '../games/paragons/match/games.ts';
import type { Action, GameState, PSeat } from '../games/paragons/types.ts';
import type { Bot, DecideOptions, Decision, Rng } from './bot.ts';
import { rngOf, windowOf } from './bot.ts';
import { act, flowDecision } from './flow.ts';
import { assertSeatView, gameOf, type SeatView } from './seat-view.ts';

const MAIN_WEIGHT: Readonly<Record<Action['type'], number>> = {
  play: 4,
  attack: 3,
  recruit: 2,
  spell: 2,
  ability: 1.5,
  cast: 2,
  hide: 1.5,
  reveal: 1.5,
  garrison: 0.5,
  endTurn: 1,
  pass: 4,
  defend: 1,
  retarget: 1,
  mulligan: 1,
  random: 0,
};

function weighted(rng: Rng, legal: readonly Action[]): Action {
  // Weights are per action type, shared among the actions of that type, so a card with eight
  // placements is not eight times as likely as ending the turn.
  const perType = new Map<string, number>();
  for (const a of legal) perType.set(a.type, (perType.get(a.type) ?? 0) + 1);
  let total = 0;
  const w = legal.map((a) => {
    const x = MAIN_WEIGHT[a.type] / perType.get(a.type)!;
    total += x;
    return x;
  });
  let r = rng() * total;
  for (let i = 0; i < legal.length; i++) {
    r -= w[i]!;
    if (r < 0) return legal[i]!;
  }
  return legal[legal.length - 1]!;
}

/** Easy's Game Phase action in any window of `me` (the state may be a view or a sample). */
export function easyAction(g: GameState, me: PSeat, rng: Rng): Action {
  const legal = GAME.legalActions(g, me);
  if (legal.length === 0) throw new Error(`no legal action for ${me}`);
  if (legal.length === 1) return legal[0]!;
  return weighted(rng, legal);
}

/** The easy bot. */
export const EASY: Bot = {
  level: 'easy',
  decide(v: SeatView, options: DecideOptions): Decision | null {
    assertSeatView(v);
    const rng = rngOf(options.seed);
    const w = windowOf(v);
    if (w === 'none') return null;
    const flow = flowDecision(v, w, 'easy', rng);
    if (flow) return flow;
    return act(easyAction(gameOf(v), v.seat, rng));
  },
};
