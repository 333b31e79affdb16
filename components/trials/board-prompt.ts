/**
 * The prompt of `<trials-board>` (docs/ui.md, "Trials" and "Prompts"): what the seat is asked now
 * in the module's words (`words.awaiting`, its glossary terms linked to the rules), the choice
 * being narrowed (the card chosen, with its text and links; the question of the next step) and the
 * answers that are not cards on the board: the plain actions (Pass, Channel, Ignite, Do not
 * respond, Scout top or bottom, Use or skip a trigger), what a chosen card in play should do
 * (attack, channel, an activated effect), the cards and targets still offered as a list, Confirm
 * (named with the action's words, `words.action`) and Cancel. An answer that sends its action at
 * once (./board-choices.ts `sentOnPick`: a plain button, a point of split damage) is named with
 * the action's words, and the split window's hint says each click names one point for good.
 * Every answer is one of the steps ./board-choices.ts derived from the legal actions; nothing here
 * knows a rule.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { CardDb } from '../../src/games/trials/carddb.ts';
import { cardDef, effectsOf } from '../../src/games/trials/carddb.ts';
import type { CardDef, Cost } from '../../src/games/trials/cards/schema.ts';
import { TRIALS_REFERENCE } from '../../src/games/trials/reference.ts';
import { locate } from '../../src/games/trials/stats.ts';
import { splitWords } from '../../src/games/trials/module/words.ts';
import { trialsCard } from './card-face.ts';
import { pathsOf, type Narrowed, type Step } from './board-choices.ts';
import type { Action, TrialsState } from '../../src/games/trials/types.ts';
import '../parley-term-text.ts';

/** The plain buttons, their visible words and their order. */
const BUTTONS: Readonly<Record<string, string>> = {
  'trigger-use': 'Use the triggered effect',
  'trigger-skip': 'Do not use it',
  'scout-top': 'Take the top card',
  'scout-bottom': 'Take the bottom card',
  decline: 'Do not respond',
  channel: 'Channel energy',
  ignite: 'Ignite',
  pass: 'Pass',
};

/** What the prompt needs from its board. */
export interface PromptContext {
  readonly db: CardDb;
  readonly g: TrialsState;
  /** The seat in front of the screen. */
  readonly viewer: string;
  /** The module's words for what the match waits for (`words.awaiting`), or the end words. */
  readonly awaiting: string;
  /** The game is over (the prompt only says how it ended). */
  readonly over: boolean;
  /** The window the seat is asked to decide in, or null when it does not decide now. */
  readonly window: string | null;
  readonly picks: readonly Step[];
  readonly narrowed: Narrowed;
  readonly busy: boolean;
  /** Seconds left to the deadline, or null. */
  readonly left: number | null;
  /** A legal action in the module's words. */
  words(a: unknown): string;
  /** The legal action taking `s` now sends at once, with no Confirm (`sentOnPick`), if any. */
  sends(s: Step): unknown;
  choose(s: Step): void;
  confirm(a: unknown): void;
  cancel(): void;
}

/** `detail` when it starts with the visible words, else "visible: detail" (WCAG 2.5.3). */
export function labelInName(visible: string, detail: string): string {
  const shown = visible.trim();
  return detail.toLowerCase().startsWith(shown.toLowerCase()) ? detail : `${shown}: ${detail}`;
}

/** The name of the card an instance id or hand handle names in `g` ("a card" when unknown). */
export function nameOfInstance(db: CardDb, g: TrialsState, id: string): string {
  const l = locate(g, id);
  if (l) return cardDef(db, (l.att ?? l.avatar).card)?.name ?? id;
  for (const seat of ['A', 'B'] as const) {
    const slot = g.players[seat].hand.find((x) => x.h === id);
    if (slot?.id !== undefined) return cardDef(db, slot.id)?.name ?? slot.id;
  }
  return 'a card';
}

/** The card a pick names (a hand card or a card in play), for the chosen-card panel. */
function pickedCard(db: CardDb, g: TrialsState, s: Step | undefined): CardDef | undefined {
  if (!s) return undefined;
  if (s.kind === 'source') {
    const l = locate(g, s.id);
    return l ? cardDef(db, (l.att ?? l.avatar).card) : undefined;
  }
  if (s.kind === 'hand') {
    for (const seat of ['A', 'B'] as const) {
      const slot = g.players[seat].hand.find((x) => x.h === s.id);
      if (slot?.id !== undefined) return cardDef(db, slot.id);
    }
  }
  return undefined;
}

