/**
 * The size of Trials' legal-action list on a position a real match reaches (src/games/trials/
 * legal.ts; docs/adding-a-game.md: the table, the automation and the bots all take
 * `legalActions`): Starfall Cinders (8 split damage, a pre-constructed deck's card) in hand while
 * the opponent's two Avatars hold ten cards between them (Ongoing Abilities take no slot: rulebook
 * "Ongoing"). Every division of the 8 points is listed once per Avatar to play it onto:
 * C(12 + 7, 8) = 75,582 each.
 */
import { expect, it } from 'vitest';
import { legalActions } from '../../src/games/trials/legal.ts';
import { scenarioDb, stateFromSetup } from '../../src/games/trials/scenario-setup.ts';
import { view } from '../../src/games/trials/view.ts';

it('a hand Starfall against twelve enemy cards lists a bounded number of actions', () => {
  const db = scenarioDb({});
  const five = [
    'tr-censer-mace',
    'tr-pilgrims-cudgel',
    'tr-vestments-of-dawn',
    'tr-rosary-of-small-mercies',
    'tr-lantern-spirit',
  ];
  const s = stateFromSetup(db, {
    round: 5,
    players: {
      A: {
        avatars: [{ card: 'tr-ysolde-cinder-scholar' }, { card: 'tr-kaelen-ashmarch' }],
        hand: ['tr-starfall-cinders'],
        energy: 5,
      },
      B: {
        avatars: [
          { card: 'tr-orsolya-of-the-bright-wall', attachments: five },
          { card: 'tr-tamsin-gallowglass', attachments: five },
        ],
      },
    },
  } as never);
  const legal = legalActions(db, view(s, 'A'), 'A');
  const plays = legal.filter((a) => a.type === 'play').length;
  console.log('plays', plays, 'legal', legal.length);
  expect(legal.length).toBeLessThan(1000);
});
