/**
 * The CustomEvents the Paragons elements emit, with their `detail` types, added to the shared map
 * (components/events.ts `ParleyEventDetails`) by declaration merging, so that
 * `addEventListener('space-select', (e) => e.detail.space)` is typed wherever this module is
 * loaded. Also the drag-and-drop data a card carries onto the board.
 */
import type { ClassId } from '../../src/games/paragons/cards/schema.ts';
import type { PSeat, Space } from '../../src/games/paragons/types.ts';

/** What is being dragged onto a board space (carried in the HTML5 DnD data). */
export type DragSource =
  | { readonly from: 'hand' | 'hidden'; readonly handle: string }
  | { readonly from: 'board'; readonly seat: PSeat; readonly space: Space };

/** The DataTransfer type under which a {@link DragSource} travels. */
export const DRAG_TYPE = 'application/x-parley-card';

/** The three rock-paper-scissors hands. */
export type RpsChoice = 'rock' | 'paper' | 'scissors';

declare module '../events.ts' {
  /** The Paragons elements' events (see components/events.ts). */
  interface ParleyEventDetails {
    /** A board space was clicked or activated (parley-board). */
    'space-select': { readonly seat: PSeat; readonly space: Space };
    /** Something was dropped on a highlighted board space (parley-board). */
    'card-drop': { readonly seat: PSeat; readonly space: Space; readonly source: DragSource };
    /** A hand card was chosen (parley-hand); also on drag start. */
    'card-select': { readonly handle: string; readonly cardId: string; readonly playable: boolean };
    /** A Mercenary Pool card was chosen (parley-pool). */
    recruit: { readonly cardId: string; readonly index: number };
    /** One of the player's own Hidden cards was chosen (parley-hidden-pile). */
    'hidden-select': { readonly handle: string; readonly cardId: string };
    /** A player was chosen as a target (parley-player-panel). */
    'player-select': { readonly seat: PSeat };
    /** A draft pick (parley-draft). */
    pick: { readonly cardId: string; readonly index: number };
    /** The player's class choice (parley-class-choice). */
    'class-choose': { readonly cls: ClassId };
    /** The player's rock-paper-scissors hand (parley-class-choice). */
    'rps-choose': { readonly choice: RpsChoice };
  }
}

/** Reads a {@link DragSource} from DnD data; null for anything else. */
export function parseDragSource(data: string): DragSource | null {
  let v: unknown;
  try {
    v = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  if ((o.from === 'hand' || o.from === 'hidden') && typeof o.handle === 'string') {
    return { from: o.from, handle: o.handle };
  }
  const spaces: readonly unknown[] = ['F1', 'F2', 'F3', 'F4', 'B1', 'B2', 'B3', 'B4'];
  if (o.from === 'board' && (o.seat === 'A' || o.seat === 'B') && spaces.includes(o.space)) {
    return { from: 'board', seat: o.seat, space: o.space as Space };
  }
  return null;
}
