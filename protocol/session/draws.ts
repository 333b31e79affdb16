/**
 * Outcomes of a random event from `R_k` (docs/protocol.md, "Random events"; docs/match-file.md,
 * "Random events"). A draw of `count` cards from a multiset of `size` yields one index per card,
 * each into what remains after the earlier cards (canonical order):
 *
 * - public:  `index_i = uniform(R_i, size − i)` with `R_0 = R` and
 *            `R_i = H("parley/v1/session/draw", R, i)` for i ≥ 1 — everyone computes them;
 * - private: `index_i = privateDrawIndex(R, d_(j+i), size − i)` where `j` counts the owner's earlier
 *            privately drawn cards — only the owner (and, after its reveal, a verifier) can.
 */
import { H } from '../hash.ts';
import { deriveSalt } from '../commit.ts';
import { drawSecret, privateDrawIndex, uniform } from '../random.ts';

/** The tag of the per-card randomness of a public draw of more than one card. */
export const DRAW_TAG = 'parley/v1/session/draw';

/** Commitment kind of a slot commitment (a privately drawn card). */
export const CARD_KIND = 'card';

/** The indices of a public draw of `count` cards from `size`. */
export function publicIndices(R: Uint8Array, count: number, size: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(uniform(i === 0 ? R : H(DRAW_TAG, R, i), size - i));
  return out;
}

/** The indices of the owner's private draw of `count` cards from `size`, its draws `j, j+1, …`. */
export function privateIndices(
  R: Uint8Array,
  privSeed: Uint8Array,
  j: number,
  count: number,
  size: number,
): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    out.push(privateDrawIndex(R, drawSecret(privSeed, j + i), size - i));
  }
  return out;
}

/** The context of a slot commitment: the match, the owner and the slot id. */
export function slotContext(matchId: string, owner: string, slot: string) {
  return { matchId, owner, slot };
}

/** The salt of the owner's slot commitment `card#j`. */
export function slotSalt(privSeed: Uint8Array, j: number): Uint8Array {
  return deriveSalt(privSeed, CARD_KIND, j);
}
