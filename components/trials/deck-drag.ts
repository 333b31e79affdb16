/**
 * Drag and drop of the deck-order editor (components/trials/trials-deck-order.ts): a card of the
 * card list or of the ordered deck is dragged with its id under {@link DECK_DRAG_TYPE}; the deck's
 * rows accept it, the row under the pointer is marked, and a drop on row `i` hands the id and `i`
 * to the editor (which moves the card there, or adds it there). The keys do the same moves
 * without a pointer (the editor's Alt-arrow keys and move buttons).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { DECK_DRAG_TYPE } from './events.ts';

export class DeckDrag implements ReactiveController {
  /** The id of the card being dragged, if any. */
  dragging: string | null = null;
  /** The row the dragged card would land on, if any. */
  over: number | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly dropAt: (id: string, at: number) => void,
    private readonly nameOf: (id: string) => string,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** `dragstart` on a card: carry its id (and its name as plain text). */
  start(e: DragEvent, id: string): void {
    if (!e.dataTransfer) return;
    e.dataTransfer.setData(DECK_DRAG_TYPE, id);
    e.dataTransfer.setData('text/plain', this.nameOf(id));
    e.dataTransfer.effectAllowed = 'move';
    this.dragging = id;
    this.host.requestUpdate();
  }

  /** `dragend`, or a drop: nothing is dragged any more. */
  readonly end = (): void => {
    this.dragging = null;
    this.over = null;
    this.host.requestUpdate();
  };

  /** `dragover` on the list: accept only the editor's cards. */
  readonly listOver = (e: DragEvent): void => {
    if (e.dataTransfer?.types.includes(DECK_DRAG_TYPE)) e.preventDefault();
  };

  /** `dragenter` / `dragover` on row `i`: accept and mark it. */
  overRow(e: DragEvent, i: number): void {
    if (!e.dataTransfer?.types.includes(DECK_DRAG_TYPE)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    if (this.over !== i) {
      this.over = i;
      this.host.requestUpdate();
    }
  }

  /** `drop` on row `i`. */
  drop(e: DragEvent, i: number): void {
    const id = e.dataTransfer?.getData(DECK_DRAG_TYPE) ?? '';
    this.end();
    if (!id) return;
    e.preventDefault();
    this.dropAt(id, i);
  }
}
