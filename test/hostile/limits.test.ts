/**
 * Files built to cost a reader memory and time (test/hostile/huge-files.ts; docs/security.md,
 * "Hostile match files"): each kind is refused by the reader's limits (protocol/session/
 * read-match-file.ts) with a `malformed` verdict naming the limit and where it was crossed. The
 * files are built just past each limit (SMALL_SIZE); one full-size file (just under 32 MiB) goes
 * through `npm run verify`. A file within the limits that aims at the verifier's own work (one
 * reveal with 60,000 openings against 60,000 commitments) is answered with its verdict.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMatchFile, verifyMatchBytes } from '../../protocol/session/read-match-file.ts';
import { PARAGONS_LOCKSTEP } from '../../src/games/paragons/session/adapter.ts';
import { FULL_SIZE, SMALL_SIZE, hugeFiles, manyOpenings } from './huge-files.ts';

const run = promisify(execFile);
const encoder = new TextEncoder();
let honest = '';
let dir = '';

beforeAll(async () => {
  honest = await readFile('test/fixtures/match-seed1.json', 'utf8');
  dir = await mkdtemp(join(tmpdir(), 'parley-limits-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('hostile files against the reader limits', () => {
  it('refuses every kind just past its limit, naming the limit and where', () => {
    const files = hugeFiles(honest, SMALL_SIZE);
    expect(files.map((f) => f.name)).toEqual([
      'deep-arrays',
      'deep-objects',
      'many-numbers',
      'many-values',
      'many-arrays',
      'many-messages',
      'many-copies',
      'long-string',
      'long-escaped-string',
      'many-keys',
      'long-number',
    ]);
    for (const f of files) {
      const read = readMatchFile(encoder.encode(f.text));
      expect(read.refused?.verdict, f.name).toBe('malformed');
      expect(read.refused?.reason, f.name).toMatch(f.refusal);
      expect(read.refused?.reason, f.name).toMatch(/^unreadable: out-of-range: /);
    }
  });

  it('reads the honest file, which is far inside every limit', async () => {
    const { verdict } = await verifyMatchBytes(encoder.encode(honest), PARAGONS_LOCKSTEP);
    expect(verdict.verdict).toBe('fair');
  });

  it('answers a file whose one reveal holds 60,000 openings against 60,000 commitments', async () => {
    const f = manyOpenings(honest, 60_000);
    const { verdict } = await verifyMatchBytes(encoder.encode(f.text), PARAGONS_LOCKSTEP);
    expect(verdict.verdict).toBe(f.verdict);
    expect(verdict.reason).toMatch(f.words);
  }, 120_000);

  it('npm run verify refuses a full-size (31 MiB) file of 16 million nested arrays with exit 3', async () => {
    const f = hugeFiles(honest, FULL_SIZE).find((x) => x.name === 'deep-arrays')!;
    expect(f.text.length).toBeGreaterThan(30 * 2 ** 20);
    const path = join(dir, 'deep.json');
    await writeFile(path, f.text);
    let code = 0;
    let out = '';
    try {
      out = (await run(process.execPath, ['--import', 'tsx', 'src/cli/verify.ts', path])).stdout;
    } catch (e) {
      const x = e as { code?: number; stdout?: string };
      code = x.code ?? -1;
      out = x.stdout ?? '';
    }
    expect(code).toBe(3);
    expect(out).toMatch(
      /^malformed: unreadable: out-of-range: \$\.messages\[0\].* nests deeper than 67\n$/,
    );
  }, 120_000);
});
