/**
 * `npm run simulate -- [--game ID] --seed N --out match.json [--keys keys.json]
 * [--bots random|heuristic|easy|normal|hard] [--option KEY=VALUE]… [--store DIR]` (README.md,
 * "Command-line tools"): a complete match of a registered game (src/games/index.ts; Paragons by
 * default) between two bots, each a separate session with its own secrets, over the in-memory
 * transport; writes the match file (`parley-match/1`, docs/match-file.md). `--keys` also writes
 * the seats' Ed25519 secret keys as `{ "A": hex, "B": hex }`, for testing verifiers only.
 *
 * Match options are the game's own fields (`--option KEY=VALUE`, e.g. Paragons' `mode=draft`,
 * `bo=3`); fields not given take the game's `testing.simulateOptions`, then their defaults. For
 * Paragons, `--preconstructed` and `--best-of N` are the older spellings of `--option
 * mode=preconstructed` and `--option bo=N`.
 *
 * `--store DIR` (requirement "Persistence") keeps each seat's transcript in its own file,
 * `DIR/<seat>.jsonl` (src/cli/file-store.ts), each message written before it is acted on or sent.
 * When those files already hold messages of this match (a run that was killed), the seats resume
 * from them (`Session.open`) and the match goes on from there. Without `--store` the stores live in
 * memory, as before. Exit codes: 0 fair, 1 not fair, 2 bad usage (an unknown game or option
 * included), 3 an unusable store (another match's, corrupt, or in use).
 *
 * `--bots random` (the default) plays uniformly random legal moves (the game module's
 * `testing.randomMove`); `heuristic` is the app's "normal" bot (src/ai/levels.ts), and `easy`,
 * `normal` and `hard` name the app's levels directly. Each seat's bot decides from its own seat
 * view with its own secrets.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { displayText } from '../../protocol/display-text.ts';
import { toHex } from '../../protocol/index.ts';
import { botFor, sessionBot, type Level } from '../ai/index.ts';
import type { SeatSecrets } from '../ai/random-bot.ts';
import { describeOptions, type GameModule } from '../engine/module.ts';
import { DEFAULT_GAME_ID, findGame, isGameLookupError } from '../games/index.ts';
import { duel, duelSetup, type DuelResult, type SeatDriver } from './duel.ts';
import { FileStore } from './file-store.ts';

const HELP = `usage: npm run simulate -- --seed N --out match.json [options]

  --game ID           the game (default ${DEFAULT_GAME_ID}); see src/games/index.ts
  --seed N            the seed: same seed, same match (keys and seeds included)
  --out FILE          where to write the match file (parley-match/1)
  --keys FILE         also write the seats' Ed25519 secret keys { "A": hex, "B": hex }
                      (for testing verifiers only)
  --bots KIND         random (default), heuristic (= normal), easy, normal or hard:
                      who plays every seat (random legal moves, or the app's bot levels)
  --option KEY=VALUE  a match option of the game (repeatable), e.g. mode=draft, bo=3
  --preconstructed    Paragons: the starter decks instead of the draft (--option mode=preconstructed)
  --best-of 1|3       Paragons: match length (--option bo=N)
  --store DIR         keep each seat's transcript in DIR/<seat>.jsonl, written
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
const values = (name: string): string[] => {
  const out: string[] = [];
  args.forEach((a, i) => {
    if (a !== name) return;
    const v = args[i + 1];
    if (v === undefined || v.startsWith('--')) fail(`${name} needs a value`);
    out.push(v);
  });
  return out;
};
const found = findGame(value('--game') ?? DEFAULT_GAME_ID);
if (isGameLookupError(found)) fail(found.message);
const game: GameModule = found;
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
/** Every seat's bot, or undefined for duel's default (the game's random legal moves). */
const seatBot = level
  ? (secrets: SeatSecrets): SeatDriver =>
      sessionBot(botFor(level), secrets, undefined, game.bots) as SeatDriver
  : undefined;

/** The game's option fields from the command line (see the module comment). */
function optionFields(): Record<string, string> {
  const fields: Record<string, string> = { ...game.testing.simulateOptions };
  const known = new Set(game.options.fields.map((f) => f.key));
  const set = (key: string, v: string, flag: string): void => {
    if (!known.has(key)) fail(`${flag}: ${game.id} has no option "${key}"`);
    fields[key] = v;
  };
  for (const kv of values('--option')) {
    const at = kv.indexOf('=');
    if (at <= 0) fail(`--option takes KEY=VALUE, not "${kv}"`);
    set(kv.slice(0, at), kv.slice(at + 1), '--option');
  }
  if (args.includes('--preconstructed')) set('mode', 'preconstructed', '--preconstructed');
  const bestOf = value('--best-of');
  if (bestOf !== undefined) set('bo', bestOf, '--best-of');
  return fields;
}

const fields = optionFields();
const parsed = game.options.parse(fields);
if (typeof parsed === 'object' && parsed !== null && 'code' in parsed && 'message' in parsed) {
  fail(String(parsed.message));
}
const options: unknown = parsed;
const seed = Number(seedText);
const storeDir = value('--store');
const stores = storeDir === undefined ? undefined : await openStores(storeDir);

/** The seats' file stores in `dir`; says how much each already holds (a resumed run). */
async function openStores(dir: string): Promise<Record<string, FileStore>> {
  const { header, seats } = duelSetup(seed, options, 1024, game);
  const { matchId } = header;
  const s: Record<string, FileStore> = {};
  for (const seat of seats) s[seat] = new FileStore(join(dir, `${seat}.jsonl`), { matchId, seat });
  try {
    for (const seat of seats) {
      const held = (await s[seat]!.load()).length;
      const torn = s[seat]!.dropped;
      if (torn > 0)
        process.stderr.write(`${s[seat]!.path}: dropped a torn last record (${torn} bytes)\n`);
      if (held > 0)
        process.stdout.write(`${s[seat]!.path}: resuming ${seat} from ${held} messages\n`);
    }
  } catch (e) {
    process.stderr.write(`simulate: ${displayText(e instanceof Error ? e.message : String(e))}\n`);
    process.exit(3);
  }
  return s;
}

let r: DuelResult;
try {
  const { seats } = duelSetup(seed, options, 1024, game);
  r = await duel({
    seed,
    game,
    options,
    ...(seatBot ? { bots: Object.fromEntries(seats.map((seat) => [seat, seatBot])) } : {}),
    ...(stores ? { stores } : {}),
  });
} catch (e) {
  if (stores === undefined) throw e;
  // Session.open refused what a store holds (e.g. messages of another header).
  process.stderr.write(`simulate: ${displayText(e instanceof Error ? e.message : String(e))}\n`);
  process.exit(3);
}
await Promise.all(Object.values(stores ?? {}).map((s) => s.close()));
await writeFile(out, JSON.stringify(r.file, null, 1) + '\n');
const keys = value('--keys');
if (keys !== undefined) {
  const json = Object.fromEntries(r.seats.map((seat) => [seat, toHex(r.secretKeys[seat]!)]));
  await writeFile(keys, JSON.stringify(json, null, 2) + '\n');
}
const v = r.verdicts[r.seats[0]!];
const described = describeOptions(game.options.fields, game.options.record(options));
process.stdout.write(
  `${out}: ${r.file.messages.length} messages, ${game.id}${described ? `, ${described}` : ''}, ${bots} bots, ` +
    `verdict ${v?.verdict ?? 'none'}\n`,
);
process.exit(v?.verdict === 'fair' ? 0 : 1);
