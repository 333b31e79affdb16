/**
 * The CustomEvents the shared `parley-*` elements emit, with their `detail` types. Every event
 * bubbles and is composed (crosses shadow roots). The global `HTMLElementEventMap` is extended so
 * that `addEventListener('file-load', (e) => e.detail.bytes)` is typed in the app shell. A game's
 * own elements add their events to {@link ParleyEventDetails} from their folder (declaration
 * merging: components/paragons/events.ts); nothing here names a game's types.
 */
/**
 * A game and its match options, as the home screen and the links name them: the game's module id
 * and one value per option field of the game (src/engine/module.ts `OptionField`).
 */
export interface MatchFormat {
  readonly game: string;
  readonly options: Readonly<Record<string, string>>;
}

/** The screens `parley-home` can navigate to. */
export type HomeTarget = 'verify' | 'history' | 'settings';

/** Signaling server settings (a PeerServer). */
export interface SignalingSettings {
  readonly host: string;
  readonly port: number;
  readonly path: string;
  readonly secure: boolean;
}

/** A STUN or TURN server (RTCIceServer with one URL). */
export interface IceServerSetting {
  readonly urls: string;
  readonly username?: string;
  readonly credential?: string;
}

/** Everything `parley-settings` edits. */
export interface Settings {
  readonly name: string;
  readonly signaling: SignalingSettings;
  readonly iceServers: readonly IceServerSetting[];
  readonly reducedMotion: boolean;
  readonly sounds: boolean;
}

/** Event name → `detail` type for every event the elements emit. */
export interface ParleyEventDetails {
  /** A prompt option was chosen (parley-prompt). */
  'option-select': { readonly id: string };
  /** The player passes (parley-prompt). */
  pass: Record<string, never>;
  /** The deck being built changed (parley-deck-builder). */
  'deck-change': { readonly cards: readonly string[] };
  /** The deck is final (parley-deck-builder). */
  'deck-submit': { readonly cards: readonly string[] };
  /** Save the deck under a name (parley-deck-builder). */
  'deck-save': { readonly name: string; readonly cards: readonly string[] };
  /** Load a saved deck by name (parley-deck-builder). */
  'deck-load': { readonly name: string };
  /** Delete a saved deck by name (parley-deck-builder). */
  'deck-delete': { readonly name: string };
  /** The share link was copied, or copying failed (parley-lobby). */
  'link-copy': { readonly ok: boolean };
  /** Leave the lobby (parley-lobby). */
  leave: Record<string, never>;
  /** Export the finished match file (parley-match-end). */
  'match-export': Record<string, never>;
  /** Play again with the same friend (parley-match-end). */
  rematch: Record<string, never>;
  /** Accept the other player's rematch offer (parley-match-end). */
  'rematch-accept': Record<string, never>;
  /** Decline the other player's rematch offer (parley-match-end). */
  'rematch-decline': Record<string, never>;
  /** Back to the home screen (parley-match-end). */
  home: Record<string, never>;
  /** A match file was dropped or picked: its bytes, undecoded (parley-verify-page). */
  'file-load': { readonly name: string; readonly bytes: Uint8Array };
  /** A dropped or picked file was not read: too large for a match file (parley-verify-page). */
  'file-refused': { readonly name: string; readonly reason: string };
  /** The replay step changed (parley-verify-page). */
  'step-change': { readonly step: number };
  /** Export a past match (parley-history). */
  'history-export': { readonly id: string };
  /** Delete a past match, after confirmation in the element (parley-history). */
  'history-delete': { readonly id: string };
  /** Open a past match in the verify page (parley-history). */
  'history-open': { readonly id: string };
  /** Validated settings to store (parley-settings). */
  'settings-change': { readonly settings: Settings };
  /** Create a match to play with a friend (parley-home). */
  'create-match': MatchFormat;
  /** Play against the bot (parley-home). */
  'play-bot': MatchFormat & { readonly level: string };
  /** Pass-and-play on one device (parley-home). */
  'pass-and-play': MatchFormat;
  /** Go to another screen (parley-home). */
  navigate: { readonly to: HomeTarget };
  /** Open a game's rules reference (parley-home). */
  'show-rules': { readonly game: string };
  /** Change the player's name (parley-lobby): already trimmed, 1–32 characters. */
  'name-change': { readonly name: string };
}

/** Event name → CustomEvent type. */
export type ParleyEventMap = {
  [K in keyof ParleyEventDetails]: CustomEvent<ParleyEventDetails[K]>;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends ParleyEventMap {}
}
