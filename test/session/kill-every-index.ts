/**
 * Kill the connection at every message index of one match, for every registered game
 * (src/games/index.ts `GAMES`; acceptance criteria: "the match resumes and ends fair, with no
 * message lost").
 *
 * One complete match of the game's `testing.quickOptions` (seeded: two real {@link Session}s of
 * test/hostile/harness.ts, each with its own keys, secrets and in-memory store, driven by the game's
 * seeded random bots) is played once without interference: the baseline, `n` messages. Then, for
 * each message index `i` of 0..n-1 (every index, or the sample below), the same match is played
 * again over a link that dies the moment message `i` is first sent: that frame and every frame in
 * flight are lost, and so is whatever either side sends while the link is down (the sender has
 * already stored and counted message `i`). After the round settles, the link comes back and the
 * sessions resume exactly as after a real reconnect: their channels exchange hellos with their last
 * index and resend what the other side lacks. The clock never moves, so no resend timer fires: the
 * hello exchange alone must recover everything.
 *
 * The link dies in two ways, each at every index:
 * - `drop`: the same transport goes `reconnecting` and later `open` again (a PeerJS link that drops
 *   and is re-established);
 * - `close`: both ends are closed for good and the sessions are attached to a brand-new transport.
 *
 * Each run must: finish on both seats (nothing stopped, no move refused), hold identical
 * transcripts on both seats, equal to the baseline message for message (same count: nothing lost,
 * nothing doubled), store every message exactly once on each seat, and verify `fair`.
 *
 * Which indices: a match of at most {@link EVERY_UP_TO} messages (Paragons' seed 12, 118 messages)
 * is killed at every index in `npm test`. A longer one (an Authority match is several hundred
 * messages) is killed at a sample in `npm test` — {@link killIndices}: the first and last
 * {@link EDGE} indices, the first and the last message carrying each body field (setup, extend,
 * chain, commits, opens, reveal, move, …: where the match changes what it sends), and every k-th
 * index from an offset drawn from {@link SAMPLE_SEED} (printed with the sample), k chosen to add
 * about {@link STRIDES} indices: about 30 indices in all, each killed in both ways, which keeps an
 * Authority match (several hundred messages, about two seconds a run) near a minute of one core. `npm run test:long` (PARLEY_LONG=1) kills every index of every
 * game's matches, in all four ways, on longer seed lists.
 *
 * The indices are shared over {@link KILL_PARTS} files (kill-every-index-a/-b.test.ts, by position
 * in the index list) so vitest's workers split them.
 */
import { describe, expect, it } from 'vitest';
import { localPair, type LocalEnd, type LocalPair } from '../../protocol/transport/local-end.ts';
import type { Transport } from '../../protocol/transport/types.ts';
import type { MatchFile } from '../../protocol/session/index.ts';
import { seededRng } from '../../protocol/seeded-rng.ts';
import type { GameModule } from '../../src/engine/module.ts';
import { GAMES } from '../../src/games/index.ts';
import { lengthOf, liveMatch, type Live } from '../hostile/harness.ts';

const LONG = process.env.PARLEY_LONG === '1';

/** The files the indices are shared over. */
export const KILL_PARTS = 2;

/**
 * The matches each game is killed in (seeds of its `testing.quickOptions`): short ones, so every
 * index is affordable. Paragons' seed 12 was the shortest of seeds 1..40 (118 messages with
 * today's bots); Authority's seed 10 is the shortest of seeds 1..10 (528 messages). A game not
 * listed plays {@link DEFAULT_SEEDS}.
 */
const SEEDS: Readonly<Record<string, { quick: readonly number[]; long: readonly number[] }>> = {
  paragons: { quick: [12], long: [12, 8, 1] },
  authority: { quick: [10], long: [10, 7, 3] },
};
const DEFAULT_SEEDS = { quick: [1], long: [1, 2] };

/** The seeds `game` is killed in, in this run. */
export function killSeeds(game: GameModule): readonly number[] {
  const s = SEEDS[game.id] ?? DEFAULT_SEEDS;
  return LONG ? s.long : s.quick;
}

/** Matches up to this long are killed at every index in `npm test`; longer ones at a sample. */
export const EVERY_UP_TO = 160;
/** How many indices at each end of a sampled match are always killed. */
export const EDGE = 4;
/** How many evenly spaced indices a sample adds. */
export const STRIDES = 16;
/** The seed of the sample's stride offset (mixed with the match seed). */
export const SAMPLE_SEED = 0x4b111;

/** Kill points and styles run at every index: two in `npm test`, all four in the long run. */
const WAYS: [Point, Style][] = LONG
  ? [
      ['sent', 'drop'],
      ['sent', 'close'],
      ['arrived', 'drop'],
      ['arrived', 'close'],
    ]
  : [
      ['sent', 'drop'],
      ['arrived', 'close'],
    ];

