/**
 * `<authority-table>` under axe-core (docs/ui.md, "Accessibility"), at 1280×800 and 390×844: the
 * faction choice, rock-paper-scissors after a clash, the loser's repick, the board in the command
 * phase, each prompt of the board (a strike, an ability's choice, the market removal) and the end
 * of the game render with no axe violation at all. The states are real engine states: a match
 * built with the engine's own functions (commitments with protocol/choice.ts, seeded random draws
 * and seeded random legal moves), seen from a seat's view with its legal actions and the log.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../components/authority/authority-table.ts';
import type { AuthorityTable } from '../../components/authority/authority-table.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';
import { matchLegalActions } from '../../src/games/authority/match/match.ts';
import { deep } from './deep.ts';
import {
  actor,
  apply,
  authorityMatches,
  commit,
  open,
  playUntil,
  settle,
  viewOf,
  type Played,
} from './authority-match.ts';
import { violations } from './axe.ts';

const MATCH_ID = 'authority-a11y-test-0001';

const { fresh, chosen, started } = authorityMatches(MATCH_ID);

async function render(p: Played, seat: string): Promise<AuthorityTable> {
  return fixture<AuthorityTable>(
    html`<authority-table
      .state=${viewOf(p.state, seat)}
      .seat=${seat}
      .seats=${['A', 'B']}
      .names=${{ A: 'Ada', B: 'Bea' }}
      .legal=${matchLegalActions(viewOf(p.state, seat), seat)}
      .log=${p.log}
    ></authority-table>`,
  );
}

/** The screens of an Authority match: a seat, its match, and a control that must be on screen. */
function screens(): [string, () => Played, (p: Played) => string, string][] {
  const clash = () => chosen('golden-ox', 'golden-ox');
  const lost = () => {
    let p = clash();
    p = commit(p, 'A', 'rps-commit', 'rock');
    p = commit(p, 'B', 'rps-commit', 'scissors');
    p = open(p, 'A', 'rps-open', 'rock');
    return open(p, 'B', 'rps-open', 'scissors');
  };
  return [
    ['faction choice', fresh, () => 'A', 'faction-choose'],
    ['rock-paper-scissors', clash, () => 'A', 'rps-choose'],
    ['faction repick', lost, () => 'B', 'faction-pick'],
    ['board, command phase', () => started(3), actor, 'end-phase'],
    [
      'board, strike prompt',
      () => {
        const p = started(5);
        return apply(
          p,
          matchLegalActions(p.state, actor(p)).find((a) => a.type === 'attack')!,
        );
      },
      actor,
      'strike-prompt',
    ],
    [
      'board, choice prompt',
      () =>
        playUntil(
          started(21, ['golden-ox', 'hooded-brothers']),
          21,
          (q) => q.state.game?.pending?.p === 'choose',
          5000,
        ),
      actor,
      'choose-prompt',
    ],
    [
      'board, market-removal prompt',
      () => {
        const p = started(9);
        const end = matchLegalActions(p.state, actor(p)).find((a) => a.type === 'end')!;
        return settle(apply(p, end), seededRng(9));
      },
      actor,
      'cull-prompt',
    ],
    [
      'end of the game',
      () => playUntil(started(23), 23, (q) => q.state.phase === 'over', 20_000, true),
      (p) => p.state.winner!,
      'game-over',
    ],
  ];
}

describe('<authority-table> under axe', () => {
  after(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    for (const [name, build, seatOf, testid] of screens()) {
      it(`${name} at ${width}×${height} has no violation`, async () => {
        await setViewport({ width, height });
        const p = build();
        const el = await render(p, seatOf(p));
        expect(deep(el, `[data-testid="${testid}"]`), testid).to.not.equal(null);
        expect(await violations(el)).to.deep.equal([]);
      });
    }
  }
});
