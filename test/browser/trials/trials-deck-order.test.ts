/**
 * `<trials-deck-order>` (components/trials/trials-deck-order.ts; rulebook: "Building Your Deck",
 * "Sorting Your Deck"): the Avatars filter the cards by discipline; exactly 20 picks; drag and drop
 * and the keys reorder the deck, each move announced; the opening-hand mark follows the top 5;
 * `deck-ready` only for a legal deck, and the reasons otherwise; a pre-constructed deck loads; the
 * editor fits a phone and a desktop.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../components/trials/trials-deck-order.ts';
import type { TrialsDeckOrder } from '../../../components/trials/trials-deck-order.ts';
import { DECK_DRAG_TYPE } from '../../../components/trials/events.ts';
import {
  AREN_VESPER_ORDER,
  EMBER,
  FLARE,
  KATANA,
  PRECONS,
  SIR_AREN,
  TEST_CARDS,
  VESPER,
} from './cards.ts';

async function editor(extra: Partial<TrialsDeckOrder> = {}): Promise<TrialsDeckOrder> {
  const el = await fixture<TrialsDeckOrder>(
    html`<trials-deck-order
      reduced-motion
      .cards=${TEST_CARDS}
      .precons=${[]}
    ></trials-deck-order>`,
  );
  Object.assign(el, extra);
  await el.updateComplete;
  return el;
}

const $ = <T extends Element = HTMLElement>(el: TrialsDeckOrder, sel: string) =>
  el.shadowRoot!.querySelector<T & HTMLElement>(sel);
const $$ = (el: TrialsDeckOrder, sel: string) => [
  ...el.shadowRoot!.querySelectorAll<HTMLElement>(sel),
];

async function click(el: TrialsDeckOrder, sel: string): Promise<void> {
  const b = $(el, sel);
  expect(b, sel).to.not.equal(null);
  b!.click();
  await el.updateComplete;
}

/** The deck's card ids as the ordered list shows them, top first. */
const shown = (el: TrialsDeckOrder) =>
  $$(el, 'ol.order li[data-order-card]').map((li) => li.dataset['orderCard']!);
/** The ids marked as the opening hand. */
const handMarked = (el: TrialsDeckOrder) =>
  $$(el, 'ol.order li[data-order-card]')
    .filter((li) => li.querySelector('[data-testid="hand-mark"]'))
    .map((li) => li.dataset['orderCard']!);

/** Presses `key` with Alt held. */
async function alt(key: string): Promise<void> {
  await sendKeys({ down: 'Alt' });
  await sendKeys({ press: key });
  await sendKeys({ up: 'Alt' });
}

async function chooseAvatars(el: TrialsDeckOrder, ...ids: string[]): Promise<void> {
  for (const id of ids) await click(el, `button[data-avatar="${id}"]`);
}

async function pickAll(el: TrialsDeckOrder, ids: readonly string[]): Promise<void> {
  for (const id of ids) await click(el, `.pool button[data-card="${id}"]`);
}

