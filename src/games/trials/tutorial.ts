/**
 * Trials of the Chosen's guided first turns (src/engine/tutorial.ts, docs/tutorial.md): a
 * hand-built Main Phase of round 2 on the real card set (the scenario setup,
 * ./scenario-setup.ts `stateFromSetup`, wrapped in a match whose decks, Avatars and initiative are
 * settled). You hold Kaelen Ashmarch and Ysolde, Cinder Scholar with initiative; the scripted
 * opponent holds Orsolya of the Bright Wall and Morrow Vane, who carries two Weapons. The player's
 * steps teach, each citing the rulebook section it rests on:
 *
 * 1. playing an Equipment onto an Avatar, paying its energy ("Play a Card"; Kaelen's first Weapon
 *    each round comes into play ready);
 * 2. channelling energy ("Channel Energy");
 * 3. attacking with the Weapon and what reciprocal damage is ("Declare an Attack", glossary
 *    "Reciprocal Damage");
 * 4. the priority window after your own attack, declining to let it resolve ("Priority");
 * 5. answering the opponent's attack with an Instant in the priority window ("Instant", "The
 *    Stack"; Ysolde's Instants cost 1 less);
 * 6. passing, and how the round ends when both players pass in sequence ("Pass", "End Phase":
 *    initiative to the player who passed first; "Start Phase": ready, energy, draw);
 * 7. round 3's first action with the card just drawn.
 *
 * Trials has no random events (its decks are ordered, never shuffled), so {@link random} is never
 * asked for.
 */
import { OMNISCIENT } from '../../engine/index.ts';
import type { TutorialScript } from '../../engine/tutorial.ts';
import { TRIALS_DB } from './carddb.ts';
import { applyMatch, createMatch } from './match/match.ts';
import type { MatchAction, MatchState } from './match/types.ts';
import { stateFromSetup } from './scenario-setup.ts';

const KAELEN = 'tr-kaelen-ashmarch';
const YSOLDE = 'tr-ysolde-cinder-scholar';
const ORSOLYA = 'tr-orsolya-of-the-bright-wall';
const MORROW = 'tr-morrow-vane-smoke-tinker';

/** The player's cards, by the handles the setup gives them (`A:h1`… in hand, `A:d1`… in deck). */
const LONGSWORD = { h: 'A:h1', id: 'tr-oathbound-longsword' } as const;
const RETORT = { h: 'A:h2', id: 'tr-searing-retort' } as const;
const GAMBESON = { h: 'A:d1', id: 'tr-padded-gambeson' } as const;

/** The opponent's Weapons on Morrow Vane (their attachment ids) and its card in hand. */
const GRUDGEBLADE = 'B:grudgeblade';
const EMBERBRAND = 'B:emberbrand';
const SIGNET = { h: 'B:h1', id: 'tr-signet-of-fealty' } as const;

/** The starting position: round 2's Main Phase, your turn, 2 energy each. */
function start(): MatchState {
  const game = stateFromSetup(TRIALS_DB, {
    round: 2,
    initiative: 'A',
    turn: 'A',
    players: {
      A: {
        avatars: [KAELEN, YSOLDE],
        hand: [LONGSWORD.id, RETORT.id],
        deck: [GAMBESON.id, 'tr-ashen-mantle', 'tr-scorchwhip'],
      },
      B: {
        avatars: [
          ORSOLYA,
          {
            card: MORROW,
            attachments: [
              { card: 'tr-grudgeblade', id: GRUDGEBLADE },
              { card: 'tr-emberbrand', id: EMBERBRAND },
            ],
          },
        ],
        hand: [SIGNET.id],
        deck: ['tr-heater-shield', 'tr-padded-gambeson', 'tr-pages-arming-sword'],
      },
    },
  });
  return {
    ...createMatch(OMNISCIENT, 'tutorial', ['A', 'B']),
    phase: 'game',
    avatars: { A: [KAELEN, YSOLDE], B: [ORSOLYA, MORROW] },
    initiative: 'A',
    game,
  };
}

/** The board, the own hand, and a selector inside the board. */
const BOARD = '[data-testid="trials-board"]';
const HAND = '[data-testid="trials-hand"]';
const inBoard = (sel: string) => `${BOARD} >> ${sel}`;

