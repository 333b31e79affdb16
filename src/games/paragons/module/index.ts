/**
 * Paragons: Age of Champions as a game module (src/engine/module.ts; docs/adding-a-game.md): the one
 * object the registries (src/games/index.ts, src/app/games.ts) know Paragons by. Everything in it
 * is the game's own code seen through the contract: the whole-match engine (../match), its lockstep
 * adapter (../session/adapter.ts), the words, the seat automation, the scenario hooks and the
 * drivers of the protocol suites.
 */
import type { GameModule, GameWaiting } from '../../../engine/module.ts';
import { PARAGONS_BOTS } from '../bots/index.ts';
import { projectMatch } from '../bots/seat.ts';
import { newestCardSet } from '../cards/index.ts';
import { matchLegalActions, matchWaiting } from '../match/match.ts';
import type { MatchAction, MatchEvent, MatchOptions, MatchState } from '../match/types.ts';
import { PARAGONS_SCENARIO } from '../scenario.ts';
import { PARAGONS_LOCKSTEP } from '../session/adapter.ts';
import { autoDecline, notes, owedOpening, prepare } from './automation.ts';
import { PARAGONS_META } from '../meta.ts';
import { PARAGONS_OPTIONS, RULES_VERSION } from './options.ts';
import { awaitingWords, endingWords } from './status.ts';
import { PARAGONS_SHOWN_CARD } from './testing.ts';
import { describeAction, diffEvents, logLine } from './words.ts';

function waiting(s: MatchState): GameWaiting {
  const w = matchWaiting(s);
  if (w.kind === 'act') return { kind: 'act', seat: w.seat, window: w.window };
  if (w.kind === 'random') return { kind: 'random' };
  return { kind: 'over', result: { winners: w.winner === null ? [] : [w.winner] } };
}

/** Paragons as a game module (see the module comment). */
export const PARAGONS: GameModule<MatchState, MatchAction, MatchOptions, MatchEvent> = {
  id: PARAGONS_META.id,
  title: PARAGONS_META.title,
  seatCounts: [2],
  rulesVersion: RULES_VERSION,
  cardSetHash: newestCardSet().hash,
  options: PARAGONS_OPTIONS,
  lockstep: PARAGONS_LOCKSTEP,
  waiting,
  legalActions: matchLegalActions,
  view: projectMatch,
  series: (s) => s.results,
  progress: (s) => ({
    phase: s.phase,
    game: s.game ? s.results.length + (s.phase === 'game' ? 1 : 0) : 0,
  }),
  words: {
    action: describeAction,
    log: diffEvents,
    line: logLine,
    awaiting: awaitingWords,
    ending: endingWords,
  },
  automation: { owed: owedOpening, autoDecline, prepare, notes },
  bots: PARAGONS_BOTS,
  scenario: PARAGONS_SCENARIO,
  testing: {
    simulateOptions: { mode: 'draft', bo: '1' },
    // Most matches are pre-constructed best of 1; every fifth is drafted, every tenth a best of 3.
    fuzzOptions: (seed) => ({
      mode: seed % 5 === 0 ? 'draft' : 'preconstructed',
      bestOf: seed % 10 === 0 ? 3 : 1,
    }),
    quickOptions: { mode: 'preconstructed', bestOf: 1 },
    cheats: [],
    shownCard: PARAGONS_SHOWN_CARD,
  },
};