/** Where the link dies: as message `i` is first sent, or just after it first arrives. */
type Point = 'sent' | 'arrived';
/** How: the same transport drops and comes back, or it is closed and a new one attached. */
type Style = 'drop' | 'close';
const WHEN: Record<Point, string> = {
  sent: 'the link dies as message i is first sent',
  arrived: 'the link dies just after message i first arrives',
};
const HOW: Record<Style, string> = {
  drop: 'the same transport comes back',
  close: 'closed, a new transport attached',
};
interface Kill {
  readonly at: number;
  readonly point: Point;
  readonly style: Style;
}

/** The transcript index of a message frame (`{"t":"m","m":{…"i":n…}}`), else null. */
function indexOf(frame: string): number | null {
  if (!frame.startsWith('{"t":"m"')) return null;
  const i = (JSON.parse(frame) as { m?: { i?: unknown } }).m?.i;
  return typeof i === 'number' ? i : null;
}

/**
 * An in-process link like the memory pair (every frame delivered in order on a later microtask)
 * that dies once, at message `kill.at`: every frame in flight is lost, and so is whatever either
 * end sends until {@link KillableLink.reconnect}.
 */
class KillableLink {
  /** The pair in use (replaced by a new one after a `close` kill). */
  current: LocalPair;
  /** Frames scheduled for delivery on the current generation and not delivered yet. */
  private pending = 0;
  private generation = 0;
  /** Set once the link died: how many frames in flight died with it (message `at` included). */
  killed: { lost: number } | null = null;
  /** Frames either end was given while the link was dead (lost too). */
  whileDead = 0;
  reconnected = false;

  constructor(private readonly kill: Kill | null) {
    this.current = this.make();
  }

  /** A new pair whose ends count the frames they are given while the link is dead. */
  private make(): LocalPair {
    const pair = localPair((to, frame) => this.carry(to, frame));
    const count = (end: Transport): Transport => ({
      get status() {
        return end.status;
      },
      send: (frame) => {
        if (end.status !== 'open') this.whileDead++;
        end.send(frame);
      },
      onFrame: (h) => end.onFrame(h),
      onStatus: (h) => end.onStatus(h),
      close: () => end.close(),
    });
    return { ...pair, a: count(pair.a), b: count(pair.b) };
  }

  private carry(to: LocalEnd, frame: string): void {
    const k = this.kill;
    const hit = k !== null && this.killed === null && indexOf(frame) === k.at;
    if (hit && k.point === 'sent') return this.die(1); // message `at` itself is lost
    const g = this.generation;
    this.pending++;
    queueMicrotask(() => {
      if (g !== this.generation) return; // died in flight
      this.pending--;
      to.deliver(frame);
      // The receiver has message `at`; its acknowledgement and any answer will be lost.
      if (hit && k.point === 'arrived' && this.killed === null) this.die(0);
    });
  }

  private die(lost: number): void {
    this.killed = { lost: lost + this.pending };
    this.generation++;
    this.pending = 0;
    if (this.kill?.style === 'close') {
      this.current.a.close();
      this.current.b.close();
    } else this.current.cut();
  }

  /** Brings the link back once it died (a reconnect); the sessions' hellos do the rest. */
  reconnect(live: Live): void {
    if (this.killed === null || this.reconnected) return;
    this.reconnected = true;
    if (this.kill?.style !== 'close') return this.current.restore();
    this.current = this.make();
    live.sessions.A.attach(this.current.a);
    live.sessions.B.attach(this.current.b);
  }
}

/** Plays match `seed` of `game` to the end; with `kill`, over a link that dies at message `kill.at`. */
async function play(
  game: GameModule,
  seed: number,
  kill: Kill | null,
): Promise<{ live: Live; link: KillableLink }> {
  const link = new KillableLink(kill);
  const live = await liveMatch(seed, undefined, undefined, link.current, { game });
  await live.run(undefined, () => link.reconnect(live));
  live.close();
  return { live, link };
}

/** What is wrong with a run against the baseline file (empty when nothing is). */
async function problems(live: Live, baseline: MatchFile): Promise<string[]> {
  const out: string[] = [];
  const { A, B } = live.sessions;
  if (live.errors.length > 0) out.push(`moves refused: ${live.errors.join('; ')}`);
  for (const s of [A, B]) {
    if (s.stopped) out.push(`${s.seat} stopped: ${s.stopped.reason}`);
    if (!s.finished) out.push(`${s.seat} did not finish (${lengthOf(s)} messages)`);
  }
  const a = JSON.stringify(A.matchFile());
  if (a !== JSON.stringify(B.matchFile())) out.push('the two transcripts differ');
  if (a !== JSON.stringify(baseline)) {
    out.push(`A's file differs from the baseline (${lengthOf(A)}/${baseline.messages.length})`);
  }
  for (const seat of ['A', 'B'] as const) {
    const stored = live.stores[seat].entries.map((e) => e.message.i);
    const once = stored.length === baseline.messages.length && stored.every((i, k) => i === k);
    if (!once) out.push(`${seat} stored messages ${stored.join(',')}`);
  }
  if (out.length === 0) {
    const v = await A.verify();
    if (v.verdict !== 'fair') out.push(`verdict ${v.verdict}: ${JSON.stringify(v)}`);
  }
  return out;
}

