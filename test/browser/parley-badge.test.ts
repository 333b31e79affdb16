import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../components/parley-badge.ts';
import type { ParleyBadge } from '../../components/parley-badge.ts';

describe('<parley-badge>', () => {
  it('renders the name and the status it is given', async () => {
    const el = await fixture<ParleyBadge>(html`<parley-badge status="Ready"></parley-badge>`);
    const text = el.shadowRoot!.textContent ?? '';
    expect(text).to.contain('Parley');
    expect(text).to.contain('Ready');
    el.status = 'Connecting';
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('button')!.getAttribute('aria-label')).to.equal(
      'Parley: Connecting',
    );
  });

  it('emits parley-badge-activate on click and on keyboard activation', async () => {
    const el = await fixture<ParleyBadge>(html`<parley-badge></parley-badge>`);
    const button = el.shadowRoot!.querySelector('button')!;
    setTimeout(() => button.click());
    const clicked = await oneEvent(el, 'parley-badge-activate');
    expect(clicked.type).to.equal('parley-badge-activate');
    button.focus();
    expect(el.shadowRoot!.activeElement).to.equal(button);
  });
});
