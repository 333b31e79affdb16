/**
 * A seat-view bot that plays uniformly random legal moves (tests and `npm run simulate`), for any
 * game with bot hooks (src/engine/bot-hooks.ts; the default game when none is given). It sees only
 * its seat's view of the match and its own secrets, from which the game makes its commitments
 * (`randomMove`: Paragons salts class and rock-paper-scissors choices with `PRF(privSeed, "salt",
 * "choice", round)` and commits decks with `commitDeck`). It keeps no memory: to open a choice the
 * game finds which choice its own commitment in the view hides. The app's easy, normal and hard
 * bots (src/ai/levels.ts, hard.ts) drive a session through the same `Bot` shape (src/ai/player.ts:
 * sessionBot).
 */
import type { BotHooks, BotTypes, Rng, SaltedSecrets } from '../engine/bot-hooks.ts';
import { pickOne } from '../engine/bot-hooks.ts';
import { DEFAULT_GAME, type DefaultGameTypes } from './games.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';

export type { Rng } from '../engine/bot-hooks.ts';

/** The secrets a bot may use: its own private seed (salts, deck commitments). */
export type SeatSecrets = SaltedSecrets;

/** A bot: the next move of its seat in `view`. */
export interface Bot<T extends BotTypes = DefaultGameTypes> {
  decide(view: T['match'], rng: Rng): T['move'];
}

/** A seeded generator (protocol/seeded-rng.ts): same seed, same sequence. */
export { seededRng };

/** A random-legal-move bot for the seat whose view it is given, using `secrets`. */
export function randomBot(secrets: SeatSecrets): Bot;
export function randomBot<T extends BotTypes>(secrets: SeatSecrets, hooks: BotHooks<T>): Bot<T>;
export function randomBot(
  secrets: SeatSecrets,
  hooks: BotHooks<BotTypes> = DEFAULT_GAME,
): Bot<BotTypes> {
  return {
    decide(view, rng) {
      const w = hooks.waiting(view);
      if (w.kind !== 'act') throw new Error('the match does not wait on a seat');
      const special = hooks.randomMove(view, w.seat, w.window, secrets, rng);
      return special ?? pickOne(rng, hooks.legalMoves(view, w.seat));
    },
  };
}
