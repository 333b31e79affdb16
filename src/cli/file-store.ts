/**
 * The Node file store of a session (requirement "Persistence": "every message is written to storage
 * (… a file in Node) before it is acted on or sent"): a {@link Store} that keeps one seat's
 * transcript in one file, so `Session.open` can rebuild the seat after its process died.
 * Node only (node:fs); protocol/ stays browser-safe and knows only the {@link Store} interface.
 *
 * Format `parley-store/1`, append-only JSON lines (UTF-8, one record per line, `\n` after each):
 * a header line `{"format":"parley-store/1","matchId":…,"seat":…}`, then one {@link StoredEntry}
 * per line, the `i`-th entry holding transcript message `i`.
 *
 * Why append-only lines rather than rewriting a temp file and renaming it: a session appends one
 * message at a time (hundreds per match, up to ~2 MB per seat for a drafted best of 3), and a
 * rewrite per message would copy the whole file each time (quadratic). An append writes only the new
 * record, and a kill mid-write can only leave an incomplete last line, which the parser recognises:
 *
 * - durable before the promise resolves: `append` writes the whole line, then `fsync`s the file
 *   (and the directory, once, when it creates the file) before it resolves;
 * - a torn tail (bytes after the last `\n`: a write the kill interrupted) was never acknowledged
 *   (an append resolves only after its `\n` is on disk), so opening the store drops it, truncating
 *   the file back to the last complete record, and says so in {@link FileStore.dropped};
 * - a complete line that is not a record of this format, or is out of order, is never dropped: it
 *   may be an acknowledged write, so the store refuses the file with a {@link StoreError}
 *   (`store-corrupt`); a file that is not a store, or the store of another match or seat, is
 *   refused (`store-foreign`) and never written to;
 * - the one rewrite: {@link FileStore.replaceLast} puts the accused seat's answer in place of this
 *   seat's voided timeout claim, the last record (protocol/session/store.ts): it truncates the file
 *   to the start of that record (synced), then appends the answer like any record. A kill in
 *   between leaves the file without the claim, which is what the session then rebuilds (the claim
 *   was void; the peer resends its answer);
 * - one writer per file: appends of one instance are serialized (each record whole, in call
 *   order); a second open instance in this process, or a live other process (lock file
 *   `<file>.lock` holding its pid), is refused (`store-locked`). A lock left by a dead process is
 *   taken over;
 * - the file is created readable by its owner only (0600): a seat's local inputs may hold its
 *   secret deck list (protocol/session/store.ts);
 * - a failed write is undone (the file is truncated back to its last record) or, when even that
 *   fails, leaves the instance refusing every later call, so no record lands after garbage.
 *
 * Stop evidence ({@link FileStore.keepEvidence}: why the session stopped early, the refused
 * message, a desync notice; protocol/session/store.ts) is one small JSON document, replaced
 * whole, so it lives in a sidecar `<file>.evidence` (format `parley-evidence/1`, labelled like the
 * store) written the classic durable way: a temp file `<file>.evidence.tmp` (0600) written and
 * `fsync`ed, renamed over the sidecar, then the directory `fsync`ed. A kill leaves either the old
 * sidecar or the new one, never a mix; a leftover temp file is ignored and overwritten. A sidecar
 * that is not such a document, or another store's, is refused like the main file.
 */
import { mkdir, open, readFile, rename, stat, unlink, type FileHandle } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import {
  storedEvidenceProblem,
  type Store,
  type StoredEntry,
  type StoredEvidence,
} from '../../protocol/session/index.ts';
import { MAX_MATCH_FILE_BYTES } from '../../protocol/session/verify-match.ts';
import { displayText } from '../../protocol/display-text.ts';
import { MATCH_FILE_LIMITS } from '../../protocol/session/read-match-file.ts';
import { decodeUtf8, readJson, type JsonLimits } from '../../protocol/strict-json.ts';
import { isProtocolError } from '../../protocol/errors.ts';

/** The format tag on a store file's first line. */
export const STORE_FORMAT = 'parley-store/1';

