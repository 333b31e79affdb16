/** Paragons: Age of Champions — the Game Phase rules as an engine Game (see rules.ts). */
export * from './types.ts';
export * from './board.ts';
export * from './carddb.ts';
export * from './errors.ts';
export { waiting, accepts } from './gate.ts';
export { legalActions } from './legal.ts';
export { applyAction, paragons } from './rules.ts';
export type { ParagonsGame } from './rules.ts';
export { newMatch, playOrder, emptyPlayer, START_LIFE } from './setup.ts';
export type { MatchConfig } from './setup.ts';
export { statsOf, healthOf, keywordNames, abilitiesOf } from './stats.ts';
export { publicState, project, seatState, viewAction } from './view.ts';
export { HAND_SIZE } from './machine.ts';
export { threshold } from './runtime.ts';
