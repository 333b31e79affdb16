/**
 * Invariants of an Authority state, checked after every action of the random games: every card in
 * exactly one zone (the census never changes), HP never above 40, at most 6 market units, rows of
 * their sizes, a deck's size equal to its contents, `unseen` equal to deck and hand, no defender
 * left standing with damage at its power, and, in a seat's view, no other seat's hand card or deck.
 */
import type { Seat } from '../../src/engine/index.ts';
import { multisetSize } from '../../src/engine/index.ts';
import {
  defencePower,
  sideOf,
  ROW_SIZES,
  START_HP,
  type CardDb,
  type GameState,
} from '../../src/games/authority/index.ts';

/** Every card of an omniscient state, counted by id, across all zones. */
export function census(s: GameState): Map<string, number> {
  const out = new Map<string, number>();
  const add = (id: string | undefined, n = 1): void => {
    if (id === undefined) throw new Error('an omniscient state holds an unknown card');
    out.set(id, (out.get(id) ?? 0) + n);
  };
  const addAll = (m: Readonly<Record<string, number>>): void => {
    for (const id in m) add(id, m[id]!);
  };
  for (const seat of s.seats) {
    const p = s.players[seat]!;
    addAll(p.deck.cards ?? {});
    for (const x of p.hand) add(x.id);
    for (const id of [...p.discard, ...p.retired]) add(id);
    for (const row of p.rows) for (const d of row) if (d) add(d.card);
    for (const g of p.general) add(g.card);
  }
  for (const id of [...s.market, ...s.generals, ...s.removed]) add(id);
  addAll(s.marketDeck);
  if (s.pending?.p === 'strike') add(s.pending.card);
  for (const w of s.work) if (w.w === 'strike') add(w.card);
  return out;
}

/** Whether two censuses are equal. */
export function sameCensus(a: Map<string, number>, b: Map<string, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

/** The invariants of one omniscient state; returns the violations. */
export function violations(db: CardDb, s: GameState, start: Map<string, number>): string[] {
  const out: string[] = [];
  if (!sameCensus(start, census(s)))
    out.push('the cards in play changed (a card is in no zone or two)');
  if (s.market.length > 6) out.push(`the market holds ${s.market.length}`);
  if (s.turn.authority < 0) out.push(`authority ${s.turn.authority}`);
  for (const seat of s.seats) {
    const p = s.players[seat]!;
    if (p.hp > START_HP) out.push(`${seat} HP ${p.hp}`);
    if (p.rows.length !== 4 || p.rows.some((r, i) => r.length !== ROW_SIZES[i]))
      out.push(`${seat} rows have the wrong sizes`);
    if (p.deck.size !== multisetSize(p.deck.cards ?? {})) out.push(`${seat} deck size is off`);
    const left: Record<string, number> = { ...p.unseen };
    for (const x of p.hand) left[x.id!] = (left[x.id!] ?? 0) - 1;
    const deck = p.deck.cards ?? {};
    for (const id in deck) left[id] = (left[id] ?? 0) - deck[id]!;
    if (Object.values(left).some((n) => n !== 0)) out.push(`${seat} unseen is not deck + hand`);
    if (s.pending?.p !== 'random' && !s.over) {
      const side = sideOf(db, s, seat);
      for (let row = 0; row < 4; row++)
        for (let pos = 0; pos < p.rows[row]!.length; pos++) {
          const d = p.rows[row]![pos];
          if (d && d.damage >= defencePower(db, s, seat, row, pos, side))
            out.push(`${seat} row ${row} place ${pos} should have retreated`);
        }
    }
  }
  return out;
}

/** What seat `seat`'s view must not hold: another seat's hand card ids or deck contents. */
export function leaks(view: GameState, seat: Seat): string[] {
  const out: string[] = [];
  for (const other of view.seats) {
    if (other === seat) continue;
    const p = view.players[other]!;
    if (p.hand.some((x) => x.id !== undefined)) out.push(`${seat} sees a hand card of ${other}`);
    if (p.deck.cards !== undefined) out.push(`${seat} sees the deck of ${other}`);
  }
  return out;
}
