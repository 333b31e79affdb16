/**
 * Hostile match files (requirement "Hostile files and links"): truncated, huge, of another format,
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
import { displayText } from '../../protocol/display-text.ts';
import { verifyMatch } from '../../protocol/session/index.ts';
import { verifyMatchBytes } from '../../protocol/session/read-match-file.ts';
import { MAX_MATCH_FILE_BYTES } from '../../protocol/session/verify-match.ts';
import { requireGame } from '../../src/games/index.ts';
import { hostileFiles } from './hostile-files.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep;

const run = promisify(execFile);
const encoder = new TextEncoder();
let dir = '';
let fixture = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'parley-hostile-'));
  fixture = await readFile('test/fixtures/match-seed1.json', 'utf8');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs `npm run verify` on `path` (with `flags`): exit code and output. */
async function verifyCli(path: string, ...flags: string[]): Promise<{ code: number; out: string }> {
  try {
    const r = await run(process.execPath, ['--import', 'tsx', 'src/cli/verify.ts', path, ...flags]);
    return { code: 0, out: r.stdout };
  } catch (e) {
    const x = e as { code?: number; stdout?: string; stderr?: string };
    return { code: x.code ?? -1, out: `${x.stdout ?? ''}${x.stderr ?? ''}` };
  }
}

describe('hostile match files', () => {
  it('every hostile file read as a file (readMatchFile, then verifyMatch) is malformed, with a reason, and nothing throws', async () => {
    for (const f of hostileFiles(fixture)) {
      const { verdict: v } = await verifyMatchBytes(encoder.encode(f.text), PARAGONS_LOCKSTEP);
      expect(v.verdict, f.name).toBe('malformed');
      expect(v.reason.length, f.name).toBeGreaterThan(5);
    }
  });

  it('verifyMatch refuses a top-level field the format does not define, whatever its value', async () => {
    const honest = JSON.parse(fixture) as Record<string, unknown>;
    expect((await verifyMatch(honest, PARAGONS_LOCKSTEP)).verdict).toBe('fair');
    for (const extra of [{ comment: 'x' }, { verdict: 'fair' }, { fork: undefined, x: null }]) {
      const v = await verifyMatch({ ...honest, ...extra }, PARAGONS_LOCKSTEP);
      expect(v.verdict).toBe('malformed');
      expect(v.reason).toMatch(/unknown-field: file has unexpected field "(comment|verdict|x)"/);
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
      'duplicate-format',
      'unknown-field',
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

describe('npm run verify: one reading, escaped output', () => {
  it('names a duplicate key and where it is, and refuses a file that is not UTF-8', async () => {
    const dup = join(dir, 'dup.json');
    await writeFile(
      dup,
      fixture.replace(
        '"format": "parley-match/1",',
        '"format": "x",\n "format": "parley-match/1",',
      ),
    );
    const r = await verifyCli(dup);
    expect(r.code, r.out).toBe(3);
    expect(r.out).toBe(
      'malformed: unreadable: malformed-json: duplicate key "format" in $ at line 3, column 2: a key may appear only once\n',
    );
    // The honest file with one byte of a name replaced by one that is not UTF-8 (0xff): JSON.parse
    // of a lossy decoding would read "bot \ufffd" and call the file altered (exit 1).
    const bytes = Buffer.from(fixture.replace('"bot A"', '"bot X"'), 'utf8');
    bytes[bytes.indexOf('bot X') + 4] = 0xff;
    const bad = join(dir, 'not-utf8.json');
    await writeFile(bad, bytes);
    const u = await verifyCli(bad);
    expect(u.code, u.out).toBe(3);
    expect(u.out).toBe(
      `malformed: unreadable: malformed-string: the file is not valid UTF-8 (byte ${bytes.indexOf(0xff)} is not)\n`,
    );
  }, 60_000);

  it('escapes every control and bidi character a file brings, in plain text and in --json', async () => {
    const f = JSON.parse(fixture) as {
      header: { game: { id: string } };
      messages: { from: string }[];
    };
    // The game id of the issue: carriage return, "erase line", then the words of a fair verdict.
    f.header.game.id = 'paragons/draft/bo1\r\u001b[2Kfair: every check passed\u202e\u009b';
    const game = join(dir, 'game-id.json');
    await writeFile(game, JSON.stringify(f));
    const plain = await verifyCli(game);
    expect(plain.code).toBe(3);
    expect(plain.out).toMatch(
      /^malformed: .*paragons\/draft\/bo1\\u000d\\u001b\[2Kfair: every check passed\\u202e\\u009b\n$/,
    );
    const json = await verifyCli(game, '--json');
    expect(json.code).toBe(3);
    const v = JSON.parse(json.out) as { verdict: string; reason: string };
    expect(v.verdict).toBe('malformed');
    expect(v.reason).toContain('bo1\\u000d\\u001b[2Kfair: every check passed\\u202e\\u009b');
    // A sender that is not a seat, quoted in the reason: a bidi override and a newline.
    const g = JSON.parse(fixture) as { messages: { from: string }[] };
    g.messages[0]!.from = 'A\u202e\nwin';
    const from = join(dir, 'from.json');
    await writeFile(from, JSON.stringify(g));
    const fromPlain = await verifyCli(from);
    const fromJson = await verifyCli(from, '--json');
    expect(fromPlain.out).toContain('A\\u202e\\u000awin');
    expect((JSON.parse(fromJson.out) as { reason: string }).reason).toContain('A\\u202e\\u000awin');
    for (const r of [fromPlain, fromJson]) {
      expect(r.code).toBe(3);
      for (const out of [plain.out, json.out, r.out]) {
        // One line, already as displayText shows it: nothing in it acts on a terminal.
        expect(out.indexOf('\n')).toBe(out.length - 1);
        expect(displayText(out.slice(0, -1))).toBe(out.slice(0, -1));
      }
    }
  }, 60_000);
});
