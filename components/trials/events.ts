/**
 * The CustomEvents the Trials of the Chosen elements emit, with their `detail` types, added to
 * the shared map (components/events.ts `ParleyEventDetails`) by declaration merging, so that
 * `addEventListener('deck-ready', (e) => e.detail.order)` is typed wherever this module is loaded.
 * Also the drag-and-drop type of the deck-order editor.
 */

/** The DataTransfer type under which the deck-order editor drags a card (its id). */
export const DECK_DRAG_TYPE = 'application/x-parley-trials-deck-card';

declare module '../events.ts' {
  /** The Trials of the Chosen elements' events (see components/events.ts). */
  interface ParleyEventDetails {
    /**
     * A legal deck, ordered (trials-deck-order): two different Avatars and the 20 cards, top of
     * the deck first (the first 5 are the opening hand).
     */
    'deck-ready': {
      readonly avatars: readonly [string, string];
      readonly order: readonly string[];
    };
    /** A card in play was chosen (trials-avatar): its instance id and card id. */
    'select-card': { readonly instance: string; readonly cardId: string };
  }
}
