/**
 * Omniscient match states for bot tests, for any game with bot hooks: a refereed match between
 * bots stopped at a chosen point.
 */
import type { BotHooks, BotTypes } from '../../src/engine/bot-hooks.ts';
import type { Seat } from '../../src/engine/types.ts';
import type { Bot } from '../../src/ai/bot.ts';
import { mixSeed, rngOf } from '../../src/ai/bot.ts';
import { BotPlayer, seedBytes } from '../../src/ai/player.ts';
import { EASY } from '../../src/ai/levels.ts';

/**
 * Where a refereed match of `hooks`' game (options `options`, the referee's default when absent)
 * stops: the first state for which `stop` holds. Easy bots play both seats unless `bots` says.
 */
export function playUntil<T extends BotTypes>(
  hooks: BotHooks<T>,
  seed: number,
  stop: (s: T['match']) => boolean,
  options: { bots?: Readonly<Record<Seat, Bot>>; match?: T['options']; maxSteps?: number } = {},
): T['match'] {
  const rng = rngOf(seed);
  const ref = hooks.referee;
  const players = new Map<Seat, BotPlayer<T>>();
  for (const seat of ref.seats)
    players.set(
      seat,
      new BotPlayer(hooks, options.bots?.[seat] ?? EASY, seat, { privSeed: seedBytes(rng) }),
    );
  let s = ref.create(`test-${seed}`, options.match ?? ref.defaultOptions);
  for (let step = 0; step < (options.maxSteps ?? 5000); step++) {
    if (stop(s)) return s;
    const w = hooks.waiting(s);
    if (w.kind === 'over') break;
    const a =
      w.kind === 'random'
        ? ref.chance(s, rng)
        : players.get(w.seat)!.act(s, mixSeed(seed, step), { iterations: 8 })!;
    const r = ref.apply(s, a);
    if (r.error) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    s = r.state;
  }
  throw new Error(`seed ${seed}: the stop condition never held`);
}
