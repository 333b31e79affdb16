import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/parley-game-log.ts';
import type { ParleyGameLog } from '../../components/parley-game-log.ts';
import type { LogLine } from '../../src/engine/module.ts';
import type { GameReference } from '../../src/engine/reference.ts';

/** A two-term glossary, enough to see the links. */
const REF: GameReference = {
  game: 'demo',
  title: 'Demo',
  summary: 'A demo.',
  sections: [],
  glossary: [
    {
      id: 'shield',
      term: 'Shield',
      forms: ['shielded'],
      definition: 'Stops damage once. More.',
      example: 'x',
      source: 'y',
    },
    { id: 'scout', term: 'Scout', definition: 'Take a card.', example: 'x', source: 'y' },
  ],
  actions: {},
  windows: {},
  promptWords: [],
};

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

  it('links the glossary terms of each line to the rules reference (first occurrence per line)', async () => {
    const lines = [{ text: 'Bea shielded her Avatar; the shield held.' }, { text: 'You scout.' }];
    const el = await fixture<ParleyGameLog>(
      html`<parley-game-log .lines=${lines} .reference=${REF}></parley-game-log>`,
    );
    const items = [...el.shadowRoot!.querySelectorAll('li')];
    // The line's text stays the line's own text (read as the line by the log tests).
    expect(items.map((li) => li.textContent!.trim())).to.deep.equal(lines.map((l) => l.text));
    expect([...items[0]!.querySelectorAll('a')].map((a) => a.dataset.term)).to.deep.equal([
      'shield',
    ]);
    const link = items[1]!.querySelector<HTMLAnchorElement>('a[data-term="scout"]')!;
    expect(link.title).to.equal('Scout: Take a card.');
    setTimeout(() => link.click());
    const ev = await oneEvent(el, 'show-term');
    expect(ev.detail).to.deep.equal({ game: 'demo', term: 'scout' });
  });

  it('shows plain lines without a reference', async () => {
    const el = await fixture<ParleyGameLog>(
      html`<parley-game-log .lines=${[{ text: 'You scout.' }]}></parley-game-log>`,
    );
    expect(el.shadowRoot!.querySelector('li a')).to.equal(null);
  });
});
