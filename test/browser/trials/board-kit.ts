/**
 * Real engine positions for the `<trials-board>` tests: a scenario setup (src/games/trials/
 * scenario-setup.ts, with the scenario files' inline cards) played forward with the engine's own
 * legal actions, shown to one seat as the table would (its view, its legal actions), and the
 * board's controls found through the shadow roots of the board and its Avatar columns.
 */
import { fixture, html } from '@open-wc/testing';
import { seatView } from '../../../src/engine/index.ts';
import type { CardDb } from '../../../src/games/trials/carddb.ts';
import { createMatch } from '../../../src/games/trials/match/match.ts';
import type { MatchState } from '../../../src/games/trials/match/types.ts';
import { legalActions } from '../../../src/games/trials/legal.ts';
import { apply } from '../../../src/games/trials/rules.ts';
import {
  scenarioDb,
  stateFromSetup,
  type InlineCard,
  type Setup,
} from '../../../src/games/trials/scenario-setup.ts';
import type { Action, TrialsState, TSeat } from '../../../src/games/trials/types.ts';
import { view } from '../../../src/games/trials/view.ts';
import { waiting } from '../../../src/games/trials/waiting.ts';
import '../../../components/trials/trials-board.ts';
import type { TrialsBoard } from '../../../components/trials/trials-board.ts';

/** A position and its card set. */
export interface Position {
  readonly db: CardDb;
  readonly g: TrialsState;
}

/** The omniscient position a setup describes, with the setup's inline cards. */
export function position(cards: Record<string, InlineCard>, setup: Setup): Position {
  const db = scenarioDb(cards);
  return { db, g: stateFromSetup(db, setup) };
}

/** `seat`'s legal actions in its own view. */
export function legalOf(p: Position, seat: TSeat): Action[] {
  return legalActions(p.db, view(p.g, seat), seat);
}

/** The position after the first legal action of `seat` that `pred` accepts. */
export function play(p: Position, seat: TSeat, pred: (a: Action) => boolean): Position {
  const a = legalOf(p, seat).find(pred);
  if (!a) throw new Error(`no legal action of ${seat} matches`);
  const r = apply(p.db, p.g, a);
  if (r.error) throw new Error(r.error.message);
  return { db: p.db, g: r.state };
}

/** The match as `seat` holds it, in its game (or over, with the game's winner). */
export function matchFor(p: Position, seat: TSeat): MatchState {
  const m = createMatch(seatView(seat), 'board-test', ['A', 'B']);
  const game = view(p.g, seat);
  if (p.g.phase === 'over')
    return {
      ...m,
      phase: 'over',
      initiative: p.g.initiative,
      game,
      winner: p.g.winner,
      end: 'game',
    };
  return { ...m, phase: 'game', initiative: p.g.initiative, game };
}

/** The board of `seat` on `p`, with its legal actions. */
export async function board(p: Position, seat: TSeat): Promise<TrialsBoard> {
  const legal = legalOf(p, seat);
  const el = await fixture<TrialsBoard>(
    html`<trials-board
      .db=${p.db}
      .state=${matchFor(p, seat)}
      .seat=${seat}
      .names=${{ A: 'Ann', B: 'Bea' }}
      .legal=${legal}
    ></trials-board>`,
  );
  await el.updateComplete;
  return el;
}

/** Waits for the board and every Avatar column in it to render. */
export async function settle(el: TrialsBoard): Promise<void> {
  await el.updateComplete;
  for (const c of el.shadowRoot!.querySelectorAll('trials-avatar')) await c.updateComplete;
}

/** The board's own element matching `selector` (its shadow root), or throws. */
export function $(el: TrialsBoard, selector: string): HTMLElement {
  const x = el.shadowRoot!.querySelector<HTMLElement>(selector);
  if (!x) throw new Error(`no ${selector}`);
  return x;
}

/** The card in play `id` (an Avatar or an attachment) in its column, or null. */
export function inPlay(el: TrialsBoard, id: string): HTMLElement | null {
  for (const c of el.shadowRoot!.querySelectorAll('trials-avatar')) {
    const x = c.shadowRoot!.querySelector<HTMLElement>(
      `[data-avatar="${id}"], [data-attachment="${id}"]`,
    );
    if (x) return x;
  }
  return null;
}

/** The ids of the cards in play marked `data-target` now. */
export function targets(el: TrialsBoard): string[] {
  const out: string[] = [];
  for (const c of el.shadowRoot!.querySelectorAll('trials-avatar'))
    for (const x of c.shadowRoot!.querySelectorAll<HTMLElement>('[data-target]'))
      out.push(x.dataset['target']!);
  return out;
}

