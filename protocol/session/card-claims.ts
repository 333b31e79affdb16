/**
 * Claims about hidden cards (docs/protocol.md, "Claims about hidden cards"; reference design,
 * "Every deviation is caught and provable": "a false claim about a card"). A move may assert
 * something about a card the other seats cannot see — Paragons' face-down `hide` declares the
 * card's cost and that it has the Hidden keyword — and the game declares each such assertion as a
 * {@link HiddenClaim} in its {@link MoveResult}. The lockstep core records it against the slot's
 * commitment `card#j` of the slot's owner (so a later slot that took over the card, a
 * {@link SlotAlias}, shares it), and checks it with the game's pure `checkClaim`:
 *
 * - at once, when the view already knows the card (its owner's own view; a verifier that knows the
 *   owner's seeds) or the card's commitment is already open;
 * - otherwise the moment any message opens that commitment (a card played or revealed, in any view,
 *   live and in the verifier alike), before anything else of that message is judged.
 *
 * A claim the card does not satisfy is `false-claim`, the fault of the message that made the claim
 * (its index and sender: {@link Blame}); the message whose opening shows the card is the evidence.
 * Both are signed, so the verdict needs no seed. Each refusal throws a `SessionError`; the core it
 * came from stays unchanged.
 */
import type { JsonValue } from '../canonical.ts';
import type { CryptoLedger } from '../ledger.ts';
import type { Body } from '../transcript.ts';
import { CARD_KIND } from './draws.ts';
import { refuse } from './errors.ts';
import type { HiddenClaim, LockstepGame } from './game.ts';
import type { Work } from './work.ts';

/** A claim on record: who made it in which message, about which slot, and what it says. */
export interface ClaimOnRecord {
  /** The index of the message that made the claim. */
  readonly index: number;
  /** The seat that sent it. */
  readonly by: string;
  readonly slot: string;
  readonly claim: JsonValue;
}

/** The key of the commitment `card#j` of `owner` in the claims map. */
function keyOf(owner: string, j: number): string {
  return `${owner}#${j}`;
}

/** Refuses with `false-claim`, blaming the claim's message, when `value` does not satisfy it. */
function check<S, L>(
  game: LockstepGame<S, L>,
  c: ClaimOnRecord,
  value: JsonValue,
  shown: string,
): void {
  const why = game.checkClaim(c.claim, value);
  if (why === null) return;
  refuse(
    'false-claim',
    `${c.by}'s message ${c.index} claimed slot ${c.slot} holds a card it does not (${why.code}: ${why.message}); ${shown}`,
    { index: c.index, player: c.by },
  );
}

/**
 * Checks every claim on record about a card whose commitment `body` of `from` opens (the ledger
 * `ledger` has the body applied, so each opening is already proven to open its commitment): the
 * first claim the shown card does not satisfy is refused (`false-claim`, blaming that claim's
 * message; `index` is the opening message's own index, named in the reason).
 */
export function checkOpenedClaims<S, L>(
  game: LockstepGame<S, L>,
  w: Work<S>,
  ledger: CryptoLedger,
  from: string,
  body: Body,
  index: number,
): void {
  if (w.claims.size === 0 || !Array.isArray(body.opens)) return;
  for (const o of body.opens as readonly { kind?: unknown; index?: unknown }[]) {
    if (o?.kind !== CARD_KIND || typeof o.index !== 'number') continue;
    const on = w.claims.get(keyOf(from, o.index));
    const value = ledger.commitment(from, CARD_KIND, o.index)?.opened?.value;
    if (on === undefined || value === undefined) continue;
    for (const c of on)
      check(game, c, value, `message ${index} opens it: ${JSON.stringify(value)}`);
  }
}

/**
 * Records the `claims` of a move of `by` in message `index` against their slots' commitments (a
 * slot with no slot commitment holds no protocol-hidden card: the game sees it and judges the move
 * itself). A claim about a card this view knows (`Work` slot value) or whose commitment is already
 * open is checked at once (`false-claim`).
 */
export function recordClaims<S, L>(
  game: LockstepGame<S, L>,
  w: Work<S>,
  ledger: CryptoLedger,
  by: string,
  index: number,
  claims: readonly HiddenClaim[] | undefined,
): void {
  for (const { slot, claim } of claims ?? []) {
    const e = w.slots.get(slot);
    if (e === undefined) continue;
    const c: ClaimOnRecord = { index, by, slot, claim };
    const opened = ledger.commitment(e.owner, CARD_KIND, e.j)?.opened?.value;
    const known = e.value ?? opened;
    if (known !== undefined) {
      check(game, c, known, `the card is ${JSON.stringify(known)}`);
      if (opened !== undefined) continue; // shown already: nothing left to check later
    }
    const k = keyOf(e.owner, e.j);
    w.claims.set(k, [...(w.claims.get(k) ?? []), c]);
  }
}
