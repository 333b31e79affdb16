/**
 * Authority's table element (components/game-table.ts; docs/adding-a-game.md, "The table"): one
 * seat's whole match, the steps before the first turn (faction choice, rock-paper-scissors on a
 * clash, the coin for the first player: ./authority-pregame.ts) and the game itself
 * (./authority-board.ts), to its end. It is given the seat's view, the engine's legal actions and
 * the log, and asks for every move with one `game-action` event: a legal action as given, or an
 * intent to commit to ({@link AuthorityIntent}) that the module's `automation.prepare` makes into
 * a move with the seat's secrets. It never decides what is legal and never holds a secret.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { customElement } from 'lit/decorators.js';
import type { GameUi } from '../game-table.ts';
import { GameTableElement } from '../game-table-element.ts';
import type { MatchState } from '../../src/games/authority/match/types.ts';
import './authority-pregame.ts';
import './authority-board.ts';

export type { AuthorityIntent } from './authority-pregame.ts';

/** See the module comment. */
@customElement('authority-table')
export class AuthorityTable extends GameTableElement {
  override render(): TemplateResult | typeof nothing {
    const s = this.state as MatchState | null;
    if (!s || typeof s !== 'object' || typeof s.phase !== 'string') return nothing;
    if (s.game === null || (s.phase !== 'game' && s.phase !== 'over')) {
      if (s.phase === 'over')
        return html`<p role="status" data-testid="over">The match ended before the first turn.</p>`;
      return html`<authority-pregame
        .state=${s}
        .seat=${this.seat}
        .names=${this.names}
        .legal=${this.legal}
        .log=${this.log}
        .busy=${this.busy}
        .notes=${this.notes}
        ?reduced-motion=${this.reducedMotion}
      ></authority-pregame>`;
    }
    return html`<authority-board
      .state=${s}
      .seat=${this.seat}
      .names=${this.names}
      .legal=${this.legal}
      .log=${this.log}
      .busy=${this.busy}
      .deadline=${this.deadline}
      ?reduced-motion=${this.reducedMotion}
    ></authority-board>`;
  }
}

/** Authority's UI for the registry (src/app/games.ts). */
export const AUTHORITY_UI: GameUi = { table: 'authority-table' };

declare global {
  interface HTMLElementTagNameMap {
    'authority-table': AuthorityTable;
  }
}