/** Clicks a card in play's button and waits for the board. */
export async function clickInPlay(el: TrialsBoard, id: string): Promise<void> {
  const x = inPlay(el, id);
  if (!x) throw new Error(`no card in play ${id}`);
  x.querySelector<HTMLButtonElement>('button')!.click();
  await settle(el);
}

/** Clicks the board's element matching `selector` and waits for the board. */
export async function click(el: TrialsBoard, selector: string): Promise<void> {
  $(el, selector).click();
  await settle(el);
}

/** Every `game-action` the board sends, in order. */
export function actions(el: TrialsBoard): unknown[] {
  const out: unknown[] = [];
  el.addEventListener('game-action', (e) => out.push(e.detail.action));
  return out;
}

/** All the text and attribute values under `root`, through every shadow root. */
export function allText(root: Element): string {
  const parts: string[] = [];
  const visit = (node: Element): void => {
    for (const a of node.attributes) parts.push(a.value);
    for (const child of node.childNodes)
      if (child.nodeType === Node.TEXT_NODE) parts.push(child.textContent ?? '');
    if (node.shadowRoot) {
      for (const child of node.shadowRoot.children) visit(child);
      for (const t of node.shadowRoot.childNodes)
        if (t.nodeType === Node.TEXT_NODE) parts.push(t.textContent ?? '');
    }
    for (const child of node.children) visit(child);
  };
  visit(root);
  return parts.join('\n');
}

/** Inline cards in the scenario files' language (test/scenarios/trials). */
export const CARDS = {
  't-bolt': {
    kind: 'ability',
    cost: 1,
    subtypes: ['instant'],
    effects: [{ on: 'play', effects: [{ do: 'damage', n: 2, to: 'enemy-card' }] }],
  },
  't-guard': {
    kind: 'ability',
    cost: 0,
    subtypes: ['instant'],
    effects: [{ on: 'play', effects: [{ do: 'shield', to: 'own-card' }] }],
  },
  't-one-a': { kind: 'equipment', cost: 0, attack: 1, hp: 2, subtypes: ['weapon', 'one-handed'] },
  't-one-b': { kind: 'equipment', cost: 0, attack: 1, hp: 2, subtypes: ['weapon', 'one-handed'] },
  't-one-c': { kind: 'equipment', cost: 0, attack: 1, hp: 2, subtypes: ['weapon', 'one-handed'] },
  't-junk': { kind: 'equipment', hp: 1 },
  't-bomb': {
    kind: 'equipment',
    hp: 1,
    subtypes: ['accessory'],
    effects: [
      {
        activate: { discard: 1, destroySelf: true },
        effects: [{ do: 'damage', n: 3, to: 'enemy-avatar' }],
      },
    ],
  },
  't-splitter': { kind: 'avatar', front: { attack: 3, hp: 10, keywords: ['split'] } },
  't-ember': { kind: 'ability', keywords: ['ignite'] },
  't-scout': { kind: 'ability', effects: [{ on: 'play', effects: [{ do: 'scout' }] }] },
  't-mindrot': {
    kind: 'ability',
    effects: [{ on: 'play', effects: [{ do: 'discard', who: 'opponent', n: 2 }] }],
  },
  't-katana': {
    kind: 'equipment',
    cost: 1,
    attack: 1,
    hp: 3,
    subtypes: ['weapon', 'one-handed'],
    effects: [{ on: 'avatar-falls-discard', optional: true, effects: [{ do: 'reattach-self' }] }],
  },
  't-secret-hand': { kind: 'equipment', hp: 1 },
  't-secret-deck': { kind: 'equipment', hp: 1 },
};

/** Declines for whoever holds priority until `seat` decides in something other than priority. */
export function untilDecides(p: Position, seat: 'A' | 'B'): Position {
  let q = p;
  for (let i = 0; i < 20; i++) {
    const w = waiting(q.g);
    if (w.kind === 'act' && w.seat === seat && w.window !== 'priority') return q;
    if (w.kind !== 'act') break;
    q = play(q, w.seat, (a) => a.type === 'decline');
  }
  throw new Error(`${seat} never decides`);
}

/** Declines for whoever holds priority until the game is over. */
export function untilOver(p: Position): Position {
  let q = p;
  for (let i = 0; i < 20; i++) {
    const w = waiting(q.g);
    if (w.kind === 'over') return q;
    q = play(q, w.seat, (a) => a.type === 'decline');
  }
  throw new Error('the game goes on');
}
