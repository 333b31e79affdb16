/**
 * The prompt of `<authority-board>` for a window other than the command phase
 * (docs/rules/authority.md, "Windows"): a strike (the Monarch, or a row and the defenders to hit
 * in order; decisions 10 and 12), an ability's choice (ignore, disable, annihilate, retire;
 * decisions 16 and 24), the market removal (decision 19), or any other legal action offered. Each
 * button is one legal action as given.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { CARD_DB } from '../../src/games/authority/carddb.ts';
import { attackPower, monarchDamage } from '../../src/games/authority/power.ts';
import type { GameState } from '../../src/games/authority/types.ts';
import { labelInName, type Controls } from './controls.ts';
import { cardName } from '../../src/games/authority/module/words.ts';
import { AUTHORITY_REFERENCE } from '../../src/games/authority/reference.ts';
import '../parley-term-text.ts';

/**
 * A prompt's message with its glossary terms as links to the rules (parley-term-text: a term sends
 * `show-term`, which opens the rules reference at it).
 */
function terms(text: string): TemplateResult {
  return html`<parley-term-text
    .text=${text}
    .reference=${AUTHORITY_REFERENCE}
  ></parley-term-text>`;
}

/** What the prompt needs from its board. */
export interface PromptContext {
  readonly g: GameState;
  readonly c: Controls;
  readonly busy: boolean;
  /** A legal action in words. */
  words(a: unknown): string;
  /** Asks for a legal action (the board's `game-action`). */
  ask(a: unknown): void;
}

/** The prompt of the window `ctx.g` is in, or nothing in the command phase. */
export function renderPrompt(ctx: PromptContext): TemplateResult | typeof nothing {
  const { g, c } = ctx;
  const option = (a: unknown, testid: string, text = ctx.words(a)) =>
    html`<button
      type="button"
      data-testid=${testid}
      ?disabled=${ctx.busy}
      @click=${() => ctx.ask(a)}
    >
      ${text}
    </button>`;
  /** The defenders a strike hits, in order, as its button shows them. */
  const shown = (row: number, foe: string, at: readonly number[]) =>
    at
      .map((pos) => `${cardName(g.players[foe]!.rows[row]![pos]!.card)} (place ${pos + 1})`)
      .join(' → ');
  const pend = g.pending;
  if (pend?.p === 'strike' && (c.monarch.length > 0 || c.rows.size > 0)) {
    const power = attackPower(CARD_DB, g, pend.seat, pend.uid, pend.card, false);
    return html`<section
      class="prompt"
      data-testid="strike-prompt"
      data-prompt="strike"
      aria-labelledby="prompt-h"
    >
      <h3 id="prompt-h">${cardName(pend.card)} attacks with power ${power}</h3>
      <p class="muted">
        ${terms(
          'Choose the Monarch, or a row and the defenders to hit in order (leftover damage does ' +
            'not carry to another row). You can also click a highlighted defender.',
        )}
      </p>
      <div class="options">
        ${c.monarch.map((a) =>
          option(
            a,
            'strike-monarch',
            `${ctx.words(a)} (${monarchDamage(CARD_DB, g, pend.seat, pend.uid, pend.card, a.foe)} damage)`,
          ),
        )}
      </div>
      ${[...c.rows.entries()]
        .sort(([x], [y]) => y - x)
        .map(
          ([row, list]) =>
            html`<div class="row-group" role="group" aria-label=${`Row ${row}`}>
              <h4>Row ${row}</h4>
              <div class="options">
                ${list.map(
                  (a) =>
                    html`<button
                      type="button"
                      data-testid="strike"
                      data-row=${row}
                      data-at=${a.at!.join(',')}
                      aria-label=${labelInName(shown(row, a.foe, a.at!), ctx.words(a))}
                      ?disabled=${ctx.busy}
                      @click=${() => ctx.ask(a)}
                    >
                      ${shown(row, a.foe, a.at!)}
                    </button>`,
                )}
              </div>
            </div>`,
        )}
    </section>`;
  }
  if (pend?.p === 'choose' && (c.choices.length > 0 || c.decline)) {
    const verb = {
      ignore: 'ignore',
      disable: 'disable',
      annihilate: 'annihilate',
      retire: 'retire',
    }[pend.effect];
    return html`<section
      class="prompt"
      data-testid="choose-prompt"
      data-prompt="choose"
      aria-labelledby="prompt-h"
    >
      <h3 id="prompt-h">${cardName(pend.source)}: choose what to ${verb}</h3>
      <p class="muted">${pend.left} ${pend.left === 1 ? 'pick' : 'picks'} left.</p>
      <div class="options">
        ${c.choices.map((a) => option(a, 'choose'))}
        ${c.decline ? option(c.decline, 'decline') : nothing}
      </div>
    </section>`;
  }
  if (c.culls.length > 0 || c.keep) {
    return html`<section
      class="prompt"
      data-testid="cull-prompt"
      data-prompt="cull"
      aria-labelledby="prompt-h"
    >
      <h3 id="prompt-h">Market removal</h3>
      <p>
        ${terms(
          'Your opponent recruited nothing last turn: you may remove one unit of the market ' +
            'from the game (a new one replaces it).',
        )}
      </p>
      <div class="options">
        ${c.culls.map((a) => option(a, 'cull-option'))} ${c.keep ? option(c.keep, 'keep') : nothing}
      </div>
    </section>`;
  }
  if (c.other.length > 0) {
    return html`<section
      class="prompt"
      data-testid="other-prompt"
      data-prompt="other"
      aria-labelledby="prompt-h"
    >
      <h3 id="prompt-h">Your choices</h3>
      <div class="options">${c.other.map((a) => option(a, 'other-action'))}</div>
    </section>`;
  }
  return nothing;
}
