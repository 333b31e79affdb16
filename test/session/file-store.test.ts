/**
 * The Node file store (src/cli/file-store.ts; requirement "Persistence": every message is written to
 * a file in Node before it is acted on or sent, and the session rebuilds from it). Round trip of
 * whole matches; a seat rebuilt from its file after a crash mid-match (torn last record included)
 * finishes fair; a real process killed mid-write loses no acknowledged record; corrupt, torn and
 * foreign files are labelled, never altered; concurrent appends are serialized; stop evidence is
 * kept durably in a `<file>.evidence` sidecar and restores a stopped session after a reload.
 */
import { spawn } from 'node:child_process';
import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Session,
  type Store,
  type StoredEntry,
  type StoredEvidence,
} from '../../protocol/session/index.ts';
import { duel, duelSetup } from '../../src/cli/duel.ts';
import type { MatchAction, MatchState } from '../../src/games/paragons/match/types.ts';
import type { LockstepGame } from '../../protocol/session/index.ts';
import { requireGame } from '../../src/games/index.ts';
import { liesStateHash } from '../cheats/clients.ts';
import {
  EVIDENCE_FORMAT,
  FileStore,
  isStoreError,
  STORE_FORMAT,
  type StoreErrorCode,
  type StoreLabel,
} from '../../src/cli/file-store.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep as LockstepGame<MatchState, MatchAction>;

