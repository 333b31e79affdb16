/**
 * The Draft Phase for two players (rulebook: "Draft Phase"), with the match's card set: the Greater
 * Mercenaries are shuffled and 14 laid out, then two rounds of 18 Lesser Mercenaries; seats pick
 * alternately, in drafting order (Ranger → Mage → Warrior), until each layout is taken. Undrafted
 * cards form the Neutral Mercenary Deck.
 *
 * Layouts are random public draws without replacement from what is left, requested from the
 * protocol (joint randomness: neither seat can bias them) and identical in every view.
 */
import { engineError, type RandomResolution } from '../../../engine/index.ts';
import { cardSetByHash } from '../cards/index.ts';
import type { ClassId } from '../cards/schema.ts';
import { other, type PSeat } from '../types.ts';
import { firstDrafter } from './pregame.ts';
import type { DraftState, DraftStep, MatchEvent, MatchState, MatchStep } from './types.ts';

/** Cards laid out per step in a 1v1 draft. */
export const LAYOUT_SIZE: Readonly<Record<DraftStep, number>> = {
  greater: 14,
  'lesser-1': 18,
  'lesser-2': 18,
};

const NEXT_STEP: Readonly<Record<DraftStep, DraftStep | null>> = {
  greater: 'lesser-1',
  'lesser-1': 'lesser-2',
  'lesser-2': null,
};

function requestLayout(state: MatchState, step: DraftStep): MatchState {
  const random = {
    k: state.nextRandom,
    kind: 'public-draw' as const,
    zone: `draft-${step}`,
    count: LAYOUT_SIZE[step],
  };
  return { ...state, random, nextRandom: state.nextRandom + 1 };
}

/** Starts the draft once both classes are known: the first layout is requested. */
export function startDraft(state: MatchState): MatchState {
  const classes = state.classes as Record<PSeat, ClassId>;
  const set = cardSetByHash(state.cardSet);
  const draft: DraftState = {
    step: 'greater',
    layout: [],
    greaterLeft: [...set.greaterIds],
    lesserLeft: [...set.lesserIds],
    picks: { A: [], B: [] },
    turn: firstDrafter(classes),
  };
  return requestLayout({ ...state, phase: 'draft', draft }, 'greater');
}

/**
 * Draws `count` cards without replacement from `source` (sorted ids, the canonical order of a
 * multiset): `indices[i]` indexes what remains after the earlier draws. Returns the drawn cards and
 * what is left, or null when an index is out of range or the resolution has the wrong length.
 */
export function drawFromSorted(
  source: readonly string[],
  resolution: RandomResolution,
  count: number,
): { drawn: string[]; left: string[] } | null {
  const left = [...source];
  const drawn: string[] = [];
  for (let i = 0; i < count; i++) {
    let at = -1;
    if (resolution.indices) {
      const ix = resolution.indices[i];
      if (ix !== undefined && Number.isInteger(ix) && ix >= 0 && ix < left.length) at = ix;
    } else if (resolution.cards) {
      const id = resolution.cards[i];
      at = id === null || id === undefined ? -1 : left.indexOf(id);
    }
    if (at < 0) return null;
    drawn.push(left[at]!);
    left.splice(at, 1);
  }
  const extra = (resolution.indices ?? resolution.cards ?? []).length;
  return extra === count ? { drawn, left } : null;
}

/** Resolves the pending layout request of the draft. */
export function resolveLayout(state: MatchState, resolution: RandomResolution): MatchStep {
  const draft = state.draft!;
  const request = state.random!;
  if (resolution.k !== request.k) {
    return { error: engineError('wrong-random', `expected random event ${request.k}`) };
  }
  const greater = draft.step === 'greater';
  const source = greater ? draft.greaterLeft : draft.lesserLeft;
  const result = drawFromSorted(source, resolution, request.count);
  if (!result) return { error: engineError('invalid-random', 'the layout does not fit the pool') };
  const next: DraftState = {
    ...draft,
    layout: result.drawn,
    ...(greater ? { greaterLeft: result.left } : { lesserLeft: result.left }),
  };
  const events: MatchEvent[] = [{ type: 'layout', step: draft.step, cards: result.drawn }];
  return { state: { ...state, draft: next, random: null }, events };
}

/** Seat `seat` takes `card` from the layout; the next seat picks, or the next step begins. */
export function pick(state: MatchState, seat: PSeat, card: string): MatchStep {
  const draft = state.draft!;
  const at = draft.layout.indexOf(card);
  if (at < 0) return { error: engineError('invalid-pick', `${card} is not laid out`) };
  const layout = draft.layout.filter((_, i) => i !== at);
  const picks = { ...draft.picks, [seat]: [...draft.picks[seat], card] };
  const events: MatchEvent[] = [{ type: 'picked', seat, card }];
  const picked: DraftState = { ...draft, layout, picks, turn: other(seat) };
  if (layout.length > 0) return { state: { ...state, draft: picked }, events };
  const nextStep = NEXT_STEP[draft.step];
  if (nextStep) {
    const classes = state.classes as Record<PSeat, ClassId>;
    const fresh: DraftState = { ...picked, step: nextStep, turn: firstDrafter(classes) };
    return { state: requestLayout({ ...state, draft: fresh }, nextStep), events };
  }
  return { state: finishDraft(state, picked), events };
}

/**
 * Ends the draft: each seat's pool is its picks plus its 30 class cards (55 in all; rulebook:
 * "Assemble Your Deck"), and the undrafted mercenaries form the Neutral Mercenary Deck.
 */
function finishDraft(state: MatchState, draft: DraftState): MatchState {
  const classes = state.classes as Record<PSeat, ClassId>;
  const { classCards } = cardSetByHash(state.cardSet);
  const pools = {
    A: [...draft.picks.A, ...classCards[classes.A]].sort(),
    B: [...draft.picks.B, ...classCards[classes.B]].sort(),
  };
  const neutralDeck = [...draft.greaterLeft, ...draft.lesserLeft].sort();
  return { ...state, draft, pools, neutralDeck, phase: 'deckbuild' };
}
