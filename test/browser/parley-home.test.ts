import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/parley-home.ts';
import type { ParleyHome } from '../../components/parley-home.ts';

describe('<parley-home>', () => {
  it('renders the play modes, the format choice and the navigation', async () => {
    const el = await fixture<ParleyHome>(html`<parley-home name="Ana"></parley-home>`);
    const root = el.shadowRoot!;
    expect(root.querySelector('h1')!.textContent).to.equal('Parley');
    expect(root.textContent).to.contain('Welcome back, Ana.');
    expect([...root.querySelectorAll('h2')].map((h) => h.textContent)).to.deep.equal([
      'Play a friend',
      'Play the bot',
      'Pass and play',
    ]);
    expect(
      [...root.querySelectorAll('nav button')].map((b) => b.textContent!.trim()),
    ).to.deep.equal(['Verify a match file', 'Match history', 'Settings']);
  });

  it('emits create-match, play-bot and pass-and-play with the chosen format', async () => {
    const el = await fixture<ParleyHome>(html`<parley-home></parley-home>`);
    const root = el.shadowRoot!;
    root.querySelector<HTMLButtonElement>('[data-group="best-of"] [data-value="3"]')!.click();
    root.querySelector<HTMLButtonElement>('[data-group="deck-mode"] [data-value="draft"]')!.click();
    await el.updateComplete;
    setTimeout(() => root.querySelector<HTMLButtonElement>('.friend')!.click());
    expect((await oneEvent(el, 'create-match')).detail).to.deep.equal({ bestOf: 3, mode: 'draft' });
    const select = root.querySelector<HTMLSelectElement>('#level')!;
    select.value = 'hard';
    select.dispatchEvent(new Event('change'));
    setTimeout(() => root.querySelector<HTMLButtonElement>('.bot')!.click());
    expect((await oneEvent(el, 'play-bot')).detail).to.deep.equal({
      bestOf: 3,
      mode: 'draft',
      level: 'hard',
    });
    setTimeout(() => root.querySelector<HTMLButtonElement>('.pass')!.click());
    expect((await oneEvent(el, 'pass-and-play')).detail).to.deep.equal({
      bestOf: 3,
      mode: 'draft',
    });
    setTimeout(() => root.querySelector<HTMLButtonElement>('[data-to="history"]')!.click());
    expect((await oneEvent(el, 'navigate')).detail).to.deep.equal({ to: 'history' });
  });

  it('keyboard: arrow keys select in the format radio groups; Enter activates', async () => {
    const el = await fixture<ParleyHome>(html`<parley-home></parley-home>`);
    const root = el.shadowRoot!;
    const one = root.querySelector<HTMLButtonElement>('[data-group="best-of"] [data-value="1"]')!;
    expect(one.getAttribute('aria-checked')).to.equal('true');
    one.focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(el.bestOf).to.equal(3);
    const three = root.querySelector('[data-group="best-of"] [data-value="3"]')!;
    expect(three.getAttribute('aria-checked')).to.equal('true');
    expect(root.activeElement).to.equal(three);
    root.querySelector<HTMLButtonElement>('[data-to="settings"]')!.focus();
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    expect((await oneEvent(el, 'navigate')).detail.to).to.equal('settings');
  });
});
