/**
 * Hostile match files (issue 9, "Hostile files and links"): truncated, huge, of another format,
 * valid JSON with the wrong types. `npm run verify` (src/cli/verify.ts) answers each with exit 3
 * and one clear line; `verifyMatch` never throws and calls each `malformed`. The app's verify page
 * is tested on the same files in test/browser/hostile-files.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyMatch } from '../../protocol/session/index.ts';
import { MAX_MATCH_FILE_BYTES } from '../../protocol/session/verify-match.ts';
import { requireGame } from '../../src/games/index.ts';
import { hostileFiles } from './hostile-files.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep;

const run = promisify(execFile);
let dir = '';
let fixture = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'parley-hostile-'));
  fixture = await readFile('test/fixtures/match-seed1.json', 'utf8');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs `npm run verify` on `path`: exit code and output. */
async function verifyCli(path: string): Promise<{ code: number; out: string }> {
  try {
    const r = await run(process.execPath, ['--import', 'tsx', 'src/cli/verify.ts', path]);
    return { code: 0, out: r.stdout };
  } catch (e) {
    const x = e as { code?: number; stdout?: string; stderr?: string };
    return { code: x.code ?? -1, out: `${x.stdout ?? ''}${x.stderr ?? ''}` };
  }
}

describe('hostile match files', () => {
  it('verifyMatch calls every hostile file malformed, with a reason, and never throws', async () => {
    for (const f of hostileFiles(fixture)) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(f.text);
      } catch {
        continue; // not JSON: the CLI and the page say so before verifying
      }
      const v = await verifyMatch(parsed, PARAGONS_LOCKSTEP);
      expect(v.verdict, f.name).toBe('malformed');
      expect(v.reason.length, f.name).toBeGreaterThan(5);
    }
  });

  it('npm run verify exits 3 with one clear line (truncated, huge, missing, wrong format or types)', async () => {
    // Each run starts Node and tsx (about a second): a representative subset goes through the CLI;
    // verifyMatch sees every file in the test above.
    const pick = [
      'empty',
      'truncated',
      'not-json',
      'other-format',
      'messages-string',
      'body-string',
    ];
    const files = hostileFiles(fixture).filter((f) => pick.includes(f.name));
    const paths = await Promise.all(
      files.map(async (f) => {
        const p = join(dir, `${f.name}.json`);
        await writeFile(p, f.text);
        return p;
      }),
    );
    const huge = join(dir, 'huge.json');
    await writeFile(huge, '');
    await truncate(huge, MAX_MATCH_FILE_BYTES + 1); // sparse: refused by its size, never read
    const honest = join(dir, 'honest.json');
    await writeFile(honest, fixture);
    const cases = [
      ...files.map((f, i) => ({ name: f.name, path: paths[i]! })),
      { name: 'huge', path: huge },
    ];
    cases.push(
      { name: 'missing', path: join(dir, 'no-such-file.json') },
      { name: 'folder', path: dir },
    );
    const results = [];
    for (let i = 0; i < cases.length; i += 4) {
      results.push(...(await Promise.all(cases.slice(i, i + 4).map((c) => verifyCli(c.path)))));
    }
    results.forEach((r, i) => {
      const name = cases[i]!.name;
      expect(r.code, `${name}: ${r.out}`).toBe(3);
      expect(r.out, name).toMatch(/^malformed( at message \d+)?: .{10,}/m);
      expect(r.out, name).not.toMatch(/\n\s+at /); // a message, not a stack trace
    });
    expect(results.find((_, i) => cases[i]!.name === 'huge')!.out).toMatch(/at most 32 MiB/);
    expect((await verifyCli(honest)).code).toBe(0);
  }, 120_000);
});