let dir = '';
let files = 0;
const LABEL: StoreLabel = { matchId: 'm-1', seat: 'A' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'parley-file-store-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A fresh file path in the test directory. */
const fresh = (): string => join(dir, `store-${++files}.jsonl`);

/** A stored entry shaped like a transcript message (the store checks only `i` and `from`). */
function entry(i: number, extra = ''): StoredEntry {
  const message = {
    i,
    prev: 'ab'.repeat(32),
    from: i % 2 === 0 ? 'A' : 'B',
    body: { move: { note: `move ${i} ✓ "quoted"\nnewline ${extra}` } },
    stateHash: 'cd'.repeat(32),
    sig: 'ef'.repeat(64),
  };
  return i % 2 === 0 ? { message, local: { move: { pick: i } } } : { message };
}

/** Writes `n` entries through a store and closes it; returns the file's text. */
async function written(path: string, n: number): Promise<string> {
  const s = new FileStore(path, LABEL);
  for (let i = 0; i < n; i++) await s.append(entry(i));
  await s.close();
  return readFile(path, 'utf8');
}

/** What a fresh store on `path` loads (it is closed again). */
async function loadOnce(path: string, label = LABEL): Promise<readonly StoredEntry[]> {
  const s = new FileStore(path, label);
  try {
    return await s.load();
  } finally {
    await s.close();
  }
}

/** The code of the StoreError `p` rejects with (fails when it resolves or throws another error). */
async function code(p: Promise<unknown>): Promise<StoreErrorCode> {
  const e: unknown = await p.then(
    () => null,
    (x: unknown) => x,
  );
  if (!isStoreError(e)) throw new Error(`expected a StoreError, got ${String(e)}`);
  return e.code;
}

describe('round trip', () => {
  it('what is appended loads back equal, from a fresh instance, after a header line', async () => {
    const path = fresh();
    const text = await written(path, 5);
    const lines = text.split('\n');
    expect(JSON.parse(lines[0]!)).toEqual({ format: STORE_FORMAT, ...LABEL });
    expect(lines).toHaveLength(7); // header, 5 records, '' after the last \n
    const s = new FileStore(path, LABEL);
    expect(await s.load()).toEqual([0, 1, 2, 3, 4].map((i) => entry(i)));
    await s.append(entry(5));
    expect((await s.load()).length).toBe(6);
    expect(s.dropped).toBe(0);
    await s.close();
  });

  it('a whole match: each seat’s file holds the transcript, with its own local inputs', async () => {
    const stores = {
      A: new FileStore(fresh(), { matchId: 'sim', seat: 'A' }),
      B: new FileStore(fresh(), { matchId: 'sim', seat: 'B' }),
    };
    const r = await duel({ seed: 21, options: { mode: 'preconstructed', bestOf: 1 }, stores });
    await Promise.all([stores.A.close(), stores.B.close()]);
    expect(r.verdicts.A?.verdict).toBe('fair');
    for (const seat of ['A', 'B'] as const) {
      const back = await loadOnce(stores[seat].path, stores[seat].label);
      expect(back.map((e) => e.message)).toEqual(r.file.messages);
      // Own messages carry their local input; received ones none.
      for (const e of back) expect(e.local !== undefined).toBe(e.message.from === seat);
    }
  }, 60_000);
});

describe('a crash mid-match', () => {
  it('a seat rebuilt from its file (torn last record dropped) finishes the match fair', async () => {
    const path = { A: fresh(), B: fresh() };
    const label = (seat: 'A' | 'B'): StoreLabel => ({ matchId: 'crash', seat });
    const live = { A: new FileStore(path.A, label('A')), B: new FileStore(path.B, label('B')) };
    // The session sees one Store per seat; a crash swaps the file store under it for a new one.
    const via = (seat: 'A' | 'B'): Store => ({
      append: (e) => live[seat].append(e),
      replaceLast: (e) => live[seat].replaceLast(e),
      load: () => live[seat].load(),
    });
    const crashes: { seat: 'A' | 'B'; held: number; loaded: number; dropped: number }[] = [];
    const plan = new Map<number, 'A' | 'B'>([
      [40, 'A'],
      [130, 'B'],
    ]);
    const r = await duel({
      seed: 12,
      options: { mode: 'draft', bestOf: 1 },
      transport: 'virtual',
      stores: { A: via('A'), B: via('B') },
      async onTick(ctx) {
        for (const [at, seat] of plan) {
          if (ctx.sessions[seat].matchFile().messages.length < at) continue;
          plan.delete(at);
          const held = ctx.sessions[seat].matchFile().messages.length;
          // The process dies: the link drops, the file is closed half-way through a record.
          ctx.cut();
          await live[seat].close();
          await appendFile(path[seat], `{"message":{"i":${held},"prev":"00`);
          live[seat] = new FileStore(path[seat], label(seat));
          await ctx.reload(seat);
          const loaded = ctx.sessions[seat].matchFile().messages.length;
          crashes.push({ seat, held, loaded, dropped: live[seat].dropped });
          ctx.net!.setTimer(200, () => ctx.restore());
        }
      },
    });
    await Promise.all([live.A.close(), live.B.close()]);
    expect(r.errors).toEqual([]);
    expect(crashes.map((c) => c.seat)).toEqual(['A', 'B']);
    for (const c of crashes) {
      expect(c.loaded).toBe(c.held); // nothing the seat had stored was lost
      expect(c.dropped).toBeGreaterThan(0); // the torn record was seen and dropped
    }
    expect(r.sessions.A.finished && r.sessions.B.finished).toBe(true);
    expect(r.verdicts.A?.verdict).toBe('fair');
    expect(r.verdicts.B?.verdict).toBe('fair');
    expect(r.sessions.A.matchFile()).toEqual(r.sessions.B.matchFile());
    for (const seat of ['A', 'B'] as const) {
      const back = await loadOnce(path[seat], label(seat));
      expect(back.map((e) => e.message)).toEqual(r.file.messages);
    }
  }, 120_000);

  it('a process killed mid-write loses no acknowledged record; its lock is taken over', async () => {
    const path = fresh();
    const script = join(dir, 'writer.mts');
    const module = pathToFileURL(resolve('src/cli/file-store.ts')).href;
    // Large records make it likely that the kill lands inside a write.
    await writeFile(
      script,
      `import { FileStore } from ${JSON.stringify(module)};\n` +
        `const s = new FileStore(${JSON.stringify(path)}, ${JSON.stringify(LABEL)});\n` +
        `const pad = 'x'.repeat(256 * 1024);\n` +
        `for (let i = 0; ; i++) {\n` +
        `  await s.append({ message: { i, from: 'A', body: { pad } } });\n` +
        `  process.stdout.write(i + '\\n');\n` +
        `}\n`,
    );
    const child = spawn(process.execPath, ['--import', 'tsx', script], { stdio: 'pipe' });
    const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
    let acked = -1;
    let out = '';
    await new Promise<void>((ok, fail) => {
      child.once('error', fail);
      child.once('exit', () => fail(new Error(`the writer exited early: ${out}`)));
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const done = out.split('\n').slice(0, -1);
        acked = Number(done[done.length - 1] ?? -1);
        if (acked >= 20) ok();
      });
    });
    child.kill('SIGKILL');
    await exited;
    const s = new FileStore(path, LABEL);
    const back = await s.load();
    expect(back.length).toBeGreaterThanOrEqual(acked + 1);
    back.forEach((e, i) => expect(e.message.i).toBe(i));
    await s.append({ message: { ...back[0]!.message, i: back.length } });
    await s.close();
    expect((await loadOnce(path)).length).toBe(back.length + 1);
  }, 60_000);
});

