import { expect, fixture, html } from '@open-wc/testing';
import { loadedPack } from '../../src/art/packs.ts';
import { PARAGONS_ART } from '../../src/games/paragons/art.ts';
import { UI_ICONS } from '../../src/art/ui.ts';
import '../../components/parley-card-art.ts';
import type { ParleyCardArt } from '../../components/parley-card-art.ts';

describe('<parley-card-art>', () => {
  it('loads a pack only when an element first asks for it', async () => {
    expect(loadedPack('authority')).to.equal(undefined);
    const el = await fixture<ParleyCardArt>(
      html`<parley-card-art pack="authority" icon="griffin-shield"></parley-card-art>`,
    );
    await el.ready();
    expect(loadedPack('authority')).to.not.equal(undefined);
    expect(el.shadowRoot!.querySelectorAll('svg path').length).to.be.greaterThan(0);
  });

  it('draws a card’s icon as a decorative inline svg in the current colour', async () => {
    const el = await fixture<ParleyCardArt>(
      html`<parley-card-art
        pack="paragons"
        icon=${PARAGONS_ART['g-ashen-phoenix']!}
        style="color: rgb(10, 20, 30); --parley-art-size: 64px"
      ></parley-card-art>`,
    );
    await el.ready();
    const svg = el.shadowRoot!.querySelector('svg')!;
    expect(el.getAttribute('aria-hidden')).to.equal('true');
    expect(svg.getAttribute('aria-hidden')).to.equal('true');
    expect(svg.getAttribute('viewBox')).to.equal('0 0 512 512');
    expect(svg.dataset.icon).to.equal('egyptian-bird');
    const path = svg.querySelector('path')!;
    expect(path.namespaceURI).to.equal('http://www.w3.org/2000/svg');
    expect(getComputedStyle(path).fill).to.equal('rgb(10, 20, 30)');
    expect(svg.getBoundingClientRect().width).to.equal(64);
  });

  it('follows changes of icon, and draws nothing for an unknown icon or pack', async () => {
    const el = await fixture<ParleyCardArt>(
      html`<parley-card-art pack="ui" icon=${UI_ICONS.rock}></parley-card-art>`,
    );
    await el.ready();
    const first = el.shadowRoot!.querySelector('svg')!.innerHTML;
    el.icon = UI_ICONS.scissors;
    await el.ready();
    const svg = el.shadowRoot!.querySelector('svg')!;
    expect(svg.dataset.icon).to.equal('scissors');
    expect(svg.innerHTML).to.not.equal(first);
    el.icon = 'no-such-icon';
    await el.ready();
    expect(el.shadowRoot!.querySelectorAll('svg path').length).to.equal(0);
    el.pack = 'no-such-pack';
    el.icon = 'rock';
    await el.ready();
    expect(el.shadowRoot!.querySelectorAll('svg path').length).to.equal(0);
  });
});
