/**
 * Paragons' bot hooks (src/engine/bot-hooks.ts): what the generic bots of src/ai need to play
 * Paragons, as one object, {@link PARAGONS_BOTS}. The Game Phase is searched; the windows around it
 * (class, rock-paper-scissors, draft, deck building, keep/swap, mulligan) are answered by policies
 * (flow.ts). Pure: every random choice comes from the generator the bots hand in.
 */
import type { BotHooks } from '../../../engine/bot-hooks.ts';
import { OMNISCIENT } from '../../../engine/index.ts';
import { GAME } from '../match/games.ts';
import { applyMatch, createMatch, matchLegalActions, matchWaiting } from '../match/match.ts';
import type { PSeat } from '../types.ts';
import { GAME_ID } from '../session/adapter.ts';
import { easyKind, easyWeight, groupOf, idleKind, rolloutAnswer } from './actions.ts';
import { determinize } from './determinize.ts';
import { applyGame, evaluate, randomFor, settle, WIN } from './evaluate.ts';
import { flowDecision } from './flow.ts';
import { commitMove, openingMove, randomMove, refereeRandom } from './moves.ts';
import { gameOf, projectMatch, windowOf } from './seat.ts';
import type { ParagonsBotTypes } from './types.ts';

export type { ParagonsBotTypes, ParagonsChoice } from './types.ts';

/** Paragons' bot hooks. */
export const PARAGONS_BOTS: BotHooks<ParagonsBotTypes> = {
  id: GAME_ID,
  project: projectMatch,
  waiting: matchWaiting,
  legalMoves: matchLegalActions,
  window: windowOf,
  policy: flowDecision,
  opening: openingMove,
  commit: commitMove,
  randomMove,
  timedWindows: ['pick', 'deck'],
  seatLabel: (match, seat) => match.classes[seat as PSeat] ?? '?',
  search: {
    stateOf: gameOf,
    toMove: (action) => action,
    legalActions: GAME.legalActions,
    apply: applyGame,
    waiting: GAME.waiting,
    turn: (state) => state.turn,
    isMain: (window) => window === 'main',
    chance: randomFor,
    settle,
    evaluate,
    values: { win: WIN, scale: 15, activity: 0.05 },
    determinize,
    idleKind,
    actionGroup: groupOf,
    easyKind,
    easyWeight,
    rolloutAnswer,
  },
  referee: {
    seats: ['A', 'B'],
    defaultOptions: { bestOf: 1, mode: 'draft' },
    create: (matchId, options) => createMatch(OMNISCIENT, matchId, options),
    apply: applyMatch,
    chance: refereeRandom,
  },
};
