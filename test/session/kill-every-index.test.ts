/**
 * Kill the connection at every message index of one match (acceptance criteria: "the match
 * resumes and ends fair, with no message lost").
 *
 * One complete match (seeded: two real {@link Session}s of test/hostile/harness.ts, each with its
 * own keys, secrets and in-memory store, driven by seeded random bots) is played once without
 * interference: the baseline, `n` messages. Then, for EVERY message index `i` from 0 to `n - 1`, the
 * same match is played again over a link that dies the moment message `i` is first sent: that
 * frame and every frame in flight are lost, and so is whatever either side sends while the link is
 * down (the sender has already stored and counted message `i`). After the round settles, the link
 * comes back and the sessions resume exactly as after a real reconnect: their channels exchange
 * hellos with their last index and resend what the other side lacks. The clock never moves, so no
 * resend timer fires: the hello exchange alone must recover everything.
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
 * `npm test` covers every index of the short match of seed 12; `npm run test:long`
 * (PARLEY_LONG=1) adds longer matches, also at every index.
 */
import { describe, expect, it } from 'vitest';
import { localPair, type LocalEnd, type LocalPair } from '../../protocol/transport/local-end.ts';
import type { Transport } from '../../protocol/transport/types.ts';
import type { MatchFile } from '../../protocol/session/index.ts';
import { lengthOf, liveMatch, type Live } from '../hostile/harness.ts';

const LONG = process.env.PARLEY_LONG === '1';
/** Pre-constructed best-of-1 matches. Seed 12 is the shortest of seeds 1..40 (138 messages). */
const SEEDS = LONG ? [12, 8, 1] : [12];
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

/** Plays match `seed` to the end; with `kill`, over a link that dies at message `kill.at`. */
async function play(seed: number, kill: Kill | null): Promise<{ live: Live; link: KillableLink }> {
  const link = new KillableLink(kill);
  const live = await liveMatch(seed, undefined, undefined, link.current);
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

for (const seed of SEEDS) {
  const { live: base } = await play(seed, null);
  const baseline = base.sessions.A.matchFile();
  const n = baseline.messages.length;

  describe(`kill the connection at every message index of one match (seed ${seed}, ${n} messages)`, () => {
    it('the uninterrupted match ends fair', async () => {
      console.info(`kill-every-index: seed ${seed}, ${n} messages`);
      expect(await problems(base, baseline)).toEqual([]);
      expect(base.sessions.A.finished).toBe(true);
    });

    for (const [point, style] of WAYS) {
      it(`${WHEN[point]} (${HOW[style]}), at each of the ${n} indices 0..${n - 1}: the match resumes, ends fair, no message lost`, async () => {
        const failures: string[] = [];
        const lost = { inFlight: 0, whileDead: 0 };
        for (let i = 0; i < n; i++) {
          const { live, link } = await play(seed, { at: i, point, style });
          if (link.killed === null || !link.reconnected) failures.push(`${i}: the link never died`);
          else if (link.killed.lost + link.whileDead === 0) failures.push(`${i}: nothing was lost`);
          lost.inFlight += link.killed?.lost ?? 0;
          lost.whileDead += link.whileDead;
          for (const p of await problems(live, baseline)) failures.push(`${i}: ${p}`);
        }
        console.info(
          `kill-every-index: seed ${seed}, ${point}/${style}: ${n} kills at i = 0..${n - 1}; ` +
            `frames lost: ${lost.inFlight} in flight (message i included), ${lost.whileDead} sent while dead`,
        );
        expect(failures).toEqual([]);
      }, 900_000);
    }
  });
}
