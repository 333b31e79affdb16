/**
 * Invariants checked after every action of the random matches: life ≤ 20, at most 8 mercenaries per
 * board, mana ≤ threshold, and every card in exactly one zone (the multiset of all cards is
 * constant).
 */
import type { GameState } from '../../src/games/paragons/index.ts';
import { SEATS, threshold } from '../../src/games/paragons/index.ts';

/** Every card of an omniscient state, counted by id, across all zones. */
export function cardCensus(s: GameState): Map<string, number> {
  const out = new Map<string, number>();
  const add = (id: string | undefined): void => {
    if (id === undefined) throw new Error('an omniscient state holds an unknown card');
    out.set(id, (out.get(id) ?? 0) + 1);
  };
  for (const seat of SEATS) {
    const p = s.players[seat];
    for (const [id, n] of Object.entries(p.deck.cards ?? {})) for (let i = 0; i < n; i++) add(id);
    for (const x of [...p.hand, ...p.hidden, ...p.aside]) add(x.id);
    for (const id of [...p.discard, ...p.reserve]) add(id);
    for (const m of p.board) {
      if (!m) continue;
      add(m.card);
      for (const a of m.imbuements) add(a.card);
    }
    for (const e of p.enchantments) if (e) add(e.card);
  }
  for (const id of s.pool) add(id);
  for (const [id, n] of Object.entries(s.poolDeck)) for (let i = 0; i < n; i++) add(id);
  for (const it of s.chain) {
    const b = it.body;
    if (b.kind === 'mercenary' || (b.kind === 'spell' && !b.copy)) add(b.card);
    if (b.kind === 'hide') add(b.card.id);
  }
  return out;
}

/** Census equality. */
export function sameCensus(a: Map<string, number>, b: Map<string, number>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

/** The invariants of one state; returns the violations. */
export function violations(s: GameState, census: Map<string, number>): string[] {
  const out: string[] = [];
  for (const seat of SEATS) {
    const p = s.players[seat];
    if (p.life > 20) out.push(`${seat} life ${p.life} > 20`);
    const n = p.board.filter((m) => m !== null).length;
    if (p.board.length !== 8 || n > 8) out.push(`${seat} board holds ${n} of ${p.board.length}`);
    if (p.mana > threshold(s)) out.push(`${seat} mana ${p.mana} > threshold ${threshold(s)}`);
    if (p.mana < 0) out.push(`${seat} mana ${p.mana} < 0`);
    if (p.deck.size !== Object.values(p.deck.cards ?? {}).reduce((x, y) => x + y, 0))
      out.push(`${seat} deck size disagrees with its contents`);
  }
  if (!sameCensus(census, cardCensus(s)))
    out.push('the cards in play changed (a card is in no zone or two)');
  return out;
}
