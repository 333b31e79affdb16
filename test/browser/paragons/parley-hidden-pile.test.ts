import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../components/paragons/parley-hidden-pile.ts';
import type { ParleyHiddenPile } from '../../../components/paragons/parley-hidden-pile.ts';
import { DRAG_TYPE } from '../../../components/paragons/events.ts';
import { cardById } from '../../../src/games/paragons/cards/index.ts';

/** The element's DOM with every nested shadow root, as one string. */
function deepHTML(root: Element | ShadowRoot): string {
  let out = root instanceof Element ? root.outerHTML : root.innerHTML;
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) out += deepHTML(el.shadowRoot);
  return out;
}

const SLOTS = [
  { h: 'B7', id: 'r-pitfall' },
  { h: 'B9', id: 'l-ambush-bandit' },
];

describe('<parley-hidden-pile>', () => {
  it('shows the owner its Hidden cards, readable, with revealable ones marked', async () => {
    const el = await fixture<ParleyHiddenPile>(
      html`<parley-hidden-pile .cards=${SLOTS} .revealable=${['B9']}></parley-hidden-pile>`,
    );
    const b = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.slot')];
    expect(b.length).to.equal(2);
    expect(b[0]!.getAttribute('aria-label')).to.contain(cardById('r-pitfall')!.name);
    expect(b[1]!.getAttribute('aria-label')).to.contain('Can be revealed now.');
    expect(b[1]!.querySelector('parley-card')!.playable).to.equal(true);
    expect(b[1]!.draggable).to.equal(true);
  });

  it('emits hidden-select on click, Enter and drag start; arrows move focus', async () => {
    const el = await fixture<ParleyHiddenPile>(
      html`<parley-hidden-pile .cards=${SLOTS} .revealable=${['B9']}></parley-hidden-pile>`,
    );
    const b = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.slot')];
    setTimeout(() => b[0]!.click());
    expect((await oneEvent(el, 'hidden-select')).detail).to.deep.equal({
      handle: 'B7',
      cardId: 'r-pitfall',
    });
    b[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(el.shadowRoot!.activeElement).to.equal(b[1]);
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    expect((await oneEvent(el, 'hidden-select')).detail.handle).to.equal('B9');
    const dt = new DataTransfer();
    setTimeout(() =>
      b[1]!.dispatchEvent(new DragEvent('dragstart', { dataTransfer: dt, bubbles: true })),
    );
    await oneEvent(el, 'hidden-select');
    expect(JSON.parse(dt.getData(DRAG_TYPE))).to.deep.equal({ from: 'hidden', handle: 'B9' });
  });

  it("shows the opponent's pile as backs with no card id anywhere", async () => {
    const el = await fixture<ParleyHiddenPile>(
      html`<parley-hidden-pile opponent .cards=${SLOTS}></parley-hidden-pile>`,
    );
    const dom = deepHTML(el);
    for (const s of SLOTS) {
      expect(dom).not.to.contain(s.id);
      expect(dom).not.to.contain(cardById(s.id)!.name);
    }
    expect(el.shadowRoot!.querySelectorAll('parley-card[face-down]').length).to.equal(2);
    expect(el.shadowRoot!.querySelectorAll('button').length).to.equal(0);
    expect(el.shadowRoot!.querySelector('[role="group"]')!.getAttribute('aria-label')).to.contain(
      '2 face-down',
    );
  });
});
