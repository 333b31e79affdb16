/**
 * Paragons' guided first match (src/engine/tutorial.ts, docs/tutorial.md): a hand-built position on
 * the real card set, built by the match-flow scenario setup (./match/scenario.ts `matchFromSetup`,
 * phase `game`), a best-of-1 that the player wins in two turns. You are the Ranger (seat A), the
 * scripted opponent the Warrior (seat B); the steps teach, in order: playing a card, attacking,
 * the back line, Hidden cards, the chain and a reaction (revealing the Hidden card when the enemy
 * attacks), defending, and attacking the opponent directly to win. Each step cites the rulebook
 * section it teaches (paragons-age-of-champions.md, "Game Phase").
 */
import { inQueueOrder } from '../../engine/index.ts';
import type { TutorialScript } from '../../engine/tutorial.ts';
import { applyMatch } from './match/match.ts';
import { matchFromSetup } from './match/scenario.ts';
import type { MatchAction, MatchState } from './match/types.ts';
import type { PSeat } from './types.ts';

/** The order each deck is drawn in (top first); decks are multisets in the engine. */
const DRAW_ORDER: Readonly<Record<PSeat | 'pool', readonly string[]>> = {
  A: [
    'l-hill-pikeman',
    'l-village-archer',
    'l-hedge-witch',
    'l-eager-squire',
    'l-shield-maiden',
    'l-camp-scrounger',
    'l-wolfhound',
    'l-ash-acolyte',
  ],
  B: [
    'l-ogre-bruiser',
    'l-shield-maiden',
    'l-camp-scrounger',
    'l-wolfhound',
    'l-eager-squire',
    'l-village-archer',
    'l-hedge-witch',
    'l-ash-acolyte',
  ],
  pool: [],
};

/** The starting position: round 3, your turn, your mana 3; the opponent at 5 life. */
function start(): MatchState {
  return matchFromSetup({
    phase: 'game',
    bestOf: 1,
    mode: 'preconstructed',
    classes: { A: 'ranger', B: 'warrior' },
    game: {
      round: 3,
      turn: 'A',
      players: {
        A: {
          life: 20,
          mana: 3,
          board: { F1: { card: 'l-veteran-spearman' }, B2: { card: 'l-slinger' } },
          hand: ['l-tavern-brawler', 'r-pitfall'],
          deck: [...DRAW_ORDER.A],
        },
        B: {
          life: 5,
          mana: 0,
          board: {
            F1: { card: 'l-tavern-brawler' },
            B1: { card: 'l-hedge-witch' },
            F3: { card: 'l-hill-pikeman' },
            F4: { card: 'l-veteran-spearman' },
          },
          hand: ['l-ogre-bruiser'],
          deck: [...DRAW_ORDER.B],
        },
      },
      pool: [],
      poolDeck: [],
    },
  });
}

/** The draw the script resolves: the top cards of the deck in {@link DRAW_ORDER}. */
function random(s: MatchState): MatchAction {
  const req = s.game?.pending?.p === 'random' ? s.game.pending.request : null;
  if (!req) return { type: 'random', k: 0, cards: [] };
  const key = req.kind === 'public-draw' ? 'pool' : (req.seat as PSeat);
  const deck = key === 'pool' ? s.game!.poolDeck : s.game!.players[key].deck.cards!;
  const cards = inQueueOrder(DRAW_ORDER[key], deck).slice(0, req.count);
  return { type: 'random', k: req.k, cards };
}

/** A space of the player's board (parley-board's own space button, inside its shadow root). */
const mine = (space: string) => `[data-testid="board-mine"] >> [data-space="${space}"]`;
/** A card of the player's hand or Hidden pile, by its slot handle. */
const handCard = (h: string) => `[data-testid="hand-mine"] >> [data-handle="${h}"]`;
const hiddenCard = (h: string) => `[data-testid="hidden-mine"] >> [data-handle="${h}"]`;

