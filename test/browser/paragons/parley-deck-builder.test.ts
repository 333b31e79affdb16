import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../components/paragons/parley-deck-builder.ts';
import type { ParleyDeckBuilder } from '../../../components/paragons/parley-deck-builder.ts';
import { CLASS_CARDS, GREATER_IDS, LESSER_IDS } from '../../../src/games/paragons/cards/index.ts';

/** A 55-card pool: the Warrior's 30 class cards, 7 Greater and 18 Lesser Mercenaries. */
const POOL = [...CLASS_CARDS.warrior, ...GREATER_IDS.slice(0, 7), ...LESSER_IDS.slice(0, 18)];
const DECK = POOL.slice(0, 30);

function poolButtons(el: ParleyDeckBuilder): HTMLButtonElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('ul.pool button')];
}
function deckButtons(el: ParleyDeckBuilder): HTMLButtonElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('ul.deck button')];
}
function count(el: ParleyDeckBuilder): string {
  return el.shadowRoot!.querySelector('.count')!.textContent!.replace(/\s+/g, ' ').trim();
}

describe('<parley-deck-builder>', () => {
  it('shows the pool grouped, a live count and the mana curve', async () => {
    expect(POOL.length).to.equal(55);
    const el = await fixture<ParleyDeckBuilder>(
      html`<parley-deck-builder cls="warrior" .pool=${POOL}></parley-deck-builder>`,
    );
    expect(count(el)).to.contain('0 / 30');
    const distinct = new Set(POOL).size;
    expect(poolButtons(el).length).to.equal(distinct);
    const recruit = poolButtons(el).find((b) => b.dataset.card === 'w-oathsworn-recruit')!;
    expect(recruit.getAttribute('aria-label')).to.contain('2 of 2 left');
    setTimeout(() => recruit.click());
    expect((await oneEvent(el, 'deck-change')).detail.cards).to.deep.equal(['w-oathsworn-recruit']);
    await el.updateComplete;
    expect(count(el)).to.contain('1 / 30');
    expect(recruit.getAttribute('aria-label')).to.contain('1 of 2 left');
    recruit.click();
    await el.updateComplete;
    recruit.click(); // none left: ignored
    await el.updateComplete;
    expect(recruit.getAttribute('aria-disabled')).to.equal('true');
    expect(el.cards).to.deep.equal(['w-oathsworn-recruit', 'w-oathsworn-recruit']);
    const curve = el.shadowRoot!.querySelector('.curve')!.getAttribute('aria-label')!;
    expect(curve).to.contain('cost 1: 2');
    expect(curve).to.contain('cost 2: 0');
  });

  it('filters class and neutral cards', async () => {
    const el = await fixture<ParleyDeckBuilder>(
      html`<parley-deck-builder cls="warrior" .pool=${POOL}></parley-deck-builder>`,
    );
    const filter = (f: string) =>
      el.shadowRoot!.querySelector<HTMLButtonElement>(`[data-filter="${f}"]`)!;
    expect(filter('class').textContent!.trim()).to.equal('Warrior');
    filter('class').click();
    await el.updateComplete;
    expect(poolButtons(el).every((b) => b.dataset.card!.startsWith('w-'))).to.equal(true);
    expect(filter('class').getAttribute('aria-pressed')).to.equal('true');
    filter('neutral').click();
    await el.updateComplete;
    expect(poolButtons(el).every((b) => /^[gl]-/.test(b.dataset.card!))).to.equal(true);
  });

  it('submits only a full deck; removes cards; save, load and delete by events', async () => {
    const el = await fixture<ParleyDeckBuilder>(
      html`<parley-deck-builder
        .pool=${POOL}
        .deck=${DECK}
        .savedDecks=${['Aggro', 'Control']}
      ></parley-deck-builder>`,
    );
    expect(count(el)).to.contain('30 / 30');
    const submit = el.shadowRoot!.querySelector<HTMLButtonElement>('.submit')!;
    expect(submit.disabled).to.equal(false);
    setTimeout(() => submit.click());
    expect((await oneEvent(el, 'deck-submit')).detail.cards).to.deep.equal([...DECK].sort());
    deckButtons(el)[0]!.click();
    await el.updateComplete;
    expect(count(el)).to.contain('29 / 30');
    expect(submit.disabled).to.equal(true);

    const input = el.shadowRoot!.querySelector<HTMLInputElement>('#save-name')!;
    input.value = 'My deck';
    input.dispatchEvent(new Event('input'));
    await el.updateComplete;
    setTimeout(() => el.shadowRoot!.querySelector<HTMLButtonElement>('.save')!.click());
    const saved = await oneEvent(el, 'deck-save');
    expect(saved.detail.name).to.equal('My deck');
    expect(saved.detail.cards.length).to.equal(29);

    const select = el.shadowRoot!.querySelector<HTMLSelectElement>('#load-name')!;
    select.value = 'Control';
    select.dispatchEvent(new Event('change'));
    setTimeout(() => el.shadowRoot!.querySelector<HTMLButtonElement>('.load')!.click());
    expect((await oneEvent(el, 'deck-load')).detail).to.deep.equal({ name: 'Control' });
    setTimeout(() => el.shadowRoot!.querySelector<HTMLButtonElement>('.delete')!.click());
    expect((await oneEvent(el, 'deck-delete')).detail).to.deep.equal({ name: 'Control' });
    // The shell answers a load by setting `deck`.
    el.deck = POOL.slice(25, 55);
    await el.updateComplete;
    expect(el.cards).to.deep.equal(POOL.slice(25, 55).sort());
  });

  it('swap mode: the Reserve Pile, changes counted, undo', async () => {
    const el = await fixture<ParleyDeckBuilder>(
      html`<parley-deck-builder mode="swap" .pool=${POOL} .deck=${DECK}></parley-deck-builder>`,
    );
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.contain('Reserve Pile');
    const reserve = poolButtons(el).map((b) => b.dataset.card!);
    expect(reserve).to.have.members([...new Set(POOL.slice(30))]);
    expect(el.shadowRoot!.querySelector('.saves')).to.equal(null);
    const out = deckButtons(el)[0]!.dataset.card!;
    deckButtons(el)[0]!.click();
    await el.updateComplete;
    poolButtons(el)
      .find((b) => b.dataset.card !== out)!
      .click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.diff')!.textContent).to.equal('Swapped in 1, out 1');
    expect(count(el)).to.contain('30 / 30');
    el.shadowRoot!.querySelector<HTMLButtonElement>('.reset')!.click();
    await el.updateComplete;
    expect(el.cards).to.deep.equal([...DECK].sort());
  });

  it('keyboard: one tab stop per list, arrows move, Enter adds', async () => {
    const el = await fixture<ParleyDeckBuilder>(
      html`<parley-deck-builder .pool=${POOL}></parley-deck-builder>`,
    );
    const b = poolButtons(el);
    expect(b.filter((x) => x.tabIndex === 0).length).to.equal(1);
    b[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    expect(el.shadowRoot!.activeElement).to.equal(b[2]);
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    expect((await oneEvent(el, 'deck-change')).detail.cards).to.deep.equal([b[2]!.dataset.card]);
    await sendKeys({ press: 'ArrowUp' });
    expect(el.shadowRoot!.activeElement).to.equal(b[1]);
  });
});
