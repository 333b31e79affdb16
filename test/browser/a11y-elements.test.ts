/**
 * The shared elements under axe-core (docs/ui.md, "Accessibility"): a hand, the pool, a board
 * with mercenaries, badges and attachments, the Hidden pile, a draft layout and the game log render
 * with no axe violation at all; card buttons' names start with their face's words and their rules
 * text is their description; and a nameless button fails the same check.
 */
import { expect, fixture, html } from '@open-wc/testing';
import type { AxeResults } from 'axe-core';
import '../../components/parley-hand.ts';
import '../../components/parley-pool.ts';
import '../../components/parley-board.ts';
import '../../components/parley-hidden-pile.ts';
import '../../components/parley-game-log.ts';
import '../../components/parley-draft.ts';
import { cardFaceText } from '../../components/display.ts';
import { cardById } from '../../src/games/paragons/cards/index.ts';
import type { MatchEvent } from '../../src/games/paragons/match/types.ts';
import type { Merc, PSeat } from '../../src/games/paragons/types.ts';

type Axe = { run(ctx: Element, options: object): Promise<AxeResults> };

/** Loads the pinned axe-core build once (served from node_modules by the test runner). */
async function axe(): Promise<Axe> {
  const w = window as unknown as { axe?: Axe };
  if (!w.axe) {
    await new Promise<void>((resolve, reject) => {
      const s = document.createElement('script');
      s.src = '/node_modules/axe-core/axe.min.js';
      s.onload = () => resolve();
      s.onerror = () => reject(new Error('axe-core did not load'));
      document.head.append(s);
    });
  }
  return w.axe!;
}

async function violations(el: Element): Promise<string[]> {
  const results = await (await axe()).run(el, { resultTypes: ['violations'] });
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
}

function merc(card: string, uid: number, extra: Partial<Merc> = {}): Merc {
  return {
    uid,
    card,
    owner: 'A' as PSeat,
    damage: 0,
    exhausted: false,
    summoned: false,
    attacked: false,
    cast: false,
    garrison: 0,
    garrisoned: false,
    used: [],
    buffs: [],
    imbuements: [],
    ...extra,
  };
}

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
