/**
 * The CustomEvents the `parley-*` elements emit, with their `detail` types. Every event bubbles and
 * is composed (crosses shadow roots). The global `HTMLElementEventMap` is extended so that
 * `addEventListener('space-select', (e) => e.detail.space)` is typed in the app shell.
 */
import type { ClassId } from '../src/games/paragons/cards/schema.ts';
import type { PSeat, Space } from '../src/games/paragons/types.ts';

/** What is being dragged onto a board space (carried in the HTML5 DnD data). */
export type DragSource =
  | { readonly from: 'hand' | 'hidden'; readonly handle: string }
  | { readonly from: 'board'; readonly seat: PSeat; readonly space: Space };

/** The DataTransfer type under which a {@link DragSource} travels. */
export const DRAG_TYPE = 'application/x-parley-card';

/** The three rock-paper-scissors hands. */
export type RpsChoice = 'rock' | 'paper' | 'scissors';

/** Best of 1 or best of 3, draft or pre-constructed. */
export interface MatchFormat {
  readonly bestOf: 1 | 3;
  readonly mode: 'draft' | 'preconstructed';
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
  /** A board space was clicked or activated (parley-board). */
  'space-select': { readonly seat: PSeat; readonly space: Space };
  /** Something was dropped on a highlighted board space (parley-board). */
  'card-drop': { readonly seat: PSeat; readonly space: Space; readonly source: DragSource };
  /** A hand card was chosen (parley-hand); also on drag start. */
  'card-select': { readonly handle: string; readonly cardId: string; readonly playable: boolean };
  /** Show the full card (context menu / long press, or the `i` key). */
  'card-inspect': { readonly cardId: string };
  /** A Mercenary Pool card was chosen (parley-pool). */
  recruit: { readonly cardId: string; readonly index: number };
  /** One of the player's own Hidden cards was chosen (parley-hidden-pile). */
  'hidden-select': { readonly handle: string; readonly cardId: string };
  /** A prompt option was chosen (parley-prompt). */
  'option-select': { readonly id: string };
  /** The player passes (parley-prompt). */
  pass: Record<string, never>;
  /** A player was chosen as a target (parley-player-panel). */
  'player-select': { readonly seat: PSeat };
  /** A draft pick (parley-draft). */
  pick: { readonly cardId: string; readonly index: number };
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
  /** The player's class choice (parley-class-choice). */
  'class-choose': { readonly cls: ClassId };
  /** The player's rock-paper-scissors hand (parley-class-choice). */
  'rps-choose': { readonly choice: RpsChoice };
  /** Export the finished match file (parley-match-end). */
  'match-export': Record<string, never>;
  /** Play again with the same friend (parley-match-end). */
  rematch: Record<string, never>;
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
}

/** Event name → CustomEvent type. */
export type ParleyEventMap = {
  [K in keyof ParleyEventDetails]: CustomEvent<ParleyEventDetails[K]>;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends ParleyEventMap {}
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
