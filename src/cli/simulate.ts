/**
 * `npm run simulate -- --seed N --out match.json [--keys keys.json] [--bots random|heuristic]
 * [--preconstructed] [--best-of 1|3]` (issue 5, "Command-line tools"): a complete match between two
 * bots, each a separate session with its own secrets, over the in-memory transport; writes the match
 * file (`parley-match/1`, docs/match-file.md). `--keys` also writes both seats' Ed25519 secret keys
 * as `{ "A": hex, "B": hex }`, for testing verifiers only.
 *
 * `--bots random` (the default) plays uniformly random legal moves (src/ai/random-bot.ts);
 * `heuristic` is the app's "normal" bot (src/ai/levels.ts), and `easy`, `normal` and `hard` name
 * the app's levels directly. Each seat's bot decides from its own seat view with its own secrets.
 */
import { writeFile } from 'node:fs/promises';
import { toHex } from '../../protocol/index.ts';
import { botFor, sessionBot, type Level } from '../ai/index.ts';
import type { Bot, SeatSecrets } from '../ai/random-bot.ts';
import { duel } from './duel.ts';

const HELP = `usage: npm run simulate -- --seed N --out match.json [options]

  --seed N            the seed: same seed, same match (keys and seeds included)
  --out FILE          where to write the match file (parley-match/1)
  --keys FILE         also write both seats' Ed25519 secret keys { "A": hex, "B": hex }
                      (for testing verifiers only)
  --bots KIND         random (default), heuristic (= normal), easy, normal or hard:
                      who plays both seats (random legal moves, or the app's bot levels)
  --preconstructed    the starter decks instead of the draft
  --best-of 1|3       match length (default 1)
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

const r = await duel({
  seed: Number(seedText),
  options: { mode, bestOf },
  ...(seatBot ? { bots: { A: seatBot, B: seatBot } } : {}),
});
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
