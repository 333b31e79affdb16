/**
 * Hostile bodies signed by the peer itself (requirement "Hostile messages"): a message correctly
 * linked and signed by the seat that owes it is attributable, so whatever its body holds it must
 * either move the match on or be refused with a labelled error — never throw anything else (that
 * would escape the session as an unhandled rejection), never be accepted while changing nothing
 * (a stalling peer would reset the abort clock for ever). Through a live session, such a message
 * stops the match as a violation naming the sender and the message, with evidence any verifier
 * confirms, and nothing is stored.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isProtocolError, Transcript, type Body, type JsonValue } from '../../protocol/index.ts';
import { isSessionError, MemoryStore, verifyMatch } from '../../protocol/session/index.ts';
import { requireGame } from '../../src/games/index.ts';
import { hashOf, lengthOf, liveMatch, type Live } from './harness.ts';

const PARAGONS_LOCKSTEP = requireGame('paragons').lockstep;

const LONG = process.env.PARLEY_LONG === '1';
const CORE_CASES = LONG ? 200_000 : 20_000;
const SESSION_CASES = LONG ? 300 : 30;

const wrong: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.constantFrom<JsonValue>(null, true, 0, -1, '', 'A', 'B', [], {}),
  fc.integer(),
  fc.string({ maxLength: 12 }),
  fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<JsonValue>,
);

const TYPES = ['pass', 'endTurn', 'play', 'attack', 'deck', 'reveal', 'hide', 'mulligan', 'pick'];

/** Bodies a hostile seat could sign: every field of the body convention, wrong or out of place. */
export const hostileBody: fc.Arbitrary<Body> = fc.oneof(
  fc.constant<Body>({}),
  fc.dictionary(
    fc.constantFrom(
      'setup',
      'extend',
      'chain',
      'commits',
      'opens',
      'reveal',
      'move',
      'concede',
      'claim',
      'extra',
    ),
    wrong,
    { maxKeys: 4 },
  ),
  fc.record({
    move: fc.record(
      {
        type: fc.oneof(fc.constantFrom(...TYPES), wrong),
        player: fc.oneof(fc.constantFrom('A', 'B'), wrong),
        card: fc.oneof(fc.constantFrom('w-bulwark-shieldbearer', 'x'), wrong),
        slot: wrong,
        to: fc.oneof(fc.constantFrom('F1', 'B4', 'Z9'), wrong),
      },
      { requiredKeys: [] },
    ),
  }) as fc.Arbitrary<Body>,
  fc.record({
    chain: fc.array(fc.record({ k: wrong, element: wrong }), { maxLength: 3 }),
    commits: fc.array(fc.record({ kind: wrong, index: wrong, commitment: wrong }), {
      maxLength: 2,
    }),
  }) as fc.Arbitrary<Body>,
  fc.constantFrom<Body>(
    { concede: false },
    { concede: 'yes' },
    { claim: { seat: 'A' } },
    { claim: { seat: 'B' } },
    { reveal: { chainSeed: '00', privSeed: '00' } },
  ),
);

async function quiet(seed: number): Promise<Live> {
  const live = await liveMatch(seed);
  await live.run(() => lengthOf(live.sessions.A) >= 40 && live.sessions.B.canAct());
  live.playing.clear();
  await live.settle();
  return live;
}

