/**
 * Zones with visibility, and cards in hidden zones.
 *
 * A card in a zone that not everyone may see is a {@link Slot}: a handle that is public (the
 * protocol's commitment for that slot) plus the card id when the holder of the state knows it (its
 * owner, the omniscient verifier, or everyone after the card was shown). Playing or revealing the
 * card names the handle and opens it with the card id (fairness protocol: "Hands", "Hidden piles").
 */
import type { Seat, View } from './types.ts';
import { knowsOwner } from './types.ts';

/** Who may see a zone's contents: everyone, its owner, or nobody (e.g. a deck's contents). */
export type Visibility = 'public' | 'owner' | 'nobody';

/** A card in a hidden zone: a public handle and, when this view knows it, the card id. */
export interface Slot {
  readonly h: string;
  readonly id?: string;
}

/** The handle for the `n`-th private slot of `owner`: stable and identical in every view. */
export function slotHandle(owner: Seat, n: number): string {
  return `${owner}${n}`;
}

/** A slot whose card is known to every view (e.g. a recruited or bounced card). */
export function openSlot(h: string, id: string): Slot {
  return { h, id };
}

/**
 * The slot a view records for a card entering a zone that `owner` may see. `id` is the card when the
 * caller knows it; it is kept only when `view` may know `owner`'s cards or the card is public.
 */
export function slotFor(view: View, owner: Seat, h: string, id: string | null, pub: boolean): Slot {
  if (id !== null && (pub || knowsOwner(view, owner))) return { h, id };
  return { h };
}

/** The public form of a list of slots: handles only. */
export function publicSlots(slots: readonly Slot[]): string[] {
  return slots.map((s) => s.h);
}

/** Index of the slot with handle `h`, or -1. */
export function findSlot(slots: readonly Slot[], h: string): number {
  for (let i = 0; i < slots.length; i++) if (slots[i]!.h === h) return i;
  return -1;
}

/** Index of the first slot known to hold `id`, or -1. */
export function findSlotById(slots: readonly Slot[], id: string): number {
  for (let i = 0; i < slots.length; i++) if (slots[i]!.id === id) return i;
  return -1;
}