/** Paragons' tutorial (see the module comment). */
export const PARAGONS_TUTORIAL: TutorialScript<MatchState, MatchAction> = {
  game: 'paragons',
  seat: 'A',
  opponent: 'B',
  opponentName: 'Sparring Warrior',
  intro:
    'Welcome to Paragons! You play the Ranger, below; your opponent, the Warrior, is above. ' +
    'Bring their Life from 5 to 0 to win. Each step waits for you: do what it says on the board.',
  start,
  random,
  apply: (s, a) => {
    const r = applyMatch(s, a);
    return r.error ? { error: r.error } : { state: r.state };
  },
  steps: [
    {
      id: 'play',
      topic: 'Play a card',
      say:
        'Cards cost mana (yours: 3). Select the Tavern Brawler in your hand, then the empty space ' +
        'F2 of your front line (the row nearer the enemy), in front of your Slinger.',
      hint: 'Try playing the Tavern Brawler from your hand onto F2, in front of your Slinger.',
      window: 'main',
      expect: { type: 'play', card: 'l-tavern-brawler', to: 'F2' },
      highlight: [handCard('A1'), '[data-testid="hand-mine"]'],
    },
    {
      id: 'attack',
      topic: 'Attack',
      say:
        'Your Veteran Spearman (3 attack, 4 health) is ready. Select it, then the enemy Tavern ' +
        'Brawler (their F1, the right end of their front line as you see it): both deal their ' +
        'attack as damage to each other, and the Brawler falls.',
      hint: 'Try attacking the enemy Tavern Brawler (their F1, on the right) with your Spearman.',
      window: 'main',
      expect: { type: 'attack', attacker: 'F1', target: { player: 'B', space: 'F1' } },
      highlight: [mine('F1')],
    },
    {
      id: 'back-line',
      topic: 'The back line',
      say:
        'A back-line mercenary can only be attacked when it is exposed: nothing in front of it. ' +
        'The Hedge Witch just lost its cover. Your Slinger is ranged, so it may attack from your ' +
        'back line past an ally (melee mercenaries may not). Attack the Hedge Witch with it.',
      hint: 'Try attacking the exposed Hedge Witch with your Slinger from your back line.',
      window: 'main',
      expect: { type: 'attack', attacker: 'B2', target: { player: 'B', space: 'B1' } },
      highlight: [mine('B2')],
    },
    {
      id: 'hide',
      topic: 'Hidden cards',
      say:
        'Pitfall is a Hidden card: on your turn you pay its cost to put it face down in your ' +
        'Hidden pile, where your opponent cannot see it. Select Pitfall, then choose “Hide Pitfall face down”.',
      hint: 'Try hiding Pitfall: select it in your hand, then choose to hide it.',
      window: 'main',
      expect: { type: 'hide' },
      highlight: [handCard('A2'), '[data-testid="hand-mine"]'],
    },
    {
      id: 'end-turn',
      topic: 'End your turn',
      say: 'That is all for this turn. Press End turn; your opponent will attack you.',
      hint: 'Try pressing End turn.',
      window: 'main',
      expect: { type: 'endTurn' },
      highlight: ['[data-testid="end-turn"]'],
    },
    {
      id: 'reveal',
      topic: 'The chain and a reaction',
      say:
        'The enemy Hill Pikeman attacks you! Its attack is on the chain, and you may react before ' +
        'it resolves: the last thing added resolves first. Pitfall may be revealed when an enemy ' +
        'attacks: choose “Reveal Pitfall” aimed at the Hill Pikeman (or select it in your Hidden ' +
        'pile, then the Pikeman).',
      hint: 'Try revealing Pitfall from your Hidden pile at the attacking Hill Pikeman.',
      window: 'priority',
      expect: { type: 'reveal', targets: [{ player: 'B', space: 'F3' }] },
      highlight: ['[data-testid="prompt"]', hiddenCard('A3')],
    },
    {
      id: 'defend',
      topic: 'Defend',
      say:
        'Pitfall destroyed the Pikeman before its attack resolved. Now the Veteran Spearman ' +
        'attacks you. An unexhausted mercenary may defend you: it trades blows with the attacker ' +
        'instead of you losing Life. Defend with your Tavern Brawler.',
      hint: 'Try defending with your Tavern Brawler (the mercenaries that attacked are exhausted).',
      window: 'defend',
      expect: { type: 'defend', defender: 'F2' },
      highlight: ['[data-testid="prompt"]'],
    },
    {
      id: 'strike-1',
      topic: 'Attack the player',
      say:
        'Your turn again: your mercenaries recovered. Attack your opponent directly with the ' +
        'Veteran Spearman: select it, then their player panel.',
      hint: 'Try attacking your opponent (their panel) with the Veteran Spearman.',
      window: 'main',
      expect: { type: 'attack', attacker: 'F1', target: { player: 'B' } },
      highlight: [mine('F1')],
    },
    {
      id: 'strike-2',
      topic: 'Finish the match',
      say: 'They have 2 Life left. Finish it: attack them with your Slinger.',
      hint: 'Try attacking your opponent with the Slinger.',
      window: 'main',
      expect: { type: 'attack', attacker: 'B2', target: { player: 'B' } },
      highlight: [mine('B2')],
    },
  ],
  opponentMoves: [
    {
      window: 'main',
      action: { type: 'attack', player: 'B', attacker: 'F3', target: { player: 'A' } },
    },
    {
      window: 'main',
      action: { type: 'attack', player: 'B', attacker: 'F4', target: { player: 'A' } },
    },
    { window: 'main', action: { type: 'endTurn', player: 'B' } },
  ],
  done:
    'You’ve learned the basics: playing and attacking, the back line, Hidden cards, the chain ' +
    'and reactions, and defending.',
};
