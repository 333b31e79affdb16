/**
 * What the protocol suites' generic cheats need of Paragons (the module's `testing`,
 * src/engine/module.ts): a card leaving a hand slot is named by the move's `card` field, and the
 * card a cheater shows instead is a real one of the same kind and Hidden-ness, so the rules accept
 * the move and only the slot's commitment catches it (test/cheats).
 */
import type { ShownCard } from '../../../engine/module.ts';
import { cardField } from '../../../engine/tamper.ts';
import { CARD_SET } from '../cards/index.ts';

/** A real card of the same kind and Hidden-ness as `id`, other than `id`. */
export function otherCard(id: string): string {
  const def = CARD_SET.find((c) => c.id === id);
  const twin = CARD_SET.find(
    (c) => c.id !== id && c.kind === (def?.kind ?? 'mercenary') && !!c.hidden === !!def?.hidden,
  );
  return twin!.id;
}

/** How a Paragons move shows a card: its `card` field. */
export const PARAGONS_SHOWN_CARD: ShownCard = cardField('card', otherCard);
