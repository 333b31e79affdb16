import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { PARAGONS_REFERENCE } from '../../src/games/paragons/reference.ts';
import { AUTHORITY_REFERENCE } from '../../src/games/authority/reference.ts';
import '../../components/parley-term-text.ts';
import type { ParleyTermText } from '../../components/parley-term-text.ts';

const TEXT = 'Exhaust: Recruit a Lesser Mercenary from the Mercenary Pool, paying 1 less. Recruit!';

function links(el: ParleyTermText): HTMLAnchorElement[] {
  return [...el.shadowRoot!.querySelectorAll('a')];
}

describe('<parley-term-text>', () => {
  it('shows the text whole, each term once as a link to its entry', async () => {
    const el = await fixture<ParleyTermText>(
      html`<parley-term-text .reference=${PARAGONS_REFERENCE} text=${TEXT}></parley-term-text>`,
    );
    expect(el.shadowRoot!.textContent!.replace(/\s+/g, ' ').trim()).to.equal(TEXT);
    expect(links(el).map((a) => [a.textContent, a.getAttribute('href')])).to.deep.equal([
      ['Exhaust', '#term-exhaust'],
      ['Recruit', '#term-recruit'],
      ['Lesser Mercenary', '#term-lesser-mercenary'],
      ['Mercenary Pool', '#term-mercenary-pool'],
    ]);
    expect(links(el)[0]!.title).to.match(/^Exhaust: An Exhausted mercenary cannot attack/);
    el.linkAll = true;
    await el.updateComplete;
    expect(links(el).map((a) => a.textContent)).to.include.members(['Recruit', 'Recruit']);
    expect(links(el).length).to.equal(5);
    await expect(el).to.be.accessible();
  });

  it('takes the colour and font of the text around it', async () => {
    const wrap = await fixture<HTMLElement>(
      html`<p style="color: rgb(29, 26, 20); font: 13px serif">
        <parley-term-text .reference=${PARAGONS_REFERENCE} text="Reach."></parley-term-text>
      </p>`,
    );
    const el = wrap.querySelector<ParleyTermText>('parley-term-text')!;
    await el.updateComplete;
    const a = links(el)[0]!;
    expect(getComputedStyle(a).color).to.equal('rgb(29, 26, 20)');
    expect(getComputedStyle(a).fontSize).to.equal('13px');
  });

  it('sends show-term {game, term} on a click and on Enter, without following the link', async () => {
    const el = await fixture<ParleyTermText>(
      html`<parley-term-text
        .reference=${AUTHORITY_REFERENCE}
        text="When defending: +X power."
      ></parley-term-text>`,
    );
    const before = location.hash;
    setTimeout(() => links(el)[0]!.click());
    expect((await oneEvent(el, 'show-term')).detail).to.deep.equal({
      game: 'authority',
      term: 'when-defending',
    });
    expect(location.hash).to.equal(before);
    links(el)[1]!.focus();
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    expect((await oneEvent(el, 'show-term')).detail).to.deep.equal({
      game: 'authority',
      term: 'x',
    });
    expect(location.hash).to.equal(before);
  });

  it('names the game it is told, and is plain text with no reference', async () => {
    const el = await fixture<ParleyTermText>(
      html`<parley-term-text
        game="paragons-tutorial"
        .reference=${PARAGONS_REFERENCE}
        text="Reach."
      ></parley-term-text>`,
    );
    setTimeout(() => links(el)[0]!.click());
    expect((await oneEvent(el, 'show-term')).detail.game).to.equal('paragons-tutorial');
    el.reference = null;
    await el.updateComplete;
    expect(links(el).length).to.equal(0);
    expect(el.shadowRoot!.textContent!.trim()).to.equal('Reach.');
  });
});
