import { css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { ClassId } from '../../src/games/paragons/cards/schema.ts';
import type { MatchPhase, RpsRound } from '../../src/games/paragons/match/types.ts';
import type { PSeat } from '../../src/games/paragons/types.ts';
import { ParleyElement, roveFocus } from '../base.ts';
import { CLASS_IDS, CLASS_NAMES, capitalize, seatWord, type SeatNames } from './display.ts';
import type { RpsChoice } from './events.ts';
import { UI_ICONS } from '../../src/art/ui.ts';
import '../parley-card-art.ts';
import { theme } from '../theme.ts';

const BLURBS: Readonly<Record<ClassId, string>> = {
  warrior: 'Cheap fighters, Recruit from the pool, buffs for the line.',
  mage: 'Spells and casters: damage, counters and copies.',
  ranger: 'Hidden traps, ranged attackers and Concealed scouts.',
};

const RPS: readonly { readonly id: RpsChoice; readonly label: string }[] = [
  { id: 'rock', label: 'Rock' },
  { id: 'paper', label: 'Paper' },
  { id: 'scissors', label: 'Scissors' },
];

const ORDER: readonly MatchPhase[] = [
  'class-commit',
  'class-open',
  'rps-commit',
  'rps-open',
  'class-repick',
];

type StepState = 'done' | 'current' | 'pending';

/**
 * Choosing a Paragon class, then rock-paper-scissors when both want the same one, with the
 * commit and reveal steps of the fair-choice protocol shown as they happen.
 *
 * Properties (from MatchState): `phase`, `viewer`, `names`, `classCommits`, `classes`, `rps`,
 * `repick`; `chosen` (the viewer's own choice before it is revealed), `rpsChoice` (likewise),
 * `available` (classes the viewer may pick now; default all three), `reducedMotion`.
 * Events: `class-choose` {cls}; `rps-choose` {choice}. Class and hand buttons are radio groups:
 * one tab stop each, arrow keys move, Enter/Space choose.
 */
@customElement('parley-class-choice')
export class ParleyClassChoice extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .classes {
        display: grid;
        grid-template-columns: repeat(3, minmax(0, 1fr));
        gap: var(--p-gap);
      }
      .cls {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        gap: 0.3rem;
        padding: 0.8rem;
        text-align: left;
        border-top: 6px solid var(--c);
      }
      .cls .icon {
        font-size: 1.8rem;
      }
      .cls small {
        color: var(--p-muted);
      }
      .cls[aria-checked='true'] {
        outline: 3px solid var(--c);
      }
      .warrior {
        --c: var(--p-warrior);
      }
      .mage {
        --c: var(--p-mage);
      }
      .ranger {
        --c: var(--p-ranger);
      }
      .rps {
        display: flex;
        gap: var(--p-gap);
        margin-top: var(--p-gap);
      }
      .rps button {
        font-size: 1.2rem;
        flex: 1;
      }
      .rps button[aria-checked='true'] {
        outline: 3px solid var(--p-accent);
      }
      ol.steps {
        margin: calc(var(--p-gap) * 2) 0 0;
        padding-left: 1.4rem;
        display: flex;
        flex-direction: column;
        gap: 0.35rem;
      }
      ol.steps li.done {
        color: var(--p-good);
      }
      ol.steps li.pending {
        color: var(--p-muted);
      }
      ol.steps li.current {
        font-weight: 650;
      }
      code {
        font-size: 0.8em;
        color: var(--p-muted);
      }
      @media (max-width: 600px) {
        .classes {
          grid-template-columns: 1fr;
        }
      }
    `,
  ];

  @property() phase: MatchPhase = 'class-commit';
  @property() viewer: PSeat = 'A';
  @property({ attribute: false }) names: SeatNames = {};
  @property({ attribute: false }) classCommits: Partial<Record<PSeat, string>> = {};
  @property({ attribute: false }) classes: Partial<Record<PSeat, ClassId>> = {};
  @property({ attribute: false }) rps: RpsRound | null = null;
  @property() repick: PSeat | null = null;
  /** The viewer's own class choice (known locally before the reveal). */
  @property() chosen: ClassId | null = null;
  /** The viewer's own rock-paper-scissors hand (known locally before the reveal). */
  @property({ attribute: 'rps-choice' }) rpsChoice: RpsChoice | null = null;
  /** Classes the viewer may choose now. */
  @property({ attribute: false }) available: readonly ClassId[] = CLASS_IDS;

  @state() private classFocus = 0;
  @state() private rpsFocus = 0;

  private get opponent(): PSeat {
    return this.viewer === 'A' ? 'B' : 'A';
  }

  private get canChooseClass(): boolean {
    if (this.phase === 'class-commit') return this.classCommits[this.viewer] === undefined;
    return this.phase === 'class-repick' && this.repick === this.viewer;
  }

  private get canChooseRps(): boolean {
    return this.phase === 'rps-commit' && this.rps?.commits[this.viewer] === undefined;
  }

  override render() {
    const selected = this.classes[this.viewer] ?? this.chosen;
    const enabled = this.canChooseClass;
    return html`<h2>Choose your Paragon</h2>
      <div
        class="classes"
        role="radiogroup"
        aria-label="Paragon class"
        data-prompt=${enabled ? 'class' : nothing}
      >
        ${CLASS_IDS.map((cls, i) => {
          const ok = enabled && this.available.includes(cls);
          return html`<button
            type="button"
            role="radio"
            class="cls ${cls}"
            data-cls=${cls}
            data-testid="class-option"
            aria-checked=${selected === cls ? 'true' : 'false'}
            aria-disabled=${ok ? 'false' : 'true'}
            tabindex=${i === this.classFocus ? 0 : -1}
            @click=${() => ok && this.emit('class-choose', { cls })}
            @keydown=${(e: KeyboardEvent) => this.rove(e, '.cls', 'class')}
          >
            <parley-card-art
              class="icon"
              pack="ui"
              icon=${UI_ICONS[`class-${cls}`]}
            ></parley-card-art>
            <strong>${CLASS_NAMES[cls]}</strong>
            <small>${BLURBS[cls]}</small>
          </button>`;
        })}
      </div>
      ${this.showRps ? this.renderRps() : nothing}
      <ol class="steps" aria-label="Fair choice steps">
        ${this.steps().map(
          ([state, words]) =>
            html`<li class=${state} aria-current=${state === 'current' ? 'step' : 'false'}>
              ${state === 'done' ? '✓ ' : ''}${words}
            </li>`,
        )}
      </ol>`;
  }

  private get showRps(): boolean {
    return this.phase === 'rps-commit' || this.phase === 'rps-open';
  }

  private renderRps() {
    const mine = this.rps?.choices[this.viewer] ?? this.rpsChoice;
    const ok = this.canChooseRps;
    return html`<h3 style="margin-top: 1rem">
        You both chose
        ${this.classes[this.viewer] ? CLASS_NAMES[this.classes[this.viewer]!] : 'the same class'}:
        rock, paper, scissors!
      </h3>
      <div
        class="rps"
        role="radiogroup"
        aria-label="Rock, paper, scissors"
        data-prompt=${ok ? 'rps' : nothing}
      >
        ${RPS.map(
          (r, i) =>
            html`<button
              type="button"
              role="radio"
              class="hand"
              data-choice=${r.id}
              data-testid="rps-option"
              aria-checked=${mine === r.id ? 'true' : 'false'}
              aria-disabled=${ok ? 'false' : 'true'}
              tabindex=${i === this.rpsFocus ? 0 : -1}
              @click=${() => ok && this.emit('rps-choose', { choice: r.id })}
              @keydown=${(e: KeyboardEvent) => this.rove(e, '.hand', 'rps')}
            >
              <parley-card-art pack="ui" icon=${UI_ICONS[r.id]}></parley-card-art> ${r.label}
            </button>`,
        )}
      </div>`;
  }

  private commitWords(commits: Partial<Record<PSeat, string>>): string {
    const part = (s: PSeat): string => {
      const c = commits[s];
      const who = capitalize(seatWord(s, this.viewer, this.names));
      return c ? `${who}: committed (${c.slice(0, 8)}…)` : `${who}: waiting`;
    };
    return `${part(this.viewer)}; ${part(this.opponent)}`;
  }

  private steps(): [StepState, TemplateResult | string][] {
    const at = ORDER.indexOf(this.phase);
    const pos = at < 0 ? ORDER.length : at;
    const st = (i: number): StepState => (pos > i ? 'done' : pos === i ? 'current' : 'pending');
    const reveal = (['A', 'B'] as const)
      .filter((s) => this.classes[s] !== undefined)
      .map(
        (s) =>
          `${capitalize(seatWord(s, this.viewer, this.names))}: ${CLASS_NAMES[this.classes[s]!]}`,
      )
      .join('; ');
    const out: [StepState, TemplateResult | string][] = [
      [
        st(0),
        html`Both commit to a class in secret. <code>${this.commitWords(this.classCommits)}</code>`,
      ],
      [st(1), `Both reveal; each commitment is checked.${reveal ? ` ${reveal}` : ''}`],
    ];
    if (this.rps || pos >= 2) {
      const round = this.rps?.round ?? 1;
      const hands = this.rps
        ? (['A', 'B'] as const)
            .filter((s) => this.rps!.choices[s] !== undefined)
            .map(
              (s) => `${capitalize(seatWord(s, this.viewer, this.names))}: ${this.rps!.choices[s]}`,
            )
            .join('; ')
        : '';
      out.push([
        st(2),
        html`Same class: rock-paper-scissors round ${round}, both commit.
          <code>${this.commitWords(this.rps?.commits ?? {})}</code>`,
      ]);
      out.push([st(3), `Both reveal their hands.${hands ? ` ${hands}` : ''}`]);
      out.push([
        st(4),
        this.repick
          ? `${capitalize(seatWord(this.repick, this.viewer, this.names))} lost and ${
              this.repick === this.viewer ? 'pick' : 'picks'
            } another class.`
          : 'The loser picks another class.',
      ]);
    }
    return out;
  }

  private rove(e: KeyboardEvent, selector: string, which: 'class' | 'rps'): void {
    const items = [...this.renderRoot.querySelectorAll<HTMLElement>(selector)];
    const next = roveFocus(e, items);
    if (next === null) return;
    if (which === 'class') this.classFocus = next;
    else this.rpsFocus = next;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-class-choice': ParleyClassChoice;
  }
}
