/**
 * Brings a board's prompt into view when a decision opens (docs/ui.md, "Prompts": a prompt lies
 * inside the viewport when it appears, without the player scrolling). A board calls
 * {@link PromptInView.update} from its `updated()` with its prompt element, the prompt's key and
 * the position shown; the prompt is scrolled into view (`block: 'nearest'`) when its key is new,
 * or when it asks for a decision (it carries `data-prompt`) about a new position: the same kind of
 * decision again, such as the next point of a split damage named by a click on a card far from
 * the prompt.
 *
 * @example
 * private readonly inView = new PromptInView();
 * override updated(): void {
 *   const prompt = this.renderRoot.querySelector<HTMLElement>('[data-prompt]');
 *   this.inView.update(prompt, prompt?.dataset['prompt'] ?? null, this.state);
 * }
 */
export class PromptInView {
  private key: string | null = null;
  private position: unknown = null;

  /** Scrolls `prompt` into view if a decision has just opened (see the module comment). */
  update(prompt: HTMLElement | null, key: string | null, position: unknown): void {
    const asks = prompt?.hasAttribute('data-prompt') ?? false;
    if (prompt && key !== null && (key !== this.key || (asks && position !== this.position)))
      prompt.scrollIntoView({ block: 'nearest' });
    this.key = key;
    this.position = position;
  }
}
