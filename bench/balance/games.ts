/**
 * The games the balance bench can measure, by id (`--game <id>`). Each entry loads its
 * description only when asked, so a worker loads one game's code.
 */
import type { BalanceGame } from './types.ts';

const GAMES: Readonly<Record<string, () => Promise<BalanceGame>>> = {
  paragons: async () => (await import('./paragons.ts')).PARAGONS_BALANCE,
  authority: async () => (await import('./authority.ts')).AUTHORITY_BALANCE,
  trials: async () => (await import('./trials.ts')).TRIALS_BALANCE,
};

/** The ids the bench knows. */
export const BALANCE_GAMES: readonly string[] = Object.keys(GAMES);

/** The description of game `id`; throws naming the known ids for any other. */
export async function balanceGame(id: string): Promise<BalanceGame> {
  const load = GAMES[id];
  if (!load) throw new Error(`unknown game "${id}" (known: ${BALANCE_GAMES.join(', ')})`);
  return load();
}