/** Trials' guided first turns (see the module comment). */
export const TRIALS_TUTORIAL: TutorialScript<MatchState, MatchAction> = {
  game: 'trials',
  seat: 'A',
  opponent: 'B',
  opponentName: 'Orsolya and Morrow',
  intro:
    'Welcome to Paragon: Trials of the Chosen! Each of you fights through two Avatars: defeat ' +
    'both of your opponent’s to win. Your deck is never shuffled: you chose its order. It is ' +
    'round 2, so you have 2 energy, and you hold initiative: you act first. Each turn you take ' +
    'one action, then your opponent takes one.',
  start,
  random: () => {
    throw new Error('Trials has no random events');
  },
  apply: (s, a) => {
    const r = applyMatch(s, a);
    return r.error ? { error: r.error } : { state: r.state };
  },
  steps: [
    {
      id: 'equip',
      topic: 'Play an Equipment',
      say:
        'Playing a card attaches it to one of your Avatars: pay its energy cost, and it must share ' +
        'a discipline with that Avatar. Play the Oathbound Longsword (2 energy, Chivalry) onto ' +
        'Kaelen. Cards come into play exhausted, but Kaelen’s first Weapon each round comes in ready.',
      hint: 'Try playing the Oathbound Longsword from your hand onto Kaelen.',
      window: 'main',
      expect: { type: 'play', h: LONGSWORD.h, id: LONGSWORD.id, avatar: 'A:av0' },
      highlight: [
        `${HAND} >> [data-hand="${LONGSWORD.h}"][data-card="${LONGSWORD.id}"]`,
        inBoard('[data-avatar="A:av0"]'),
        HAND,
      ],
    },
    {
      id: 'channel',
      topic: 'Channel energy',
      say:
        'Your Longsword resolved and is attached to Kaelen, ready. Your opponent channelled ' +
        'energy with Orsolya. Do the same: exhaust one of your ready ' +
        'Avatars to add 1 energy to your pool. Each channel is your whole action for the turn, and ' +
        'energy does not carry over to the next round.',
      hint: 'Try channelling energy with one of your Avatars.',
      window: 'main',
      expect: { type: 'channel' },
      highlight: [
        inBoard('[data-action="channel"]'),
        inBoard('[data-avatar="A:av1"]'),
        '[data-action="channel"]',
      ],
    },
    {
      id: 'attack',
      topic: 'Attack',
      say:
        'Attack! A ready card with Attack may attack an enemy card: attack Morrow’s Grudgeblade ' +
        '(Attack 2, 2 HP) with your Longsword (Attack 2, 3 HP). A non-Avatar card that is ' +
        'attacked hits back with its own Attack at the same time: that is reciprocal damage. ' +
        '(Avatars never deal reciprocal damage.)',
      hint: 'Try attacking Morrow’s Grudgeblade with your Longsword.',
      window: 'main',
      expect: { type: 'attack', attacker: LONGSWORD.h, targets: [GRUDGEBLADE] },
      highlight: [
        inBoard(`[data-attachment="${LONGSWORD.h}"]`),
        inBoard(`[data-target="${GRUDGEBLADE}"]`),
        inBoard(`[data-attachment="${GRUDGEBLADE}"]`),
      ],
    },
    {
      id: 'decline',
      topic: 'Respond or let it resolve',
      say:
        'Every action goes on the stack first, and each player may answer it with an Instant: ' +
        'your opponent first (they let your attack through), then you. You have nothing to add, ' +
        'so decline: the attack resolves. Your Longsword deals 2 and the Grudgeblade (2 HP) is ' +
        'destroyed; it hits back with its Attack 2, so your Longsword keeps 1 of its 3 HP.',
      hint: 'Try declining to respond, so that your attack resolves.',
      window: 'priority',
      expect: { type: 'decline' },
      highlight: [
        inBoard('[data-action="decline"]'),
        '[data-action="decline"]',
        inBoard('[data-testid="trials-stack"]'),
      ],
    },
    {
      id: 'respond',
      topic: 'Respond with an Instant',
      say:
        'Morrow’s Emberbrand attacks Kaelen! Before its damage, you may respond with an Instant, ' +
        'even on your opponent’s turn. Play Searing Retort onto Ysolde (Instants cost her 1 less: ' +
        '1 energy, the one you channelled) and deal 3 damage to the Emberbrand: the last response ' +
        'resolves first, so it is destroyed before it can strike.',
      hint: 'Try playing Searing Retort onto Ysolde, targeting the attacking Emberbrand.',
      window: 'priority',
      expect: {
        type: 'play',
        h: RETORT.h,
        id: RETORT.id,
        avatar: 'A:av1',
        targets: [EMBERBRAND],
      },
      highlight: [
        `${HAND} >> [data-hand="${RETORT.h}"][data-card="${RETORT.id}"]`,
        inBoard(`[data-target="${EMBERBRAND}"]`),
        inBoard('[data-testid="trials-stack"]'),
      ],
    },
    {
      id: 'pass',
      topic: 'Pass',
      say:
        'Your Instant did not use your turn: it is your action now, and you have no energy left. ' +
        'Pass. When both players pass one after the other, the round ends, and the one who ' +
        'passed first takes initiative for the next round.',
      hint: 'Try passing your turn.',
      window: 'main',
      expect: { type: 'pass' },
      highlight: [inBoard('[data-action="pass"]'), '[data-action="pass"]'],
    },
    {
      id: 'next-round',
      topic: 'A new round',
      say:
        'Your opponent passed too: round 2 is over. You passed first, so you keep initiative. At ' +
        'the start of round 3 every card was readied, each energy pool set to 3, and each player ' +
        'drew the next card of their deck: your Padded Gambeson. Play it onto Kaelen.',
      hint: 'Try playing the Padded Gambeson you just drew onto Kaelen.',
      window: 'main',
      expect: { type: 'play', h: GAMBESON.h, id: GAMBESON.id, avatar: 'A:av0' },
      highlight: [
        `${HAND} >> [data-hand="${GAMBESON.h}"][data-card="${GAMBESON.id}"]`,
        inBoard('[data-avatar="A:av0"]'),
        HAND,
      ],
    },
  ],
  opponentMoves: [
    { window: 'main', action: { type: 'channel', player: 'B', avatar: 'B:av0' } },
    {
      window: 'main',
      action: {
        type: 'play',
        player: 'B',
        h: SIGNET.h,
        id: SIGNET.id,
        avatar: 'B:av0',
        targets: [],
      },
    },
    {
      window: 'main',
      action: { type: 'attack', player: 'B', attacker: EMBERBRAND, targets: ['A:av0'] },
    },
    { window: 'main', action: { type: 'pass', player: 'B' } },
  ],
  done:
    'You have played your first rounds of Trials: equipping an Avatar, channelling energy, ' +
    'attacking (and reciprocal damage), answering on the stack with an Instant or letting it ' +
    'resolve, and passing to end the round. Defeat both enemy Avatars to win.',
};
