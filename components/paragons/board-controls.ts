/**
 * The controls under the board: the prompt of the seat's current window (mulligan, defend, react,
 * retarget) with its countdown, and the full list of legal moves (`moves` / `move`), each a
 * button. Render functions over the engine's legal actions; they never decide what is legal.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { PromptOption } from '../parley-prompt.ts';
import { PARAGONS_REFERENCE } from '../../src/games/paragons/reference.ts';
import type { MatchAction, MatchState } from '../../src/games/paragons/match/types.ts';
import type { PSeat } from '../../src/games/paragons/types.ts';
import { describeAction } from '../../src/games/paragons/module/words.ts';
import { windowOf } from './moves.ts';

/** What the prompt needs. */
export interface PromptContext {
  readonly state: MatchState;
  readonly seat: PSeat;
  readonly legal: readonly MatchAction[];
  /** Hand handles selected for a mulligan redraw. */
  readonly redraw: readonly string[];
  readonly deadline: number | null;
  readonly reducedMotion: boolean;
  emit(a: MatchAction): void;
}

/** The prompt of the seat's window, or nothing. */
export function renderPrompt(x: PromptContext): TemplateResult | typeof nothing {
  const s = x.state;
  const w = windowOf(s, x.seat);
  if (w === 'mulligan') {
    const want = new Set(x.redraw);
    const exact = x.legal.find(
      (a) =>
        a.type === 'mulligan' &&
        (a.slots ?? []).length === want.size &&
        (a.slots ?? []).every((h) => want.has(h)),
    );
    const keep = x.legal.find((a) => a.type === 'mulligan' && (a.slots ?? []).length === 0);
    const options: PromptOption[] = [];
    if (keep) options.push({ id: 'keep', label: 'Keep this hand' });
    if (want.size > 0) {
      options.push({
        id: 'redraw',
        label: `Redraw ${want.size} selected`,
        disabled: !exact,
        ...(exact ? {} : { detail: 'Not allowed: choose fewer cards' }),
      });
    }
    return html`<parley-prompt
      data-testid="prompt"
      data-prompt="mulligan"
      data-kind="mulligan"
      kind="mulligan"
      message="Mulligan: select cards in your hand to redraw them, or keep this hand."
      .reference=${PARAGONS_REFERENCE}
      .options=${options}
      .canPass=${false}
      .deadline=${x.deadline}
      ?reduced-motion=${x.reducedMotion}
      @option-select=${(e: CustomEvent<{ id: string }>) => {
        const a = e.detail.id === 'keep' ? keep : exact;
        if (a) x.emit(a);
      }}
    ></parley-prompt>`;
  }
  if (w !== 'defend' && w !== 'retarget' && w !== 'priority') return nothing;
  const acts = x.legal.filter((a) => a.type !== 'pass');
  const pass = x.legal.find((a) => a.type === 'pass');
  const kind = w === 'priority' ? 'react' : w;
  const top = s.game!.chain[s.game!.chain.length - 1];
  const message =
    w === 'defend'
      ? 'An attack is coming. Choose a defender, or take it.'
      : w === 'retarget'
        ? 'The target is gone: choose a new one, or let it fizzle.'
        : top
          ? `Your opponent's ${top.body.kind} is on the chain. Respond, or pass.`
          : 'You may respond.';
  return html`<parley-prompt
    data-testid="prompt"
    data-prompt=${kind}
    data-kind=${kind}
    .kind=${kind}
    .message=${message}
    .reference=${PARAGONS_REFERENCE}
    .options=${acts.map((a, i) => ({ id: String(i), label: describeAction(s, a, x.seat) }))}
    .canPass=${pass !== undefined}
    .deadline=${x.deadline}
    ?reduced-motion=${x.reducedMotion}
    @option-select=${(e: CustomEvent<{ id: string }>) => {
      const a = acts[Number(e.detail.id)];
      if (a) x.emit(a);
    }}
    @pass=${() => pass && x.emit(pass)}
  ></parley-prompt>`;
}

/** Every legal move as a button, in a disclosure. */
export function renderMoves(
  s: MatchState,
  legal: readonly MatchAction[],
  seat: PSeat,
  busy: boolean,
  emit: (a: MatchAction) => void,
): TemplateResult {
  return html`<details data-testid="moves">
    <summary>All moves (${legal.length})</summary>
    <ul>
      ${legal.map(
        (a) =>
          html`<li>
            <button
              type="button"
              data-testid="move"
              data-move=${a.type}
              ?disabled=${busy}
              @click=${() => emit(a)}
            >
              ${describeAction(s, a, seat)}
            </button>
          </li>`,
      )}
    </ul>
  </details>`;
}
