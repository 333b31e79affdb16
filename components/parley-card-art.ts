import { css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import { ParleyElement } from './base.ts';
import { theme } from './theme.ts';
import { ICON_VIEWBOX, loadedPack, loadPack } from '../src/art/packs.ts';

/**
 * One icon of the game-icons.net set (CC BY 3.0; credited by parley-rules-reference and the
 * README) as an inline `<svg>`: card art, a keyword icon, or one of the app's own marks. The icon
 * packs are bundled with the app and loaded the first time any element asks for one
 * (src/art/packs.ts); nothing is fetched from elsewhere. Decorative: the element is hidden from
 * assistive technology, so the card or button around it carries the words.
 *
 * Properties: `pack` (`paragons`, `authority` or `ui`), `icon` (an icon name of that pack: a card's
 * from `PARAGONS_ART` / `AUTHORITY_ART`, a glossary entry's `icon`, or one of `UI_ICONS`).
 * An unknown pack or icon draws nothing. Theming: `color` (or `--parley-art-fg`) is the icon's
 * colour, `--parley-art-bg` its background, `--parley-art-size` its size (default 2.5rem),
 * `--parley-art-radius` its corners, `--parley-art-padding` the space around the drawing.
 */
@customElement('parley-card-art')
export class ParleyCardArt extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: inline-block;
        width: var(--parley-art-size, 2.5rem);
        height: var(--parley-art-size, 2.5rem);
        flex: none;
        line-height: 0;
        color: var(--parley-art-fg, currentColor);
      }
      svg {
        width: 100%;
        height: 100%;
        display: block;
        box-sizing: border-box;
        padding: var(--parley-art-padding, 0);
        border-radius: var(--parley-art-radius, 0);
        background: var(--parley-art-bg, transparent);
        fill: currentColor;
      }
    `,
  ];

  /** The pack the icon is in. */
  @property() pack = 'ui';

  /** The icon's name in its pack. */
  @property() icon = '';

  /** Bumped when a pack finishes loading, to draw with it. */
  @state() private packsLoaded = 0;

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('aria-hidden', 'true');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('pack') || changed.has('icon')) && !loadedPack(this.pack)) {
      const wanted = this.pack;
      void loadPack(wanted).then(
        (pack) => {
          if (pack && this.pack === wanted) this.packsLoaded++;
        },
        () => undefined,
      );
    }
  }

  /** Resolves once the current pack is loaded and drawn (for tests and for a caller that waits). */
  async ready(): Promise<void> {
    await loadPack(this.pack).catch(() => null);
    await this.updateComplete;
  }

  protected override render() {
    const body = loadedPack(this.pack)?.[this.icon];
    return html`<svg
      viewBox=${ICON_VIEWBOX}
      aria-hidden="true"
      focusable="false"
      part="svg"
      data-icon=${body === undefined ? nothing : this.icon}
    >
      ${body === undefined ? nothing : unsafeSVG(body)}
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-card-art': ParleyCardArt;
  }
}
