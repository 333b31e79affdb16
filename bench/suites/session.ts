/**
 * Session bench (issue 5, "Acceptance"): the full protocol between two random bots, each a
 * separate session with its own keys and secrets, over the in-memory transport.
 *
 * - `session.messagesPerPlainAction`: messages per move that needs no randomness (target 1);
 * - `session.roundTripsPerRandomEvent`: for each random event, the distance from the message with
 *   the first chain element to the answer completing `R_k`; 1 means the answer is the very next
 *   message, one round trip (target 1);
 * - `session.medianMessageBytes`, `session.maxMessageBytes`: JSON of each signed message;
 * - `session.matchesPerSecond`: whole pre-constructed best-of-1 matches (no end verification);
 * - `session.verifyMatchMs`: `verifyMatch` of a complete drafted match file (target ≤ 100).
 */
import type { Metric } from '../metric.ts';
import { percentile } from '../metric.ts';
import { verifyMatch, type MatchFile } from '../../protocol/session/index.ts';
import { duel } from '../../src/cli/duel.ts';
import { PARAGONS_LOCKSTEP } from '../../src/games/paragons/session/adapter.ts';

function shape(file: MatchFile) {
  let plainMoves = 0;
  let plainMessages = 0;
  const first = new Map<number, number>();
  const trips: number[] = [];
  for (const m of file.messages) {
    const chain = (m.body.chain ?? []) as { k: number }[];
    if (m.body.move !== undefined && chain.length === 0) {
      plainMoves++;
      plainMessages++;
    }
    for (const { k } of chain) {
      const at = first.get(k);
      if (at === undefined) first.set(k, m.i);
      else trips.push(m.i - at);
    }
  }
  const bytes = file.messages.map((m) => new TextEncoder().encode(JSON.stringify(m)).length);
  return { plainMoves, plainMessages, trips, bytes };
}

/** Runs the session measurements. */
export async function run(): Promise<Metric[]> {
  const pre = { mode: 'preconstructed', bestOf: 1 } as const;
  await duel({ seed: 1, options: pre, verify: false }); // warm-up
  const files: MatchFile[] = [];
  const n = 6;
  const start = performance.now();
  for (let seed = 2; seed < 2 + n; seed++) {
    files.push((await duel({ seed, options: pre, verify: false })).file);
  }
  const matchesPerSecond = n / ((performance.now() - start) / 1000);
  const draft = (await duel({ seed: 3, options: { mode: 'draft', bestOf: 1 }, verify: false }))
    .file;
  files.push(draft);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    const v = await verifyMatch(draft, PARAGONS_LOCKSTEP);
    times.push(performance.now() - t);
    if (v.verdict !== 'fair') throw new Error(`bench match not fair: ${v.reason}`);
  }
  const all = files.map(shape);
  const trips = all.flatMap((s) => s.trips);
  const bytes = all.flatMap((s) => s.bytes);
  const plain =
    all.reduce((a, s) => a + s.plainMessages, 0) / all.reduce((a, s) => a + s.plainMoves, 0);
  return [
    { name: 'session.messagesPerPlainAction', value: plain, unit: 'messages' },
    {
      name: 'session.roundTripsPerRandomEvent',
      value: trips.reduce((a, b) => a + b, 0) / trips.length,
      unit: 'round trips',
    },
    { name: 'session.medianMessageBytes', value: percentile(bytes, 50), unit: 'bytes' },
    { name: 'session.maxMessageBytes', value: Math.max(...bytes), unit: 'bytes' },
    { name: 'session.matchesPerSecond', value: matchesPerSecond, unit: 'matches/s' },
    { name: 'session.verifyMatchMs', value: percentile(times, 50), unit: 'ms' },
  ];
}