/** The largest store file read (bytes): a transcript plus each own message's local input. */
export const MAX_STORE_FILE_BYTES = 2 * MAX_MATCH_FILE_BYTES;

/** The format tag of an evidence sidecar (`<file>.evidence`). */
export const EVIDENCE_FORMAT = 'parley-evidence/1';

/** The largest evidence sidecar read (bytes): two messages (64 KiB frames) and a notice fit. */
export const MAX_EVIDENCE_FILE_BYTES = 1024 * 1024;

/**
 * How each line of a store, and an evidence sidecar, is read: strict UTF-8 and the strict JSON
 * reader (protocol/strict-json.ts; docs/match-file.md, "Reading a file"): a duplicate key or a lone
 * surrogate makes the line unreadable, as a syntax error does. The match file's bounds on depth
 * and values hold per line; strings and lists are bounded only by the file's size (a record's
 * local input is the session's own, not a 64 KiB frame), and any JSON number is read.
 */
export const STORE_LINE_LIMITS: JsonLimits = {
  maxDepth: MATCH_FILE_LIMITS.maxDepth + 1,
  maxValues: MATCH_FILE_LIMITS.maxValues,
  maxItems: MATCH_FILE_LIMITS.maxValues,
  maxStringLength: 2 * MAX_MATCH_FILE_BYTES,
};

/** Stable codes of a {@link StoreError}. */
export type StoreErrorCode = 'store-foreign' | 'store-corrupt' | 'store-locked' | 'store-order';

/**
 * A store file that cannot be used, with a stable `code` (messages may change): `store-foreign`
 * (not a `parley-store/1` file, or another match's or seat's), `store-corrupt` (a complete record
 * unreadable or out of order: line `line`), `store-locked` (another writer has it), `store-order`
 * (an append whose index is not the next one: two sessions on one file).
 */
export class StoreError extends Error {
  readonly code: StoreErrorCode;

  constructor(
    code: StoreErrorCode,
    readonly path: string,
    message: string,
    readonly line: number | null = null,
  ) {
    // The message may quote the file (its match id, seat, a key): shown through displayText.
    super(displayText(`${code}: ${path}${line === null ? '' : ` line ${line}`}: ${message}`));
    this.name = 'StoreError';
    this.code = code;
  }
}

/** True when `e` is a {@link StoreError}, optionally with the given `code`. */
export function isStoreError(e: unknown, code?: StoreErrorCode): e is StoreError {
  return e instanceof StoreError && (code === undefined || e.code === code);
}

/** Whose transcript a store file holds; a file labelled otherwise is refused. */
export interface StoreLabel {
  readonly matchId: string;
  readonly seat: string;
}

/** Store files open in this process (one writer per file). */
const OPEN = new Set<string>();

/** What a scan of the file found: complete records, their bytes, and a torn tail. */
interface Scan {
  readonly entries: StoredEntry[];
  /** Bytes of the header and complete records (0 when there is no header yet). */
  readonly size: number;
  /** Bytes after the last complete record (an interrupted write). */
  readonly torn: number;
  /** Where the last complete record starts (bytes; `size` when there is no record). */
  readonly lastStart: number;
}