describe('torn, corrupt and foreign files', () => {
  it('a torn last record is dropped and reported; later appends land after the last good one', async () => {
    const path = fresh();
    const good = await written(path, 3);
    await appendFile(path, FileStore.line(entry(3)).slice(0, 40));
    const s = new FileStore(path, LABEL);
    expect((await s.load()).length).toBe(3);
    expect(s.dropped).toBe(40);
    expect(await readFile(path, 'utf8')).toBe(good);
    await s.append(entry(3));
    await s.close();
    expect(await loadOnce(path)).toEqual([0, 1, 2, 3].map((i) => entry(i)));
  });

  it('a header cut short (a kill while creating the file) counts as an empty store', async () => {
    const path = fresh();
    await writeFile(path, FileStore.header(LABEL).slice(0, 20));
    const s = new FileStore(path, LABEL);
    expect(await s.load()).toEqual([]);
    await s.append(entry(0));
    await s.close();
    expect(await loadOnce(path)).toEqual([entry(0)]);
  });

  const corruptions: [string, (lines: string[]) => string[], number][] = [
    ['a record that is not JSON', (l) => l.map((x, i) => (i === 2 ? x.slice(0, 30) : x)), 3],
    ['a complete last line that is not JSON', (l) => [...l.slice(0, 5), '{"mess'], 6],
    ['records out of order', (l) => [l[0]!, l[1]!, l[3]!, l[2]!, l[4]!], 3],
    ['a record with no message', (l) => l.map((x, i) => (i === 4 ? '{"local":{}}' : x)), 5],
    ['an empty line', (l) => [...l.slice(0, 3), '', ...l.slice(3)], 4],
    // One reading of one line (docs/match-file.md, "Reading a file"): JSON.parse would keep the last.
    [
      'a record with a duplicate key',
      (l) => l.map((x, i) => (i === 2 ? x.replace('{"', '{"message":0,"') : x)),
      3,
    ],
  ];
  for (const [what, edit, line] of corruptions) {
    it(`${what}: store-corrupt at line ${line}, file unchanged`, async () => {
      const path = fresh();
      const lines = (await written(path, 5)).split('\n').slice(0, -1);
      const bad = edit(lines).join('\n') + '\n';
      await writeFile(path, bad);
      const s = new FileStore(path, LABEL);
      const e: unknown = await s.load().catch((x: unknown) => x);
      expect(isStoreError(e, 'store-corrupt')).toBe(true);
      expect((e as { line: number }).line).toBe(line);
      expect(String(e)).toContain(path);
      expect(await readFile(path, 'utf8')).toBe(bad);
      expect(await code(s.append(entry(5)))).toBe('store-corrupt');
      expect(await readFile(path, 'utf8')).toBe(bad);
    });
  }

  it('a line that is not UTF-8: store-corrupt at its line, naming the byte; nothing repaired', async () => {
    const path = fresh();
    const bytes = Buffer.from(await written(path, 3), 'utf8');
    const at = bytes.indexOf('✓'); // in record 1 (line 2)
    bytes[at] = 0xff;
    await writeFile(path, bytes);
    const e: unknown = await new FileStore(path, LABEL).load().catch((x: unknown) => x);
    expect(isStoreError(e, 'store-corrupt')).toBe(true);
    expect((e as { line: number }).line).toBe(2);
    expect(String(e)).toMatch(/not valid UTF-8 \(byte \d+ is not\)/);
    expect(Buffer.compare(await readFile(path), bytes)).toBe(0);
  });

  it('a header with a duplicate key, or quoting control characters: store-foreign, the message escaped', async () => {
    const path = fresh();
    const text = await written(path, 1);
    const dup = text.replace('{"format"', '{"seat":"B","format"');
    await writeFile(path, dup);
    const e: unknown = await new FileStore(path, LABEL).load().catch((x: unknown) => x);
    expect(isStoreError(e, 'store-foreign')).toBe(true);
    expect(String(e)).toContain('duplicate key "seat"');
    const label = { matchId: 'm-1\u001b[2K\r', seat: 'A' };
    await writeFile(path, FileStore.header(label));
    const f: unknown = await new FileStore(path, LABEL).load().catch((x: unknown) => x);
    expect(isStoreError(f, 'store-foreign')).toBe(true);
    expect(String(f)).toContain('holds match m-1\\u001b[2K\\u000d seat A');
  });

  it('a match file, a text file, another format or another match: store-foreign, unchanged', async () => {
    const other = join(dir, 'other-format.jsonl');
    await writeFile(other, '{"format":"parley-store/9","matchId":"m-1","seat":"A"}\n');
    const match = await readFile('test/fixtures/match-seed1.json', 'utf8');
    const cases: [string, string][] = [
      ['match.json', match],
      ['notes.txt', 'hello'],
      ['other-format.jsonl', await readFile(other, 'utf8')],
    ];
    for (const [name, text] of cases) {
      const path = join(dir, name);
      await writeFile(path, text);
      expect(await code(new FileStore(path, LABEL).load()), name).toBe('store-foreign');
      expect(await readFile(path, 'utf8')).toBe(text);
    }
    const path = fresh();
    const text = await written(path, 2);
    const e: unknown = await new FileStore(path, { matchId: 'm-2', seat: 'A' })
      .load()
      .catch((x) => x);
    expect(isStoreError(e, 'store-foreign')).toBe(true);
    expect(String(e)).toContain('holds match m-1 seat A, not match m-2 seat A');
    expect(await code(new FileStore(path, { matchId: 'm-1', seat: 'B' }).load())).toBe(
      'store-foreign',
    );
    expect(await readFile(path, 'utf8')).toBe(text);
  });
});

