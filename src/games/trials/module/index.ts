/**
 * *Paragon: Trials of the Chosen* as a game module (src/engine/module.ts; docs/adding-a-game.md):
 * the one object the rules registry (src/games/index.ts) knows Trials by. Everything in it is the
 * game's own code seen through the contract: the whole-match engine (../match), its lockstep
 * adapter (../session/adapter.ts), the words, the seat automation, the bot hooks, the rules
 * engine's scenario hooks (../scenario.ts) and the drivers of the protocol suites (with the game's
 * own cheats, ./cheats.ts, and the look at one's own deck, ./looks.ts).
 */
import type { GameModule, GameWaiting } from '../../../engine/module.ts';
import { matchLegalActions, matchWaiting } from '../match/match.ts';
import type { MatchAction, MatchEvent, MatchOptions, MatchState } from '../match/types.ts';
import { CARD_SET_HASH, GAME_ID, RULES_VERSION, TRIALS_LOCKSTEP } from '../session/adapter.ts';
import { autoDecline, notes, owedOpening, prepare } from './automation.ts';
import { projectMatch, TRIALS_BOTS } from './bots.ts';
import { TRIALS_CHEATS, TRIALS_SHOWN_CARD } from './cheats.ts';
import { TRIALS_META } from '../meta.ts';
import { diffEvents } from './log.ts';
import { TRIALS_LOOKS } from './looks.ts';
import { TRIALS_OPTIONS, TWO_PLAYERS } from './options.ts';
import { TRIALS_SCENARIO } from '../scenario.ts';
import { awaitingWords, endingWords } from './status.ts';
import { actionLabel, eventLine, isEmphasis } from './words.ts';

function waiting(s: MatchState): GameWaiting {
  const w = matchWaiting(s);
  if (w.kind === 'act') return { kind: 'act', seat: w.seat, window: w.window };
  return {
    kind: 'over',
    result: { winners: w.kind === 'over' && w.winner !== null ? [w.winner] : [] },
  };
}

/** Trials of the Chosen as a game module (see the module comment). */
export const TRIALS: GameModule<MatchState, MatchAction, MatchOptions, MatchEvent> = {
  id: GAME_ID,
  title: TRIALS_META.title,
  seatCounts: [2],
  rulesVersion: RULES_VERSION,
  cardSetHash: CARD_SET_HASH,
  options: TRIALS_OPTIONS,
  lockstep: TRIALS_LOCKSTEP,
  waiting,
  legalActions: matchLegalActions,
  view: projectMatch,
  // One game per match (docs/rules/trials.md D1): its winner once it is over.
  series: (s) => (s.phase === 'over' && s.end === 'game' ? [s.winner] : []),
  progress: (s) => ({ phase: s.phase, game: s.game ? 1 : 0 }),
  words: {
    action: (s, a, viewer) => actionLabel(s.game, a, viewer),
    log: diffEvents,
    line: (e, viewer, names) => ({
      text: eventLine(e, viewer, names),
      ...(isEmphasis(e) ? { emphasis: true } : {}),
    }),
    awaiting: awaitingWords,
    ending: endingWords,
  },
  automation: { owed: owedOpening, autoDecline, prepare, notes },
  bots: TRIALS_BOTS,
  scenario: TRIALS_SCENARIO,
  testing: {
    simulateOptions: {},
    fuzzOptions: () => TWO_PLAYERS,
    quickOptions: TWO_PLAYERS,
    cheats: TRIALS_CHEATS,
    shownCard: TRIALS_SHOWN_CARD,
    looks: TRIALS_LOOKS,
  },
};
