import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../components/paragons/parley-hand.ts';
import type { ParleyHand } from '../../../components/paragons/parley-hand.ts';
import { DRAG_TYPE } from '../../../components/paragons/events.ts';
import { cardById } from '../../../src/games/paragons/cards/index.ts';

/** The element's DOM with every nested shadow root, as one string. */
function deepHTML(root: Element | ShadowRoot): string {
  let out = root instanceof Element ? root.outerHTML : root.innerHTML;
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) out += deepHTML(el.shadowRoot);
  return out;
}

const IDS = ['w-oathsworn-recruit', 'm-scorch', 'l-ogre-bruiser', 'r-pitfall'];
const SLOTS = IDS.map((id, i) => ({ h: `A${i + 1}`, id }));

function buttons(el: ParleyHand): HTMLButtonElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.slot')];
}

describe('<parley-hand>', () => {
  it('renders the own hand face up with playable highlighting', async () => {
    for (const id of IDS) expect(cardById(id), id).to.not.equal(undefined);
    const el = await fixture<ParleyHand>(
      html`<parley-hand .cards=${SLOTS} .playable=${['A1', 'A3']} .selected=${'A3'}></parley-hand>`,
    );
    const b = buttons(el);
    expect(b.length).to.equal(4);
    expect(b[0]!.getAttribute('aria-label')).to.contain('Oathsworn Recruit');
    expect(b[0]!.getAttribute('aria-label')).to.contain('Playable.');
    expect(b[1]!.getAttribute('aria-label')).not.to.contain('Playable.');
    const cards = b.map((x) => x.querySelector('parley-card')!);
    expect(cards.map((c) => c.playable)).to.deep.equal([true, false, true, false]);
    expect(cards[2]!.selected).to.equal(true);
    expect(b[2]!.getAttribute('aria-pressed')).to.equal('true');
    expect(b[0]!.draggable).to.equal(true);
    expect(b[1]!.draggable).to.equal(false);
    expect(el.shadowRoot!.querySelector('[role="toolbar"]')!.getAttribute('aria-label')).to.equal(
      'Your hand: 4 cards',
    );
  });

  it('emits card-select on click and on drag start', async () => {
    const el = await fixture<ParleyHand>(
      html`<parley-hand .cards=${SLOTS} .playable=${['A1']}></parley-hand>`,
    );
    setTimeout(() => buttons(el)[1]!.click());
    expect((await oneEvent(el, 'card-select')).detail).to.deep.equal({
      handle: 'A2',
      cardId: 'm-scorch',
      playable: false,
    });
    const dt = new DataTransfer();
    setTimeout(() =>
      buttons(el)[0]!.dispatchEvent(
        new DragEvent('dragstart', { dataTransfer: dt, bubbles: true, cancelable: true }),
      ),
    );
    expect((await oneEvent(el, 'card-select')).detail.handle).to.equal('A1');
    expect(JSON.parse(dt.getData(DRAG_TYPE))).to.deep.equal({ from: 'hand', handle: 'A1' });
    const blocked = new DragEvent('dragstart', {
      dataTransfer: dt,
      bubbles: true,
      cancelable: true,
    });
    buttons(el)[1]!.dispatchEvent(blocked);
    expect(blocked.defaultPrevented).to.equal(true);
  });

  it('is keyboard navigable with one tab stop, arrows, Home/End and Enter', async () => {
    const el = await fixture<ParleyHand>(html`<parley-hand .cards=${SLOTS}></parley-hand>`);
    const b = buttons(el);
    expect(b.map((x) => x.tabIndex)).to.deep.equal([0, -1, -1, -1]);
    b[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(el.shadowRoot!.activeElement).to.equal(b[2]);
    await sendKeys({ press: 'Home' });
    expect(el.shadowRoot!.activeElement).to.equal(b[0]);
    await sendKeys({ press: 'End' });
    expect(el.shadowRoot!.activeElement).to.equal(b[3]);
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    expect((await oneEvent(el, 'card-select')).detail.cardId).to.equal('r-pitfall');
    setTimeout(() => void sendKeys({ press: 'i' }));
    expect((await oneEvent(el, 'card-inspect')).detail.cardId).to.equal('r-pitfall');
  });

  it("renders the opponent's hand as backs with no card id anywhere", async () => {
    const el = await fixture<ParleyHand>(
      html`<parley-hand opponent .cards=${SLOTS}></parley-hand>`,
    );
    const dom = deepHTML(el);
    for (const id of IDS) {
      expect(dom).not.to.contain(id);
      expect(dom).not.to.contain(cardById(id)!.name);
    }
    const backs = el.shadowRoot!.querySelectorAll('parley-card');
    expect(backs.length).to.equal(4);
    for (const back of backs) expect(back.faceDown).to.equal(true);
    expect(el.shadowRoot!.querySelector('[role="group"]')!.getAttribute('aria-label')).to.equal(
      "Opponent's hand: 4 cards",
    );
    expect(el.shadowRoot!.querySelectorAll('button').length).to.equal(0);
    el.cards = [];
    el.count = 1;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelectorAll('parley-card').length).to.equal(1);
    expect(el.shadowRoot!.querySelector('[role="group"]')!.getAttribute('aria-label')).to.equal(
      "Opponent's hand: 1 card",
    );
  });
});