/** A seat's transcript in a `parley-store/1` file; see the module comment. */
export class FileStore implements Store {
  /** The file (absolute). */
  readonly path: string;
  /** Bytes of a torn last record dropped when the file was opened (0 when none). */
  dropped = 0;
  private handle: FileHandle | null = null;
  private size = 0;
  /** Where the last record starts (bytes; {@link size} when there is none). */
  private lastStart = 0;
  private count = 0;
  private broken: Error | null = null;
  private closed = false;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    path: string,
    readonly label: StoreLabel,
  ) {
    this.path = resolve(path);
  }

  /** The entry line of `entry` exactly as {@link append} writes it. */
  static line(entry: StoredEntry): string {
    return JSON.stringify(entry) + '\n';
  }

  /** The header line of a store labelled `label`. */
  static header(label: StoreLabel): string {
    const { matchId, seat } = label;
    return JSON.stringify({ format: STORE_FORMAT, matchId, seat }) + '\n';
  }

  /** Appends `entry` (transcript message `i` must be the next one); resolves once it is on disk. */
  append(entry: StoredEntry): Promise<void> {
    return this.serial(async () => {
      const h = await this.opened();
      if (entry.message.i !== this.count) {
        const why = `append of message ${entry.message.i}, but the file holds ${this.count}`;
        throw new StoreError('store-order', this.path, why);
      }
      await this.append1(h, entry);
    });
  }

  /**
   * Puts `entry` in place of the last record, which holds the same index (see the module comment);
   * appends it when the file holds one record fewer (an earlier replacement was cut short). Resolves
   * once it is on disk.
   */
  replaceLast(entry: StoredEntry): Promise<void> {
    return this.serial(async () => {
      const h = await this.opened();
      const i = entry.message.i;
      if (i !== this.count) {
        if (this.count === 0 || i !== this.count - 1) {
          const why = `replacement of message ${i}, but the file's last record is ${this.count - 1}`;
          throw new StoreError('store-order', this.path, why);
        }
        await h.truncate(this.lastStart);
        await h.sync();
        this.size = this.lastStart;
        this.count--;
      }
      await this.append1(h, entry);
    });
  }

  private async append1(h: FileHandle, entry: StoredEntry): Promise<void> {
    const start = this.size;
    await this.write(h, FileStore.line(entry));
    this.lastStart = start;
    this.count++;
  }

  /** Every record on disk, in order (fresh objects); opens the file, dropping a torn tail. */
  load(): Promise<readonly StoredEntry[]> {
    return this.serial(async () => {
      await this.opened();
      return (await this.scan()).entries;
    });
  }

  /**
   * Keeps why the session stopped, replacing earlier evidence (see the module comment: temp file,
   * fsync, rename, directory fsync); resolves once it is durable. Takes the store's lock like
   * {@link append}.
   */
  keepEvidence(evidence: StoredEvidence): Promise<void> {
    return this.serial(async () => {
      await this.opened();
      const { matchId, seat } = this.label;
      const doc = { format: EVIDENCE_FORMAT, matchId, seat, evidence };
      const tmp = `${this.evidencePath}.tmp`;
      const bytes = Buffer.from(JSON.stringify(doc) + '\n', 'utf8');
      const h = await open(tmp, 'w', 0o600); // private, like the store file
      try {
        for (let off = 0; off < bytes.length;) {
          off += (await h.write(bytes, off, bytes.length - off)).bytesWritten;
        }
        await h.sync();
      } catch (e) {
        await h.close();
        await unlink(tmp).catch(() => undefined);
        throw e;
      }
      await h.close();
      await rename(tmp, this.evidencePath);
      await syncDirectory(dirname(this.path));
    });
  }

  /**
   * The evidence kept by {@link keepEvidence}, or null when there is none. A sidecar that is not a
   * `parley-evidence/1` document of this store is refused (`store-foreign`); one whose evidence is
   * unreadable (`store-corrupt`): the session must not resume as if it had not stopped.
   */
  loadEvidence(): Promise<StoredEvidence | null> {
    return this.serial(async () => {
      await this.opened();
      return this.readEvidence();
    });
  }

  private get evidencePath(): string {
    return `${this.path}.evidence`;
  }

  private async readEvidence(): Promise<StoredEvidence | null> {
    const path = this.evidencePath;
    let bytes: Buffer;
    try {
      const { size } = await stat(path);
      if (size > MAX_EVIDENCE_FILE_BYTES) {
        const why = `${size} bytes; an evidence file is at most ${MAX_EVIDENCE_FILE_BYTES}`;
        throw new StoreError('store-foreign', path, why);
      }
      bytes = await readFile(path);
    } catch (e) {
      if ((e as { code?: unknown }).code === 'ENOENT') return null;
      throw e;
    }
    const read = parse(bytes);
    const doc = read.value as Record<string, unknown> | undefined;
    if (typeof doc !== 'object' || doc === null || doc.format !== EVIDENCE_FORMAT) {
      const why = read.why === undefined ? '' : ` (${read.why})`;
      throw new StoreError('store-foreign', path, `not a ${EVIDENCE_FORMAT} file${why}`);
    }
    const { matchId, seat } = this.label;
    if (doc.matchId !== matchId || doc.seat !== seat) {
      const why = `holds match ${String(doc.matchId)} seat ${String(doc.seat)}, not match ${matchId} seat ${seat}`;
      throw new StoreError('store-foreign', path, why);
    }
    const why = storedEvidenceProblem(doc.evidence);
    if (why !== null) throw new StoreError('store-corrupt', path, `unreadable evidence: ${why}`);
    return doc.evidence as StoredEvidence;
  }

  /** Waits for pending appends, then closes the file and releases the lock (idempotent). */
  close(): Promise<void> {
    return this.serial(async () => {
      if (this.closed) return;
      this.closed = true;
      if (this.handle === null) return;
      await this.handle.close();
      this.handle = null;
      await this.unlock();
    });
  }

  private get lockPath(): string {
    return `${this.path}.lock`;
  }

  private serial<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The append handle: locks, checks and repairs the file on first use. */
  private async opened(): Promise<FileHandle> {
    if (this.broken) throw this.broken;
    if (this.closed) throw new Error(`${this.path}: the store is closed`);
    if (this.handle) return this.handle;
    if (OPEN.has(this.path)) {
      throw new StoreError('store-locked', this.path, 'already open in this process');
    }
    await mkdir(dirname(this.path), { recursive: true });
    await this.lock();
    OPEN.add(this.path);
    try {
      const scan = await this.scan();
      const h = await open(this.path, 'a', 0o600); // local inputs may hold a secret deck list
      try {
        if (scan.torn > 0) {
          await h.truncate(scan.size);
          await h.sync();
          this.dropped = scan.torn;
        }
        this.size = scan.size;
        this.lastStart = scan.lastStart;
        this.count = scan.entries.length;
        if (scan.size === 0) {
          await this.write(h, FileStore.header(this.label));
          await syncDirectory(dirname(this.path));
        }
      } catch (e) {
        await h.close();
        throw e;
      }
      this.handle = h;
      return h;
    } catch (e) {
      await this.unlock();
      throw e;
    }
  }

  /** Writes `text` whole at the end and syncs; undoes a partial write, or breaks the store. */
  private async write(h: FileHandle, text: string): Promise<void> {
    const bytes = Buffer.from(text, 'utf8');
    try {
      for (let off = 0; off < bytes.length;) {
        off += (await h.write(bytes, off, bytes.length - off)).bytesWritten;
      }
      await h.sync();
    } catch (e) {
      try {
        await h.truncate(this.size);
        await h.sync();
      } catch {
        this.broken = e instanceof Error ? e : new Error(String(e));
      }
      throw e;
    }
    this.size += bytes.length;
  }

  /** Reads and checks the whole file (see the module comment); throws a StoreError. */
  private async scan(): Promise<Scan> {
    let bytes: Buffer;
    try {
      const { size } = await stat(this.path);
      if (size > MAX_STORE_FILE_BYTES) {
        const why = `${size} bytes; a store file is at most ${MAX_STORE_FILE_BYTES}`;
        throw new StoreError('store-foreign', this.path, why);
      }
      bytes = await readFile(this.path);
    } catch (e) {
      if ((e as { code?: unknown }).code === 'ENOENT') {
        return { entries: [], size: 0, torn: 0, lastStart: 0 };
      }
      throw e;
    }
    const end = bytes.lastIndexOf(0x0a) + 1;
    const torn = bytes.length - end;
    const lines: Buffer[] = [];
    for (let at = 0; at < end;) {
      const next = bytes.indexOf(0x0a, at);
      lines.push(bytes.subarray(at, next));
      at = next + 1;
    }
    if (lines.length === 0) {
      // Only an incomplete first line: ours when it is the start of our header (a kill while
      // creating the file); anything else is someone else's file, left alone.
      const header = Buffer.from(FileStore.header(this.label), 'utf8');
      if (torn > 0 && !header.subarray(0, torn).equals(bytes)) {
        throw new StoreError('store-foreign', this.path, `not a ${STORE_FORMAT} file`);
      }
      return { entries: [], size: 0, torn, lastStart: 0 };
    }
    this.checkHeader(lines[0]!);
    const entries = lines.slice(1).map((text, i) => this.record(text, i));
    const lastStart = entries.length === 0 ? end : bytes.lastIndexOf(0x0a, end - 2) + 1;
    return { entries, size: end, torn, lastStart };
  }

  private checkHeader(line: Uint8Array): void {
    const read = parse(line);
    const h = read.value as { format?: unknown; matchId?: unknown; seat?: unknown } | undefined;
    if (typeof h !== 'object' || h === null || h.format !== STORE_FORMAT) {
      const f =
        typeof h?.format === 'string'
          ? ` (its format is ${JSON.stringify(h.format)})`
          : read.why === undefined
            ? ''
            : ` (${read.why})`;
      throw new StoreError('store-foreign', this.path, `not a ${STORE_FORMAT} file${f}`, 1);
    }
    const { matchId, seat } = this.label;
    if (h.matchId !== matchId || h.seat !== seat) {
      const why = `holds match ${String(h.matchId)} seat ${String(h.seat)}, not match ${matchId} seat ${seat}`;
      throw new StoreError('store-foreign', this.path, why, 1);
    }
  }

  /** Entry `i` (file line i + 2), checked for shape and order. */
  private record(text: Uint8Array, i: number): StoredEntry {
    const read = parse(text);
    const e = read.value as { message?: { i?: unknown; from?: unknown } } | undefined;
    const line = i + 2;
    if (typeof e !== 'object' || e === null || Array.isArray(e)) {
      const why = read.why === undefined ? '' : ` (${read.why})`;
      throw new StoreError('store-corrupt', this.path, `not a JSON record${why}`, line);
    }
    const m = e.message;
    if (typeof m !== 'object' || m === null || typeof m.from !== 'string') {
      throw new StoreError('store-corrupt', this.path, 'the record holds no message', line);
    }
    if (m.i !== i) {
      const why = `message ${String(m.i)} where message ${i} belongs`;
      throw new StoreError('store-corrupt', this.path, why, line);
    }
    return e as StoredEntry;
  }

  /** Takes `<file>.lock` for this process, taking over a lock whose process is gone. */
  private async lock(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        const h = await open(this.lockPath, 'wx');
        await h.writeFile(`${process.pid}\n`);
        await h.close();
        return;
      } catch (e) {
        if ((e as { code?: unknown }).code !== 'EEXIST' || attempt > 0) throw e;
      }
      const pid = Number((await readFile(this.lockPath, 'utf8').catch(() => '')).trim());
      if (pid !== process.pid && (await alive(pid))) {
        throw new StoreError('store-locked', this.path, `in use by process ${pid}`);
      }
      await unlink(this.lockPath).catch(() => undefined);
    }
  }

  private async unlock(): Promise<void> {
    OPEN.delete(this.path);
    await unlink(this.lockPath).catch(() => undefined);
  }
}

/**
 * The value of one UTF-8 JSON document (a line, a sidecar) read strictly ({@link STORE_LINE_LIMITS}),
 * or why it cannot be read.
 */
function parse(bytes: Uint8Array): { value?: unknown; why?: string } {
  try {
    return { value: readJson(decodeUtf8(bytes), STORE_LINE_LIMITS) };
  } catch (e) {
    if (!isProtocolError(e)) throw e;
    return { why: e.message };
  }
}

/** True when process `pid` runs (a positive integer pid; a zombie on Linux is not running). */
async function alive(pid: number): Promise<boolean> {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as { code?: unknown }).code !== 'EPERM') return false;
  }
  // /proc/<pid>/stat: "pid (name) state …"; the name may hold any character.
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

/** Makes a new file's directory entry durable (POSIX; Windows cannot open a directory). */
async function syncDirectory(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const d = await open(dir, 'r');
  try {
    await d.sync();
  } finally {
    await d.close();
  }
}
