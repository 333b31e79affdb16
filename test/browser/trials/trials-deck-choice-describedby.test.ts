/**
 * `<trials-deck-choice>` (components/trials/trials-deck-choice.ts; docs/ui.md, "Saved decks"): a
 * saved deck that is not legal is listed with its problems, and its Take button is described by
 * them (`aria-describedby`). Deck names are the player's words and hold spaces ("My old deck"),
 * while `aria-describedby` is a list of ids separated by spaces: the reference must still name
 * exactly the problems list of that deck.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../components/trials/trials-deck-choice.ts';
import type { TrialsDeckChoice } from '../../../components/trials/trials-deck-choice.ts';

describe('<trials-deck-choice> problems of a saved deck', () => {
  it('describes the Take button of a deck whose name has spaces by its problems list', async () => {
    const el = await fixture<TrialsDeckChoice>(
      html`<trials-deck-choice
        reduced-motion
        .decks=${{ 'My old deck': ['tr-kaelen-ashmarch'], Other: ['tr-kaelen-ashmarch'] }}
      ></trials-deck-choice>`,
    );
    await el.updateComplete;
    const root = el.shadowRoot!;
    for (const name of ['My old deck', 'Other']) {
      const li = [...root.querySelectorAll<HTMLElement>('li[data-deck]')].find(
        (x) => x.dataset['deck'] === `saved:${name}`,
      )!;
      const take = li.querySelector<HTMLElement>('[data-testid="deck-take"]')!;
      const refs = (take.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const named = refs.map((id) => root.getElementById(id));
      expect(named.length, name).to.equal(1);
      expect(named[0], name).to.equal(li.querySelector('[data-testid="deck-problems"]'));
    }
  });
});
