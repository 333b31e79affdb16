/** Authority (Kingdoms at war) — the rules as an engine Game (see rules.ts), for 2 players. */
export * from './types.ts';
export * from './errors.ts';
export * from './carddb.ts';
export type { CardDef, CardKind, FactionId, Trigger } from './cards/schema.ts';
export {
  CARD_SET,
  CARD_SET_HASH,
  CARD_SET_VERSION,
  FACTIONS,
  FACTION_CARDS,
  STARTING_DECK,
  KINGSGUARD,
  cardSetHash,
  generalsOf,
  isFactionId,
  marketCardsOf,
} from './cards/index.ts';
export { waiting, accepts } from './gate.ts';
export type { WindowKind } from './gate.ts';
export { legalActions } from './legal.ts';
export { applyAction, authority } from './rules.ts';
export type { AuthorityGame } from './rules.ts';
export { newGame, playOrder, START_HP, FIRST_HAND } from './setup.ts';
export type { GameConfig } from './setup.ts';
export { HAND_SIZE, MARKET_SIZE } from './machine.ts';
export {
  attackPower,
  defencePower,
  frontRow,
  monarchDamage,
  priceOf,
  reachableRows,
  sideOf,
} from './power.ts';
export type { Side } from './power.ts';
export { publicState, project, seatState, viewAction } from './view.ts';
