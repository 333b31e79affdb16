/**
 * The size of Trials' legal-action list on a position a real match reaches (src/games/trials/
 * legal.ts; docs/adding-a-game.md: the table, the automation and the bots all take
 * `legalActions`): Starfall Cinders (8 split damage, a pre-constructed deck's card) in hand while
 * the opponent's two Avatars hold ten cards between them (Ongoing Abilities take no slot: rulebook
 * "Ongoing"). Listing every division of the 8 points once per Avatar to play it onto would be
 * C(12 + 7, 8) = 75,582 plays each; the points are named one at a time in the split window (D36),
 * so the play is listed once per Avatar.
 */
import { expect, it } from 'vitest';
import { legalActions } from '../../src/games/trials/legal.ts';
import { scenarioDb } from '../../src/games/trials/scenario-setup.ts';
import { view } from '../../src/games/trials/view.ts';
import { starfallInHand } from './starfall-position.ts';

it('a hand Starfall against twelve enemy cards lists a bounded number of actions', () => {
  const db = scenarioDb({});
  const five = [
    'tr-censer-mace',
    'tr-pilgrims-cudgel',
    'tr-vestments-of-dawn',
    'tr-rosary-of-small-mercies',
    'tr-lantern-spirit',
  ];
  const s = starfallInHand(db, five, five);
  const legal = legalActions(db, view(s, 'A'), 'A');
  expect(legal.filter((a) => a.type === 'play')).toHaveLength(2);
  expect(legal.length).toBeLessThan(1000);
});