describe('<trials-deck-order>', () => {
  it('shows only the cards sharing a discipline with the 2 chosen Avatars', async () => {
    const el = await editor();
    expect($$(el, '.pool button.face')).to.have.length(0);
    expect($(el, '.hint')!.textContent).to.contain('Choose your Avatars first');
    await chooseAvatars(el, SIR_AREN.id, VESPER.id);
    const pool = $$(el, '.pool button.face').map((b) => b.dataset['card']!);
    expect(pool).to.include(KATANA.id);
    expect(pool).to.include('tr-chivalry-1');
    expect(pool).to.include('tr-blessing');
    expect(pool).not.to.include(FLARE.id);
    expect(pool.some((id) => id.startsWith('tr-pyromancy'))).to.equal(false);
    // a third Avatar is blocked while two are chosen
    const ember = $(el, `button[data-avatar="${EMBER.id}"]`)!;
    expect(ember.getAttribute('aria-disabled')).to.equal('true');
    await click(el, `button[data-avatar="${EMBER.id}"]`);
    expect(el.chosenAvatars).to.deep.equal([SIR_AREN.id, VESPER.id]);
    // the filter narrows to one discipline of the Avatars
    await click(el, '.filters button[data-filter="shadow"]');
    const shadow = $$(el, '.pool button.face').map((b) => b.dataset['card']!);
    expect(shadow).to.include(KATANA.id);
    expect(shadow.every((id) => id === KATANA.id || id.startsWith('tr-shadow'))).to.equal(true);
  });

  it('takes exactly 20 singletons and emits deck-ready only when the deck is legal', async () => {
    const el = await editor();
    let readies = 0;
    el.addEventListener('deck-ready', () => (readies += 1));
    await chooseAvatars(el, SIR_AREN.id, VESPER.id);
    await pickAll(el, AREN_VESPER_ORDER.slice(0, 19));
    expect($(el, '[data-testid="deck-count"]')!.textContent).to.contain('19 / 20');
    expect($(el, '[data-testid="deck-problems"]')!.textContent).to.contain('add 1');
    await click(el, '[data-testid="deck-ready"]');
    expect(readies).to.equal(0);
    await pickAll(el, AREN_VESPER_ORDER.slice(19));
    expect($(el, '[data-testid="deck-count"]')!.textContent).to.contain('20 / 20');
    // the cost curve counts the 20 by cost: Katana 1, Tower Shield 2, Blessing 3, and the rest
    const curve = $(el, '[data-testid="curve"]')!.getAttribute('aria-label')!;
    const costs = AREN_VESPER_ORDER.map((id) => {
      const d = TEST_CARDS.find((c) => c.id === id)!;
      return d.kind === 'avatar' ? -1 : d.cost;
    });
    const byCost = [0, 1, 2, 3, 4, 5, 6].map((c) => costs.filter((x) => x === c).length);
    expect(curve).to.equal(
      `Cost curve: ${byCost.map((n, c) => `cost ${c}: ${n}`).join(', ')}, cost 7+: 0`,
    );
    // a 21st card is refused
    const extra = $(el, '.pool button[data-card="tr-shadow-6"]')!;
    expect(extra.getAttribute('aria-disabled')).to.equal('true');
    await click(el, '.pool button[data-card="tr-shadow-6"]');
    expect(el.deckOrder).to.have.length(20);
    expect($(el, '[data-testid="deck-legal"]')).to.not.equal(null);
    setTimeout(() => $(el, '[data-testid="deck-ready"]')!.click());
    const ev = await oneEvent(el, 'deck-ready');
    expect(ev.detail.avatars).to.deep.equal([SIR_AREN.id, VESPER.id]);
    expect(ev.detail.order).to.deep.equal([...AREN_VESPER_ORDER]);
    // a picked card clicked again leaves the deck
    await click(el, `.pool button[data-card="${KATANA.id}"]`);
    expect(el.deckOrder).not.to.include(KATANA.id);
  });

  it('says why a deck is not legal: an off-discipline card after an Avatar changes', async () => {
    const el = await editor({ avatars: [SIR_AREN.id, VESPER.id], order: AREN_VESPER_ORDER });
    expect($(el, '[data-testid="deck-legal"]')).to.not.equal(null);
    await chooseAvatars(el, VESPER.id, EMBER.id);
    const problems = $(el, '[data-testid="deck-problems"]')!.textContent!;
    expect(el.chosenAvatars).to.deep.equal([SIR_AREN.id, EMBER.id]);
    expect(problems).to.contain('Unyielding Katana shares no discipline');
    expect(problems).not.to.contain('Tower Shield');
    expect($(el, `li[data-order-card="${KATANA.id}"]`)!.classList.contains('off')).to.equal(true);
    let readies = 0;
    el.addEventListener('deck-ready', () => (readies += 1));
    await click(el, '[data-testid="deck-ready"]');
    expect(readies).to.equal(0);
    expect($(el, '[data-testid="deck-ready"]')!.getAttribute('aria-disabled')).to.equal('true');
  });

  it('reorders by keys (Alt with arrows, Home, End), announces each move, and the hand mark follows', async () => {
    const el = await editor({ avatars: [SIR_AREN.id, VESPER.id], order: AREN_VESPER_ORDER });
    const sixth = AREN_VESPER_ORDER[5]!;
    expect(handMarked(el)).to.deep.equal(AREN_VESPER_ORDER.slice(0, 5));
    const rows = $$(el, 'ol.order button.row');
    rows[5]!.focus();
    await alt('ArrowUp');
    await el.updateComplete;
    expect(shown(el)[4]).to.equal(sixth);
    expect(handMarked(el)).to.include(sixth);
    expect(handMarked(el)).not.to.include(AREN_VESPER_ORDER[4]);
    expect($(el, '[data-testid="deck-announce"]')!.textContent).to.contain(
      'moved to position 5 of 20, in the opening hand',
    );
    // focus stays on the moved card
    expect(el.shadowRoot!.activeElement?.getAttribute('data-card')).to.equal(sixth);
    await alt('Home');
    await el.updateComplete;
    expect(shown(el)[0]).to.equal(sixth);
    await alt('End');
    await el.updateComplete;
    expect(shown(el)[19]).to.equal(sixth);
    expect(handMarked(el)).not.to.include(sixth);
    expect($(el, '[data-testid="deck-announce"]')!.textContent).to.contain('position 20 of 20');
    await alt('ArrowDown');
    await el.updateComplete;
    expect(shown(el)[19]).to.equal(sixth);
    // plain arrows move focus, not cards
    await sendKeys({ press: 'ArrowUp' });
    expect(el.shadowRoot!.activeElement?.getAttribute('data-card')).to.equal(shown(el)[18]);
    expect(shown(el)[19]).to.equal(sixth);
    // the move buttons do the same for a selected card
    await click(el, `ol.order button[data-card="${sixth}"]`);
    await click(el, '[data-testid="move-top"]');
    expect(shown(el)[0]).to.equal(sixth);
    await click(el, '[data-testid="move-down"]');
    expect(shown(el)[1]).to.equal(sixth);
  });

  it('reorders by drag and drop, and a pool card dropped on the list is added there', async () => {
    const el = await editor({ avatars: [SIR_AREN.id, VESPER.id], order: AREN_VESPER_ORDER });
    const tenth = AREN_VESPER_ORDER[9]!;
    const dt = new DataTransfer();
    const from = $(el, `li[data-order-card="${tenth}"]`)!;
    from.dispatchEvent(new DragEvent('dragstart', { dataTransfer: dt, bubbles: true }));
    expect(dt.getData(DECK_DRAG_TYPE)).to.equal(tenth);
    const to = $(el, `li[data-order-card="${AREN_VESPER_ORDER[1]}"]`)!;
    const over = new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true });
    to.dispatchEvent(over);
    expect(over.defaultPrevented).to.equal(true);
    to.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    await el.updateComplete;
    expect(shown(el)[1]).to.equal(tenth);
    expect(shown(el)).to.have.length(20);
    expect(handMarked(el)).to.include(tenth);
    expect(handMarked(el)).not.to.include(AREN_VESPER_ORDER[4]);
    // remove one, then drag a pool card onto position 1
    await click(el, `ol.order button[data-card="${KATANA.id}"]`);
    await click(el, '[data-testid="move-remove"]');
    expect(shown(el)).to.have.length(19);
    const dt2 = new DataTransfer();
    $(el, '.pool button[data-card="tr-shadow-6"]')!.dispatchEvent(
      new DragEvent('dragstart', { dataTransfer: dt2, bubbles: true }),
    );
    $(el, `li[data-order-card="${shown(el)[0]}"]`)!.dispatchEvent(
      new DragEvent('drop', { dataTransfer: dt2, bubbles: true, cancelable: true }),
    );
    await el.updateComplete;
    expect(shown(el)[0]).to.equal('tr-shadow-6');
    expect(shown(el)).to.have.length(20);
  });

  it('starts from a pre-constructed deck', async () => {
    const el = await editor({ precons: PRECONS });
    await click(el, '[data-testid="precon-load"]');
    expect(el.chosenAvatars).to.deep.equal([SIR_AREN.id, VESPER.id]);
    expect(shown(el)).to.deep.equal([...AREN_VESPER_ORDER]);
    expect($(el, '[data-testid="deck-legal"]')).to.not.equal(null);
  });

  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    it(`fits ${w}×${h} with no sideways scroll`, async () => {
      await setViewport({ width: w, height: h });
      const el = await editor({ avatars: [SIR_AREN.id, VESPER.id], order: AREN_VESPER_ORDER });
      expect(document.documentElement.scrollWidth).to.be.at.most(w);
      const ol = $(el, 'ol.order')!.getBoundingClientRect();
      expect(ol.width).to.be.greaterThan(200);
      expect(ol.right).to.be.at.most(w);
    });
  }
});
