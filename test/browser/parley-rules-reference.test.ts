import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { PARAGONS_REFERENCE } from '../../src/games/paragons/reference.ts';
import { AUTHORITY_REFERENCE } from '../../src/games/authority/reference.ts';
import '../../components/parley-rules-reference.ts';
import type { ParleyRulesReference } from '../../components/parley-rules-reference.ts';

function root(el: ParleyRulesReference): ShadowRoot {
  return el.shadowRoot!;
}

function entry(el: ParleyRulesReference, id: string): HTMLElement | null {
  return root(el).querySelector<HTMLElement>(`#term-${id}`);
}

function isOpen(el: ParleyRulesReference, id: string): boolean {
  const button = entry(el, id)!.querySelector('h4 button')!;
  const def = root(el).querySelector<HTMLElement>(`#def-${id}`)!;
  expect(button.getAttribute('aria-expanded')).to.equal(def.hidden ? 'false' : 'true');
  return !def.hidden;
}

function status(el: ParleyRulesReference): string {
  return root(el).querySelector('[role="status"]')!.textContent!.trim();
}

async function type(el: ParleyRulesReference, text: string): Promise<void> {
  root(el).querySelector('input')!.focus();
  await sendKeys({ type: text });
  await el.updateComplete;
}

describe('<parley-rules-reference>', () => {
  afterEach(() => history.replaceState(null, '', location.pathname + location.search));

  it('renders the rules under a heading structure, with a labelled search and credits', async () => {
    const el = await fixture<ParleyRulesReference>(
      html`<parley-rules-reference .reference=${PARAGONS_REFERENCE}></parley-rules-reference>`,
    );
    expect([...root(el).querySelectorAll('h2')].map((h) => h.textContent)).to.deep.equal([
      'Paragons: Age of Champions: rules reference',
    ]);
    const h3 = [...root(el).querySelectorAll('h3')].map((h) => h.textContent!.trim());
    expect(h3).to.deep.equal([...PARAGONS_REFERENCE.sections.map((s) => s.title), 'Glossary']);
    expect(root(el).querySelectorAll('h4').length).to.equal(PARAGONS_REFERENCE.glossary.length);
    const input = root(el).querySelector('input')!;
    expect(input.type).to.equal('search');
    expect(input.labels![0]!.textContent).to.equal('Search the rules');
    const live = root(el).querySelector('[role="status"]')!;
    expect(live.getAttribute('aria-live')).to.equal('polite');
    expect(root(el).querySelector('.credits')!.textContent!.replace(/\s+/g, ' ')).to.contain(
      'Game icons by game-icons.net contributors (Lorc, Delapouite and others), CC BY 3.0',
    );
    // Closed by default; a term's button opens and closes it.
    expect(isOpen(el, 'first-blood')).to.equal(false);
    entry(el, 'first-blood')!.querySelector<HTMLButtonElement>('h4 button')!.click();
    await el.updateComplete;
    expect(isOpen(el, 'first-blood')).to.equal(true);
    expect(entry(el, 'first-blood')!.textContent).to.contain('Example:');
    await expect(el).to.be.accessible();
  });

  it('filters terms and sections as you type and announces the count politely', async () => {
    const el = await fixture<ParleyRulesReference>(
      html`<parley-rules-reference .reference=${PARAGONS_REFERENCE}></parley-rules-reference>`,
    );
    expect(status(el)).to.equal('');
    await type(el, 'critical');
    const shown = [...root(el).querySelectorAll('li.term')].map((li) => li.id);
    expect(shown).to.include('term-critical-strike');
    expect(shown).to.not.include('term-reach');
    expect(isOpen(el, 'critical-strike')).to.equal(true);
    const sections = root(el).querySelectorAll('section[id^="section-"]:not(#section-glossary)');
    expect(sections.length).to.be.greaterThan(0);
    expect(status(el)).to.match(/^\d+ terms? and \d+ sections? match(es)? “critical”\.$/);
    expect(root(el).querySelector('nav')).to.equal(null);
    await type(el, 'zzqq');
    expect(status(el)).to.equal('Nothing matches “criticalzzqq”.');
    expect(root(el).querySelectorAll('li.term').length).to.equal(0);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(status(el)).to.equal('');
    expect(root(el).querySelectorAll('li.term').length).to.equal(
      PARAGONS_REFERENCE.glossary.length,
    );
  });

  it('opens the term it is given, scrolls to it and focuses its heading', async () => {
    const el = await fixture<ParleyRulesReference>(
      html`<div style="height: 300px; overflow: auto">
        <parley-rules-reference
          .reference=${AUTHORITY_REFERENCE}
          term="annihilate"
        ></parley-rules-reference>
      </div>`,
    ).then((div) => div.querySelector<ParleyRulesReference>('parley-rules-reference')!);
    await el.updateComplete;
    expect(isOpen(el, 'annihilate')).to.equal(true);
    const button = entry(el, 'annihilate')!.querySelector('h4 button');
    expect(root(el).activeElement).to.equal(button);
    expect(entry(el, 'annihilate')!.classList.contains('current')).to.equal(true);
    const box = entry(el, 'annihilate')!.getBoundingClientRect();
    const view = el.parentElement!.getBoundingClientRect();
    expect(box.top).to.be.at.least(view.top - 1);
    expect(box.top).to.be.below(view.bottom);
    // A term the search hides: the search is cleared to show it.
    await type(el, 'pyramid');
    el.term = 'spy';
    await el.updateComplete;
    expect(root(el).querySelector('input')!.value).to.equal('');
    expect(isOpen(el, 'spy')).to.equal(true);
    expect(await el.showTerm('no-such-term')).to.equal(false);
  });

  it('opens a term from a link inside it, and from the page’s #term- hash, never changing the URL itself', async () => {
    location.hash = '#term-garrison';
    const el = await fixture<ParleyRulesReference>(
      html`<parley-rules-reference .reference=${PARAGONS_REFERENCE}></parley-rules-reference>`,
    );
    await el.updateComplete;
    expect(isOpen(el, 'garrison')).to.equal(true);
    const xref = [...entry(el, 'garrison')!.querySelectorAll<HTMLAnchorElement>('a.xref')].find(
      (a) => a.getAttribute('href') === '#term-base-stats',
    )!;
    xref.click();
    await el.updateComplete;
    expect(location.hash).to.equal('#term-garrison');
    expect(isOpen(el, 'base-stats')).to.equal(true);
    expect(root(el).activeElement).to.equal(entry(el, 'base-stats')!.querySelector('h4 button'));
    location.hash = '#term-reach';
    await new Promise((r) => window.addEventListener('hashchange', r, { once: true }));
    await el.updateComplete;
    expect(isOpen(el, 'reach')).to.equal(true);
  });

  it('is usable from the keyboard: Tab to a term, Enter and Space toggle it', async () => {
    const el = await fixture<ParleyRulesReference>(
      html`<parley-rules-reference .reference=${AUTHORITY_REFERENCE}></parley-rules-reference>`,
    );
    await type(el, 'kingsguard');
    const buttons = [...root(el).querySelectorAll<HTMLButtonElement>('h4 button')];
    expect(buttons.length).to.be.greaterThan(0);
    const first = buttons[0]!;
    const id = first.closest('li')!.id.replace('term-', '');
    first.focus();
    expect(isOpen(el, id)).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(isOpen(el, id)).to.equal(false);
    await sendKeys({ press: 'Space' });
    await el.updateComplete;
    expect(isOpen(el, id)).to.equal(true);
  });
});
