import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../components/paragons/parley-draft.ts';
import type { ParleyDraft } from '../../../components/paragons/parley-draft.ts';
import { cardById } from '../../../src/games/paragons/cards/index.ts';
import type { DraftState } from '../../../src/games/paragons/match/types.ts';

const LAYOUT = [
  'g-skyreach-roc',
  'g-veilwalker-assassin',
  'g-oracle-of-ash',
  'g-high-marshal',
  'g-mire-hydra',
  'g-voidbinder',
  'g-the-coin-king',
  'g-marsh-gorgon',
];

function draft(turn: 'A' | 'B'): DraftState {
  return {
    step: 'greater',
    layout: LAYOUT,
    greaterLeft: [],
    lesserLeft: [],
    picks: { A: ['g-ashen-phoenix'], B: ['g-dread-executioner', 'g-grand-conjurer'] },
    turn,
  };
}

function slots(el: ParleyDraft): HTMLButtonElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.slot')];
}

describe('<parley-draft>', () => {
  it('renders the layout, whose pick it is, both players picks and rating hints', async () => {
    for (const id of LAYOUT) expect(cardById(id), id).to.not.equal(undefined);
    const el = await fixture<ParleyDraft>(
      html`<parley-draft
        viewer="A"
        .names=${{ B: 'Bea' }}
        .draft=${draft('B')}
        .ratings=${{ 'g-skyreach-roc': 0.6, 'g-high-marshal': 0.9 }}
      ></parley-draft>`,
    );
    const root = el.shadowRoot!;
    expect(root.querySelector('h2')!.textContent).to.equal('Greater Mercenary Draft');
    expect(root.querySelector('.turn')!.textContent!.replace(/\s+/g, ' ')).to.contain("Bea's pick");
    expect(slots(el).length).to.equal(8);
    const picks = [...root.querySelectorAll('.picks section')];
    expect(picks[0]!.textContent).to.contain('Your picks (1)');
    expect(picks[0]!.textContent).to.contain('Ashen Phoenix');
    expect(picks[1]!.textContent).to.contain("Bea's picks (2)");
    expect(picks[1]!.textContent).to.contain('Grand Conjurer');
    const marshal = slots(el)[3]!;
    const best = marshal.querySelector('.hint.best')!;
    expect(best.getAttribute('data-stars')).to.equal('5');
    expect(best.querySelectorAll('parley-card-art.star.full').length).to.equal(5);
    expect(best.textContent!.trim()).to.equal('');
    expect(marshal.getAttribute('aria-label')).to.contain('Rating 5 of 5, suggested pick');
    expect(slots(el)[0]!.getAttribute('aria-label')).to.contain('Rating 3 of 5.');
  });

  it('emits pick only on the viewer turn', async () => {
    const el = await fixture<ParleyDraft>(
      html`<parley-draft viewer="A" .draft=${draft('B')}></parley-draft>`,
    );
    let picked = false;
    el.addEventListener('pick', () => (picked = true));
    slots(el)[0]!.click();
    expect(picked).to.equal(false);
    expect(slots(el)[0]!.getAttribute('aria-disabled')).to.equal('true');
    el.draft = draft('A');
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.turn')!.textContent).to.contain('Your pick');
    setTimeout(() => slots(el)[2]!.click());
    expect((await oneEvent(el, 'pick')).detail).to.deep.equal({
      cardId: 'g-oracle-of-ash',
      index: 2,
    });
  });

  it('moves in the grid with arrow keys and picks with Enter', async () => {
    const el = await fixture<ParleyDraft>(
      html`<parley-draft viewer="A" .draft=${draft('A')}></parley-draft>`,
    );
    el.style.width = '30rem';
    const s = slots(el);
    const cols = getComputedStyle(
      el.shadowRoot!.querySelector('.layout')!,
    ).gridTemplateColumns.split(' ').length;
    s[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(el.shadowRoot!.activeElement).to.equal(s[1]);
    await sendKeys({ press: 'ArrowDown' });
    expect(cols).to.be.within(2, 5);
    expect(el.shadowRoot!.activeElement).to.equal(s[1 + cols]);
    await sendKeys({ press: 'Home' });
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    expect((await oneEvent(el, 'pick')).detail.cardId).to.equal('g-skyreach-roc');
  });

  it('shows a waiting state while the layout is drawn', async () => {
    const el = await fixture<ParleyDraft>(
      html`<parley-draft .draft=${{ ...draft('A'), layout: [] }}></parley-draft>`,
    );
    expect(el.shadowRoot!.querySelector('[role="status"]')!.textContent).to.contain('Laying out');
  });
});