describe('one writer, serialized appends', () => {
  it('appends fired together are written whole and in call order; loads see every earlier one', async () => {
    const path = fresh();
    const s = new FileStore(path, LABEL);
    const n = 200;
    const appends: Promise<void>[] = [];
    const loads: Promise<{ before: number; got: number }>[] = [];
    for (let i = 0; i < n; i++) {
      appends.push(s.append(entry(i, 'y'.repeat((i * 7919) % 5000))));
      if (i % 25 === 0) loads.push(s.load().then((e) => ({ before: i + 1, got: e.length })));
    }
    await Promise.all(appends);
    for (const l of await Promise.all(loads)) expect(l.got).toBe(l.before);
    await s.close();
    const back = await loadOnce(path);
    expect(back).toEqual(
      Array.from({ length: n }, (_, i) => entry(i, 'y'.repeat((i * 7919) % 5000))),
    );
  });

  it('an append out of order is refused and writes nothing; the store goes on', async () => {
    const path = fresh();
    const s = new FileStore(path, LABEL);
    await s.append(entry(0));
    expect(await code(s.append(entry(2)))).toBe('store-order');
    await s.append(entry(1));
    await s.close();
    expect((await loadOnce(path)).length).toBe(2);
  });

  it('a second open instance on the same file is refused until the first closes', async () => {
    const path = fresh();
    const first = new FileStore(path, LABEL);
    await first.append(entry(0));
    const second = new FileStore(path, LABEL);
    expect(await code(second.load())).toBe('store-locked');
    await first.close();
    const third = new FileStore(path, LABEL);
    expect(await third.load()).toEqual([entry(0)]);
    await third.close();
  });

  it('a lock held by a live other process is refused', async () => {
    const path = fresh();
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await writeFile(`${path}.lock`, `${sleeper.pid}\n`);
      const e: unknown = await new FileStore(path, LABEL).load().catch((x) => x);
      expect(isStoreError(e, 'store-locked')).toBe(true);
      expect(String(e)).toContain(`process ${sleeper.pid}`);
    } finally {
      const gone = new Promise((ok) => sleeper.once('exit', ok));
      sleeper.kill('SIGKILL');
      await gone;
    }
  });
});

/** Evidence shaped like a session's (the store checks the stop and the messages' `i` and `from`). */
function evidence(i: number, kind: 'violation' | 'desync' = 'violation'): StoredEvidence {
  const stop = {
    kind,
    index: i,
    player: 'B',
    reason: `message ${i} ✓ "why"`,
    code: 'illegal-move',
  };
  return { stop, message: entry(i).message };
}

