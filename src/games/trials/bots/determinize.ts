/**
 * Trials' determinization for the hard bot (src/engine/bot-hooks.ts `SearchHooks.determinize`;
 * docs/ai.md "Trials"): an omniscient game consistent with what a seat has seen, its own hand and
 * deck order kept as it knows them.
 *
 * What the seat knows of the opponent's deck (rulebook: "Building your deck": 2 Avatars and
 * exactly 20 cards, a single copy of each, each sharing a discipline with an Avatar; "Sorting Your
 * Deck": the order is chosen in secret and never shuffled; docs/rules/trials.md D52): the Avatars
 * (opened before the game), so the cards the list may hold; every card of it seen — attached, on
 * the stack, in the discard pile or exile, or back in hand face up — and where each sat in the
 * committed order (a card keeps its deck handle `B:d7`, its place in the list, all game long); and
 * how many cards are still hidden in hand and deck. The hidden slots get distinct cards from the
 * allowed ones not yet seen:
 *
 * - when the Avatars are a pre-constructed deck's and every card seen is in that deck, the sample
 *   is that deck with probability {@link PRECON_WEIGHT} (a player who knows the pre-constructed
 *   decks suspects one), its unseen cards near their places in the deck's suggested order;
 * - otherwise the unseen cards go to the hidden slots in a noisy order of energy cost, cheap
 *   cards first (rulebook: "Make sure the cards with the lowest energy costs are near the top").
 *
 * Projected back to the seat, a sample is the seat's view again (test/ai/bots.test.ts).
 */
import type { Rng } from '../../../engine/bot-hooks.ts';
import type { Seat } from '../../../engine/index.ts';
import { OMNISCIENT } from '../../../engine/index.ts';
import { shuffle } from '../../../engine/bot-hooks.ts';
import { avatarById, cardsForAvatars, DECK_CARDS, PRECON_DECKS } from '../cards/index.ts';
import type { AvatarDef } from '../cards/schema.ts';
import { other, ownerOf, playerOf, type TrialsState, type TSeat, type TSlot } from '../types.ts';

/** How likely a sample is the matching pre-constructed deck, when one matches what was seen. */
export const PRECON_WEIGHT = 0.7;

/** How far (in places) the guess of a pre-constructed deck's order may stray from the suggested one. */
const PRECON_SPREAD = 4;

/** How far (in energy) the cost-sorted guess of the order may stray. */
const COST_NOISE = 3;

/** The place in the committed order a deck handle (`B:d7`) names, or null for another handle. */
function placeOf(h: string): number | null {
  const m = /^[AB]:d(\d+)$/.exec(h);
  return m ? Number(m[1]) : null;
}

/** Every card of `seat`'s deck list the view has seen, by handle. */
function seenCards(s: TrialsState, seat: TSeat): Map<string, string> {
  const seen = new Map<string, string>();
  const mine = (h: string) => ownerOf(h) === seat;
  for (const x of [...s.players.A.avatars, ...s.players.B.avatars])
    for (const att of x.attachments) if (mine(att.id)) seen.set(att.id, att.card);
  for (const x of [...s.players.A.discard, ...s.players.B.discard])
    if (mine(x.h)) seen.set(x.h, x.id);
  for (const x of [...s.players.A.exile, ...s.players.B.exile]) if (mine(x.h)) seen.set(x.h, x.id);
  const p = playerOf(s, seat);
  for (const x of [...p.hand, ...p.deck]) if (x.id !== undefined) seen.set(x.h, x.id);
  for (const it of s.stack) if (it.kind === 'card' && mine(it.h)) seen.set(it.h, it.card);
  // A card whose split points are being named (D36) is shown, on its way to the stack.
  const item = s.choice?.kind === 'split' ? s.choice.item : null;
  if (item?.kind === 'card' && mine(item.h)) seen.set(item.h, item.card);
  return seen;
}

/**
 * The pre-constructed deck whose Avatars are `avatars` and whose cards include every card seen,
 * as its suggested order, or null.
 */
