/**
 * `<parley-card-row>` (components/parley-card-row.ts): a row of shared frames face up and face
 * down with cards of both games, one tab stop and the arrow keys, `row-select`, the detail view
 * opened from the row, scrolling instead of widening the page at 390 px, and no axe violation.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../components/parley-card-row.ts';
import { faceWords, type ParleyCardRow, type RowCard } from '../../components/parley-card-row.ts';
import { paragonsFace } from '../../components/paragons/card-face.ts';
import { authorityFace } from '../../components/authority/card-face.ts';
import { focused, tap, violations } from './card-kit.ts';

function cards(): RowCard[] {
  return [
    { key: 'p1', face: paragonsFace('w-oathsworn-recruit'), playable: true },
    { key: 'p2', face: paragonsFace('g-skyreach-roc') },
    { key: 'a1', face: authorityFace('br-bloodcaller'), disabled: true },
    { key: 'a2', face: authorityFace('rs-knight') },
    { key: 'x', face: null },
  ];
}

function buttons(el: ParleyCardRow): HTMLButtonElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.slot')];
}

describe('<parley-card-row>', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  it('draws face-up cards as named buttons and face-down ones as backs with nothing of the card', async () => {
    const el = await fixture<ParleyCardRow>(
      html`<parley-card-row label="Test row" .cards=${cards()}></parley-card-row>`,
    );
    const b = buttons(el);
    expect(b.length).to.equal(4);
    for (const [i, c] of cards().slice(0, 4).entries()) {
      const name = b[i]!.getAttribute('aria-label')!;
      expect(name.startsWith(faceWords(c.face!))).to.equal(true);
      const desc = el.shadowRoot!.getElementById(b[i]!.getAttribute('aria-describedby')!)!;
      expect(desc.textContent).to.equal(c.face!.text);
      expect(b[i]!.querySelector('.card')!.getAttribute('data-card')).to.equal(c.face!.id);
    }
    const backs = el.shadowRoot!.querySelectorAll('[data-testid="row-back"]');
    expect(backs.length).to.equal(1);
    expect(backs[0]!.querySelector('[role="img"]')!.getAttribute('aria-label')).to.equal(
      'Face-down card',
    );
    expect(backs[0]!.innerHTML).not.to.contain('data-card');
  });

  it('one tab stop; arrows, Home and End move; Enter selects', async () => {
    const el = await fixture<ParleyCardRow>(
      html`<parley-card-row .cards=${cards()}></parley-card-row>`,
    );
    const b = buttons(el);
    expect(b.filter((x) => x.tabIndex === 0).length).to.equal(1);
    b[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(el.shadowRoot!.activeElement).to.equal(b[1]);
    await sendKeys({ press: 'End' });
    expect(el.shadowRoot!.activeElement).to.equal(b[3]);
    await sendKeys({ press: 'Home' });
    expect(el.shadowRoot!.activeElement).to.equal(b[0]);
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    expect((await oneEvent(el, 'row-select')).detail).to.deep.equal({
      key: 'p1',
      cardId: 'w-oathsworn-recruit',
    });
  });

  it('opens the detail view itself: i on a card, and a tap on a card with no action', async () => {
    const el = await fixture<ParleyCardRow>(
      html`<parley-card-row .cards=${cards()}></parley-card-row>`,
    );
    const b = buttons(el);
    const detail = el.shadowRoot!.querySelector('parley-card-detail')!;
    b[1]!.focus();
    await sendKeys({ press: 'i' });
    await detail.updateComplete;
    expect(detail.open).to.equal(true);
    expect(detail.face!.id).to.equal('g-skyreach-roc');
    await sendKeys({ press: 'Escape' });
    expect(detail.open).to.equal(false);
    expect(focused()).to.equal(b[1]);
    // The Bloodcaller is disabled here: a tap shows it and sends no row-select.
    let selected = 0;
    el.addEventListener('row-select', () => selected++);
    tap(b[2]!);
    await detail.updateComplete;
    expect(detail.open).to.equal(true);
    expect(detail.face!.id).to.equal('br-bloodcaller');
    expect(selected).to.equal(0);
    detail.close();
  });

  it('at 390 px a long row scrolls inside itself and the page does not widen; axe finds nothing', async () => {
    await setViewport({ width: 390, height: 844 });
    const many: RowCard[] = [
      ...cards(),
      { key: 'p3', face: paragonsFace('l-ogre-bruiser') },
      { key: 'p4', face: paragonsFace('m-scorch') },
    ];
    const main = await fixture(
      html`<main style="background: #10151f; color: #e9edf5">
        <h1>Row</h1>
        <parley-card-row label="Hand" .cards=${many}></parley-card-row>
        <parley-card-row label="Market" layout="wrap" .cards=${cards()}></parley-card-row>
      </main>`,
    );
    const [row, wrapped] = [...main.querySelectorAll('parley-card-row')];
    await row!.updateComplete;
    const inner = row!.shadowRoot!.querySelector<HTMLElement>('.row')!;
    expect(inner.scrollWidth).to.be.greaterThan(inner.clientWidth);
    const w = wrapped!.shadowRoot!.querySelector<HTMLElement>('.row')!;
    expect(w.scrollWidth).to.be.at.most(w.clientWidth);
    expect(document.documentElement.scrollWidth).to.be.at.most(390);
    expect(await violations(main)).to.deep.equal([]);
  });
});