describe('hostile bodies signed by the seat on turn', () => {
  it(`${CORE_CASES.toLocaleString('en')} bodies: a labelled refusal or real progress, nothing else`, async () => {
    const live = await quiet(21);
    const core = live.sessions.A.lockstep;
    const before = PARAGONS_LOCKSTEP.publicHash(core.state);
    const stats = { refused: 0, progressed: 0 };
    fc.assert(
      fc.property(hostileBody, (body) => {
        let next;
        try {
          next = core.receive('B', body);
        } catch (e) {
          if (isSessionError(e) || isProtocolError(e)) {
            stats.refused++;
            return;
          }
          throw new Error(`unlabelled ${String(e)} for ${JSON.stringify(body).slice(0, 300)}`);
        }
        // Accepted: it must have changed the match. A body that leaves the state as it was (B
        // still owing the same move) is a no-op a stalling peer could repeat for ever.
        const after = PARAGONS_LOCKSTEP.publicHash(next.state);
        expect(after, `no-op accepted: ${JSON.stringify(body)}`).not.toBe(before);
        stats.progressed++;
      }),
      { seed: 0x5b0d, numRuns: CORE_CASES, endOnFailure: true },
    );
    console.info(`signed bodies: ${stats.refused} refused, ${stats.progressed} legal moves`);
    expect(stats.refused).toBeGreaterThan(CORE_CASES * 0.9);
    live.close();
  }, 300_000);

  it('a stalling peer: a signed message with no move is a violation, not a reset of the abort clock', async () => {
    const live = await quiet(23);
    const a = live.sessions.A;
    const file = a.matchFile();
    let t = Transcript.start(file.header);
    for (const m of file.messages) t = await t.append(m);
    live.clock.advance(100_000);
    expect(a.countdown()).toBe(20_000);
    const m = await t.sign('B', {}, hashOf(a), live.secretKeys.B);
    live.tap.inject(JSON.stringify({ t: 'm', m }));
    await live.settle();
    expect(a.stopped).toMatchObject({
      kind: 'violation',
      index: m.i,
      player: 'B',
      code: 'illegal-move',
    });
    expect(lengthOf(a)).toBe(file.messages.length);
    live.close();
  });

  it(`${SESSION_CASES} of them through a live session: a violation naming sender and message, nothing stored`, async () => {
    const live = await quiet(22);
    const head = live.sessions.A.matchFile();
    const n = head.messages.length;
    let t = Transcript.start(head.header);
    for (const m of head.messages) t = await t.append(m);
    const bodies = fc.sample(hostileBody, { seed: 0x5b0e, numRuns: SESSION_CASES * 3 });
    let stops = 0;
    for (const body of bodies) {
      if (stops >= SESSION_CASES) break;
      try {
        live.sessions.A.lockstep.receive('B', body);
        continue; // a legal move: not hostile
      } catch {
        // refused: what this test is about
      }
      const m = await t
        .sign('B', body, hashOf(live.sessions.A), live.secretKeys.B)
        .catch(() => null); // not canonical JSON: nobody can sign it
      if (m === null) continue;
      live.tap.inject(JSON.stringify({ t: 'm', m }));
      await live.settle();
      const a = live.sessions.A;
      expect(a.stopped, JSON.stringify(body)).toMatchObject({
        kind: 'violation',
        index: n,
        player: 'B',
      });
      expect(a.stopped!.reason.length).toBeGreaterThan(5);
      expect(lengthOf(a)).toBe(n);
      expect(live.stores.A.entries.length).toBe(n);
      const v = await verifyMatch(JSON.parse(JSON.stringify(a.evidenceFile())), PARAGONS_LOCKSTEP);
      expect(v).toMatchObject({ verdict: 'violation', index: n, player: 'B' });
      // The evidence was stored before the session stopped: a reload keeps the stop and the proof.
      expect(live.stores.A.evidence).toMatchObject({ stop: a.stopped, message: { i: n } });
      await live.reload('A');
      expect(live.sessions.A.stopped).toEqual(a.stopped);
      expect(live.sessions.A.evidenceFile()).toEqual(a.evidenceFile());
      stops++;
      // A fresh session for the next case: the same transcript, without the stop.
      const fresh = new MemoryStore();
      for (const e of live.stores.A.entries) await fresh.append(e);
      live.stores.A = fresh;
      await live.reload('A');
      expect(live.sessions.A.stopped).toBeNull();
    }
    expect(stops).toBe(SESSION_CASES);
    live.close();
  }, 300_000);
});
