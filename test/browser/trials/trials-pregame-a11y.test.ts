/**
 * `<trials-pregame>` under axe-core (docs/ui.md, "Accessibility"), at 390×844 and 1280×800, on
 * real match states: the deck choice (with a saved deck that is not legal), the review, the
 * editor, the wait with the seat's own deck, the reveal with the preference, and
 * rock-paper-scissors render with no axe violation at all, each checked once every animation in
 * every shadow root has finished (./axe.ts).
 */
import { expect, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../components/trials/trials-pregame.ts';
import type { TrialsPregame } from '../../../components/trials/trials-pregame.ts';
import type { TrialsDeckOrder } from '../../../components/trials/trials-deck-order.ts';
import { PRECON_DECKS } from '../../../src/games/trials/cards/index.ts';
import { page, violations } from './axe.ts';
import { ask, newMatch, seatProps, type Played } from './pregame-match.ts';

const CINDER = PRECON_DECKS[0]!;
const OATH = PRECON_DECKS[2]!;
const deckOf = (p: (typeof PRECON_DECKS)[number]) =>
  ({ intent: 'deck', avatars: [...p.avatars], order: [...p.order] }) as const;

describe('<trials-pregame> under axe', () => {
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    it(`every pre-game screen at ${w}×${h}`, async () => {
      await setViewport({ width: w, height: h });
      const root = await page(
        html`<trials-pregame
          seat="A"
          .seats=${['A', 'B']}
          .names=${{ A: 'Ada', B: 'Bea' }}
          .decks=${{ Unfinished: [OATH.avatars[0], ...OATH.order.slice(0, 4)] }}
        ></trials-pregame>`,
      );
      const el = root.querySelector<TrialsPregame>('trials-pregame')!;
      const show = async (p: Played) => {
        Object.assign(el, seatProps(p, 'A'));
        await el.updateComplete;
      };
      await show(newMatch());
      const choice = el.shadowRoot!.querySelector('trials-deck-choice')!;
      await choice.updateComplete;
      expect(await violations(root), 'the decks').to.deep.equal([]);
      choice.shadowRoot!.querySelector<HTMLElement>('[data-testid="deck-take"]')!.click();
      await choice.updateComplete;
      expect(await violations(root), 'the review').to.deep.equal([]);
      choice.shadowRoot!.querySelector<HTMLElement>('[data-testid="deck-edit"]')!.click();
      await choice.updateComplete;
      await choice.shadowRoot!.querySelector<TrialsDeckOrder>('trials-deck-order')!.updateComplete;
      expect(await violations(root), 'the editor').to.deep.equal([]);
      let p = ask(newMatch(), 'A', deckOf(CINDER));
      await show(p);
      expect(await violations(root), 'the wait').to.deep.equal([]);
      p = ask(p, 'B', deckOf(OATH));
      await show(p);
      expect(await violations(root), 'the reveal and the preference').to.deep.equal([]);
      p = ask(ask(p, 'A', { intent: 'initiative', choice: 'second' }), 'B', {
        intent: 'initiative',
        choice: 'second',
      });
      p = ask(p, 'A', { intent: 'rps', choice: 'rock' });
      await show(p);
      expect(await violations(root), 'rock, paper, scissors').to.deep.equal([]);
    });
  }
});
