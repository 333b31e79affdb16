/**
 * The rules engine of *Paragon: Trials of the Chosen* (game id `trials`, 2 players): its public
 * API. Not yet registered (src/games/index.ts): the module object, its words, bots and the
 * protocol adapter come with the rest of the game.
 *
 * - {@link newGame}: the game at its start (opening hands, round 1's Start Phase);
 * - {@link apply}: one action, pure; an error value for a rule violation;
 * - {@link waiting} / {@link winnerOf}: whom the game waits for, who won;
 * - {@link legalActions}: what a seat may do now, in its own view;
 * - {@link view} / {@link publicState}: a seat's projection, and the part every view shares;
 * - {@link TRIALS_SCENARIO}: the scenario hooks (docs/scenarios.md, "Trials").
 */
export type {
  Action,
  TrialsState,
  TrialsWaiting,
  TSeat,
  StackItem,
  Avatar,
  Attachment,
  Player,
} from './types.ts';
export { SEATS, other, MAX_ROUND } from './types.ts';
export type { TrialsErrorCode } from './errors.ts';
export type { CardDb } from './carddb.ts';
export { makeCardDb, TRIALS_DB } from './carddb.ts';
export type { SetupInput } from './setup.ts';
export { newGame } from './setup.ts';
export type { TrialsEvent } from './rules.ts';
export { apply } from './rules.ts';
export { waiting, winnerOf } from './waiting.ts';
export { legalActions } from './legal.ts';
export { view, publicState } from './view.ts';
export { TRIALS_SCENARIO, runScenario } from './scenario.ts';
