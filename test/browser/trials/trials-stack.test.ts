/**
 * `<trials-stack>` (components/trials/trials-stack.ts; rulebook: "The Stack", "Priority"): the
 * items top first, each naming its source card, its controller and its targets from the viewer's
 * side; who holds priority; a source card's name opens its detail view.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../components/trials/trials-stack.ts';
import type { TrialsStack } from '../../../components/trials/trials-stack.ts';
import { KATANA, SIR_AREN, STACK, TEST_CARDS } from './cards.ts';

async function stack(extra: Partial<TrialsStack> = {}): Promise<TrialsStack> {
  const el = await fixture<TrialsStack>(
    html`<trials-stack
      reduced-motion
      viewer="A"
      .names=${{ B: 'Bea' }}
      .cards=${TEST_CARDS}
    ></trials-stack>`,
  );
  Object.assign(el, extra);
  await el.updateComplete;
  return el;
}

const words = (el: TrialsStack) =>
  [...el.shadowRoot!.querySelectorAll('[data-testid="stack-words"]')].map((w) =>
    w.textContent!.replace(/\s+/g, ' ').trim(),
  );

describe('<trials-stack>', () => {
  it('lists the items top first with source, controller and targets', async () => {
    const el = await stack({ items: STACK, priority: 'B' });
    const ids = [...el.shadowRoot!.querySelectorAll<HTMLElement>('li')].map(
      (li) => li.dataset['item'],
    );
    expect(ids).to.deep.equal(['s3', 's2', 's1']);
    expect(words(el)).to.deep.equal([
      'You activate Sir Aren, Oathkeeper → your Sir Aren, Oathkeeper (resolving)',
      'Bea plays Flare onto Vesper, Hour Thief → your Unyielding Katana',
      "You attack with Unyielding Katana → Bea's Vesper, Hour Thief",
    ]);
    expect(el.shadowRoot!.querySelector('li')!.textContent).to.contain('Top');
    expect(el.shadowRoot!.querySelector('[data-testid="priority"]')!.textContent).to.contain(
      'Bea holds priority.',
    );
    expect(el.shadowRoot!.querySelector('ol')!.getAttribute('aria-live')).to.equal('polite');
  });

  it('names a triggered effect, the viewer holding priority, and an empty stack', async () => {
    const el = await stack({
      items: [
        { id: 't', kind: 'triggered', sourceCardId: KATANA.id, controller: 'B', targets: [] },
      ],
      priority: 'A',
    });
    expect(words(el)).to.deep.equal(['Unyielding Katana triggers (Bea)']);
    expect(el.shadowRoot!.querySelector('[data-testid="priority"]')!.textContent).to.contain(
      'You hold priority.',
    );
    el.items = [];
    el.priority = null;
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.empty')!.textContent).to.contain('empty');
    expect(el.shadowRoot!.querySelector('[data-testid="priority"]')!.textContent).to.contain(
      'No one',
    );
  });

  it('opens the source card when its name is clicked', async () => {
    const el = await stack({ items: STACK, priority: 'A' });
    let inspected = '';
    el.addEventListener('card-inspect', (e) => (inspected = e.detail.cardId));
    el.shadowRoot!.querySelector<HTMLButtonElement>('button.source')!.click();
    await el.updateComplete;
    expect(inspected).to.equal(SIR_AREN.id);
    const detail = el.shadowRoot!.querySelector('parley-card-detail')!;
    await detail.updateComplete;
    expect(detail.open).to.equal(true);
    detail.close();
  });
});
