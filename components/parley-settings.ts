import { css, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { ParleyElement } from './base.ts';
import type { IceServerSetting, Settings } from './events.ts';
import { theme } from './theme.ts';
import { checkName } from './player-name.ts';

/** The form's raw values (strings as typed). */
export interface SettingsDraft {
  name: string;
  host: string;
  port: string;
  path: string;
  secure: boolean;
  ice: { urls: string; username: string; credential: string }[];
  reducedMotion: boolean;
  sounds: boolean;
}

/** Field id → error message. ICE rows use `ice-<i>`. */
export type SettingsErrors = Readonly<Record<string, string>>;

/** Defaults: the PeerServer `npm start` serves on the same origin, one public STUN server. */
export const DEFAULT_SETTINGS: Settings = {
  name: 'Player',
  signaling: { host: 'localhost', port: 8080, path: '/peerjs', secure: false },
  iceServers: [{ urls: 'stun:stun.l.google.com:19302' }],
  reducedMotion: false,
  sounds: true,
};

const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/i;
const ICE_URL = /^(?:stun|stuns|turn|turns):[^\s]+$/i;

/** The draft of some settings. */
export function toDraft(s: Settings): SettingsDraft {
  return {
    name: s.name,
    host: s.signaling.host,
    port: String(s.signaling.port),
    path: s.signaling.path,
    secure: s.signaling.secure,
    ice: s.iceServers.map((i) => ({
      urls: i.urls,
      username: i.username ?? '',
      credential: i.credential ?? '',
    })),
    reducedMotion: s.reducedMotion,
    sounds: s.sounds,
  };
}

/** Validates a draft: the settings when every field is valid, else the errors by field id. */
export function validateSettings(d: SettingsDraft): {
  readonly settings: Settings | null;
  readonly errors: SettingsErrors;
} {
  const errors: Record<string, string> = {};
  const checked = checkName(d.name);
  const name = 'error' in checked ? '' : (checked.name ?? '');
  if ('error' in checked) errors.name = checked.error;
  else if (checked.name === null) errors.name = 'Enter a name.';
  const host = d.host.trim();
  if (!HOST.test(host)) errors.host = 'Enter a host name like peer.example.org or an address.';
  const port = Number(d.port.trim());
  if (!/^\d+$/.test(d.port.trim()) || port < 1 || port > 65535) {
    errors.port = 'A port is a whole number from 1 to 65535.';
  }
  const path = d.path.trim();
  if (!/^\/[^\s?#]*$/.test(path)) errors.path = 'The path starts with / and has no spaces.';
  const ice: IceServerSetting[] = [];
  d.ice.forEach((row, i) => {
    const urls = row.urls.trim();
    const username = row.username.trim();
    const credential = row.credential;
    if (!ICE_URL.test(urls)) {
      errors[`ice-${i}`] = 'A server URL starts with stun:, turn: or turns:.';
      return;
    }
    if (/^turns?:/i.test(urls) && (username === '' || credential === '')) {
      errors[`ice-${i}`] = 'A TURN server needs a username and a credential.';
      return;
    }
    ice.push(username || credential ? { urls, username, credential } : { urls });
  });
  if (Object.keys(errors).length > 0) return { settings: null, errors };
  return {
    settings: {
      name,
      signaling: { host, port, path, secure: d.secure },
      iceServers: ice,
      reducedMotion: d.reducedMotion,
      sounds: d.sounds,
    },
    errors,
  };
}

/**
 * Settings: name, signaling server (host, port, path, secure), STUN/TURN servers, reduced motion
 * and sounds. Saving validates every field and emits only valid values; errors show next to the
 * fields (aria-invalid, aria-describedby) and the first invalid field gets focus.
 *
 * Properties: `settings` ({@link Settings}; the form starts from it), `reducedMotion`.
 * Events: `settings-change` {settings} on Save when valid.
 */
@customElement('parley-settings')
export class ParleySettings extends ParleyElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
      }
      form {
        display: flex;
        flex-direction: column;
        gap: calc(var(--p-gap) * 2);
        max-width: 40rem;
      }
      fieldset {
        min-width: 0;
        margin: 0;
        border: 1px solid var(--p-line);
        border-radius: var(--p-radius);
        padding: var(--p-gap) calc(var(--p-gap) * 1.5) calc(var(--p-gap) * 1.5);
        display: grid;
        gap: var(--p-gap);
      }
      legend {
        font-weight: 650;
        padding: 0 0.3rem;
      }
      .field {
        display: flex;
        flex-direction: column;
        gap: 0.2rem;
      }
      .grid {
        display: grid;
        grid-template-columns: 2fr 1fr;
        gap: var(--p-gap);
      }
      .check {
        display: flex;
        align-items: center;
        gap: 0.5rem;
        min-height: 2.5rem;
      }
      .check input {
        width: 1.2rem;
        height: 1.2rem;
        accent-color: var(--p-accent);
      }
      .ice input {
        min-width: 0;
      }
      .ice {
        display: grid;
        grid-template-columns: 2fr 1fr 1fr auto;
        gap: 0.3rem;
        align-items: start;
      }
      .error {
        color: var(--p-bad);
        font-size: 0.85rem;
        grid-column: 1 / -1;
      }
      [aria-invalid='true'] {
        border-color: var(--p-bad);
      }
      .saved {
        color: var(--p-good);
        min-height: 1.2em;
        margin: 0;
      }
      @media (max-width: 600px) {
        .grid,
        .ice {
          grid-template-columns: 1fr;
        }
      }
    `,
  ];

  /** The current settings (the form starts from them). */
  @property({ attribute: false }) settings: Settings = DEFAULT_SETTINGS;

  @state() private draft: SettingsDraft = toDraft(DEFAULT_SETTINGS);
  @state() private errors: SettingsErrors = {};
  @state() private saved = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('settings')) {
      this.draft = toDraft(this.settings);
      this.errors = {};
    }
  }

  override render() {
    const d = this.draft;
    return html`<h2>Settings</h2>
      <form novalidate @submit=${this.onSubmit}>
        <fieldset>
          <legend>You</legend>
          ${this.text('name', 'Your name', d.name, (v) => (d.name = v))}
        </fieldset>
        <fieldset>
          <legend>Signaling server</legend>
          <div class="grid">
            ${this.text('host', 'Host', d.host, (v) => (d.host = v))}
            ${this.text('port', 'Port', d.port, (v) => (d.port = v), 'numeric')}
          </div>
          ${this.text('path', 'Path', d.path, (v) => (d.path = v))}
          ${this.check('secure', 'Secure (wss / https)', d.secure, (v) => (d.secure = v))}
        </fieldset>
        <fieldset>
          <legend>STUN and TURN servers</legend>
          ${d.ice.map((row, i) => this.iceRow(row, i))}
          <div>
            <button type="button" class="add-ice" @click=${this.addIce}>Add a server</button>
          </div>
        </fieldset>
        <fieldset>
          <legend>Comfort</legend>
          ${this.check('reduced-motion', 'Reduce motion', d.reducedMotion, (v) => (d.reducedMotion = v))}
          ${this.check('sounds', 'Sounds', d.sounds, (v) => (d.sounds = v))}
        </fieldset>
        <div>
          <button type="submit" class="primary save">Save</button>
          <p class="saved" role="status" aria-live="polite">${this.saved ? 'Saved' : ''}</p>
        </div>
      </form>`;
  }

  private text(
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    inputmode: 'text' | 'numeric' = 'text',
  ) {
    const error = this.errors[id];
    return html`<div class="field">
      <label for=${id}>${label}</label>
      <input
        id=${id}
        type="text"
        inputmode=${inputmode}
        autocomplete="off"
        .value=${value}
        aria-invalid=${error ? 'true' : 'false'}
        aria-describedby=${error ? `${id}-error` : nothing}
        @input=${(e: Event) => {
          set((e.target as HTMLInputElement).value);
          this.saved = false;
        }}
      />
      ${error ? html`<span class="error" id="${id}-error">${error}</span>` : nothing}
    </div>`;
  }

  private check(id: string, label: string, value: boolean, set: (v: boolean) => void) {
    return html`<label class="check" for=${id}>
      <input
        id=${id}
        type="checkbox"
        .checked=${value}
        @change=${(e: Event) => {
          set((e.target as HTMLInputElement).checked);
          this.saved = false;
        }}
      />
      ${label}
    </label>`;
  }

  private iceRow(row: SettingsDraft['ice'][number], i: number) {
    const id = `ice-${i}`;
    const error = this.errors[id];
    const upd = (e: Event, key: 'urls' | 'username' | 'credential'): void => {
      row[key] = (e.target as HTMLInputElement).value;
      this.saved = false;
    };
    return html`<div class="ice" data-row=${i}>
      <input
        id=${id}
        type="text"
        placeholder="stun:host:port or turn:host:port"
        aria-label="Server ${i + 1} URL"
        .value=${row.urls}
        aria-invalid=${error ? 'true' : 'false'}
        aria-describedby=${error ? `${id}-error` : nothing}
        @input=${(e: Event) => upd(e, 'urls')}
      />
      <input
        type="text"
        placeholder="username"
        aria-label="Server ${i + 1} username"
        autocomplete="off"
        .value=${row.username}
        @input=${(e: Event) => upd(e, 'username')}
      />
      <input
        type="password"
        placeholder="credential"
        aria-label="Server ${i + 1} credential"
        autocomplete="off"
        .value=${row.credential}
        @input=${(e: Event) => upd(e, 'credential')}
      />
      <button
        type="button"
        class="remove-ice"
        aria-label="Remove server ${i + 1}"
        @click=${() => this.removeIce(i)}
      >
        ✕
      </button>
      ${error ? html`<span class="error" id="${id}-error">${error}</span>` : nothing}
    </div>`;
  }

  private readonly addIce = async (): Promise<void> => {
    this.draft = {
      ...this.draft,
      ice: [...this.draft.ice, { urls: '', username: '', credential: '' }],
    };
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>(`#ice-${this.draft.ice.length - 1}`)?.focus();
  };

  private removeIce(i: number): void {
    this.draft = { ...this.draft, ice: this.draft.ice.filter((_, j) => j !== i) };
    this.errors = {};
  }

  private readonly onSubmit = async (e: Event): Promise<void> => {
    e.preventDefault();
    const { settings, errors } = validateSettings(this.draft);
    this.errors = errors;
    this.saved = settings !== null;
    if (settings) {
      this.emit('settings-change', { settings });
      return;
    }
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };
}

declare global {
  interface HTMLElementTagNameMap {
    'parley-settings': ParleySettings;
  }
}
