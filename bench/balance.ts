/**
 * `npm run bench:balance -- [--game paragons] [--level normal|hard] [--matches N] [--seed S]
 * [--workers W] [--iterations I] [--json] [--log i]`: are the sides of a game (Paragons' classes)
 * even in bot play? Plays seeded bot-vs-bot matches of one level for every pairing of sides, in
 * every deck format, each side in each seat in turn (bench/balance/schedule.ts), and reports each
 * side's win rate with a 95% Wilson interval, the first player's win rate, per-pairing figures and
 * `<side>BalanceMaxDeviation`: the largest distance of any side's win rate from 50%, in
 * percentage points (bench/balance/stats.ts).
 *
 * Match `i` has seed `S + i` (S defaults to 1) and is played alike by any worker, so a run is
 * reproducible from its seed base whatever the number of workers (default: one per core).
 * `--log i` plays match `i` alone on this thread and prints its play-by-play. Interrupted (Ctrl-C),
 * it reports the matches finished so far, marked `interrupted`. Hard plays with a
 * fixed iteration budget and no clock (default: the app's, src/ai/hard.ts).
 * `--json` prints one object; its `metrics` use the names `<game>.<side>BalanceMaxDeviation`,
 * `<game>.firstPlayerWinRate` and `<game>.<side>.winRate`.
 * Not a test: a run of hundreds of matches takes minutes.
 */
import { availableParallelism } from 'node:os';
import { balanceGame, BALANCE_GAMES } from './balance/games.ts';
import { playAll } from './balance/pool.ts';
import { schedule } from './balance/schedule.ts';
import { report, type BalanceReport, type Rate } from './balance/stats.ts';
import { percentile } from './metric.ts';

const USAGE = `usage: npm run bench:balance -- [options]

  --game ID        the game (${BALANCE_GAMES.join(', ')}; default paragons)
  --level L        the bot level both seats play (default: the game's, normal)
  --matches N      matches to play (default 600)
  --seed S         seed base: match i has seed S + i (default 1)
  --workers W      worker threads (default: one per core)
  --iterations I   hard's search budget per decision (default: the app's)
  --json           print one JSON object
  --log i          play match i alone and print its play-by-play
`;