describe('stop evidence (the <file>.evidence sidecar)', () => {
  it('loads back equal from a fresh instance, replaced whole, private, no temp file left', async () => {
    const path = fresh();
    const s = new FileStore(path, LABEL);
    expect(await s.loadEvidence()).toBe(null);
    await s.append(entry(0));
    await s.keepEvidence(evidence(1));
    expect(await s.loadEvidence()).toEqual(evidence(1));
    await s.keepEvidence(evidence(2, 'desync'));
    await s.close();
    const again = new FileStore(path, LABEL);
    expect(await again.loadEvidence()).toEqual(evidence(2, 'desync'));
    expect(await again.load()).toEqual([entry(0)]); // the transcript is untouched
    await again.close();
    const doc = JSON.parse(await readFile(`${path}.evidence`, 'utf8')) as Record<string, unknown>;
    expect(doc).toEqual({ format: EVIDENCE_FORMAT, ...LABEL, evidence: evidence(2, 'desync') });
    const names = await readdir(dir);
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([]);
    if (process.platform !== 'win32') {
      expect((await stat(`${path}.evidence`)).mode & 0o777).toBe(0o600);
    }
  });

  it('a leftover temp file (a kill before the rename) is ignored, then replaced', async () => {
    const path = fresh();
    await written(path, 1);
    await writeFile(`${path}.evidence.tmp`, '{"format":"parley-evid');
    const s = new FileStore(path, LABEL);
    expect(await s.loadEvidence()).toBe(null);
    await s.keepEvidence(evidence(0));
    await s.close();
    expect(await readdir(dir)).not.toContain(`${path.slice(dir.length + 1)}.evidence.tmp`);
    const again = new FileStore(path, LABEL);
    expect(await again.loadEvidence()).toEqual(evidence(0));
    await again.close();
  });

  it('a sidecar of another format, another store or with unreadable evidence is labelled, unchanged', async () => {
    const path = fresh();
    await written(path, 1);
    const doc = (label: StoreLabel, ev: unknown) =>
      JSON.stringify({ format: EVIDENCE_FORMAT, ...label, evidence: ev });
    const cases: [string, StoreErrorCode][] = [
      ['hello', 'store-foreign'],
      [
        JSON.stringify({ format: 'parley-evidence/9', ...LABEL, evidence: evidence(0) }),
        'store-foreign',
      ],
      [doc({ matchId: 'm-2', seat: 'A' }, evidence(0)), 'store-foreign'],
      [doc(LABEL, null), 'store-corrupt'],
      [doc(LABEL, { stop: { ...evidence(0).stop, kind: 'mystery' } }), 'store-corrupt'],
      [doc(LABEL, { stop: { ...evidence(0).stop, index: '3' } }), 'store-corrupt'],
      [doc(LABEL, { ...evidence(0), message: { i: 'x' } }), 'store-corrupt'],
      [doc(LABEL, { ...evidence(0), notice: { t: 'hello' } }), 'store-corrupt'],
      [' '.repeat(1024 * 1024 + 1), 'store-foreign'],
    ];
    for (const [text, want] of cases) {
      await writeFile(`${path}.evidence`, text);
      const s = new FileStore(path, LABEL);
      expect(await code(s.loadEvidence()), text.slice(0, 80)).toBe(want);
      await s.close();
      expect(await readFile(`${path}.evidence`, 'utf8')).toBe(text);
    }
  });

  it('a real desync: the stopped seat keeps its evidence, and a reload restores the stop', async () => {
    const options = { mode: 'preconstructed', bestOf: 1 } as const;
    const label = (seat: 'A' | 'B'): StoreLabel => ({ matchId: 'desync', seat });
    const path = fresh();
    const stores = { A: new FileStore(path, label('A')), B: new FileStore(fresh(), label('B')) };
    const seed = 31;
    const r = await duel({
      seed,
      options,
      stores,
      tamper: { B: liesStateHash(12) },
      verify: false,
    });
    await Promise.all([stores.A.close(), stores.B.close()]);
    const stopped = r.sessions.A.stopped;
    expect(stopped).toMatchObject({ kind: 'desync', player: 'B', code: 'state-mismatch' });
    const back = new FileStore(path, label('A'));
    const kept = await back.loadEvidence();
    expect(kept?.stop).toEqual(stopped);
    expect(kept?.message).toEqual(r.sessions.A.evidence);
    expect(kept?.notice).toMatchObject({ t: 'desync', from: 'A', i: stopped!.index });
    const { header, secretKeys, secrets } = duelSetup(seed, options);
    const reopened = await Session.open({
      game: PARAGONS_LOCKSTEP,
      header,
      seat: 'A',
      secretKey: secretKeys.A,
      secrets: secrets.A,
      store: back,
    });
    expect(reopened.stopped).toEqual(stopped);
    expect(reopened.evidenceFile()).toEqual(r.sessions.A.evidenceFile());
    reopened.close();
    await back.close();
  }, 60_000);
});
