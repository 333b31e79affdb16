/**
 * The shared card frame (components/parley-card-frame.ts) drawing real cards of both games through
 * their mappings (components/paragons/card-face.ts, components/authority/card-face.ts): faces up
 * and down, the art of a real card of each game, every card of both sets with its text and an icon
 * its pack holds, glossary terms as links that send `show-term`, legible text and no sideways
 * overflow on a phone, and no axe violation.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../components/parley-card-frame.ts';
import type { ParleyCardFrame } from '../../components/parley-card-frame.ts';
import type { ParleyCardArt } from '../../components/parley-card-art.ts';
import '../../components/paragons/parley-hand.ts';
import { paragonsFace } from '../../components/paragons/card-face.ts';
import { authorityFace } from '../../components/authority/card-face.ts';
import { CARD_SET as PARAGONS_CARDS } from '../../src/games/paragons/cards/index.ts';
import { CARD_SET as AUTHORITY_CARDS } from '../../src/games/authority/cards/index.ts';
import { loadPack } from '../../src/art/packs.ts';
import { violations } from './card-kit.ts';

/** The element's DOM with every nested shadow root, as one string. */
function deepHTML(root: Element | ShadowRoot): string {
  let out = root instanceof Element ? root.outerHTML : root.innerHTML;
  for (const el of root.querySelectorAll('*')) if (el.shadowRoot) out += deepHTML(el.shadowRoot);
  return out;
}

async function artOf(frame: ParleyCardFrame): Promise<SVGSVGElement> {
  const art = frame.shadowRoot!.querySelector<ParleyCardArt>('parley-card-art.art')!;
  await art.ready();
  return art.shadowRoot!.querySelector('svg')!;
}

