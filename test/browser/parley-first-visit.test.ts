import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/parley-first-visit.ts';
import { checkName, NAME_MAX, type ParleyFirstVisit } from '../../components/parley-first-visit.ts';

const GAMES = [
  { id: 'paragons', title: 'Paragons' },
  { id: 'authority', title: 'Authority' },
];

function type(el: ParleyFirstVisit, text: string): void {
  const input = el.shadowRoot!.querySelector<HTMLInputElement>('input')!;
  input.value = text;
  input.dispatchEvent(new Event('input'));
}

function button(el: ParleyFirstVisit, selector: string): HTMLButtonElement {
  return el.shadowRoot!.querySelector<HTMLButtonElement>(selector)!;
}

describe('<parley-first-visit>', () => {
  it('checks names: trimmed, spaces collapsed, at most 32 characters, no control characters', () => {
    expect(checkName('  Ana  Lee ')).to.deep.equal({ name: 'Ana Lee' });
    expect(checkName('   ')).to.deep.equal({ name: null });
    expect(checkName('x'.repeat(NAME_MAX))).to.deep.equal({ name: 'x'.repeat(NAME_MAX) });
    expect('error' in checkName('x'.repeat(NAME_MAX + 1))).to.equal(true);
    expect('error' in checkName('A\u0007na')).to.equal(true);
  });

  it('offers each game and emits the trimmed name with the chosen tutorial', async () => {
    const el = await fixture<ParleyFirstVisit>(
      html`<parley-first-visit .games=${GAMES}></parley-first-visit>`,
    );
    const learn = el.shadowRoot!.querySelectorAll('[data-testid="first-visit-learn"]');
    expect([...learn].map((b) => b.textContent!.trim())).to.deep.equal([
      'Learn Paragons',
      'Learn Authority',
    ]);
    await expect(el).to.be.accessible();
    type(el, '  Ana ');
    setTimeout(() => button(el, '[data-game="authority"]').click());
    const e = await oneEvent(el, 'first-visit-done');
    expect(e.detail).to.deep.equal({ name: 'Ana', learn: 'authority' });
  });

  it('refuses a name that is too long, with the reason, and emits nothing', async () => {
    const el = await fixture<ParleyFirstVisit>(
      html`<parley-first-visit .games=${GAMES}></parley-first-visit>`,
    );
    let emitted = 0;
    el.addEventListener('first-visit-done', () => emitted++);
    type(el, 'x'.repeat(40));
    button(el, '[data-game="paragons"]').click();
    await el.updateComplete;
    expect(
      el.shadowRoot!.querySelector('[data-testid="first-visit-error"]')!.textContent,
    ).to.contain('At most 32');
    expect(el.shadowRoot!.querySelector('input')!.getAttribute('aria-invalid')).to.equal('true');
    expect(emitted).to.equal(0);
    // Skip drops the invalid name and asks for no tutorial.
    setTimeout(() => button(el, '[data-testid="first-visit-skip"]').click());
    const e = await oneEvent(el, 'first-visit-done');
    expect(e.detail).to.deep.equal({ name: null, learn: null });
  });
});
