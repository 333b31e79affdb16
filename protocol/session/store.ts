/**
 * Persistence of a session (issue 5, "Persistence"): every message is written to a {@link Store}
 * before it is acted on or sent, so a reload rebuilds the match from what was stored
 * (`Session.open`). A stored entry is a transcript message and, for the seat's own messages, the
 * local input that produced it (never sent: it may hold the seat's secret deck list). The browser
 * store (IndexedDB via idb-keyval) lives in src/app; the Node file store in src/cli.
 */
import type { Message } from '../transcript.ts';

/** One stored transcript message and, for own messages, the input that produced it. */
export interface StoredEntry {
  readonly message: Message;
  /** The local input (JSON): `{move?, concede?, claim?}`; absent for received messages. */
  readonly local?: unknown;
}

/** Where a session keeps its messages. `append` resolves once the entry is durable. */
export interface Store {
  append(entry: StoredEntry): Promise<void>;
  load(): Promise<readonly StoredEntry[]>;
}

/**
 * A store in memory (tests, benches); what it holds survives a simulated reload. Entries are kept
 * as JSON text, as a durable store would keep them: what is read back is a fresh copy, never an
 * object the session still holds.
 */
export class MemoryStore implements Store {
  private readonly texts: string[] = [];

  /** The stored entries (fresh copies). */
  get entries(): readonly StoredEntry[] {
    return this.texts.map((t) => JSON.parse(t) as StoredEntry);
  }

  append(entry: StoredEntry): Promise<void> {
    this.texts.push(JSON.stringify(entry));
    return Promise.resolve();
  }

  load(): Promise<readonly StoredEntry[]> {
    return Promise.resolve(this.entries);
  }
}
