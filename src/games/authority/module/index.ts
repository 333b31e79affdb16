/**
 * Authority (Kingdoms at war) as a game module (src/engine/module.ts; docs/adding-a-game.md): the
 * one object the registries (src/games/index.ts, src/app/games.ts) know Authority by. Everything in
 * it is the game's own code seen through the contract: the whole-match engine (../match), its
 * lockstep adapter (../session/adapter.ts), the words, the seat automation, the bot hooks, the
 * scenario hooks and the drivers of the protocol suites.
 */
import type { GameModule, GameWaiting } from '../../../engine/module.ts';
import { CARD_SET_HASH } from '../cards/index.ts';
import { AUTHORITY_META } from '../meta.ts';
import { matchLegalActions, matchWaiting } from '../match/match.ts';
import type { MatchAction, MatchEvent, MatchOptions, MatchState } from '../match/types.ts';
import { AUTHORITY_SCENARIO } from '../scenario.ts';
import { AUTHORITY_LOCKSTEP, GAME_ID, RULES_VERSION } from '../session/adapter.ts';
import { notes, owedOpening, prepare } from './automation.ts';
import { AUTHORITY_CHEATS, AUTHORITY_SHOWN_CARD } from './cheats.ts';
import { AUTHORITY_BOTS, projectMatch } from './bots.ts';
import { diffEvents } from './log.ts';
import { AUTHORITY_OPTIONS, TWO_PLAYERS } from './options.ts';
import { awaitingWords, endingWords } from './status.ts';
import { actionLabel, eventLine, isEmphasis } from './words.ts';

function waiting(s: MatchState): GameWaiting {
  const w = matchWaiting(s);
  if (w.kind === 'act') return { kind: 'act', seat: w.seat, window: w.window };
  if (w.kind === 'random') return { kind: 'random' };
  return { kind: 'over', result: { winners: w.winner === null ? [] : [w.winner] } };
}

/** Authority as a game module (see the module comment). */
export const AUTHORITY: GameModule<MatchState, MatchAction, MatchOptions, MatchEvent> = {
  id: GAME_ID,
  title: AUTHORITY_META.title,
  seatCounts: [2],
  rulesVersion: RULES_VERSION,
  cardSetHash: CARD_SET_HASH,
  options: AUTHORITY_OPTIONS,
  lockstep: AUTHORITY_LOCKSTEP,
  waiting,
  legalActions: matchLegalActions,
  view: projectMatch,
  // One game per match: its winner once it is over (null for a draw).
  series: (s) => (s.phase === 'over' && s.game !== null ? [s.winner] : []),
  progress: (s) => ({ phase: s.phase, game: s.game ? 1 : 0 }),
  words: {
    action: (s, a, viewer) => actionLabel(s.game, a, viewer, {}),
    log: diffEvents,
    line: (e, viewer, names) => ({
      text: eventLine(e, viewer, names),
      ...(isEmphasis(e) ? { emphasis: true } : {}),
    }),
    awaiting: awaitingWords,
    ending: endingWords,
  },
  // No reaction windows: nothing is declined for a seat by itself.
  automation: { owed: owedOpening, autoDecline: () => null, prepare, notes },
  bots: AUTHORITY_BOTS,
  scenario: AUTHORITY_SCENARIO,
  testing: {
    simulateOptions: {},
    fuzzOptions: () => TWO_PLAYERS,
    quickOptions: TWO_PLAYERS,
    cheats: AUTHORITY_CHEATS,
    shownCard: AUTHORITY_SHOWN_CARD,
  },
};