describe('<parley-card-frame>', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  it('draws a Paragons card face up: cost, name, type, keywords, full text, stats and art', async () => {
    const face = paragonsFace('g-skyreach-roc')!;
    const el = await fixture<ParleyCardFrame>(
      html`<parley-card-frame .face=${face}></parley-card-frame>`,
    );
    const root = el.shadowRoot!;
    expect(root.querySelector('.name')!.textContent).to.equal('Skyreach Roc');
    expect(root.querySelector('.cost')!.textContent).to.equal(face.cost);
    expect(root.querySelector('.text')!.textContent).to.equal(face.text);
    expect(root.querySelector('.type')!.textContent).to.equal('Greater Mercenary');
    expect(root.querySelector('.chips')!.textContent).to.contain('Reach');
    expect(root.querySelector('.atk')!.textContent).to.contain('4');
    expect(root.querySelector('[role="img"]')!.getAttribute('aria-label')).to.contain(
      'Skyreach Roc',
    );
    const svg = await artOf(el);
    expect(svg.dataset.icon).to.equal('condor-emblem');
    expect(svg.querySelectorAll('path').length).to.be.greaterThan(0);
    // The keyword chip carries the glossary's icon for Reach.
    const chipArt = root.querySelector<ParleyCardArt>('.chip parley-card-art')!;
    expect(chipArt.icon).to.equal('thrown-spear');
  });

  it('draws an Authority card face up with its power, cost, faction, text and art', async () => {
    const face = authorityFace('rs-knight')!;
    const el = await fixture<ParleyCardFrame>(
      html`<parley-card-frame .face=${face}></parley-card-frame>`,
    );
    const root = el.shadowRoot!;
    const def = AUTHORITY_CARDS.find((c) => c.id === 'rs-knight')!;
    expect(root.querySelector('.name')!.textContent).to.equal(def.name);
    expect(root.querySelector('.power')!.textContent).to.contain(`Power ${def.power}`);
    expect(root.querySelector('.stat.cost')!.textContent).to.contain(`Cost ${def.cost}`);
    expect(root.querySelector('.type')!.textContent).to.contain('Royal Soldiers');
    expect(root.querySelector('.text')!.textContent).to.equal(def.text);
    const svg = await artOf(el);
    expect(svg.dataset.icon).to.equal('mounted-knight');
    expect(svg.querySelectorAll('path').length).to.be.greaterThan(0);
  });

  it('face down, carries no card id, name or text anywhere', async () => {
    const face = paragonsFace('g-veilwalker-assassin')!;
    const el = await fixture<ParleyCardFrame>(
      html`<parley-card-frame face-down .face=${face}></parley-card-frame>`,
    );
    const dom = deepHTML(el);
    expect(dom).not.to.contain('g-veilwalker-assassin');
    expect(dom).not.to.contain('Veilwalker');
    expect(dom).not.to.contain(face.text.slice(0, 20));
    expect(el.shadowRoot!.querySelector('.back[role="img"]')!.getAttribute('aria-label')).to.equal(
      'Face-down card',
    );
  });

  it('every card of both sets has a text and an icon its pack holds', async () => {
    const sets = [
      { game: 'paragons', ids: PARAGONS_CARDS.map((c) => c.id), face: paragonsFace },
      {
        game: 'authority',
        ids: AUTHORITY_CARDS.map((c) => c.id),
        face: (id: string) => authorityFace(id),
      },
    ];
    for (const set of sets) {
      const pack = (await loadPack(set.game))!;
      expect(pack, set.game).to.not.equal(null);
      expect(set.ids.length, set.game).to.be.greaterThan(10);
      const problems: string[] = [];
      for (const id of set.ids) {
        const face = set.face(id);
        if (!face) {
          problems.push(`${id}: no face`);
          continue;
        }
        if (face.text.trim() === '') problems.push(`${id}: no text`);
        if (!face.art || pack[face.art] === undefined) problems.push(`${id}: icon ${face.art}`);
        for (const k of face.keywords) {
          if (k.icon !== undefined && pack[k.icon] === undefined)
            problems.push(`${id}: keyword icon ${k.icon}`);
        }
      }
      expect(problems, set.game).to.deep.equal([]);
    }
  });

  it('links the glossary terms of its text; a link sends show-term out of the frame', async () => {
    const face = paragonsFace('w-oathsworn-recruit')!;
    const wrap = await fixture<HTMLDivElement>(
      html`<div><parley-card-frame links .face=${face}></parley-card-frame></div>`,
    );
    const frame = wrap.querySelector('parley-card-frame')!;
    await frame.updateComplete;
    const text = frame.shadowRoot!.querySelector('parley-term-text')!;
    await text.updateComplete;
    const link = text.shadowRoot!.querySelector<HTMLAnchorElement>('a[data-term="recruit"]')!;
    expect(link, 'a link to Recruit').to.not.equal(null);
    setTimeout(() => link.click());
    const e = await oneEvent(wrap, 'show-term');
    expect(e.detail).to.deep.equal({ game: 'paragons', term: 'recruit' });
    expect(e.composed).to.equal(true);
  });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    it(`at ${width}×${height}: hand cards show their full text at 12px or more, no sideways overflow`, async () => {
      await setViewport({ width, height });
      const hand = ['w-oathsworn-recruit', 'g-skyreach-roc', 'm-scorch', 'r-pitfall'];
      const el = await fixture(
        html`<main style="background: #10151f; color: #e9edf5; padding: 0 16px">
          <h1>Cards</h1>
          <parley-hand .cards=${hand.map((id, i) => ({ h: `A${i}`, id }))}></parley-hand>
          <div style="display: flex; flex-wrap: wrap; gap: 8px">
            <parley-card-frame links .face=${paragonsFace('g-skyreach-roc')}></parley-card-frame>
            <parley-card-frame links .face=${authorityFace('br-bloodcaller')}></parley-card-frame>
            <parley-card-frame
              size="compact"
              .face=${authorityFace('iw-iron-knight')}
            ></parley-card-frame>
          </div>
        </main>`,
      );
      const handEl = el.querySelector('parley-hand')!;
      await handEl.updateComplete;
      for (const card of handEl.shadowRoot!.querySelectorAll('parley-card')) {
        await card.updateComplete;
        const text = card.shadowRoot!.querySelector<HTMLElement>('.text')!;
        expect(getComputedStyle(text, '::after').content, card.cardId).to.contain(
          PARAGONS_CARDS.find((c) => c.id === card.cardId)!.text.slice(0, 12),
        );
        expect(parseFloat(getComputedStyle(text).fontSize)).to.be.at.least(12);
      }
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      expect(await violations(el)).to.deep.equal([]);
    });
  }
});
