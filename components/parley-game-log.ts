import { css, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { MatchEvent } from '../src/games/paragons/match/types.ts';
import type { PSeat } from '../src/games/paragons/types.ts';
import { ParleyElement } from './base.ts';
import {
  CLASS_NAMES,
  capitalize,
  cardName,
  seatPossessive,
  seatWord,
  type SeatNames,
} from './display.ts';
import { theme } from './theme.ts';

const STEP_WORDS = {
  greater: 'Greater Mercenaries',
  'lesser-1': 'Lesser Mercenaries (round 1)',
  'lesser-2': 'Lesser Mercenaries (round 2)',
} as const;

const CHAIN_VERBS = {
  mercenary: 'play',
  spell: 'cast',
  attack: 'attack',
  ability: 'use an ability',
  cast: 'cast with a caster',
  garrison: 'garrison',
  recruit: 'recruit',
  hide: 'hide a card',
  defend: 'defend',
} as const;

/**
 * One event in words, from the viewer's side ("You attack", "Bea's Ogre Bruiser is destroyed").
 * Covers every GameEvent and MatchEvent.
 */
export function describeEvent(e: MatchEvent, viewer: PSeat | null, names: SeatNames): string {
  const who = (s: PSeat): string => capitalize(seatWord(s, viewer, names));
  const whose = (s: PSeat): string => seatPossessive(s, viewer, names);
  /** "You draw" / "Bea draws"; lower-case subject with `mid` (mid-sentence). */
  const verb = (s: PSeat, v: string, mid = false): string => {
    const subject = mid ? seatWord(s, viewer, names) : who(s);
    if (viewer !== null && s === viewer) return `${subject} ${v}`;
    const [first, ...rest] = v.split(' ');
    return `${subject} ${[`${first}s`, ...rest].join(' ')}`;
  };
  switch (e.type) {
    case 'chain': {
      if (
        e.kind === 'hide' ||
        e.kind === 'attack' ||
        e.kind === 'ability' ||
        e.kind === 'cast' ||
        e.kind === 'defend'
      ) {
        return `${verb(e.controller, CHAIN_VERBS[e.kind])}.`;
      }
      const card = e.card ? ` ${cardName(e.card)}` : '';
      return `${verb(e.controller, CHAIN_VERBS[e.kind])}${card}.`;
    }
    case 'resolved':
      return `Chain item ${e.item} resolves.`;
    case 'rescinded':
      return `Chain item ${e.item} is rescinded.`;
    case 'entered':
      return `${cardName(e.card)} enters ${whose(e.seat)} ${e.space}.`;
    case 'damage':
      if (e.space) return `${e.amount} damage to ${whose(e.seat)} ${e.space}.`;
      return `${verb(e.seat, 'take')} ${e.amount} damage.`;
    case 'destroyed':
      return `${capitalize(whose(e.seat))} ${cardName(e.card)} (${e.space}) is destroyed.`;
    case 'drew':
      return `${verb(e.seat, 'draw')} ${e.count} ${e.count === 1 ? 'card' : 'cards'}.`;
    case 'turn':
      return `Round ${e.round}: ${whose(e.seat)} turn.`;
    case 'won':
      return `${verb(e.seat, 'win')} the game!`;
    case 'classes': {
      const parts = (['A', 'B'] as const)
        .filter((s) => e.classes[s] !== undefined)
        .map((s) => `${seatWord(s, viewer, names)}: ${CLASS_NAMES[e.classes[s]!]}`);
      return `Classes revealed (${parts.join(', ')})${
        e.conflict ? ' — the same class: rock-paper-scissors decides' : ''
      }.`;
    }
    case 'rps': {
      const parts = (['A', 'B'] as const)
        .filter((s) => e.choices[s] !== undefined)
        .map((s) => `${seatWord(s, viewer, names)}: ${e.choices[s]}`);
      const result = e.winner === null ? 'a tie, play again' : verb(e.winner, 'win', true);
      return `Rock-paper-scissors round ${e.round} (${parts.join(', ')}): ${result}.`;
    }
    case 'layout':
      return `Draft: ${e.cards.length} ${STEP_WORDS[e.step]} laid out.`;
    case 'picked':
      return `${verb(e.seat, 'pick')} ${cardName(e.card)}.`;
    case 'deck-committed':
      return `${verb(e.seat, 'lock')} in a deck for game ${e.game}.`;
    case 'game-start':
      return `Game ${e.game} begins.`;
    case 'game-over':
      return e.winner === null
        ? `Game ${e.game} ends without a winner.`
        : `Game ${e.game}: ${verb(e.winner, 'win', true)}.`;
    case 'match-over':
      return e.winner === null
        ? 'The match ends without a winner.'
        : `Match over: ${verb(e.winner, 'win', true)} the match!`;
  }
}

/**
 * The game log in words, newest at the bottom, scrolled to the end as events arrive.
 *
 * Properties: `events` (GameEvent / MatchEvent list), `viewer`, `names`, `limit` (most recent
 * entries shown, default 200), `reducedMotion`.
 * Events: none. The log is a polite ARIA live region and keyboard-scrollable (tabindex 0).
 */
@customElement('parley-game-log')
export class ParleyGameLog extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      ol {
        margin: 0;
        padding: 0.4rem 0.6rem 0.4rem 2rem;
        max-height: var(--parley-log-height, 14rem);
        overflow-y: auto;
        font-size: 0.85rem;
        line-height: 1.4;
        background: var(--p-surface);
        border: 1px solid var(--p-line);
        border-radius: var(--p-radius);
        scroll-behavior: smooth;
      }
      :host([reduced-motion]) ol {
        scroll-behavior: auto;
      }
      @media (prefers-reduced-motion: reduce) {
        ol {
          scroll-behavior: auto;
        }
      }
      li::marker {
        color: var(--p-muted);
      }
      li.turn {
        margin-top: 0.3rem;
        font-weight: 650;
      }
    `,
  ];

  /** The events, oldest first. */
  @property({ attribute: false }) events: readonly MatchEvent[] = [];
  /** The viewer's seat (null for a replay). */
  @property() viewer: PSeat | null = null;
  /** Seat names. */
  @property({ attribute: false }) names: SeatNames = {};
  /** How many of the most recent entries to show. */
  @property({ type: Number }) limit = 200;

  override render() {
    const first = Math.max(0, this.events.length - this.limit);
    const shown = this.events.slice(first);
    return html`<ol
      start=${first + 1}
      role="log"
      aria-live="polite"
      aria-label="Game log"
      tabindex="0"
    >
      ${shown.map(
        (e) =>
          html`<li class=${e.type === 'turn' || e.type === 'game-start' ? 'turn' : ''}>
            ${describeEvent(e, this.viewer, this.names)}
          </li>`,
      )}
    </ol>`;
  }

  protected override updated(): void {
    const list = this.renderRoot.querySelector('ol');
    list?.scrollTo({ top: list.scrollHeight, behavior: 'instant' });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-game-log': ParleyGameLog;
  }
}
