/**
 * Persistence of a session (requirement "Persistence"): every message is written to a {@link Store}
 * before it is acted on or sent, so a reload rebuilds the match from what was stored
 * (`Session.open`). A stored entry is a transcript message and, for the seat's own messages, the
 * local input that produced it (never sent: it may hold the seat's secret deck list). The browser
 * store (IndexedDB via idb-keyval) lives in src/app; the Node file store in src/cli.
 *
 * When the session stops early (a violation, a desync), it keeps the evidence (why it stopped, the
 * refused peer message, a signed desync notice) through {@link Store.keepEvidence} before it acts on
 * it (requirement: "a mismatch stops the match as a desync with a clear report and both transcripts
 * kept"), and a reload restores the stop from {@link Store.loadEvidence}. Both are optional: a store
 * without them keeps the evidence in memory only (`Session.evidence`).
 */
import type { Message } from '../transcript.ts';
import type { DesyncNotice } from './control.ts';
import type { Stop } from './options.ts';
import type { MatchFile } from './verify-match.ts';

/** One stored transcript message and, for own messages, the input that produced it. */
export interface StoredEntry {
  readonly message: Message;
  /** The local input (JSON): `{move?, concede?, claim?}`; absent for received messages. */
  readonly local?: unknown;
  /**
   * The session clock's time when the entry was stored (ms; absent in entries stored before it
   * existed): a reload restarts the abort clock from the last entry instead of from the reload.
   */
  readonly at?: number;
}

/** Why a session stopped early, and what proves it (JSON). */
export interface StoredEvidence {
  readonly stop: Stop;
  /** The refused peer message (a violation, or the message whose state hash disagreed). */
  readonly message?: Message;
  /** The signed desync notice: the one this seat sent (it found the mismatch) or received. */
  readonly notice?: DesyncNotice;
}

/** Where a session keeps its messages. `append` resolves once the entry is durable. */
export interface Store {
  append(entry: StoredEntry): Promise<void>;
  /**
   * Puts `entry` in place of the last entry, which holds the same index: this seat's timeout claim,
   * voided by the accused seat's answer for that index (docs/match-file.md, "Timeout claims"). When
   * the store holds one entry fewer (an earlier replacement failed after dropping the claim), it
   * appends. Resolves once durable.
   */
  replaceLast(entry: StoredEntry): Promise<void>;
  load(): Promise<readonly StoredEntry[]>;
  /** Keeps why the session stopped (replacing any earlier evidence); resolves once durable. */
  keepEvidence?(evidence: StoredEvidence): Promise<void>;
  /** The evidence kept by {@link keepEvidence}, or null. */
  loadEvidence?(): Promise<StoredEvidence | null>;
}

const STOP_KINDS: readonly Stop['kind'][] = ['violation', 'desync', 'version-skew'];

function isObj(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Why `v` (read back from a durable store) is not a {@link StoredEvidence} — a stop with its kind,
 * index, player, reason and code; messages with an index and a sender; a desync notice — or null
 * when it is one. Stores call it on every read so that damaged evidence is a labelled error, never a
 * session resumed as if it had not stopped.
 */
export function storedEvidenceProblem(v: unknown): string | null {
  if (!isObj(v)) return 'not an object';
  const s = v.stop;
  if (!isObj(s) || !STOP_KINDS.includes(s.kind as Stop['kind'])) return 'no stop kind';
  const index = s.index === null || (typeof s.index === 'number' && Number.isInteger(s.index));
  const player = s.player === null || typeof s.player === 'string';
  if (!index || !player || typeof s.reason !== 'string' || typeof s.code !== 'string') {
    return 'a stop field';
  }
  const m = v.message;
  if (m !== undefined && (!isObj(m) || typeof m.i !== 'number' || typeof m.from !== 'string')) {
    return 'the refused message';
  }
  const n = v.notice;
  if (n !== undefined && (!isObj(n) || n.t !== 'desync' || typeof n.i !== 'number')) {
    return 'the desync notice';
  }
  return null;
}

/**
 * The match file that proves a stop on the peer's signed message `evidence` (docs/match-file.md,
 * "Message rules"): the file cut at the evidence's index with the evidence in place, whenever that
 * file proves its signer's violation on its own, which any verifier then judges as the session did:
 * - the refused next message (its index is the file's length);
 * - a message out of turn that crossed this seat's (`wrong-sender`): same index, signed by the seat
 *   that did not send the held one, and not a timeout claim (a claim may come from either seat).
 * A second message from the same signer (an equivocation) or a timeout claim that crossed ours is
 * valid on its own: put in place, it would drop this seat's real messages and could make the file
 * blame this seat for the next one. So the file is then the whole transcript with the second
 * message beside it as its optional `fork` (`{...file, fork: evidence}`), which `verifyMatch`
 * judges against the held message of that index. Without evidence (or with one for no index the
 * file holds or follows), `file` itself.
 */
export function evidenceFileOf(file: MatchFile, evidence: Message | null | undefined): MatchFile {
  if (!evidence) return file;
  if (provesInPlace(file, evidence)) {
    return { ...file, messages: [...file.messages.slice(0, evidence.i), evidence] };
  }
  const held = evidence.i >= 0 && evidence.i < file.messages.length;
  return held ? { ...file, fork: evidence } : file;
}

/** True when `evidence`, put in place at its index in `file`, proves its signer's violation. */
function provesInPlace(file: MatchFile, evidence: Message): boolean {
  if (evidence.i === file.messages.length) return true;
  const held = file.messages[evidence.i];
  return held !== undefined && held.from !== evidence.from && evidence.body.claim === undefined;
}

/**
 * A store in memory (tests, benches); what it holds survives a simulated reload. Entries are kept
 * as JSON text, as a durable store would keep them: what is read back is a fresh copy, never an
 * object the session still holds.
 */
export class MemoryStore implements Store {
  private readonly texts: string[] = [];
  private evidenceText: string | null = null;

  /** The stored entries (fresh copies). */
  get entries(): readonly StoredEntry[] {
    return this.texts.map((t) => JSON.parse(t) as StoredEntry);
  }

  /** The stored evidence (a fresh copy), or null. */
  get evidence(): StoredEvidence | null {
    return this.evidenceText === null ? null : (JSON.parse(this.evidenceText) as StoredEvidence);
  }

  append(entry: StoredEntry): Promise<void> {
    this.texts.push(JSON.stringify(entry));
    return Promise.resolve();
  }

  replaceLast(entry: StoredEntry): Promise<void> {
    const at = this.texts.length - 1;
    if (at >= 0 && (JSON.parse(this.texts[at]!) as StoredEntry).message.i === entry.message.i) {
      this.texts[at] = JSON.stringify(entry);
    } else this.texts.push(JSON.stringify(entry));
    return Promise.resolve();
  }

  load(): Promise<readonly StoredEntry[]> {
    return Promise.resolve(this.entries);
  }

  keepEvidence(evidence: StoredEvidence): Promise<void> {
    this.evidenceText = JSON.stringify(evidence);
    return Promise.resolve();
  }

  loadEvidence(): Promise<StoredEvidence | null> {
    return Promise.resolve(this.evidence);
  }
}