const args = process.argv.slice(2);
function arg(name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return undefined;
  const v = args[i + 1];
  if (v === undefined || v.startsWith('--')) usage(`--${name} needs a value`);
  return v;
}
function usage(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}`);
  process.exit(2);
}
function count(name: string, fallback: number, min = 0): number {
  const text = arg(name);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min) usage(`--${name} must be an integer ≥ ${min}`);
  return Number(text);
}
if (args.includes('--help') || args.includes('-h')) {
  process.stdout.write(USAGE);
  process.exit(0);
}

const game = await balanceGame(arg('game') ?? 'paragons').catch((e: Error) => usage(e.message));
const level = arg('level') ?? game.defaultLevel;
if (!game.levels.includes(level)) usage(`--level is one of ${game.levels.join(', ')}`);
const matches = count('matches', 600, 1);
const seedBase = count('seed', 1);
const workers = count('workers', availableParallelism(), 1);
const iterations = count('iterations', game.defaultIterations, 1);
const json = args.includes('--json');
const logIndex = arg('log');

const command =
  `npm run bench:balance -- --game ${game.id} --level ${level} --matches ${matches} ` +
  `--seed ${seedBase}${iterations !== game.defaultIterations ? ` --iterations ${iterations}` : ''}`;

if (logIndex !== undefined) {
  const i = count('log', 0);
  const job = schedule(game, level, Math.max(matches, i + 1), seedBase, iterations)[i]!;
  process.stdout.write(
    `match ${i}: seed ${job.seed}, ${job.format}, A ${job.sides.A} vs B ${job.sides.B}, ` +
      `${level} bots\n`,
  );
  for (const line of game.log(job)) process.stdout.write(`${line}\n`);
  process.exit(0);
}

const jobs = schedule(game, level, matches, seedBase, iterations);
const start = performance.now();
const cpuStart = process.cpuUsage();
let shown = 0;
const run = playAll(game.id, jobs, workers, (done, total) => {
  const tenth = Math.floor((done * 10) / total);
  if (tenth > shown || done === total) {
    shown = tenth;
    const s = ((performance.now() - start) / 1000).toFixed(0);
    process.stderr.write(`${done}/${total} matches, ${s} s\n`);
  }
});
let interrupted = false;
process.once('SIGINT', () => {
  interrupted = true;
  process.stderr.write('interrupted: reporting the matches finished so far\n');
  run.stop();
});
const outcomes = await run.done;
const seconds = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpuStart);
const r = report(game, jobs, outcomes);
const ms = outcomes.map((o) => o.ms);
const deviationName = `${game.sideNoun}BalanceMaxDeviation`;
const timing = {
  ...(interrupted ? { interrupted: true, scheduled: matches } : {}),
  workers: Math.min(workers, matches),
  seconds: Number(seconds.toFixed(1)),
  /** CPU time of the whole process (every worker), which a loaded machine does not inflate. */
  cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(1)),
  matchMsMean: Math.round(ms.reduce((a, b) => a + b, 0) / ms.length),
  matchMsP50: Math.round(percentile(ms, 50)),
  matchMsP95: Math.round(percentile(ms, 95)),
  matchMsMax: Math.round(Math.max(...ms)),
};

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const interval = (x: Rate) => `${pct(x.ci95[0])}–${pct(x.ci95[1])}`;
const round3 = (x: number) => Number(x.toFixed(4));

function jsonOf(rep: BalanceReport): unknown {
  const rateJson = (x: Rate) => ({
    matches: x.matches,
    wins: x.wins,
    draws: x.draws,
    winRate: round3(x.winRate),
    ci95: [round3(x.ci95[0]), round3(x.ci95[1])],
  });
  const metrics: Record<string, { value: number; unit: string }> = {
    [`${rep.game}.${deviationName}`]: { value: Number(rep.maxDeviation.toFixed(2)), unit: 'pp' },
    [`${rep.game}.firstPlayerWinRate`]: {
      value: Number((rep.firstPlayer.winRate * 100).toFixed(2)),
      unit: '%',
    },
  };
  for (const [side, x] of Object.entries(rep.sides))
    metrics[`${rep.game}.${side}.winRate`] = {
      value: Number((x.winRate * 100).toFixed(2)),
      unit: '%',
    };
  return {
    game: rep.game,
    level: rep.level,
    matches: rep.matches,
    seedBase: rep.seedBase,
    iterations: rep.iterations,
    [deviationName]: Number(rep.maxDeviation.toFixed(2)),
    firstPlayerWinRate: round3(rep.firstPlayer.winRate),
    sides: Object.fromEntries(Object.entries(rep.sides).map(([k, x]) => [k, rateJson(x)])),
    firstPlayer: rateJson(rep.firstPlayer),
    byFormat: Object.fromEntries(
      Object.entries(rep.byFormat).map(([f, of]) => [
        f,
        Object.fromEntries(Object.entries(of).map(([k, x]) => [k, rateJson(x)])),
      ]),
    ),
    pairings: rep.pairings.map((p) => ({
      sides: p.sides,
      format: p.format,
      ...rateJson(p.rate),
      firstPlayer: rateJson(p.firstPlayer),
    })),
    metrics,
    ...timing,
    reproduce: command,
  };
}

if (json) process.stdout.write(JSON.stringify(jsonOf(r), null, 2) + '\n');
else {
  const w = (s: string, n: number) => s.padEnd(n);
  const out: string[] = [
    `${game.id} balance: ${level} vs ${level}${level === 'hard' ? ` (${iterations} iterations)` : ''}, ` +
      `${r.matches} matches${interrupted ? ` (interrupted; ${matches} scheduled)` : ''}, ` +
      `seeds ${seedBase}–${seedBase + matches - 1}, ` +
      `${timing.workers} workers, ${timing.seconds} s (CPU ${timing.cpuSeconds} s) ` +
      `(a match: mean ${timing.matchMsMean} ms, p95 ${timing.matchMsP95} ms, max ${timing.matchMsMax} ms)`,
    '',
    `${w(game.sideNoun, 16)}${w('win rate', 10)}${w('95% interval', 15)}matches  ` +
      game.formats.map((f) => w(f, 16)).join(''),
  ];
  for (const [side, x] of Object.entries(r.sides))
    out.push(
      `${w(side, 16)}${w(pct(x.winRate), 10)}${w(interval(x), 15)}${w(String(x.matches), 9)}` +
        game.formats.map((f) => w(pct(r.byFormat[f]![side]!.winRate), 16)).join(''),
    );
  out.push(
    '',
    `first player    ${w(pct(r.firstPlayer.winRate), 10)}${w(interval(r.firstPlayer), 15)}${r.firstPlayer.matches}`,
    `${deviationName}: ${r.maxDeviation.toFixed(1)} percentage points`,
    '',
    'pairings (the first-named side’s win rate; the first player’s win rate):',
  );
  const pairWidth = Math.max(22, ...game.sides.map((x) => 2 * x.length + 6));
  for (const p of r.pairings)
    out.push(
      `  ${w(`${p.sides[0]} vs ${p.sides[1]}`, pairWidth)}${w(p.format, 16)}` +
        `${w(pct(p.rate.winRate), 8)}${w(`(${interval(p.rate)})`, 16)}of ${w(String(p.rate.matches), 5)}` +
        `first ${pct(p.firstPlayer.winRate)}`,
    );
  out.push(
    '',
    `reproduce: ${command}`,
    `one match: npm run bench:balance -- --game ${game.id} --level ${level} --seed ${seedBase} --log <i>` +
      ` (match i has seed ${seedBase} + i)`,
  );
  process.stdout.write(out.join('\n') + '\n');
}