/** A cost in words: "exhaust, 2 energy, discard 1 card". */
function costWords(c: Cost): string {
  const parts: string[] = [];
  if (c.exhaust) parts.push('exhaust');
  if (c.energy) parts.push(`${c.energy} energy`);
  if (c.discard) parts.push(`discard ${c.discard} ${c.discard === 1 ? 'card' : 'cards'}`);
  if (c.destroySelf) parts.push('destroy this card');
  return parts.length > 0 ? parts.join(', ') : 'no cost';
}

/** The words of an activated effect: its number and its cost. */
function effectWords(db: CardDb, g: TrialsState, source: string, index: number): string {
  const l = locate(g, source);
  const def = l ? cardDef(db, (l.att ?? l.avatar).card) : undefined;
  const e = def ? effectsOf(def, l!.att ? 'front' : l!.avatar.side)[index] : undefined;
  const cost = e && 'activate' in e ? ` (${costWords(e.activate)})` : '';
  return `Use effect ${index + 1}${cost}`;
}

/** The most steps of `kind` any action still reachable has (how many to pick in all). */
function most(ctx: PromptContext, kind: 'discard' | 'target'): number {
  let n = 0;
  for (const a of ctx.narrowed.reachable)
    for (const path of pathsOf(a as Action))
      n = Math.max(n, path.filter((x) => x.kind === kind).length);
  return n;
}

/** The question of the next step. */
function question(ctx: PromptContext): string {
  const { picks, narrowed, g, db } = ctx;
  const kinds = new Set(narrowed.next.map((s) => s.kind));
  const first = picks[0];
  const name = first ? nameOfInstance(db, g, first.id) : '';
  const count = (kind: 'discard' | 'target') => picks.filter((s) => s.kind === kind).length;
  if (kinds.has('discard')) {
    const left = most(ctx, 'discard') - count('discard');
    return `Choose ${left} more ${left === 1 ? 'card' : 'cards'} to discard from your hand.`;
  }
  if (kinds.has('avatar'))
    return first?.kind === 'button'
      ? 'Choose the Avatar to channel energy with.'
      : `Choose the Avatar to play ${name} onto.`;
  if (kinds.has('detach')) return 'Its slot is full: choose the One-Handed card to detach.';
  if (kinds.has('verb') || kinds.has('effect')) return `What should ${name} do?`;
  if (kinds.has('target')) {
    const k = count('target') + 1;
    const of = most(ctx, 'target');
    const attack = picks.some((s) => s.kind === 'verb' && s.id === 'attack');
    const what = attack ? 'what to attack' : 'a target';
    return of > 1
      ? `Choose ${what} (${k} of ${of}), highlighted on the board.`
      : `Choose ${what}, highlighted on the board.`;
  }
  if (narrowed.complete.length > 0) return 'Confirm, or cancel.';
  return '';
}

function button(
  ctx: PromptContext,
  s: Step,
  text: string,
  label: string,
  attrs: { action?: string; choice?: string; effect?: string },
): TemplateResult {
  return html`<button
    type="button"
    class=${s.kind === 'button' && s.id === 'pass' ? '' : 'primary'}
    data-action=${attrs.action ?? nothing}
    data-choice=${attrs.choice ?? nothing}
    data-effect=${attrs.effect ?? nothing}
    ?disabled=${ctx.busy}
    aria-label=${labelInName(text, label)}
    @click=${() => ctx.choose(s)}
  >
    ${text}
  </button>`;
}

