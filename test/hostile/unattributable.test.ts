/**
 * Verdicts name a player only on proof (docs/match-file.md, "Verdicts"): a message whose signature
 * does not verify under its claimed sender's key, or that does not carry its position's index or
 * link to the message before it, proves nothing about who made the file so; anyone can edit a file
 * to say `from: "A"`, delete a message, or splice in a message from elsewhere. Such verdicts are
 * `violation` with player null (exit 1); a validly signed, linked message that breaks a rule is
 * still the violation of its signer.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { signMessage } from '../../protocol/index.ts';
import { verifyMatch, type MatchFile } from '../../protocol/session/index.ts';
import { duel, duelSetup } from '../../src/cli/duel.ts';
import { requireGame } from '../../src/games/index.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep;

let honest: MatchFile;
beforeAll(async () => {
  honest = JSON.parse(await readFile('test/fixtures/match-seed1.json', 'utf8')) as MatchFile;
});

const withMessages = (messages: unknown[]): MatchFile =>
  ({ ...honest, messages }) as unknown as MatchFile;
const other = (seat: string): string => (seat === 'A' ? 'B' : 'A');
const judge = (f: unknown) => verifyMatch(JSON.parse(JSON.stringify(f)), PARAGONS_LOCKSTEP);

describe('unattributable faults', () => {
  it('a message not validly signed by its claimed sender blames nobody, whoever it names', async () => {
    for (const k of [0, 7, 40, honest.messages.length - 1]) {
      const m = honest.messages[k]!;
      const edits: Record<string, unknown> = {
        body: { ...m.body, move: { type: 'pass', player: m.from } },
        from: other(m.from), // "this message is A's": a lie no key backs
        sig: (m.sig[0] === '0' ? '1' : '0') + m.sig.slice(1),
        stateHash: 'ab'.repeat(32),
      };
      for (const [key, value] of Object.entries(edits)) {
        const messages: unknown[] = [...honest.messages];
        messages[k] = { ...m, [key]: value };
        const v = await judge(withMessages(messages));
        expect(v, `${key} of message ${k}`).toMatchObject({
          verdict: 'violation',
          index: k,
          player: null,
          code: 'bad-signature',
        });
        expect(v.reason).toMatch(
          new RegExp(`message ${k} is not validly signed by its claimed sender`),
        );
      }
    }
  });

  it('a message removed, or spliced in from another match, blames nobody', async () => {
    const gone = withMessages([...honest.messages.slice(0, 9), ...honest.messages.slice(10)]);
    expect(await judge(gone)).toMatchObject({
      verdict: 'violation',
      index: 9,
      player: null,
      code: 'bad-index',
    });
    // Message 9 validly signed by its sender's real key, but linked into another chain (the
    // fixture is seed 1 of `npm run simulate`, whose keys duelSetup(1) makes again).
    const { secretKeys, header } = duelSetup(1, { mode: 'draft', bestOf: 1 });
    expect(header.players).toEqual(honest.header.players);
    const m9 = honest.messages[9]!;
    const key = secretKeys[m9.from as 'A' | 'B'];
    const spliced = await signMessage({ ...m9, prev: 'cd'.repeat(32) }, key);
    const moved = await signMessage({ ...honest.messages[12]!, i: 9 }, key);
    const foreign = (await duel({ seed: 2, options: { mode: 'draft', bestOf: 1 }, verify: false }))
      .file.messages[9]!;
    for (const m of [spliced, moved, foreign]) {
      const messages: unknown[] = [...honest.messages];
      messages[9] = m;
      const v = await judge(withMessages(messages));
      expect(v).toMatchObject({ verdict: 'violation', index: 9, player: null });
      expect(['bad-prev', 'bad-signature']).toContain(v.code);
    }
  });

  it('npm run verify exits 1 and prints player null for such a file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'parley-unattributable-'));
    try {
      const messages: unknown[] = [...honest.messages];
      const m = honest.messages[5]!;
      messages[5] = { ...m, from: other(m.from) };
      const path = join(dir, 'edited.json');
      await writeFile(path, JSON.stringify(withMessages(messages)));
      const run = promisify(execFile);
      const args = ['--import', 'tsx', 'src/cli/verify.ts', path, '--json'];
      const out = await run(process.execPath, args).then(
        () => ({ code: 0, stdout: '' }),
        (e: { code?: number; stdout?: string }) => ({ code: e.code, stdout: e.stdout ?? '' }),
      );
      expect(out.code).toBe(1);
      expect(JSON.parse(out.stdout)).toMatchObject({
        verdict: 'violation',
        index: 5,
        player: null,
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
