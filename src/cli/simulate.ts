/**
 * `npm run simulate -- --seed N --out match.json [--keys keys.json] [--bots random|heuristic]
 * [--preconstructed] [--best-of 1|3] [--store DIR]` (issue 5, "Command-line tools"): a complete
 * match between two bots, each a separate session with its own secrets, over the in-memory
 * transport; writes the match file (`parley-match/1`, docs/match-file.md). `--keys` also writes
 * both seats' Ed25519 secret keys as `{ "A": hex, "B": hex }`, for testing verifiers only.
 *
 * `--store DIR` (issue 5, "Persistence") keeps each seat's transcript in its own file,
 * `DIR/A.jsonl` and `DIR/B.jsonl` (src/cli/file-store.ts), each message written before it is acted
 * on or sent. When those files already hold messages of this match (a run that was killed), both
 * seats resume from them (`Session.open`) and the match goes on from there. Without `--store` the
 * stores live in memory, as before. Exit codes: 0 fair, 1 not fair, 2 bad usage, 3 an unusable
 * store (another match's, corrupt, or in use).
 *
 * `--bots random` (the default) plays uniformly random legal moves (src/ai/random-bot.ts);
 * `heuristic` is the app's "normal" bot (src/ai/levels.ts), and `easy`, `normal` and `hard` name
 * the app's levels directly. Each seat's bot decides from its own seat view with its own secrets.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { displayText } from '../../protocol/display-text.ts';
import { toHex } from '../../protocol/index.ts';
import { botFor, sessionBot, type Level } from '../ai/index.ts';
import type { Bot, SeatSecrets } from '../ai/random-bot.ts';
import { duel, duelSetup, type DuelResult } from './duel.ts';
import { FileStore } from './file-store.ts';

const HELP = `usage: npm run simulate -- --seed N --out match.json [options]

  --seed N            the seed: same seed, same match (keys and seeds included)
  --out FILE          where to write the match file (parley-match/1)
  --keys FILE         also write both seats' Ed25519 secret keys { "A": hex, "B": hex }
                      (for testing verifiers only)
  --bots KIND         random (default), heuristic (= normal), easy, normal or hard:
                      who plays both seats (random legal moves, or the app's bot levels)
  --preconstructed    the starter decks instead of the draft
  --best-of 1|3       match length (default 1)
  --store DIR         keep each seat's transcript in DIR/A.jsonl and DIR/B.jsonl, written
                      before each message is acted on or sent; files left by a killed run
                      of the same match are resumed (exit 3 when a file is unusable)
`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${HELP}`);
  process.exit(2);
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(HELP);
  process.exit(0);
}
const value = (name: string): string | undefined => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  if (v === undefined || v.startsWith('--')) fail(`${name} needs a value`);
  return v;
};
const seedText = value('--seed');
const out = value('--out');
if (seedText === undefined || !/^\d+$/.test(seedText)) fail('--seed N is required');
if (out === undefined) fail('--out FILE is required');
const bots = value('--bots') ?? 'random';
const LEVEL_OF: Readonly<Record<string, Level>> = {
  heuristic: 'normal',
  easy: 'easy',
  normal: 'normal',
  hard: 'hard',
};
if (bots !== 'random' && !(bots in LEVEL_OF)) fail(`unknown bots "${bots}"`);
const level = LEVEL_OF[bots];
/** Both seats' bot, or undefined for duel's default (random legal moves). */
const seatBot = level
  ? (secrets: SeatSecrets): Bot => sessionBot(botFor(level), secrets)
  : undefined;
const bestOf = Number(value('--best-of') ?? '1');
if (bestOf !== 1 && bestOf !== 3) fail('--best-of is 1 or 3');
const mode = args.includes('--preconstructed') ? 'preconstructed' : 'draft';

const seed = Number(seedText);
const options = { mode, bestOf } as const;
const storeDir = value('--store');
const stores = storeDir === undefined ? undefined : await openStores(storeDir);

/** The seats' file stores in `dir`; says how much each already holds (a resumed run). */
async function openStores(dir: string): Promise<Record<'A' | 'B', FileStore>> {
  const { matchId } = duelSetup(seed, options).header;
  const open = (seat: 'A' | 'B') => new FileStore(join(dir, `${seat}.jsonl`), { matchId, seat });
  const s = { A: open('A'), B: open('B') };
  try {
    for (const seat of ['A', 'B'] as const) {
      const held = (await s[seat].load()).length;
      const torn = s[seat].dropped;
      if (torn > 0)
        process.stderr.write(`${s[seat].path}: dropped a torn last record (${torn} bytes)\n`);
      if (held > 0)
        process.stdout.write(`${s[seat].path}: resuming ${seat} from ${held} messages\n`);
    }
  } catch (e) {
    process.stderr.write(`simulate: ${displayText(e instanceof Error ? e.message : String(e))}\n`);
    process.exit(3);
  }
  return s;
}

let r: DuelResult;
try {
  r = await duel({
    seed,
    options,
    ...(seatBot ? { bots: { A: seatBot, B: seatBot } } : {}),
    ...(stores ? { stores } : {}),
  });
} catch (e) {
  if (stores === undefined) throw e;
  // Session.open refused what a store holds (e.g. messages of another header).
  process.stderr.write(`simulate: ${displayText(e instanceof Error ? e.message : String(e))}\n`);
  process.exit(3);
}
await Promise.all([stores?.A.close(), stores?.B.close()]);
await writeFile(out, JSON.stringify(r.file, null, 1) + '\n');
const keys = value('--keys');
if (keys !== undefined) {
  const json = { A: toHex(r.secretKeys.A), B: toHex(r.secretKeys.B) };
  await writeFile(keys, JSON.stringify(json, null, 2) + '\n');
}
const v = r.verdicts.A;
process.stdout.write(
  `${out}: ${r.file.messages.length} messages, ${mode}, best of ${bestOf}, ${bots} bots, ` +
    `verdict ${v?.verdict ?? 'none'}\n`,
);
process.exit(v?.verdict === 'fair' ? 0 : 1);
