import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../components/paragons/parley-board.ts';
import type { ParleyBoard } from '../../../components/paragons/parley-board.ts';
import { DRAG_TYPE } from '../../../components/paragons/events.ts';
import { cardById } from '../../../src/games/paragons/cards/index.ts';
import type { Merc, PSeat } from '../../../src/games/paragons/types.ts';
import { merc as restingMerc } from './merc.ts';

/** {@link restingMerc} of a card the card set has. */
function merc(card: string, uid: number, extra: Partial<Merc> = {}): Merc {
  expect(cardById(card), card).to.not.equal(undefined);
  return restingMerc(card, uid, extra);
}

function spaces(el: ParleyBoard): HTMLButtonElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.space')];
}

function board(): (Merc | null)[] {
  const b: (Merc | null)[] = Array.from({ length: 8 }, () => null);
  b[0] = merc('w-bulwark-shieldbearer', 1, { garrison: 2, summoned: true });
  b[1] = merc('l-ogre-bruiser', 2, {
    exhausted: true,
    damage: 3,
    imbuements: [{ card: 'w-tempered-blade', owner: 'A' }],
  });
  b[5] = merc('g-skyreach-roc', 3);
  return b;
}

describe('<parley-board>', () => {
  it('renders 8 labelled spaces with mercenary states and enchantments', async () => {
    const ench = Array.from({ length: 8 }, () => null) as ({ card: string; owner: PSeat } | null)[];
    ench[2] = { card: 'm-ley-nexus', owner: 'A' };
    const el = await fixture<ParleyBoard>(
      html`<parley-board
        seat="A"
        .board=${board()}
        .enchantments=${ench}
        .stats=${[
          { attack: 3, health: 6, maxHealth: 6 },
          { attack: 7, health: 1, maxHealth: 4 },
        ]}
      ></parley-board>`,
    );
    const s = spaces(el);
    expect(s.map((b) => b.dataset.space)).to.deep.equal([
      'F1',
      'F2',
      'F3',
      'F4',
      'B1',
      'B2',
      'B3',
      'B4',
    ]);
    const f1 = s[0]!.getAttribute('aria-label')!;
    expect(f1).to.contain('Your F1 (front line, column 1)');
    expect(f1).to.contain('Bulwark Shieldbearer');
    expect(f1).to.contain('2 Garrison counters');
    expect(f1).to.contain('Played this turn');
    // The badge is drawn by CSS (its words are in the name), so it is no visible text of the button.
    expect(s[0]!.querySelector('.badge.gar')!.getAttribute('data-text')).to.equal('G2');
    const f2 = s[1]!.getAttribute('aria-label')!;
    expect(f2).to.contain('Exhausted');
    expect(f2).to.contain('3 damage');
    expect(f2).to.contain('Imbued with Tempered Blade');
    expect(f2).to.contain('attack 7 (base 5)');
    expect(s[1]!.querySelector('.merc')!.classList.contains('exhausted')).to.equal(true);
    expect(s[2]!.getAttribute('aria-label')).to.contain('empty. Enchantment: Ley Nexus');
    const card = s[1]!.querySelector('parley-card')!;
    expect(card.cardId).to.equal('l-ogre-bruiser');
  });

  it('mirrors the opponent board', async () => {
    const el = await fixture<ParleyBoard>(
      html`<parley-board seat="B" opponent name="Bea" .board=${board()}></parley-board>`,
    );
    const s = spaces(el);
    expect(s.map((b) => b.dataset.space)).to.deep.equal([
      'B4',
      'B3',
      'B2',
      'B1',
      'F4',
      'F3',
      'F2',
      'F1',
    ]);
    expect(s[7]!.getAttribute('aria-label')).to.contain("Bea's F1");
  });

  it('emits space-select on click and highlights targets', async () => {
    const el = await fixture<ParleyBoard>(
      html`<parley-board seat="B" .board=${board()} .targets=${['F2', 'B2']}></parley-board>`,
    );
    const s = spaces(el);
    expect(s[1]!.classList.contains('target')).to.equal(true);
    expect(s[1]!.getAttribute('aria-label')).to.contain('Legal target');
    expect(s[0]!.classList.contains('target')).to.equal(false);
    setTimeout(() => s[1]!.click());
    const ev = await oneEvent(el, 'space-select');
    expect(ev.detail).to.deep.equal({ seat: 'B', space: 'F2' });
    el.selected = 'F2';
    await el.updateComplete;
    expect(s[1]!.getAttribute('aria-pressed')).to.equal('true');
  });

  it('moves focus with arrow keys and activates with Enter and Space', async () => {
    const el = await fixture<ParleyBoard>(
      html`<parley-board seat="A" .board=${board()}></parley-board>`,
    );
    const s = spaces(el);
    expect(s.filter((b) => b.tabIndex === 0).length).to.equal(1);
    s[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(el.shadowRoot!.activeElement).to.equal(s[1]);
    await sendKeys({ press: 'ArrowDown' });
    expect(el.shadowRoot!.activeElement).to.equal(s[5]);
    await sendKeys({ press: 'End' });
    expect(el.shadowRoot!.activeElement).to.equal(s[7]);
    await sendKeys({ press: 'ArrowUp' });
    expect(el.shadowRoot!.activeElement).to.equal(s[3]);
    expect(s[3]!.tabIndex).to.equal(0);
    expect(s[0]!.tabIndex).to.equal(-1);
    setTimeout(() => void sendKeys({ press: 'Enter' }));
    expect((await oneEvent(el, 'space-select')).detail.space).to.equal('F4');
    await sendKeys({ press: 'ArrowLeft' });
    setTimeout(() => void sendKeys({ press: ' ' }));
    expect((await oneEvent(el, 'space-select')).detail.space).to.equal('F3');
  });

  it('emits card-inspect on the context menu and the i key', async () => {
    const el = await fixture<ParleyBoard>(html`<parley-board .board=${board()}></parley-board>`);
    const s = spaces(el);
    setTimeout(() =>
      s[5]!.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })),
    );
    expect((await oneEvent(el, 'card-inspect')).detail).to.deep.equal({ cardId: 'g-skyreach-roc' });
    s[0]!.focus();
    setTimeout(() => void sendKeys({ press: 'i' }));
    expect((await oneEvent(el, 'card-inspect')).detail.cardId).to.equal('w-bulwark-shieldbearer');
  });

  it('drag and drop: a drag from a space selects it; a drop on a target emits card-drop', async () => {
    const own = await fixture<ParleyBoard>(
      html`<parley-board seat="A" .board=${board()} .dragSpaces=${['B2']}></parley-board>`,
    );
    const from = spaces(own)[5]!;
    expect(from.getAttribute('draggable')).to.equal('true');
    expect(spaces(own)[0]!.getAttribute('draggable')).to.equal('false');
    const dt = new DataTransfer();
    setTimeout(() =>
      from.dispatchEvent(
        new DragEvent('dragstart', { dataTransfer: dt, bubbles: true, cancelable: true }),
      ),
    );
    expect((await oneEvent(own, 'space-select')).detail).to.deep.equal({ seat: 'A', space: 'B2' });
    expect(JSON.parse(dt.getData(DRAG_TYPE))).to.deep.equal({
      from: 'board',
      seat: 'A',
      space: 'B2',
    });

    const enemy = await fixture<ParleyBoard>(
      html`<parley-board seat="B" opponent .board=${board()} .targets=${['F1']}></parley-board>`,
    );
    const target = spaces(enemy).find((b) => b.dataset.space === 'F1')!;
    const other = spaces(enemy).find((b) => b.dataset.space === 'F3')!;
    const over = new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true });
    other.dispatchEvent(over);
    expect(over.defaultPrevented).to.equal(false);
    const over2 = new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true });
    target.dispatchEvent(over2);
    expect(over2.defaultPrevented).to.equal(true);
    await enemy.updateComplete;
    expect(target.classList.contains('over')).to.equal(true);
    setTimeout(() =>
      target.dispatchEvent(
        new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }),
      ),
    );
    const drop = await oneEvent(enemy, 'card-drop');
    expect(drop.detail).to.deep.equal({
      seat: 'B',
      space: 'F1',
      source: { from: 'board', seat: 'A', space: 'B2' },
    });
  });

  it('ignores drops that carry no parley card', async () => {
    const el = await fixture<ParleyBoard>(html`<parley-board .targets=${['F1']}></parley-board>`);
    let dropped = false;
    el.addEventListener('card-drop', () => (dropped = true));
    const dt = new DataTransfer();
    dt.setData('text/plain', 'hello');
    spaces(el)[0]!.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true }));
    await el.updateComplete;
    expect(dropped).to.equal(false);
  });
});
