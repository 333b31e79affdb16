/**
 * The Trials of the Chosen elements under axe-core (docs/ui.md, "Accessibility"): a card face of
 * each kind and a back, the deck-order editor (empty, mid-way, legal) at 390×844 and 1280×800,
 * an Avatar column with attachments, marks and targets, the stack and the round status render
 * with no axe violation at all.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { AxeResults } from 'axe-core';
import '../../../components/trials/card-face.ts';
import '../../../components/trials/trials-avatar.ts';
import '../../../components/trials/trials-deck-order.ts';
import '../../../components/trials/trials-stack.ts';
import '../../../components/trials/trials-status.ts';
import type { TrialsDeckOrder } from '../../../components/trials/trials-deck-order.ts';
import type { AvatarView } from '../../../components/trials/view.ts';
import {
  AREN_VESPER_ORDER,
  BLESSING,
  EMBER,
  FLARE,
  KATANA,
  PRECONS,
  SIR_AREN,
  STACK,
  TEST_CARDS,
  TOWER_SHIELD,
  VESPER,
} from './cards.ts';

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

/**
 * Finishes the finite animations of `root` and of every shadow root below it (a document's list
 * leaves shadow roots out): cards pop in (opacity 0 → 1) and axe measures colours as drawn, so a
 * face caught mid-animation reads as low contrast. A pulse that never ends stays.
 */
function finishAnimations(root: Element): void {
  for (const a of animationsUnder(root)) {
    if (a.effect?.getComputedTiming().endTime !== Infinity) a.finish();
  }
}

/** The animations of `root` and of every shadow root below it. */
function animationsUnder(root: Element): Animation[] {
  const out: Animation[] = [];
  const visit = (node: Element): void => {
    if (node.shadowRoot) {
      out.push(...node.shadowRoot.getAnimations());
      for (const child of node.shadowRoot.querySelectorAll('*')) visit(child);
    }
    for (const child of node.children) visit(child);
  };
  out.push(...root.getAnimations({ subtree: true }));
  visit(root);
  return out;
}

async function violations(el: Element): Promise<string[]> {
  const results = await (await axe()).run(el, { resultTypes: ['violations'] });
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 5)
        .map((n) => `${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`)
        .join(', ')}`,
  );
}

/** The page's dark background, as the app draws it, so contrast is checked against it. */
async function page(content: ReturnType<typeof html>): Promise<HTMLElement> {
  return fixture<HTMLElement>(
    html`<main style="background: #10151f; color: #e9edf5; padding: 8px">${content}</main>`,
  );
}

const COLUMN: AvatarView = {
  instance: 'B-av1',
  cardId: VESPER.id,
  seat: 'B',
  fallen: false,
  exhausted: true,
  hp: 9,
  maxHp: 14,
  shield: true,
  counters: { attack: 2 },
  attachments: [
    { instance: 'B-c1', cardId: KATANA.id, exhausted: true, hp: 1, shield: true },
    { instance: 'B-c2', cardId: 'tr-chivalry-2', exhausted: false, shield: false },
    { instance: 'B-c3', cardId: TOWER_SHIELD.id, exhausted: false, shield: false },
    { instance: 'B-c4', cardId: 'tr-chivalry-4', exhausted: false, shield: false },
    { instance: 'B-c5', cardId: BLESSING.id, exhausted: false, shield: false },
  ],
};

describe('Trials elements under axe', () => {
  it('card faces of every kind and a back', async () => {
    const el = await page(html`
      <trials-card .card=${SIR_AREN}></trials-card>
      <trials-card .card=${SIR_AREN} fallen></trials-card>
      <trials-card .card=${KATANA} .figures=${{ attack: 3, hp: 1 }}></trials-card>
      <trials-card .card=${TOWER_SHIELD}></trials-card>
      <trials-card .card=${FLARE}></trials-card>
      <trials-card .card=${BLESSING} size="compact"></trials-card>
      <trials-card .card=${EMBER} face-down handle="B3"></trials-card>
    `);
    finishAnimations(el);
    expect(await violations(el)).to.deep.equal([]);
  });

  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    it(`the deck-order editor at ${w}×${h}: empty, mid-way and legal`, async () => {
      await setViewport({ width: w, height: h });
      const el = await page(
        html`<trials-deck-order .cards=${TEST_CARDS} .precons=${PRECONS}></trials-deck-order>`,
      );
      const editor = el.querySelector<TrialsDeckOrder>('trials-deck-order')!;
      finishAnimations(el);
      expect(await violations(el)).to.deep.equal([]);
      editor.avatars = [SIR_AREN.id, EMBER.id];
      editor.order = [TOWER_SHIELD.id, FLARE.id, KATANA.id];
      await editor.updateComplete;
      finishAnimations(el);
      expect(await violations(el)).to.deep.equal([]);
      editor.avatars = [SIR_AREN.id, VESPER.id];
      editor.order = AREN_VESPER_ORDER;
      await editor.updateComplete;
      editor.shadowRoot!.querySelector<HTMLButtonElement>('ol.order button.row')!.click();
      await editor.updateComplete;
      finishAnimations(el);
      expect(await violations(el)).to.deep.equal([]);
    });
  }

  it('an Avatar column with attachments, marks and targets, a Fallen one, and the stack', async () => {
    const el = await page(html`
      <trials-avatar
        viewer="A"
        .names=${{ B: 'Bea' }}
        .cards=${TEST_CARDS}
        .avatar=${COLUMN}
        .targets=${['B-av1', 'B-c2']}
        selected="B-c2"
      ></trials-avatar>
      <trials-avatar
        viewer="A"
        .cards=${TEST_CARDS}
        .avatar=${{ ...COLUMN, instance: 'A-av1', seat: 'A', cardId: SIR_AREN.id, fallen: true, attachments: [] }}
      ></trials-avatar>
      <trials-stack
        viewer="A"
        .names=${{ B: 'Bea' }}
        .cards=${TEST_CARDS}
        .items=${STACK}
        priority="B"
      ></trials-stack>
      <trials-status
        viewer="A"
        .names=${{ B: 'Bea' }}
        .status=${{ round: 11, energy: { A: 10, B: 4 }, initiative: 'A', turn: 'B', passes: 1, firstPasser: 'A' }}
      ></trials-status>
    `);
    expect(await violations(el)).to.deep.equal([]);
  });
});