/**
 * The indices of `file` to kill at, and the rule that chose them in words (printed): every index
 * when `all` or when the match is at most {@link EVERY_UP_TO} messages long, else the sample of the
 * module comment.
 */
export function killIndices(
  file: MatchFile,
  seed: number,
  all = LONG,
): { indices: number[]; rule: string } {
  const n = file.messages.length;
  const every = Array.from({ length: n }, (_, i) => i);
  if (all || n <= EVERY_UP_TO) return { indices: every, rule: `every index 0..${n - 1}` };
  const pick = new Set<number>();
  const near = (i: number, r: number): void => {
    for (let j = Math.max(0, i - r); j <= Math.min(n - 1, i + r); j++) pick.add(j);
  };
  near(0, EDGE - 1);
  near(n - 1, EDGE - 1);
  const fields = new Map<string, [number, number]>();
  for (const m of file.messages) {
    for (const f of Object.keys(m.body)) fields.set(f, [fields.get(f)?.[0] ?? m.i, m.i]);
  }
  for (const [first, last] of fields.values()) pick.add(first).add(last);
  const k = Math.ceil(n / STRIDES);
  const offset = Math.floor(seededRng(SAMPLE_SEED ^ seed)() * k);
  for (let i = offset; i < n; i += k) pick.add(i);
  const indices = [...pick].sort((a, b) => a - b);
  const rule =
    `a sample of ${indices.length} of ${n} indices: the first and last ${EDGE}, ` +
    `the first and last message of each body field (${[...fields.keys()].join(', ')}), ` +
    `and every ${k}-th index from ${offset} (offset from seed 0x${SAMPLE_SEED.toString(16)} ^ ${seed})`;
  return { indices, rule };
}

/**
 * The tests of part `part` (0-based, of {@link KILL_PARTS}): for every registered game and each of
 * its seeds, the uninterrupted match (part 0 only), then a kill at every index of its share of
 * {@link killIndices}, in each way.
 */
export async function killPart(part: number): Promise<void> {
  for (const game of GAMES) {
    for (const seed of killSeeds(game)) await killMatch(game, seed, part);
  }
}

async function killMatch(game: GameModule, seed: number, part: number): Promise<void> {
  const { live: base } = await play(game, seed, null);
  const baseline = base.sessions.A.matchFile();
  const n = baseline.messages.length;
  const { indices: chosen, rule } = killIndices(baseline, seed);
  const indices = chosen.filter((_, k) => k % KILL_PARTS === part);
  const tag = `${game.id}, seed ${seed}`;

  describe(`kill the connection at message indices of one match (${tag}, ${n} messages)`, () => {
    if (part === 0) {
      it('the uninterrupted match ends fair', async () => {
        console.info(`kill-every-index: ${tag}, ${n} messages; killed at ${rule}`);
        expect(await problems(base, baseline)).toEqual([]);
        expect(base.sessions.A.finished).toBe(true);
      });
    }
    const shown = `${indices.length} indices (part ${part + 1} of ${KILL_PARTS} of ${rule})`;
    for (const [point, style] of WAYS) {
      it(`${WHEN[point]} (${HOW[style]}), at each of ${shown}: the match resumes, ends fair, no message lost`, async () => {
        const failures: string[] = [];
        const lost = { inFlight: 0, whileDead: 0 };
        for (const i of indices) {
          const { live, link } = await play(game, seed, { at: i, point, style });
          if (link.killed === null || !link.reconnected) failures.push(`${i}: the link never died`);
          else if (link.killed.lost + link.whileDead === 0) failures.push(`${i}: nothing was lost`);
          lost.inFlight += link.killed?.lost ?? 0;
          lost.whileDead += link.whileDead;
          for (const p of await problems(live, baseline)) failures.push(`${i}: ${p}`);
        }
        console.info(
          `kill-every-index: ${tag}, ${point}/${style}: ${indices.length} kills (part ${part + 1}); ` +
            `frames lost: ${lost.inFlight} in flight (message i included), ${lost.whileDead} sent while dead`,
        );
        if (failures.length > 0) console.error(`kill-every-index failures, ${tag}:`, failures);
        expect(failures, tag).toEqual([]);
      }, 1_800_000);
    }
  });
}
