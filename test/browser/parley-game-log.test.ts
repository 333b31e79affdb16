import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/parley-game-log.ts';
import type { ParleyGameLog } from '../../components/parley-game-log.ts';
import type { LogLine } from '../../src/engine/module.ts';

const LINES: LogLine[] = Array.from({ length: 16 }, (_, i) =>
  i % 4 === 0 ? { text: `Round ${i / 4 + 1}.`, emphasis: true } : { text: `Line ${i + 1}.` },
);

describe('<parley-game-log>', () => {
  it('renders a live log limited to the most recent entries', async () => {
    const el = await fixture<ParleyGameLog>(
      html`<parley-game-log limit="5" .lines=${LINES}></parley-game-log>`,
    );
    const log = el.shadowRoot!.querySelector('[role="log"]')!;
    expect(log.getAttribute('aria-live')).to.equal('polite');
    // The live region holds a plain list, so every entry is a list item of a list.
    const ol = log.querySelector('ol')!;
    expect(ol.hasAttribute('role')).to.equal(false);
    expect(ol.querySelectorAll('li').length).to.equal(5);
    expect(ol.getAttribute('start')).to.equal(String(LINES.length - 4));
    expect(ol.lastElementChild!.textContent!.trim()).to.equal('Line 16.');
    const emphasised = [...ol.querySelectorAll('li.turn')].map((li) => li.textContent!.trim());
    expect(emphasised).to.deep.equal(['Round 4.']);
  });

  it('is focusable and scrolls with the keyboard', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ text: `You draw ${i} cards.` }));
    const el = await fixture<ParleyGameLog>(
      html`<parley-game-log .lines=${lines}></parley-game-log>`,
    );
    const ol = el.shadowRoot!.querySelector<HTMLElement>('[role="log"]')!;
    expect(ol.scrollTop).to.be.greaterThan(0);
    ol.focus();
    expect(el.shadowRoot!.activeElement).to.equal(ol);
    ol.style.scrollBehavior = 'auto';
    await sendKeys({ press: 'Home' });
    await new Promise((r) => setTimeout(r, 200));
    expect(ol.scrollTop).to.equal(0);
  });
});
