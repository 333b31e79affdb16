/**
 * A Trials position the split tests share (docs/rules/trials.md D36): round 5, seat A's Cinder
 * Vanguard Avatars (Ysolde, Kaelen) with 5 energy and Starfall Cinders (8 split damage, a
 * pre-constructed deck's card) in hand, against seat B's Oath of the Dawn Avatars (Orsolya, Tamsin)
 * holding `attachments` each.
 */
import type { CardDb } from '../../src/games/trials/carddb.ts';
import { stateFromSetup } from '../../src/games/trials/scenario-setup.ts';
import type { TrialsState } from '../../src/games/trials/types.ts';

/** The position, with Orsolya holding `orsolya` and Tamsin `tamsin` (card ids). */
export function starfallInHand(
  db: CardDb,
  orsolya: readonly string[] = [],
  tamsin: readonly string[] = [],
): TrialsState {
  return stateFromSetup(db, {
    round: 5,
    players: {
      A: {
        avatars: [{ card: 'tr-ysolde-cinder-scholar' }, { card: 'tr-kaelen-ashmarch' }],
        hand: ['tr-starfall-cinders'],
        energy: 5,
      },
      B: {
        avatars: [
          { card: 'tr-orsolya-of-the-bright-wall', attachments: [...orsolya] },
          { card: 'tr-tamsin-gallowglass', attachments: [...tamsin] },
        ],
      },
    },
  } as never);
}