/** The answers of the next step that are not hand cards. */
function answers(ctx: PromptContext): TemplateResult[] {
  const { db, g } = ctx;
  const out: TemplateResult[] = [];
  const next = ctx.narrowed.next;
  const buttons = next
    .filter((s) => s.kind === 'button')
    .sort((a, b) => Object.keys(BUTTONS).indexOf(a.id) - Object.keys(BUTTONS).indexOf(b.id));
  for (const s of buttons) {
    const text = BUTTONS[s.id] ?? s.id;
    const sends = ctx.sends(s);
    out.push(button(ctx, s, text, sends !== undefined ? ctx.words(sends) : text, { action: s.id }));
  }
  const source = ctx.picks[0]?.id ?? '';
  for (const s of next) {
    if (s.kind === 'verb') {
      const text = s.id === 'attack' ? 'Attack' : 'Channel energy';
      const label = `${s.id === 'attack' ? 'Attack with' : 'Channel energy with'} ${nameOfInstance(db, g, source)}`;
      out.push(button(ctx, s, text, label, { action: s.id }));
    } else if (s.kind === 'effect') {
      const text = effectWords(db, g, source, Number(s.id));
      out.push(
        button(ctx, s, text, `${text} of ${nameOfInstance(db, g, source)}`, { effect: s.id }),
      );
    } else if (s.kind === 'avatar' || s.kind === 'detach' || s.kind === 'target') {
      const name = nameOfInstance(db, g, s.id);
      const whose = s.id.startsWith(`${ctx.viewer}:`) ? 'your' : 'the opponent’s';
      // An answer sent at once (a point of split damage) is named with the action's words.
      const sends = ctx.sends(s);
      const label = sends !== undefined ? ctx.words(sends) : `${name}, ${whose} card`;
      out.push(button(ctx, s, name, label, { choice: s.id }));
    }
  }
  return out;
}

/** The prompt (see the module comment). */
export function renderPrompt(ctx: PromptContext): TemplateResult {
  const { picks, narrowed } = ctx;
  const asking = !ctx.over && ctx.window !== null;
  const card = pickedCard(ctx.db, ctx.g, picks[0]);
  const chosen = picks.length > 0;
  return html`<section
    class="prompt"
    data-testid="trials-prompt"
    data-prompt=${asking ? ctx.window! : nothing}
    aria-labelledby="prompt-h"
  >
    <h3 id="prompt-h" class="ask" tabindex="-1">
      <parley-term-text .text=${ctx.awaiting} .reference=${TRIALS_REFERENCE}></parley-term-text>
    </h3>
    ${
      ctx.left !== null && asking
        ? html`<span class="clock" role="timer" data-countdown
            >${Math.floor(ctx.left / 60)}:${String(ctx.left % 60).padStart(2, '0')} left</span
          >`
        : nothing
    }
    ${ctx.busy ? html`<p class="muted" role="status">Sending your move…</p>` : nothing}
    ${
      card
        ? html`<div class="chosen-card" data-testid="trials-chosen">
            ${trialsCard(
              card,
              { size: 'full', links: true, role: 'group', dataCard: false },
              { reference: TRIALS_REFERENCE },
            )}
          </div>`
        : nothing
    }
    ${
      asking
        ? html`<p class="question" role="status" aria-live="polite">
            ${chosen ? question(ctx) : topHint(ctx)}
          </p>`
        : nothing
    }
    ${
      asking
        ? html`<div class="options" role="group" aria-label="Your choices">
            ${answers(ctx)}
            ${narrowed.complete.map(
              (a) =>
                html`<button
                  type="button"
                  class="primary confirm"
                  data-action="confirm"
                  ?disabled=${ctx.busy}
                  aria-label=${`Confirm: ${ctx.words(a)}`}
                  @click=${() => ctx.confirm(a)}
                >
                  Confirm: ${ctx.words(a)}
                </button>`,
            )}
            ${
              chosen
                ? html`<button
                    type="button"
                    data-action="cancel"
                    aria-label="Cancel: choose again"
                    @click=${() => ctx.cancel()}
                  >
                    Cancel
                  </button>`
                : nothing
            }
          </div>`
        : nothing
    }
  </section>`;
}

/**
 * The hint before anything is chosen: where the actions start. In the `split` window (the only
 * one whose actions start with a target) it says that each click names one point at once and
 * cannot be taken back (docs/rules/trials.md D36: one signed action per point).
 */
function topHint(ctx: PromptContext): string {
  const kinds = new Set(ctx.narrowed.next.map((s) => s.kind));
  if (kinds.size === 1 && kinds.has('target')) {
    const w = splitWords(ctx.g);
    const point = w ? `point ${w.point} of ${w.of} of ${w.what}` : 'the next point';
    return `Click a highlighted card, or a name below, to name ${point}. Each click names one point at once and cannot be taken back.`;
  }
  const parts: string[] = [];
  if (kinds.has('hand')) parts.push('a card in your hand to play it');
  if (kinds.has('source')) parts.push('one of your cards in play to attack, channel or use it');
  if (kinds.has('discard')) parts.push('the cards to discard in your hand');
  if (parts.length === 0) return 'Choose below.';
  return `Choose ${parts.join(', or ')}.`;
}
