/**
 * Authority's guided first turn (src/engine/tutorial.ts, docs/tutorial.md): a hand-built command
 * phase on the real card set (the scenario setup, ./scenario-setup.ts `stateFromSetup`, wrapped in
 * a match whose factions are already chosen), shorter than Paragons' tutorial: the player's one
 * turn teaches the faction and the market, commanding a unit to recruit and buying from the
 * market, commanding a unit to attack and striking the enemy pyramid from the outermost row in,
 * commanding a unit to defend (it takes its place on your pyramid), and ending the turn. Each step
 * cites the rulebook section it teaches (authority.md, "Gameplay").
 */
import { inQueueOrder, OMNISCIENT } from '../../engine/index.ts';
import type { TutorialScript } from '../../engine/tutorial.ts';
import { CARD_DB } from './carddb.ts';
import { applyMatch, createMatch } from './match/match.ts';
import type { MatchAction, MatchState } from './match/types.ts';
import { stateFromSetup } from './scenario-setup.ts';

/** The order the decks and the market deck are drawn in (top first). */
const DRAW_ORDER: Readonly<Record<string, readonly string[]>> = {
  A: ['rs-squire', 'rs-man-at-arms', 'rs-knight', 'rs-squire', 'rs-man-at-arms', 'rs-squire'],
  B: ['rs-squire', 'rs-man-at-arms', 'rs-knight', 'rs-squire', 'rs-man-at-arms', 'rs-squire'],
  market: ['iw-captain', 'ox-diplomat', 'iw-shieldbearer', 'ox-briber'],
};

/** The starting position: your first command phase, four units in hand, a market of six. */
function start(): MatchState {
  const game = stateFromSetup(CARD_DB, {
    turn: 'A',
    turnNumber: 1,
    players: {
      A: {
        faction: 'golden-ox',
        hand: ['rs-knight', 'rs-man-at-arms', 'rs-squire'],
        deck: [...DRAW_ORDER.A!],
      },
      B: {
        faction: 'iron-wall',
        hand: [],
        deck: [...DRAW_ORDER.B!],
        rows: { '0': ['rs-kingsguard'], '1': ['rs-squire'] },
      },
    },
    market: [
      'ox-merchant',
      'iw-watcher',
      'iw-barracks',
      'ox-captain',
      'iw-iron-knight',
      'ox-golden-knight',
    ],
    marketDeck: [...DRAW_ORDER.market!],
  });
  return {
    ...createMatch(OMNISCIENT, 'tutorial', ['A', 'B']),
    phase: 'game',
    factions: { A: 'golden-ox', B: 'iron-wall' },
    first: 'A',
    game,
  };
}

/** The draw the script resolves: the top cards in {@link DRAW_ORDER}. */
function random(s: MatchState): MatchAction {
  const p = s.game?.pending;
  if (p?.p !== 'random') return { type: 'random', k: 0, cards: [] };
  const req = p.request;
  const key = req.kind === 'public-draw' ? 'market' : req.seat;
  const deck = key === 'market' ? s.game!.marketDeck : s.game!.players[key]!.deck.cards!;
  const cards = inQueueOrder(DRAW_ORDER[key] ?? [], deck).slice(0, req.count);
  return { type: 'random', k: req.k, cards };
}

/** Authority's guided first turn (see the module comment). */
export const AUTHORITY_TUTORIAL: TutorialScript<MatchState, MatchAction> = {
  game: 'authority',
  seat: 'A',
  opponent: 'B',
  opponentName: 'Iron Wall',
  intro:
    'Welcome to Authority! Two kingdoms at war: defeat the enemy Monarch (40 HP). You lead the ' +
    'House of the Golden Ox; the market in the middle offers units of both factions. Each turn ' +
    'you command every unit in your hand: to recruit, to attack or to defend.',
  start,
  random,
  apply: (s, a) => {
    const r = applyMatch(s, a);
    return r.error ? { error: r.error } : { state: r.state };
  },
  steps: [
    {
      id: 'recruit',
      topic: 'Recruit',
      say:
        'A unit commanded to recruit gives its power as authority, to spend in the market. ' +
        'Command your Knight (power 3) to recruit.',
      hint: 'Try commanding the Knight to recruit.',
      window: 'command',
      expect: { type: 'recruit', card: 'rs-knight' },
      highlight: ['[data-testid="cmd-recruit"]', '[data-testid="authority-table"]'],
    },
    {
      id: 'buy',
      topic: 'The market',
      say:
        'You have 3 authority. Buy the Merchant (cost 3) from the market: recruited units go to ' +
        'your discard pile and join your deck when it is reshuffled.',
      hint: 'Try buying the Merchant from the market.',
      window: 'command',
      expect: { type: 'buy', card: 'ox-merchant' },
      highlight: ['[data-testid="buy"]', '[data-testid="authority-table"]'],
    },
    {
      id: 'attack',
      topic: 'Attack',
      say:
        'Now command your Man-at-arms (power 2) to attack. The enemy must be struck through its ' +
        'pyramid of defenders, outermost row first, before its Monarch.',
      hint: 'Try commanding the Man-at-arms to attack.',
      window: 'command',
      expect: { type: 'attack', card: 'rs-man-at-arms' },
      highlight: ['[data-testid="cmd-attack"]', '[data-testid="authority-table"]'],
    },
    {
      id: 'strike',
      topic: 'The pyramid',
      say:
        'Strike the enemy Squire on their pyramid’s row 1: its power is its health, and your 2 ' +
        'damage defeats it. Then only their Kingsguard stands before the Monarch.',
      hint: 'Try striking the enemy Squire on row 1.',
      window: 'strike',
      expect: { type: 'strike', foe: 'B', row: 1 },
      highlight: ['[data-testid="strike"]', '[data-testid="authority-table"]'],
    },
    {
      id: 'defend',
      topic: 'Defend',
      say:
        'Command your Squire to defend: it takes a place on your pyramid (row 1 fills first, ' +
        'then 2, then 3) and guards your Monarch until it is defeated.',
      hint: 'Try commanding the Squire to defend.',
      window: 'command',
      expect: { type: 'defend', card: 'rs-squire' },
      highlight: ['[data-testid="cmd-defend"]', '[data-testid="authority-table"]'],
    },
    {
      id: 'end',
      topic: 'End the turn',
      say:
        'Every unit has its command. End the command phase: you draw a new hand of 4 and the ' +
        'market refills to 6.',
      hint: 'Try ending the command phase.',
      window: 'command',
      expect: { type: 'end' },
      highlight: ['[data-testid="end-phase"]', '[data-testid="authority-table"]'],
    },
  ],
  opponentMoves: [],
  done:
    'You’ve played your first turn: the market, recruiting, attacking through the pyramid, ' +
    'defending and ending the turn.',
};