function matchingPrecon(
  avatars: readonly string[],
  seen: ReadonlyMap<string, string>,
): readonly string[] | null {
  const key = [...avatars].sort().join();
  for (const d of PRECON_DECKS) {
    if ([...d.avatars].sort().join() !== key) continue;
    const cards = new Set(d.order);
    if ([...seen.values()].every((c) => cards.has(c))) return d.order;
  }
  return null;
}

/**
 * `cards` over the hidden places `hidden` (handles): each card keyed by `key` plus a noise of at
 * most `spread`, the lowest keys to the earliest places of the committed order.
 */
function spread(
  hidden: readonly string[],
  cards: readonly string[],
  key: (id: string) => number,
  noise: number,
  rng: Rng,
): Map<string, string> {
  const order = cards
    .map((id) => ({ id, k: key(id) + noise * (2 * rng() - 1) }))
    .sort((x, y) => x.k - y.k);
  const slots = hidden
    .map((h, i) => ({ h, at: placeOf(h) ?? DECK_CARDS.length + i }))
    .sort((x, y) => x.at - y.at);
  const out = new Map<string, string>();
  slots.forEach((x, i) => out.set(x.h, order[i]!.id));
  return out;
}

/** The hidden slots of `xs` filled by `cardFor` (slots the view knows are kept). */
function fill(xs: readonly TSlot[], cardFor: (x: TSlot) => string): TSlot[] {
  return xs.map((x) => (x.id === undefined ? { ...x, id: cardFor(x) } : x));
}

/**
 * A guess of the opponent's hidden cards: each hidden slot (by handle) and the card it holds, drawn
 * with `rng` as the module comment says.
 */
function guessHidden(s: TrialsState, foe: TSeat, rng: Rng): Map<string, string> {
  const p = playerOf(s, foe);
  const hidden = [...p.hand, ...p.deck].filter((x) => x.id === undefined).map((x) => x.h);
  const out = new Map<string, string>();
  if (hidden.length === 0) return out;
  const seen = seenCards(s, foe);
  const avatars = p.avatars.map((a) => a.card);
  const used = new Set(seen.values());
  const precon = matchingPrecon(avatars, seen);
  if (precon && rng() < PRECON_WEIGHT) {
    // Its unseen cards, near their places in the suggested order.
    const place = new Map(precon.map((id, i) => [id, i]));
    const rest = precon.filter((c) => !used.has(c));
    if (rest.length === hidden.length)
      return spread(hidden, rest, (id) => place.get(id)!, PRECON_SPREAD, rng);
  }
  const pair = avatars.map(avatarById).filter((a): a is AvatarDef => a !== undefined);
  let pool = cardsForAvatars(pair).filter((c) => !used.has(c.id));
  if (pool.length < hidden.length) pool = DECK_CARDS.filter((c) => !used.has(c.id));
  // Which cards the list holds: any of the allowed ones not seen; their order: a noisy order of
  // cost, cheap first.
  const cost = new Map(pool.map((c) => [c.id, c.cost]));
  const chosen = shuffle(rng, pool)
    .slice(0, hidden.length)
    .map((c) => c.id);
  return spread(hidden, chosen, (id) => cost.get(id)!, COST_NOISE, rng);
}

/**
 * An omniscient game consistent with the match `view` as `seat` sees it (see the module comment):
 * the opponent's hidden hand and deck slots filled with a guess drawn with `rng`.
 */
export function determinizeGame(view: TrialsState, seat: Seat, rng: Rng): TrialsState {
  const foe = other(seat as TSeat);
  const guess = guessHidden(view, foe, rng);
  const p = playerOf(view, foe);
  const cardFor = (x: TSlot) => guess.get(x.h)!;
  const player = { ...p, hand: fill(p.hand, cardFor), deck: fill(p.deck, cardFor) };
  return { ...view, view: OMNISCIENT, players: { ...view.players, [foe]: player } };
}
