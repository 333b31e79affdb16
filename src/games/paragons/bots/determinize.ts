/**
 * Determinization for the hard bot (src/engine/bot-hooks.ts `SearchHooks.determinize`): a full
 * (omniscient) Game Phase state sampled to agree with everything a seat's view shows. The
 * opponent's unknown cards (hand, Hidden pile, cards set aside by a mulligan, a face-down card on
 * the chain, deck) are drawn from the cards it could hold: its public pool (drafted picks and class
 * cards; in the pre-constructed variant its public starter deck) minus every card of it the view
 * has seen (discard, banished, on the boards, on the chain).
 *
 * In a draft the opponent holds 30 of its 55 cards; cards a curve-built deck would include
 * (src/games/paragons/bots/ratings.ts `buildDeck`) are drawn more often. Hidden-pile slots are
 * filled with cards that can be put face down. The sample never changes what the view knows:
 * projecting it back to the seat gives the view's own state again (test/ai/bots.test.ts checks
 * this).
 */
import { multisetOf, OMNISCIENT, type Slot } from '../../../engine/index.ts';
import { below, type Rng } from '../../../engine/bot-hooks.ts';
import { cardById } from '../cards/index.ts';
import type { MatchState } from '../match/types.ts';
import type { ChainItem, GameState, Player, PSeat } from '../types.ts';
import { other } from '../types.ts';
import { buildDeck } from './ratings.ts';
import { gameOf } from './seat.ts';

/** How much likelier a card of the curve-built deck is than another pool card (default). */
export const LIKELY_WEIGHT = 4;

/** What a view knows about the cards the opponent may still hold. */
export interface Unknowns {
  /** Card ids it could be holding (copies repeated), with a sampling weight each. */
  readonly cards: readonly string[];
  readonly weights: readonly number[];
}

const likelyCache = new Map<string, Set<string>>();

function likelyDeck(pool: readonly string[]): Set<string> {
  const key = pool.join(',');
  let set = likelyCache.get(key);
  if (!set) {
    set = new Set(pool.length > 30 ? buildDeck(pool) : pool);
    if (likelyCache.size > 64) likelyCache.clear();
    likelyCache.set(key, set);
  }
  return set;
}

/**
 * The cards of the opponent `owner` this view has seen leave its hand, deck or Hidden pile in the
 * current game: its discard pile and banished cards, cards it owns on either board (mercenaries,
 * Imbuements, Enchantments) and its played cards on the chain.
 */
export function seenCards(g: GameState, owner: PSeat): string[] {
  const out: string[] = [];
  for (const seat of ['A', 'B'] as const) {
    const p = g.players[seat];
    if (seat === owner) out.push(...p.discard, ...p.reserve);
    for (const m of p.board) {
      if (!m) continue;
      if (m.owner === owner) out.push(m.card);
      for (const im of m.imbuements) if (im.owner === owner) out.push(im.card);
    }
    for (const e of p.enchantments) if (e && e.owner === owner) out.push(e.card);
  }
  for (const it of g.chain) {
    if (it.controller !== owner) continue;
    const b = it.body;
    if ((b.kind === 'mercenary' || b.kind === 'spell') && !('copy' in b && b.copy)) {
      out.push(b.card);
    }
  }
  return out;
}

/**
 * The cards the opponent of `seat` may hold unseen in the match view `v`, with sampling weights
 * (`likelyWeight` for a card of the curve-built deck, 1 for another).
 */
export function unknownsOf(v: MatchState, seat: PSeat, likelyWeight = LIKELY_WEIGHT): Unknowns {
  const g = gameOf(v);
  const opp = other(seat);
  const listed = v.decks[opp]?.cards;
  const pool = [...(listed ?? v.pools[opp] ?? [])].sort();
  const left = new Map<string, number>();
  for (const id of pool) left.set(id, (left.get(id) ?? 0) + 1);
  for (const id of seenCards(g, opp)) {
    const n = left.get(id) ?? 0;
    if (n > 0) left.set(id, n - 1);
  }
  const likely = likelyDeck(pool);
  const cards: string[] = [];
  const weights: number[] = [];
  for (const [id, n] of [...left.entries()].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    for (let i = 0; i < n; i++) {
      cards.push(id);
      weights.push(likely.has(id) ? likelyWeight : 1);
    }
  }
  return { cards, weights };
}

/** Draws `count` cards without replacement, by weight; `accept` narrows which cards qualify. */
function draw(
  bag: { cards: string[]; weights: number[] },
  count: number,
  rng: Rng,
  accept: (id: string) => boolean = () => true,
): string[] {
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    let total = 0;
    for (let i = 0; i < bag.cards.length; i++) if (accept(bag.cards[i]!)) total += bag.weights[i]!;
    if (total <= 0) {
      if (bag.cards.length === 0) break;
      out.push(...draw(bag, 1, rng));
      continue;
    }
    let r = rng() * total;
    let at = -1;
    for (let i = 0; i < bag.cards.length; i++) {
      if (!accept(bag.cards[i]!)) continue;
      r -= bag.weights[i]!;
      at = i;
      if (r < 0) break;
    }
    out.push(bag.cards[at]!);
    bag.cards.splice(at, 1);
    bag.weights.splice(at, 1);
  }
  return out;
}

function canHide(id: string): boolean {
  return cardById(id)?.hidden !== undefined;
}

function fill(slots: readonly Slot[], ids: readonly string[]): Slot[] {
  return slots.map((x, i) => (x.id !== undefined ? x : { h: x.h, id: ids[i] ?? '?' }));
}

/**
 * An omniscient Game Phase state consistent with the match view `v` of `seat`: the view's own
 * knowledge kept, the opponent's unknown cards sampled from {@link unknownsOf} with `rng` (and
 * `likelyWeight`).
 */
export function determinize(
  v: MatchState,
  seat: PSeat,
  rng: Rng,
  likelyWeight = LIKELY_WEIGHT,
): GameState {
  const g = gameOf(v);
  const opp = other(seat);
  const p = g.players[opp];
  const u = unknownsOf(v, seat, likelyWeight);
  const bag = { cards: [...u.cards], weights: [...u.weights] };
  const missing = (slots: readonly Slot[]) => slots.filter((x) => x.id === undefined).length;
  const hiddenChain = g.chain.filter(
    (it) => it.controller === opp && it.body.kind === 'hide' && it.body.card.id === undefined,
  );
  const hiddenIds = draw(bag, missing(p.hidden) + hiddenChain.length, rng, canHide);
  const handIds = draw(bag, missing(p.hand), rng);
  const asideIds = draw(bag, missing(p.aside), rng);
  const deckIds = draw(bag, p.deck.size, rng);
  while (deckIds.length < p.deck.size) deckIds.push(u.cards[below(rng, u.cards.length)] ?? '?');
  const chainIds = hiddenIds.slice(missing(p.hidden));
  let c = 0;
  const chain: ChainItem[] = g.chain.map((it) =>
    hiddenChain.includes(it) && it.body.kind === 'hide'
      ? { ...it, body: { ...it.body, card: { h: it.body.card.h, id: chainIds[c++] ?? '?' } } }
      : it,
  );
  const sampled: Player = {
    ...p,
    hand: fill(p.hand, handIds),
    hidden: fill(p.hidden, hiddenIds),
    aside: fill(p.aside, asideIds),
    deck: { size: p.deck.size, cards: multisetOf(deckIds) },
  };
  const players = { ...g.players, [opp]: sampled } as Record<PSeat, Player>;
  return { ...g, view: OMNISCIENT, players, chain };
}
