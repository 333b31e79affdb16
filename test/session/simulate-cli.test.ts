/**
 * `npm run simulate` (requirement "Command-line tools"): `--bots random|heuristic` chooses who plays
 * both seats, `--keys` writes the seats' secret keys, and a bad option exits 2 with the usage. The
 * files it writes verify as fair with `npm run verify` (src/cli/verify.ts). `--store DIR` keeps
 * each seat's transcript in a file (src/cli/file-store.ts; requirement "Persistence") and resumes a
 * killed run from those files.
 */
import { execFile } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicKeyOf, toHex, fromHex } from '../../protocol/index.ts';
import type { MatchFile } from '../../protocol/session/index.ts';
import { gameIds } from '../../src/games/index.ts';

const exec = promisify(execFile);
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'parley-simulate-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs a CLI script under tsx: exit code and output. */
async function cli(script: string, args: string[]): Promise<{ code: number; out: string }> {
  try {
    const r = await exec(process.execPath, ['--import', 'tsx', script, ...args]);
    return { code: 0, out: r.stdout };
  } catch (e) {
    const x = e as { code?: number; stdout?: string; stderr?: string };
    return { code: x.code ?? -1, out: `${x.stdout ?? ''}${x.stderr ?? ''}` };
  }
}

async function simulate(seed: number, bots: string | null, name: string) {
  const out = join(dir, `${name}.json`);
  const keys = join(dir, `${name}.keys.json`);
  const args = ['--seed', String(seed), '--out', out, '--keys', keys, '--preconstructed'];
  const r = await cli('src/cli/simulate.ts', bots ? [...args, '--bots', bots] : args);
  return { ...r, file: out, keys };
}

