import { css, html, nothing, svg, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { generate } from 'lean-qr/nano';
import { linkReach } from '../protocol/transport/share-link.ts';
import { ParleyElement } from './base.ts';
import { theme } from './theme.ts';
import { checkName, NAME_MAX } from './player-name.ts';

/** Where the connection to the friend is. */
export type LobbyStatus = 'waiting' | 'connecting' | 'connected' | 'failed';

const STEPS: readonly { readonly status: LobbyStatus; readonly label: string }[] = [
  { status: 'waiting', label: 'Waiting for your friend' },
  { status: 'connecting', label: 'Connecting' },
  { status: 'connected', label: 'Connected' },
];

/**
 * An SVG path of the dark modules of a QR code of `text` (one unit per module, runs of a row merged,
 * `pad` modules of quiet zone), and the side of the whole square.
 */
export function qrPath(text: string, pad = 4): { readonly d: string; readonly size: number } {
  const code = generate(text);
  let d = '';
  for (let y = 0; y < code.size; y++) {
    for (let x = 0; x < code.size; x++) {
      if (!code.get(x, y)) continue;
      let run = 1;
      while (x + run < code.size && code.get(x + run, y)) run++;
      d += `M${x + pad} ${y + pad}h${run}v1h-${run}z`;
      x += run;
    }
  }
  return { d, size: code.size + pad * 2 };
}

/** The words on who can open a share link (see {@link ParleyLobby}); null when anyone can. */
export function reachWords(
  link: string,
  usingNetworkAddress: boolean,
): { readonly alert: boolean; readonly text: string } | null {
  if (usingNetworkAddress) {
    return {
      alert: false,
      text:
        'This page is open at localhost, which only this computer can open, so the link uses ' +
        'this computer’s network address: your friend must be on the same network (Wi-Fi).',
    };
  }
  switch (linkReach(link)) {
    case 'this-device':
      return {
        alert: true,
        text:
          'This link points at this computer only (localhost): your friend’s device cannot ' +
          'open it. Open Parley at an address your friend can reach (npm start prints it as ' +
          '“on your network”) and share the link from there.',
      };
    case 'local-network':
      return {
        alert: false,
        text: 'This link works only on your local network: your friend must be on the same network (Wi-Fi).',
      };
    default:
      return null;
  }
}

/**
 * The lobby: the share link with a copy button and a QR code, and a live status with progress
 * (waiting for your friend → connecting → connected, or failed). Without a `link` (the friend who
 * opened it) only the status shows.
 *
 * Properties: `link`, `status` ({@link LobbyStatus}), `detail` (extra words, e.g. an error),
 * `note` (an informational line, e.g. which signaling server is in use; test id `lobby-note`),
 * `problem` (why the last friend could not join, e.g. a different app version; an alert, test id
 * `lobby-problem`), `joining` (names of friends in the middle of joining; test id
 * `lobby-joining`), `lanLinks` (the same link at this computer's network addresses), `reducedMotion`.
 *
 * Who can open the link (`linkReach`, protocol/transport/share-link.ts; test id `lobby-reach`): a
 * link to this computer only (`localhost`) is replaced by the first of `lanLinks` (a choice when
 * there are several) with a note, or, without one, comes with an alert that the friend cannot open
 * it; a local-network link gets a note.
 * `name` (the player's name: with a `link`, a field to change it before the friend joins; test
 * ids `lobby-name`, `lobby-name-input`, `lobby-name-save`).
 * Events: `name-change` {name} (trimmed, 1–32 characters) when the name is saved; `link-copy` {ok} after the copy button (navigator.clipboard, with a select-and-copy
 * fallback); `leave` {}.
 */
@customElement('parley-lobby')
export class ParleyLobby extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      .lobby {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        gap: calc(var(--p-gap) * 2);
        align-items: start;
      }
      .share {
        display: flex;
        flex-direction: column;
        gap: var(--p-gap);
      }
      .row {
        display: flex;
        gap: var(--p-gap);
      }
      .row input {
        flex: 1;
        min-width: 0;
        font-family: ui-monospace, monospace;
        font-size: 0.85rem;
      }
      .qr {
        width: min(12rem, 60vw);
        height: auto;
        border-radius: var(--p-radius);
        background: #fff;
      }
      .copied {
        color: var(--p-good);
        min-height: 1.2em;
        margin: 0;
      }
      ol.steps {
        list-style: none;
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        padding: 0;
        margin: var(--p-gap) 0;
      }
      ol.steps li {
        padding: 0.25rem 0.7rem;
        border-radius: 1rem;
        background: var(--p-surface-2);
        color: var(--p-muted);
      }
      ol.steps li.done {
        color: var(--p-good);
      }
      ol.steps li[aria-current='step'] {
        background: var(--p-accent);
        color: var(--p-accent-fg);
        font-weight: 700;
      }
      progress {
        width: 100%;
        height: 0.5rem;
        accent-color: var(--p-accent);
      }
      .spinner {
        display: inline-block;
        width: 0.9em;
        height: 0.9em;
        border: 2px solid currentColor;
        border-right-color: transparent;
        border-radius: 50%;
        vertical-align: -0.1em;
        animation: spin calc(var(--p-dur) * 5) linear infinite;
      }
      @keyframes spin {
        to {
          transform: rotate(360deg);
        }
      }
      .failed {
        color: var(--p-bad);
      }
      @media (max-width: 600px) {
        .lobby {
          grid-template-columns: 1fr;
        }
        .qr {
          justify-self: center;
        }
      }
    `,
  ];

  /** The share link (empty for the friend who opened it). */
  @property() link = '';
  /** The connection status. */
  @property() status: LobbyStatus = 'waiting';
  /** Extra words under the status (e.g. why it failed). */
  @property() detail = '';
  /** An informational line (e.g. "using the public PeerJS server"). */
  @property() note = '';
  /** Why the last friend could not join (e.g. a different app version): shown as an alert. */
  @property() problem = '';
  /** Names of the friends in the middle of joining (not bound yet). */
  @property({ attribute: false }) joining: readonly string[] = [];
  /** The share link at this computer's network addresses (offered for a `localhost` link). */
  @property({ attribute: false }) lanLinks: readonly string[] = [];
  /** The player's name as the friend will see it (editable in the host's lobby, with a link). */
  @property() name = '';

  /** The name field's problem, or '' (empty or too long). */
  @state() private nameProblem = '';
  /** The name last saved from the field, for the "Saved" note. */
  @state() private savedName = '';

  @state() private copied: boolean | null = null;
  @state() private chosen = 0;
  private qr: { readonly d: string; readonly size: number } | null = null;

  /** True when the link shown is a network-address link in place of a `localhost` one. */
  private get usesLan(): boolean {
    return this.link !== '' && this.lanLinks.length > 0 && linkReach(this.link) === 'this-device';
  }

  /** The link shown, copied and in the QR code. */
  get shownLink(): string {
    return this.usesLan ? (this.lanLinks[this.chosen] ?? this.lanLinks[0]!) : this.link;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('lanLinks') && this.chosen >= this.lanLinks.length) this.chosen = 0;
    if (
      changed.has('link') ||
      changed.has('lanLinks') ||
      (changed as Map<PropertyKey, unknown>).has('chosen')
    ) {
      const shown = this.shownLink;
      this.qr = shown ? qrPath(shown) : null;
      this.copied = null;
    }
  }

  override render() {
    const index = STEPS.findIndex((s) => s.status === this.status);
    const failed = this.status === 'failed';
    const current = STEPS[index]?.label ?? 'Connection failed';
    return html`<div class="lobby">
      <div class="share">
        ${
          this.link
            ? html`<h2>Invite a friend</h2>
                <p class="muted">Send this link. The game starts when your friend opens it.</p>
                ${this.renderReach()}
                <div class="row">
                  <label class="sr-only" for="link">Share link</label>
                  <input
                    data-testid="share-link"
                    id="link"
                    type="text"
                    readonly
                    .value=${this.shownLink}
                    @focus=${this.selectLink}
                  />
                  <button type="button" class="primary copy" @click=${this.copy}>Copy</button>
                </div>
                <p class="copied" role="status" aria-live="polite">
                  ${
                    this.copied === true
                      ? 'Link copied'
                      : this.copied === false
                        ? 'Copy failed: select the link and copy it'
                        : ''
                  }
                </p>`
            : html`<h2>Joining the match</h2>`
        }
        <section aria-label="Connection status">
          <p
            role="status"
            aria-live="polite"
            data-testid="lobby-status"
            class=${failed ? 'failed' : ''}
          >
            ${this.status === 'connected' || failed ? nothing : html`<span class="spinner" aria-hidden="true"></span> `}
            <strong>${current}</strong>${this.detail ? html` · ${this.detail}` : nothing}
          </p>
          ${
            this.problem
              ? html`<p class="failed" role="alert" data-testid="lobby-problem">${this.problem}</p>`
              : nothing
          }
          ${
            this.joining.length > 0
              ? html`<p role="status" data-testid="lobby-joining">${joiningWords(this.joining)}</p>`
              : nothing
          }
          ${this.note ? html`<p class="muted" data-testid="lobby-note">${this.note}</p>` : nothing}
          <progress
            max=${STEPS.length}
            .value=${failed ? 0 : index + 1}
            aria-label="Connection progress"
          ></progress>
          <ol class="steps">
            ${STEPS.map(
              (s, i) =>
                html`<li
                  class=${i < index ? 'done' : ''}
                  aria-current=${i === index ? 'step' : 'false'}
                >
                  ${i < index ? '✓ ' : ''}${s.label}
                </li>`,
            )}
          </ol>
        </section>
        ${this.link ? this.renderName() : nothing}
        <div>
          <button type="button" class="leave" @click=${() => this.emit('leave', {})}>Leave</button>
        </div>
      </div>
      ${
        this.qr
          ? html`<svg
              class="qr"
              viewBox="0 0 ${this.qr.size} ${this.qr.size}"
              role="img"
              aria-label="QR code of the share link"
              shape-rendering="crispEdges"
            >
              ${svg`<path d=${this.qr.d} fill="#000"></path>`}
            </svg>`
          : nothing
      }
    </div>`;
  }

  /** The name field: the name the friend sees (saved as the player's name: `name-change`). */
  private renderName() {
    return html`<form class="name" data-testid="lobby-name" @submit=${this.onName}>
      <label for="name">Your name (your friend sees it)</label>
      <div class="row">
        <input
          id="name"
          name="name"
          data-testid="lobby-name-input"
          autocomplete="nickname"
          maxlength="32"
          .value=${this.name}
          aria-invalid=${this.nameProblem ? 'true' : 'false'}
          aria-describedby="name-note"
        />
        <button type="submit" data-testid="lobby-name-save">Save name</button>
      </div>
      <p id="name-note" class=${this.nameProblem ? 'failed' : 'muted'} role="status">
        ${this.nameProblem || (this.savedName && this.savedName === this.name ? 'Saved.' : '')}
      </p>
    </form>`;
  }

  private onName(e: SubmitEvent): void {
    e.preventDefault();
    const input = this.renderRoot.querySelector<HTMLInputElement>('#name');
    const checked = checkName(input?.value ?? '');
    if ('error' in checked || checked.name === null) {
      this.nameProblem =
        'error' in checked ? checked.error : `Enter a name of 1 to ${NAME_MAX} characters.`;
      return;
    }
    const name = checked.name;
    this.nameProblem = '';
    this.savedName = name;
    this.emit('name-change', { name });
  }

  private renderReach() {
    const words = reachWords(this.link, this.usesLan);
    if (!words) return nothing;
    const choice =
      this.usesLan && this.lanLinks.length > 1
        ? html`<label
            >Network address
            <select
              data-testid="lobby-address"
              @change=${(e: Event) => (this.chosen = (e.target as HTMLSelectElement).selectedIndex)}
            >
              ${this.lanLinks.map(
                (l, i) => html`<option ?selected=${i === this.chosen}>${new URL(l).host}</option>`,
              )}
            </select></label
          >`
        : nothing;
    return html`<p
        class=${words.alert ? 'failed' : 'muted'}
        role=${words.alert ? 'alert' : 'note'}
        data-testid="lobby-reach"
      >
        ${words.text}
      </p>
      ${choice}`;
  }

  private readonly selectLink = (e: Event): void => {
    (e.target as HTMLInputElement).select();
  };

  private readonly copy = async (): Promise<void> => {
    let ok = false;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(this.shownLink);
      ok = true;
    } catch {
      ok = this.copyFallback();
    }
    this.copied = ok;
    this.emit('link-copy', { ok });
  };

  /** Selects the link field and copies the selection (for browsers without the Clipboard API). */
  private copyFallback(): boolean {
    const input = this.renderRoot.querySelector<HTMLInputElement>('#link');
    if (!input) return false;
    input.focus();
    input.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

/** "Ana is joining…", "Ana and Bo are joining…". */
function joiningWords(names: readonly string[]): string {
  const list =
    names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `${list} ${names.length === 1 ? 'is' : 'are'} joining…`;
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-lobby': ParleyLobby;
  }
}
