import { css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import type { Aim, ChainItem, Merc, PSeat } from '../../src/games/paragons/types.ts';
import { ParleyElement } from '../base.ts';
import {
  capitalize,
  cardName,
  seatPossessive,
  seatWord,
  SPACE_NAMES,
  type SeatNames,
} from './display.ts';
import { UI_ICONS, type UiIcon } from '../../src/art/ui.ts';
import '../parley-card-art.ts';
import { theme } from '../theme.ts';

/** The UI icon of each chain item kind (src/art/ui.ts; drawn by parley-card-art, not as text). */
const KIND_ICON: Readonly<Record<ChainItem['body']['kind'], UiIcon>> = {
  mercenary: 'chain-mercenary',
  spell: 'chain-spell',
  attack: 'chain-attack',
  ability: 'chain-ability',
  cast: 'chain-cast',
  garrison: 'chain-garrison',
  recruit: 'chain-recruit',
  hide: 'chain-hide',
  defend: 'chain-defend',
};

/**
 * The reaction chain as a visible stack: the top item (last added, resolves first) is shown first.
 *
 * Properties: `chain` (GameState.chain), `viewer` (the viewer's seat, for "you"), `names`, `boards`
 * (seat → Player.board, to name attackers, casters and targets), `reducedMotion`.
 * Events: none. The list is an ARIA live region, so new items are announced.
 */
@customElement('parley-chain')
export class ParleyChain extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: calc(var(--p-gap) * 0.6);
      }
      li {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        padding: 0.45rem 0.6rem;
        border-radius: var(--p-radius);
        background: var(--p-surface-2);
        border-left: 4px solid var(--p-muted);
        animation: p-pop var(--p-dur) ease-out;
      }
      li.mine {
        border-left-color: var(--p-good);
      }
      li.theirs {
        border-left-color: var(--p-bad);
      }
      li.resolving {
        outline: 2px solid var(--p-accent);
      }
      li:first-child {
        box-shadow: 0 3px 10px rgb(0 0 0 / 35%);
      }
      .pos {
        font-size: 0.7rem;
        color: var(--p-muted);
        min-width: 1.6rem;
      }
      .empty {
        color: var(--p-muted);
        font-size: 0.9rem;
      }
    `,
  ];

  /** The chain, bottom first (as GameState.chain). */
  @property({ attribute: false }) chain: readonly ChainItem[] = [];
  /** The viewer's seat (null for a spectator or replay). */
  @property() viewer: PSeat | null = null;
  /** Seat names. */
  @property({ attribute: false }) names: SeatNames = {};
  /** Both boards, to name mercenaries by space. */
  @property({ attribute: false }) boards: Partial<Record<PSeat, readonly (Merc | null)[]>> = {};

  override render() {
    const items = [...this.chain].reverse();
    return html`<section aria-label="Reaction chain">
      ${items.length === 0 ? html`<p class="empty">The chain is empty.</p>` : nothing}
      <ol
        aria-live="polite"
        aria-label="Reaction chain, ${items.length} items, the top resolves first"
      >
        ${items.map((item, i) => {
          const mine = this.viewer !== null && item.controller === this.viewer;
          const cls = `${this.viewer === null ? '' : mine ? 'mine' : 'theirs'} ${
            item.resolving ? 'resolving' : ''
          }`;
          return html`<li class=${cls} data-item=${item.id}>
            <span class="pos" aria-hidden="true">${i === 0 ? 'Top' : `#${items.length - i}`}</span>
            <parley-card-art
              pack="ui"
              icon=${UI_ICONS[KIND_ICON[item.body.kind]]}
            ></parley-card-art>
            <span class="what">${this.describe(item)}${item.resolving ? ' (resolving)' : ''}</span>
          </li>`;
        })}
      </ol>
    </section>`;
  }

  /** The item in words, e.g. "You attack with Ogre Bruiser (F2) → Bea's F1 (Tavern Brawler)". */
  describe(item: ChainItem): string {
    const who = capitalize(seatWord(item.controller, this.viewer, this.names));
    const body = item.body;
    const aims = item.aims.map((a) => this.aimWords(a)).filter((s) => s.length > 0);
    const onto = aims.length > 0 ? ` → ${aims.join(', ')}` : '';
    const from = item.revealed ? ' (revealed from Hidden)' : '';
    const you = this.viewer !== null && item.controller === this.viewer;
    const v = (verb: string): string => `${who} ${you ? verb : `${verb}s`}`;
    switch (body.kind) {
      case 'mercenary':
        return `${v('play')} ${cardName(body.card)} to ${SPACE_NAMES[body.to] ?? '?'}${from}`;
      case 'spell':
        return `${v('cast')} ${cardName(body.card)}${body.copy ? ' (copy)' : ''}${from}${onto}`;
      case 'attack':
        return `${v('attack')} with ${this.mercWords(item.controller, body.attacker)} → ${this.aimWords(
          body.target,
        )}`;
      case 'ability':
        return `${v('use')} an ability of ${this.mercWords(item.controller, body.source)}${onto}`;
      case 'cast':
        return `${v('cast')} with ${this.mercWords(item.controller, body.caster)} for ${body.amount}${onto}`;
      case 'garrison':
        return `${v('garrison')} ${this.mercWords(item.controller, body.merc)}`;
      case 'recruit':
        return `${v('recruit')} ${cardName(body.card)} for ${body.price} mana`;
      case 'hide': {
        const known = you && body.card.id;
        return `${v('hide')} ${known ? cardName(body.card.id!) : 'a card'} for ${body.cost} mana`;
      }
      case 'defend': {
        const at = this.boards[item.controller]?.findIndex((m) => m?.uid === body.defender) ?? -1;
        return `${v('defend')} with ${at < 0 ? 'a mercenary' : this.mercWords(item.controller, at)}`;
      }
    }
  }

  private mercWords(seat: PSeat, idx: number): string {
    const m = this.boards[seat]?.[idx];
    const space = SPACE_NAMES[idx] ?? '?';
    return m ? `${cardName(m.card)} (${space})` : space;
  }

  private aimWords(aim: Aim): string {
    if (aim.item !== undefined) return `chain item ${aim.item}`;
    if (aim.card !== undefined) return cardName(aim.card);
    if (aim.idx !== undefined) {
      return `${seatPossessive(aim.player, this.viewer, this.names)} ${this.mercWords(aim.player, aim.idx)}`;
    }
    return seatWord(aim.player, this.viewer, this.names);
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-chain': ParleyChain;
  }
}