describe('npm run simulate', () => {
  it('--bots heuristic plays the normal bot: another match than random bots, still fair', async () => {
    const random = await simulate(5, null, 'random');
    const heuristic = await simulate(5, 'heuristic', 'heuristic');
    expect(random.code, random.out).toBe(0);
    expect(heuristic.code, heuristic.out).toBe(0);
    expect(random.out).toContain('random bots, verdict fair');
    expect(heuristic.out).toContain('heuristic bots, verdict fair');
    const a = JSON.parse(await readFile(random.file, 'utf8')) as MatchFile;
    const b = JSON.parse(await readFile(heuristic.file, 'utf8')) as MatchFile;
    // Same seed, same keys and setup: the first moves differ once the bots choose differently.
    expect(b.header).toEqual(a.header);
    const moves = (f: MatchFile) => f.messages.map((m) => JSON.stringify(m.body.move ?? null));
    expect(moves(b)).not.toEqual(moves(a));
    // Random legal players make long matches; the normal bot attacks and ends them sooner.
    expect(b.messages.length).toBeLessThan(a.messages.length);
    const verdict = await cli('src/cli/verify.ts', [heuristic.file, '--json']);
    expect(verdict.code, verdict.out).toBe(0);
    expect(JSON.parse(verdict.out)).toMatchObject({ verdict: 'fair', index: null });
  }, 60_000);

  it('--keys writes the secret keys of the header public keys', async () => {
    const r = await simulate(6, 'easy', 'easy');
    expect(r.code, r.out).toBe(0);
    const file = JSON.parse(await readFile(r.file, 'utf8')) as MatchFile;
    const keys = JSON.parse(await readFile(r.keys, 'utf8')) as Record<'A' | 'B', string>;
    for (const p of file.header.players) {
      expect(toHex(publicKeyOf(fromHex(keys[p.seat as 'A' | 'B'], 32)))).toBe(p.publicKey);
    }
  }, 60_000);

  it('--store: the same match as in memory; a killed run resumes from the files and ends fair', async () => {
    const store = join(dir, 'store');
    const plain = join(dir, 'plain.json');
    const stored = join(dir, 'stored.json');
    const base = ['--seed', '8', '--preconstructed'];
    expect((await cli('src/cli/simulate.ts', [...base, '--out', plain])).code).toBe(0);
    const first = await cli('src/cli/simulate.ts', [...base, '--out', stored, '--store', store]);
    expect(first.code, first.out).toBe(0);
    expect(await readFile(stored, 'utf8')).toBe(await readFile(plain, 'utf8'));
    const file = JSON.parse(await readFile(plain, 'utf8')) as MatchFile;
    // What a kill at message `k` leaves: each seat's file holds the transcript up to k (header
    // line first); B had not yet stored A's last messages (A resends them); A's last record is torn.
    const k = Math.floor(file.messages.length / 2);
    const lines = async (seat: string) =>
      (await readFile(join(store, `${seat}.jsonl`), 'utf8')).split('\n');
    const a = (await lines('A')).slice(0, 1 + k);
    let b = (await lines('B')).slice(0, 1 + k);
    while (file.messages[b.length - 2]?.from === 'A' && b.length > 1 + k - 3) b = b.slice(0, -1);
    await writeFile(join(store, 'A.jsonl'), a.join('\n') + '\n');
    await writeFile(join(store, 'B.jsonl'), b.join('\n') + '\n');
    await appendFile(join(store, 'A.jsonl'), (await lines('A'))[1]!.slice(0, 50));
    const resumed = join(dir, 'resumed.json');
    const r = await cli('src/cli/simulate.ts', [...base, '--out', resumed, '--store', store]);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain(`resuming A from ${k} messages`);
    expect(r.out).toContain(`resuming B from ${b.length - 1} messages`);
    expect(r.out).toContain('verdict fair');
    const after = JSON.parse(await readFile(resumed, 'utf8')) as MatchFile;
    expect(after.messages.slice(0, k)).toEqual(file.messages.slice(0, k));
    const verdict = await cli('src/cli/verify.ts', [resumed, '--json']);
    expect(JSON.parse(verdict.out)).toMatchObject({ verdict: 'fair' });
    // Another seed's match in the same store: refused, exit 3, the files untouched.
    const before = await readFile(join(store, 'A.jsonl'), 'utf8');
    const other = await cli('src/cli/simulate.ts', [
      ...['--seed', '9', '--preconstructed', '--out', join(dir, 'other.json'), '--store', store],
    ]);
    expect(other.code, other.out).toBe(3);
    expect(other.out).toContain('store-foreign');
    expect(await readFile(join(store, 'A.jsonl'), 'utf8')).toBe(before);
  }, 90_000);

  it('an unknown game: simulate exits 2 and verify calls the file malformed, both naming the games this build knows', async () => {
    const r = await cli('src/cli/simulate.ts', [
      '--game',
      'chess',
      '--seed',
      '1',
      '--out',
      join(dir, 'c.json'),
    ]);
    expect(r.code).toBe(2);
    const known = `unknown game "chess": this build knows ${gameIds().join(', ')}`;
    expect(r.out).toContain(known);
    const fixture = JSON.parse(
      await readFile('test/fixtures/match-seed1.json', 'utf8'),
    ) as MatchFile;
    const chess = join(dir, 'chess.json');
    const file = {
      ...fixture,
      header: { ...fixture.header, game: { ...fixture.header.game, id: 'chess/x' } },
    };
    await writeFile(chess, JSON.stringify(file));
    const v = await cli('src/cli/verify.ts', [chess, '--json']);
    expect(v.code).toBe(3);
    expect(JSON.parse(v.out)).toMatchObject({
      verdict: 'malformed',
      reason: known,
    });
  }, 60_000);

  it('--game authority: random and bot matches that npm run verify judges fair; no options to set', async () => {
    for (const bots of [null, 'easy']) {
      const out = join(dir, `authority-${bots ?? 'random'}.json`);
      const args = ['--game', 'authority', '--seed', '2', '--out', out];
      const r = await cli('src/cli/simulate.ts', bots ? [...args, '--bots', bots] : args);
      expect(r.code, r.out).toBe(0);
      expect(r.out).toContain(`authority, ${bots ?? 'random'} bots, verdict fair`);
      const file = JSON.parse(await readFile(out, 'utf8')) as MatchFile;
      expect(file.header.game.id).toBe('authority/2p');
      const verdict = await cli('src/cli/verify.ts', [out, '--json']);
      expect(verdict.code, verdict.out).toBe(0);
      expect(JSON.parse(verdict.out)).toMatchObject({ verdict: 'fair', index: null });
    }
    const bad = await cli('src/cli/simulate.ts', [
      ...['--game', 'authority', '--seed', '1', '--out', join(dir, 'x.json'), '--option', 'bo=3'],
    ]);
    expect(bad.code).toBe(2);
    expect(bad.out).toContain('authority has no option "bo"');
  }, 90_000);

  it('--game trials: the seed-1 match is the committed fixture, and npm run verify judges it fair', async () => {
    const out = join(dir, 'trials-1.json');
    const r = await cli('src/cli/simulate.ts', ['--game', 'trials', '--seed', '1', '--out', out]);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain('trials, random bots, verdict fair');
    const written = await readFile(out, 'utf8');
    expect(written).toBe(await readFile('test/fixtures/trials-seed1.json', 'utf8'));
    expect((JSON.parse(written) as MatchFile).header.game.id).toBe('trials/2p');
    const verdict = await cli('src/cli/verify.ts', [out, '--json']);
    expect(verdict.code, verdict.out).toBe(0);
    expect(JSON.parse(verdict.out)).toMatchObject({ verdict: 'fair', index: null });
  }, 90_000);

  it('an unknown --bots value exits 2 with the usage', async () => {
    const r = await simulate(1, 'genius', 'bad');
    expect(r.code).toBe(2);
    expect(r.out).toContain('unknown bots "genius"');
    expect(r.out).toContain('--bots KIND');
  }, 30_000);
});
