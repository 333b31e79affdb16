/**
 * A seat-view bot that plays uniformly random legal moves (tests and `npm run simulate`): the game
 * module's random legal-move driver (`testing.randomMove`, src/engine/module.ts) in the `Bot`
 * shape. It sees only its seat's view of the match and its own secrets. The app's easy, normal and hard bots (src/ai/levels.ts, hard.ts) drive a
 * session through the same `Bot` shape (src/ai/player.ts: sessionBot).
 */
import type { MatchAction, MatchState } from '../games/paragons/match/types.ts';
import { randomMove } from '../games/paragons/module/random-move.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';

/** A source of numbers in [0, 1). */
export type Rng = () => number;

/** The secrets a bot may use: its own private seed (salts, deck commitments). */
export interface SeatSecrets {
  readonly privSeed: Uint8Array;
  salt(kind: string, index: number): Uint8Array;
}

/** A bot: the next move of its seat in `view`. */
export interface Bot {
  decide(view: MatchState, rng: Rng): MatchAction;
}

/** A seeded generator (protocol/seeded-rng.ts): same seed, same sequence. */
export { seededRng };

/** A random-legal-move bot for the seat whose view it is given, using `secrets`. */
export function randomBot(secrets: SeatSecrets): Bot {
  return {
    decide: (view, rng) => randomMove(view, secrets, rng),
  };
}
