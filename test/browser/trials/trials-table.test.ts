/**
 * `<trials-table>` (components/game-table.ts; docs/adding-a-game.md, "The table"): in the pre-game
 * windows it renders `<trials-pregame>` with every table property passed through as given; once
 * the game has begun (and after it ends) the board, which sends the table's `game-action`.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { seatView } from '../../../src/engine/index.ts';
import { createMatch } from '../../../src/games/trials/match/match.ts';
import type { MatchState } from '../../../src/games/trials/match/types.ts';
import '../../../components/trials/trials-table.ts';
import { TRIALS_UI, type TrialsTable } from '../../../components/trials/trials-table.ts';
import { $, legalOf, matchFor, position, settle } from './board-kit.ts';
import type { TrialsBoard } from '../../../components/trials/trials-board.ts';

type Passed = Record<string, unknown>;

describe('<trials-table>', () => {
  it('is the registry’s table for Trials', () => {
    expect(TRIALS_UI).to.deep.equal({ table: 'trials-table' });
  });

  for (const phase of ['deck-order', 'avatar-reveal', 'initiative-commit', 'rps-commit'] as const) {
    it(`passes every property to <trials-pregame> in ${phase}`, async () => {
      const start = createMatch(seatView('A'), 'm', ['A', 'B']);
      // A state that can occur: the rock-paper-scissors window has its first round open.
      const rps = phase === 'rps-commit' ? { round: 1, commits: {}, choices: {} } : null;
      const state: MatchState = { ...start, phase, rps };
      const props = {
        state,
        seat: 'A',
        seats: ['A', 'B'],
        names: { A: 'Ann', B: 'Bea' },
        legal: [],
        log: [{ type: 'deck-committed', seat: 'B' }],
        busy: true,
        deadline: 123,
        reducedMotion: true,
        notes: { deck: null },
        decks: { Mine: ['x'] },
      };
      const el = await fixture<TrialsTable>(html`<trials-table></trials-table>`);
      Object.assign(el, props);
      await el.updateComplete;
      const pre = el.shadowRoot!.querySelector('trials-pregame') as unknown as Passed | null;
      expect(pre).not.to.equal(null);
      for (const [k, v] of Object.entries(props)) expect(pre![k], k).to.equal(v);
      expect(el.shadowRoot!.querySelector('trials-board')).to.equal(null);
    });
  }

  it('shows the board in the game, whose game-action bubbles out of the table', async () => {
    const real = { avatars: ['tr-sable-whisperwake', 'tr-kaelen-ashmarch'] };
    const p = position({}, { players: { A: { ...real, hand: ['tr-spark-volley'] }, B: real } });
    const legal = legalOf(p, 'A');
    const el = await fixture<TrialsTable>(html`<trials-table></trials-table>`);
    Object.assign(el, { state: matchFor(p, 'A'), seat: 'A', legal });
    await el.updateComplete;
    const b = el.shadowRoot!.querySelector<TrialsBoard>('[data-testid="trials-board"]')!;
    expect(b.tagName).to.equal('TRIALS-BOARD');
    expect(el.shadowRoot!.querySelector('trials-pregame')).to.equal(null);
    await settle(b);
    let sent: unknown = null;
    el.addEventListener('game-action', (e) => (sent = e.detail.action));
    $(b, '[data-action="pass"]').click();
    expect(sent).to.equal(legal.find((a) => a.type === 'pass'));
  });
});
