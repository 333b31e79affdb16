/**
 * The shared elements under axe-core (docs/ui.md, "Accessibility"): a hand, the pool, a board
 * with mercenaries, badges and attachments, the Hidden pile, a draft layout and the game log render
 * with no axe violation at all; card buttons' names start with their face's words and their rules
 * text is their description; a hand card that takes focus lies wholly inside the hand's scrolling
 * row (WCAG 2.2, 2.4.11 Focus Not Obscured), on a phone-wide row too; and a nameless button fails
 * the same check.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/paragons/parley-hand.ts';
import '../../components/paragons/parley-pool.ts';
import '../../components/paragons/parley-board.ts';
import '../../components/paragons/parley-hidden-pile.ts';
import '../../components/parley-game-log.ts';
import '../../components/paragons/parley-draft.ts';
import { cardFaceText } from '../../components/paragons/display.ts';
import { cardById } from '../../src/games/paragons/cards/index.ts';
import type { MatchEvent } from '../../src/games/paragons/match/types.ts';
import type { Merc, PSeat } from '../../src/games/paragons/types.ts';
import { violations } from './axe.ts';
import { merc } from './paragons/merc.ts';

const HAND = ['w-oathsworn-recruit', 'm-scorch', 'l-ogre-bruiser', 'r-pitfall'].map((id, i) => ({
  h: `A${i + 1}`,
  id,
}));

const EVENTS: MatchEvent[] = [
  { type: 'game-start', game: 1 },
  { type: 'turn', seat: 'A', round: 1 },
  { type: 'drew', seat: 'A', count: 5 },
  { type: 'entered', seat: 'A', space: 'F2', card: 'l-ogre-bruiser' },
];

describe('shared elements under axe', () => {
  it('render a board screen with no violation', async () => {
    const board: (Merc | null)[] = Array.from({ length: 8 }, () => null);
    board[0] = merc('w-bulwark-shieldbearer', 1, { garrison: 2, summoned: true });
    board[1] = merc('l-ogre-bruiser', 2, {
      exhausted: true,
      damage: 3,
      imbuements: [{ card: 'w-tempered-blade', owner: 'A' }],
    });
    const ench = Array.from({ length: 8 }, () => null) as ({ card: string; owner: PSeat } | null)[];
    ench[2] = { card: 'm-ley-nexus', owner: 'A' };
    const el = await fixture(
      // On the app's page background (src/app/app.css), where the elements are drawn.
      html`<main style="background: #10151f; color: #e9edf5">
        <h1>Board</h1>
        <parley-board
          seat="A"
          .board=${board}
          .enchantments=${ench}
          .stats=${[
            { attack: 3, health: 6, maxHealth: 6 },
            { attack: 7, health: 1, maxHealth: 4 },
          ]}
          .targets=${['F3']}
        ></parley-board>
        <parley-hand .cards=${HAND} .playable=${['A1']}></parley-hand>
        <parley-hidden-pile .cards=${[{ h: 'A9', id: 'r-pitfall' }]}></parley-hidden-pile>
        <parley-pool
          .pool=${['l-ogre-bruiser', 'g-skyreach-roc']}
          .prices=${{ 'l-ogre-bruiser': 2, 'g-skyreach-roc': 5 }}
          .recruitable=${['l-ogre-bruiser']}
          .deckCounts=${{ A: 20, B: 21 }}
          viewer="A"
        ></parley-pool>
        <parley-draft
          viewer="A"
          .draft=${{
            step: 'greater',
            layout: ['g-skyreach-roc', 'l-ogre-bruiser'],
            turn: 'A',
            greaterLeft: [],
            lesserLeft: [],
            picks: { A: [], B: [] },
          }}
        ></parley-draft>
        <parley-game-log viewer="A" .events=${EVENTS}></parley-game-log>
      </main>`,
    );
    expect(await violations(el)).to.deep.equal([]);
  });

  it('names card buttons by their face first, with the rules text as the description', async () => {
    const el = await fixture(html`<parley-hand .cards=${HAND}></parley-hand>`);
    const buttons = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.slot')];
    expect(buttons.length).to.equal(HAND.length);
    for (const [i, b] of buttons.entries()) {
      const card = cardById(HAND[i]!.id)!;
      expect(b.getAttribute('aria-label')!.startsWith(cardFaceText(card))).to.equal(true);
      const desc = el.shadowRoot!.getElementById(b.getAttribute('aria-describedby')!)!;
      expect(desc.textContent!.trim()).to.equal(card.text.trim());
    }
  });

  it('a nameless button fails the check', async () => {
    const el = await fixture(
      html`<main>
        <h1>Broken</h1>
        <button type="button"></button>
      </main>`,
    );
    expect((await violations(el)).some((v) => v.startsWith('button-name'))).to.equal(true);
  });
});

/** Resolves after two animation frames (scrolling and the elements' updates have run). */
function frames(): Promise<void> {
  return new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())));
}

const LONG_HAND = [
  'w-oathsworn-recruit',
  'm-scorch',
  'l-ogre-bruiser',
  'r-pitfall',
  'w-bulwark-shieldbearer',
  'g-skyreach-roc',
].map((id, i) => ({ h: `A${i + 1}`, id }));

describe('a focused hand card on a phone-wide row', () => {
  it('is scrolled wholly into the row, by arrow keys and by focus()', async () => {
    // The hand's width on a 390px-wide phone (the page's 16px margins either side).
    const wrap = await fixture(
      html`<div style="width: 358px">
        <parley-hand .cards=${LONG_HAND} .playable=${['A1', 'A4']}></parley-hand>
      </div>`,
    );
    const hand = wrap.querySelector('parley-hand')!;
    await hand.updateComplete;
    const row = hand.shadowRoot!.querySelector<HTMLElement>('.hand')!;
    const cards = [...hand.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.slot')];
    expect(row.scrollWidth).to.be.greaterThan(row.clientWidth);
    const clipped = (i: number): string | null => {
      const r = cards[i]!.getBoundingClientRect();
      const box = row.getBoundingClientRect();
      const inside = r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
      return inside
        ? null
        : `card ${i} at ${r.left}..${r.right}, row ${box.left}..${box.right}, scrollLeft ${row.scrollLeft}`;
    };
    const problems: string[] = [];
    cards[0]!.focus();
    for (let i = 1; i < cards.length; i++) {
      await sendKeys({ press: 'ArrowRight' });
      await frames();
      const c = clipped(i);
      if (c) problems.push(`ArrowRight: ${c}`);
    }
    for (let i = cards.length - 2; i >= 0; i--) {
      await sendKeys({ press: 'ArrowLeft' });
      await frames();
      const c = clipped(i);
      if (c) problems.push(`ArrowLeft: ${c}`);
    }
    for (let i = 0; i < cards.length; i++) {
      row.scrollLeft = i % 2 === 0 ? 0 : row.scrollWidth;
      await frames();
      cards[i]!.focus();
      await frames();
      const c = clipped(i);
      if (c) problems.push(`focus(): ${c}`);
    }
    expect(problems).to.deep.equal([]);
  });
});
