import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/parley-coach.ts';
import {
  COACH_TARGET,
  deepQuery,
  findTarget,
  type ParleyCoach,
} from '../../components/parley-coach.ts';

/** A scope like a game's table: an element whose target sits inside two nested shadow roots. */
function scope(): HTMLElement {
  const outer = document.createElement('div');
  const table = document.createElement('div');
  table.setAttribute('data-testid', 'table');
  const root = table.attachShadow({ mode: 'open' });
  const board = document.createElement('div');
  board.setAttribute('data-testid', 'board-mine');
  root.append(board);
  const inner = board.attachShadow({ mode: 'open' });
  for (const space of ['F1', 'F2']) {
    const b = document.createElement('button');
    b.setAttribute('data-space', space);
    b.textContent = space;
    inner.append(b);
  }
  const hand = document.createElement('div');
  hand.setAttribute('data-testid', 'hand-mine');
  hand.setAttribute('style', 'color: red');
  root.append(hand);
  outer.append(table);
  document.body.append(outer);
  return table;
}

describe('<parley-coach>', () => {
  it('shows the step, its words, the progress and a hint', async () => {
    const el = await fixture<ParleyCoach>(
      html`<parley-coach
        heading="Attack"
        message="Select your Spearman."
        step="2"
        total="9"
      ></parley-coach>`,
    );
    const root = el.shadowRoot!;
    expect(root.querySelector('h2')!.textContent).to.equal('Attack');
    expect(root.querySelector('[data-testid="coach-message"]')!.textContent).to.equal(
      'Select your Spearman.',
    );
    expect(root.querySelector('[data-testid="coach-progress"]')!.textContent).to.contain(
      'Step 2 of 9',
    );
    expect(root.querySelector('[data-testid="coach-hint"]')).to.equal(null);
    el.hint = 'Try attacking the Brawler.';
    await el.updateComplete;
    const hint = root.querySelector('[data-testid="coach-hint"]')!;
    expect(hint.textContent).to.equal('Try attacking the Brawler.');
    expect(hint.getAttribute('role')).to.equal('status');
    await expect(el).to.be.accessible();
  });

  it('finds elements through nested shadow roots, with `a >> b` chains', () => {
    const table = scope();
    const f2 = findTarget(table, '[data-testid="board-mine"] >> [data-space="F2"]');
    expect(f2?.textContent).to.equal('F2');
    expect(deepQuery(table, '[data-space="F1"]')?.textContent).to.equal('F1');
    expect(findTarget(table, '[data-testid="nothing"] >> [data-space="F2"]')).to.equal(null);
    expect(deepQuery(table, '][ not a selector')).to.equal(null);
    table.parentElement!.remove();
  });

  it('highlights the first target found, moves the highlight and restores the element', async () => {
    const table = scope();
    const el = await fixture<ParleyCoach>(
      html`<parley-coach heading="Play" message="…"></parley-coach>`,
    );
    el.scope = table;
    el.highlight = ['[data-testid="missing"]', '[data-testid="hand-mine"]'];
    await el.updateComplete;
    const hand = deepQuery(table, '[data-testid="hand-mine"]') as HTMLElement;
    expect(hand.hasAttribute(COACH_TARGET)).to.equal(true);
    expect(el.target).to.equal(hand);
    expect(hand.style.outline).to.contain('solid');

    el.highlight = ['[data-testid="board-mine"] >> [data-space="F1"]'];
    el.step = 2;
    await el.updateComplete;
    const f1 = findTarget(table, '[data-testid="board-mine"] >> [data-space="F1"]') as HTMLElement;
    expect(f1.hasAttribute(COACH_TARGET)).to.equal(true);
    expect(hand.hasAttribute(COACH_TARGET)).to.equal(false);
    expect(hand.getAttribute('style')).to.equal('color: red');

    // The scope re-rendered: the element to use is a new one; refresh() moves the highlight.
    f1.remove();
    const again = document.createElement('button');
    again.setAttribute('data-space', 'F1');
    (
      table.shadowRoot!.querySelector('[data-testid="board-mine"]') as HTMLElement
    ).shadowRoot!.prepend(again);
    el.refresh();
    expect(again.hasAttribute(COACH_TARGET)).to.equal(true);

    el.highlight = [];
    await el.updateComplete;
    expect(again.hasAttribute(COACH_TARGET)).to.equal(false);
    expect(again.style.outline).to.equal('');
    expect(again.style.boxShadow).to.equal('');
    table.parentElement!.remove();
  });

  it('emits coach-leave and shows slotted links', async () => {
    const el = await fixture<ParleyCoach>(
      html`<parley-coach heading="You’ve learned the basics" message="Well done."
        ><a href="#/rules/paragons">Read the rules</a></parley-coach
      >`,
    );
    const slot = el.shadowRoot!.querySelector<HTMLSlotElement>('slot:not([name])')!;
    expect(slot.assignedElements()[0]!.textContent).to.equal('Read the rules');
    const leave = el.shadowRoot!.querySelector<HTMLButtonElement>('[data-testid="coach-leave"]')!;
    setTimeout(() => leave.click());
    const e = await oneEvent(el, 'coach-leave');
    expect(e.bubbles && e.composed).to.equal(true);
  });
});
