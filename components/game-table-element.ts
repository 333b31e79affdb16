/**
 * The base class of the game table elements (components/game-table.ts; docs/adding-a-game.md,
 * "The table"): every {@link GameTableProps} property declared once, with the defaults the match
 * screen relies on before its first update (no state, seat `A` of `A`/`B`, no legal action, not
 * busy, no deadline, no notes, no saved decks), and the host style of a table that fills its
 * column and may shrink in it. A game's table extends it and renders its own pre-game and board;
 * it never decides what is legal and never holds a secret.
 */
import { LitElement, css, type CSSResultGroup } from 'lit';
import { property } from 'lit/decorators.js';
import { theme } from './theme.ts';
import type { GameTableProps } from './game-table.ts';
import type { JsonValue } from '../protocol/canonical.ts';
import type { SeatNames } from '../src/engine/module.ts';

/** See the module comment. */
export class GameTableElement extends LitElement implements GameTableProps {
  /** The theme and a block host that may shrink below its content's width (a grid or flex cell). */
  static override styles: CSSResultGroup = [
    theme,
    css`
      :host {
        display: block;
        min-width: 0;
      }
    `,
  ];

  @property({ attribute: false }) state: unknown = null;
  @property() seat = 'A';
  @property({ attribute: false }) seats: readonly string[] = ['A', 'B'];
  @property({ attribute: false }) names: SeatNames = {};
  @property({ attribute: false }) legal: readonly unknown[] = [];
  @property({ attribute: false }) log: readonly unknown[] = [];
  @property({ type: Boolean }) busy = false;
  @property({ attribute: false }) deadline: number | null = null;
  @property({ type: Boolean, attribute: 'reduced-motion' }) reducedMotion = false;
  @property({ attribute: false }) notes: JsonValue = null;
  /** The player's saved decks for this game (a game with no deck building ignores them). */
  @property({ attribute: false }) decks: Readonly<Record<string, readonly string[]>> = {};
}
