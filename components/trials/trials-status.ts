import { css, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ParleyElement } from '../base.ts';
import { capitalize, seatPossessive, seatWord, type SeatNames } from '../display.ts';
import { theme } from '../theme.ts';
import type { RoundView } from './view.ts';

/** The highest round the counter shows; later rounds "are still considered round 10". */
export const MAX_ROUND = 10;

/** The round as the counter shows it: "1" … "10", then "10+". */
export function roundLabel(round: number): string {
  return round > MAX_ROUND ? `${MAX_ROUND}+` : String(Math.max(1, round));
}

/**
 * The round status of Trials of the Chosen (rulebook: "Round Sequence": "The maximum round number
 * is 10 … any rounds thereafter will still be considered round 10"; "Energy Cost"; "Initiative";
 * "Pass": "When both players pass in sequence, the round ends"; rulebooks digest A6): the round
 * (1 to 10, then "10+"), each player's energy pool, who holds initiative, whose turn it is, and
 * the passes in sequence (none, one — one more Pass ends the round —, or both: the round ends).
 * The passes line is a live region, so a pass is announced.
 *
 * Properties: `status` ({@link RoundView}), `seats` (the order the players are listed in; the
 * energy's seats by default), `viewer` (for "you"), `names`, `reducedMotion`. Events: none.
 */
@customElement('trials-status')
export class TrialsStatus extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .bar {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem 1rem;
        padding: 0.4rem 0.7rem;
        border-radius: var(--p-radius);
        background: var(--p-surface);
        border: 1px solid var(--p-line);
      }
      .round {
        font-size: 1.1rem;
        font-weight: 800;
        font-variant-numeric: tabular-nums;
      }
      dl {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 0.8rem;
        margin: 0;
      }
      dl div {
        display: flex;
        gap: 0.3rem;
      }
      dt {
        color: var(--p-muted);
      }
      dd {
        margin: 0;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
      }
      .token {
        display: inline-block;
        padding: 0 0.45em;
        border-radius: 0.7em;
        background: var(--p-accent);
        color: var(--p-accent-fg);
        font-weight: 700;
      }
      .passes {
        display: flex;
        align-items: center;
        gap: 0.35rem;
        margin: 0;
      }
      .pip {
        width: 0.8rem;
        height: 0.8rem;
        border-radius: 50%;
        border: 2px solid var(--p-control-line);
        transition: background var(--p-dur);
      }
      .pip.on {
        background: var(--p-accent);
        border-color: var(--p-accent);
      }
      .passes.ends {
        color: var(--p-accent);
        font-weight: 700;
      }
    `,
  ];

  /** The round's figures (null: nothing to show yet). */
  @property({ attribute: false }) status: RoundView | null = null;
  /** The seats in the order they are listed (the energy's seats by default). */
  @property({ attribute: false }) seats: readonly string[] = [];
  /** The viewer's seat (null for a spectator). */
  @property() viewer: string | null = null;
  /** Seat names. */
  @property({ attribute: false }) names: SeatNames = {};

  override render() {
    const s = this.status;
    if (!s) return nothing;
    const seats = this.seats.length > 0 ? this.seats : Object.keys(s.energy).sort();
    const round = roundLabel(s.round);
    const roundWords =
      s.round > MAX_ROUND ? `Round 10 (round ${s.round} of play)` : `Round ${round}`;
    const who = (seat: string) => capitalize(seatWord(seat, this.viewer, this.names));
    return html`<div class="bar" role="group" aria-label="Round status">
      <span class="round" data-testid="round"
        ><span aria-hidden="true">Round ${round}</span
        ><span class="sr-only">${roundWords}</span></span
      >
      <dl>
        ${seats.map(
          (seat) =>
            html`<div data-energy=${seat}>
              <dt>${capitalize(seatPossessive(seat, this.viewer, this.names))} energy</dt>
              <dd>${s.energy[seat] ?? 0}</dd>
            </div>`,
        )}
        <div data-testid="initiative">
          <dt>Initiative</dt>
          <dd><span class="token">${who(s.initiative)}</span></dd>
        </div>
        ${
          s.turn !== null
            ? html`<div data-testid="turn">
                <dt>Turn</dt>
                <dd>${who(s.turn)}</dd>
              </div>`
            : nothing
        }
      </dl>
      <p
        class="passes ${s.passes >= 2 ? 'ends' : ''}"
        role="status"
        aria-live="polite"
        data-testid="passes"
        data-passes=${s.passes}
      >
        <span class="pip ${s.passes >= 1 ? 'on' : ''}" aria-hidden="true"></span>
        <span class="pip ${s.passes >= 2 ? 'on' : ''}" aria-hidden="true"></span>
        <span>${this.passWords(s)}</span>
      </p>
    </div>`;
  }

  /** The passes in sequence in words. */
  passWords(s: RoundView): string {
    const first = s.firstPasser ?? null;
    const takes =
      first !== null
        ? ` ${capitalize(seatWord(first, this.viewer, this.names))} passed first and ${
            first === this.viewer ? 'take' : 'takes'
          } initiative.`
        : '';
    if (s.passes >= 2) return `Both passed: the round ends.${takes}`;
    if (s.passes === 1) return 'One pass: another pass ends the round.';
    return 'No passes in sequence.';
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'trials-status': TrialsStatus;
  }
}
