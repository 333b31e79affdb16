/**
 * The Trials table element (components/game-table.ts; docs/adding-a-game.md, "The table"): one
 * seat's whole match of *Paragon: Trials of the Chosen* — the steps before the first round (deck
 * choice and order, the Avatars shown, the initiative preference and rock-paper-scissors on a
 * clash: `<trials-pregame>`, given every table property as it is) and the game itself
 * (./trials-board.ts), to its end and the final board. It asks for every move with one
 * `game-action` event: a legal action as given, or an intent the module's `automation.prepare`
 * seals with the seat's secrets (src/games/trials/module/automation.ts). It never decides what is
 * legal and never holds a secret.
 *
 * `<trials-pregame>` is defined by its own module (components/trials/trials-pregame.ts), imported
 * here so the UI registry's one load defines both.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { GameUi } from '../game-table.ts';
import { GameTableElement } from '../game-table-element.ts';
import type { MatchState } from '../../src/games/trials/match/types.ts';
import './trials-board.ts';
import './trials-pregame.ts';

export type { TrialsIntent } from '../../src/games/trials/module/automation.ts';

/** True while the match is in its pre-game windows (deck order, Avatars, initiative: no game yet). */
export function inPregame(s: MatchState): boolean {
  return s.game === null;
}

/** See the module comment. */
@customElement('trials-table')
export class TrialsTable extends GameTableElement {
  override render(): TemplateResult | typeof nothing {
    const s = this.state as MatchState | null;
    if (!s || typeof s !== 'object' || typeof s.phase !== 'string') return nothing;
    if (s.phase === 'over' && s.game === null)
      return html`<p role="status" data-testid="over">The match ended before the first round.</p>`;
    if (inPregame(s))
      return html`<trials-pregame
        .state=${s}
        .seat=${this.seat}
        .seats=${this.seats}
        .names=${this.names}
        .legal=${this.legal}
        .log=${this.log}
        .busy=${this.busy}
        .deadline=${this.deadline}
        .reducedMotion=${this.reducedMotion}
        .notes=${this.notes}
        .decks=${this.decks}
      ></trials-pregame>`;
    return html`<trials-board
      data-testid="trials-board"
      .state=${s}
      .seat=${this.seat}
      .names=${this.names}
      .legal=${this.legal}
      .log=${this.log}
      .busy=${this.busy}
      .deadline=${this.deadline}
      ?reduced-motion=${this.reducedMotion}
    ></trials-board>`;
  }
}

/** Trials' UI for the registry (src/app/games.ts). */
export const TRIALS_UI: GameUi = { table: 'trials-table' };

declare global {
  interface HTMLElementTagNameMap {
    'trials-table': TrialsTable;
  }
}
