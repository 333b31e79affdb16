/**
 * Hostile frames for the fuzzer (requirement "Hostile messages"): seeded fast-check arbitraries of
 * what a hostile peer, or anyone else who reaches the data channel, can push at a session —
 * malformed text, JSON of the wrong type, control frames with wrong fields (unsigned or wrongly
 * signed hellos and desync notices, syncs claiming anything), transcript messages with every
 * envelope field wrong, out of order and replayed messages, messages signed with the wrong key, and
 * frames over the size limit. None of them is a correctly linked message signed by the peer's own
 * key at the next index (attributable: it stops the match, test/hostile/signed-bodies.test.ts), nor
 * a hello or desync notice the peer really signed for this match.
 */
import fc from 'fast-check';
import { type Body, type Header, type JsonValue, type Message } from '../../protocol/index.ts';
import { ControlFrames } from '../../protocol/session/control.ts';
import { headerHash, messageHash, signMessage, Transcript } from '../../protocol/transcript.ts';
import { MAX_FRAME_BYTES } from '../../protocol/transport/types.ts';

/** What the frames are built from: the honest side's transcript at a quiescent point. */
export interface FrameContext {
  readonly header: Header;
  readonly messages: readonly Message[];
  /** The honest side's header hash (what a hello must carry). */
  readonly head: string;
  /** The index the honest side expects next, and the `prev` it must carry. */
  readonly next: number;
  readonly prev: string;
  /** Messages at `next` signed with a key other than their sender's (built by {@link wrongSigned}). */
  readonly forged: readonly Message[];
  /** Hellos and desync notices that look signed but are not the peer's (see {@link wrongControl}). */
  readonly forgedControl: readonly string[];
}

const HEX = [...'0123456789abcdef'];
const hex = (n: number) => fc.string({ unit: fc.constantFrom(...HEX), minLength: n, maxLength: n });
const anyHex = fc.string({ unit: fc.constantFrom(...HEX, 'A', 'g', ' '), maxLength: 140 });

/** A big string to slice oversized frames from (slices share its memory). */
const BIG = 'x'.repeat(MAX_FRAME_BYTES * 3);

/** Values of the wrong type for any field. */
const wrong: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 2 ** 53, 1e308, '', 'A', 'B', '-', [], {}),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 20 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Builds messages at `next` that carry a wrong signature: random keys, the other seat's key. */
export async function wrongSigned(
  header: Header,
  messages: readonly Message[],
  keys: Record<string, Uint8Array>,
  seed: number,
): Promise<Message[]> {
  let t = Transcript.start(header);
  for (const m of messages) t = await t.append(m);
  const rng = fc.sample(fc.uint8Array({ minLength: 32, maxLength: 32 }), { seed, numRuns: 8 });
  const fixed: Body[] = [
    { move: { type: 'pass', player: 'B' } },
    { claim: { seat: 'A' } },
    { concede: true },
  ];
  const bodies = fixed
    .concat(messages.filter((m) => m.from === 'B').map((m) => m.body))
    .slice(0, 12);
  const last = messages.at(-1)?.stateHash ?? '00'.repeat(32);
  const out: Message[] = [];
  for (const [n, body] of bodies.entries()) {
    const stranger = rng[n % rng.length]!;
    out.push(await t.sign('B', body, last, stranger)); // a key nobody registered
    out.push(await t.sign('B', body, last, keys.A!)); // the other seat's key
  }
  // Signed by the right key, but linked into another match (its header differs).
  const prev = headerHash({ ...header, matchId: `${header.matchId}-other` });
  for (const body of bodies.slice(0, 3)) {
    const m = { i: t.next, prev, from: 'B', body, stateHash: last };
    out.push(await signMessage(m, keys.B!));
  }
  return out;
}

/**
 * Signed-looking control frames the peer never made, as seen by seat A: hellos and desync notices
 * signed by a stranger's key, by A's own key (A's frames reflected back), by B's key for another
 * match (a replay of another match's frames, with another header too), and B-signed notices about
 * messages A does not hold as its own or with another hash. Each must be noise to A.
 */
export async function wrongControl(
  header: Header,
  messages: readonly Message[],
  keys: Record<string, Uint8Array>,
  seed: number,
): Promise<string[]> {
  const [stranger] = fc.sample(fc.uint8Array({ minLength: 32, maxLength: 32 }), {
    seed,
    numRuns: 1,
  });
  const other = { ...header, matchId: `${header.matchId}-other` };
  const next = messages.length;
  const last = next === 0 ? headerHash(header) : messageHash(messages[next - 1]!);
  const first = headerHash(header);
  const mineA = messages.filter((m) => m.from === 'A').at(-1)!;
  const mineB = messages.filter((m) => m.from === 'B').at(-1)!;
  const frames: unknown[] = [];
  const asB = new ControlFrames(header, 'B', stranger!);
  frames.push(await asB.signHello(next, last), await asB.signHello(0, first));
  frames.push(await asB.signDesync(mineA.i, messageHash(mineA), mineA.stateHash));
  const selfA = new ControlFrames(header, 'A', keys.A!);
  const ownHello = await selfA.signHello(next, last);
  frames.push(ownHello, { ...ownHello, from: 'B' });
  frames.push(await selfA.signDesync(mineA.i, messageHash(mineA), mineA.stateHash));
  const otherB = new ControlFrames(other, 'B', keys.B!);
  frames.push(await otherB.signHello(next, last), await otherB.signHello(0, first));
  frames.push(await otherB.signDesync(mineA.i, messageHash(mineA), mineA.stateHash));
  const realB = new ControlFrames(header, 'B', keys.B!);
  frames.push(await realB.signDesync(mineB.i, messageHash(mineB), mineB.stateHash));
  frames.push(await realB.signDesync(mineA.i, messageHash(mineB), mineA.stateHash));
  frames.push(await realB.signDesync(next + 5, messageHash(mineA), mineA.stateHash));
  const good = (await realB.signHello(next, last)) as unknown as Record<string, unknown>;
  for (const key of [
    'next',
    'last',
    'head',
    'game',
    'protocolVersion',
    'matchId',
    'from',
  ] as const) {
    const v =
      key === 'next' ? next + 1 : key === 'game' ? { id: 'chess' } : key === 'last' ? first : 'x';
    frames.push({ ...good, [key]: v }); // one field changed under B's real signature
  }
  return frames.map((f) => JSON.stringify(f));
}

/** A message with one envelope field changed to `value` (or removed, or an extra field added). */
function mutate(m: Message, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...m };
  if (key === '-') return { ...copy, extra: value };
  if (value === undefined) delete copy[key];
  else copy[key] = value;
  return copy;
}

const frameOf = (m: unknown) => JSON.stringify({ t: 'm', m });

/** The arbitrary of hostile frames for `ctx`; `weights` tilt the mix (defaults: see below). */
export function hostileFrame(ctx: FrameContext): fc.Arbitrary<string> {
  const msgs = ctx.messages;
  const template = msgs.at(-1)!;
  const anyMsg = fc.nat(msgs.length - 1).map((i) => msgs[i]!);
  const nextish = fc.oneof(
    fc.constant(ctx.next),
    fc.integer({ min: ctx.next + 1, max: ctx.next + 600 }),
    fc.integer({ min: 0, max: Math.max(0, ctx.next - 1) }),
    fc.constantFrom(-1, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, 1 << 20),
  );

  /** 1. text that is not JSON at all, or is JSON of the wrong shape. */
  const junk = fc.oneof(
    fc.string({ maxLength: 120 }),
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
    fc.constantFrom('', '{', '}', 'null', '[]', '{"t":', '\u0000', '\ud800', '{"t":"m"}', '"m"'),
    fc.integer({ min: 1, max: 5000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
    fc
      .integer({ min: 100, max: 20000 })
      .map((n) => `{"t":"m","m":${'['.repeat(n)}${']'.repeat(n)}}`),
  );

  /**
   * 2. control frames with wrong fields: hello (a foreign header, versions, no or a random
   * signature), desync notices, sync claiming any index, unknown kinds, signed-looking forgeries.
   */
  const seat = fc.oneof(fc.constantFrom('A', 'B', 'C'), wrong);
  const control = fc.oneof(
    fc
      .record(
        {
          matchId: fc.oneof(fc.constant(ctx.header.matchId), wrong),
          head: fc.oneof(fc.constant(ctx.head), hex(64), wrong),
          protocolVersion: fc.oneof(fc.constant(ctx.header.protocolVersion), wrong),
          game: fc.oneof(fc.constant(ctx.header.game as unknown), wrong),
          next: fc.oneof(nextish, wrong),
          from: seat,
          sig: fc.oneof(hex(128), wrong),
        },
        { requiredKeys: [] },
      )
      .map((h) => JSON.stringify({ t: 'hello', ...h })),
    fc
      .record(
        {
          matchId: fc.oneof(fc.constant(ctx.header.matchId), wrong),
          i: fc.oneof(nextish, wrong),
          message: fc.oneof(hex(64), wrong),
          stateHash: fc.oneof(hex(64), wrong),
          from: seat,
          sig: fc.oneof(hex(128), wrong),
        },
        { requiredKeys: [] },
      )
      .map((n) => JSON.stringify({ t: 'desync', ...n })),
    ctx.forgedControl.length > 0 ? fc.constantFrom(...ctx.forgedControl) : fc.constant('{}'),
    fc.oneof(nextish, wrong).map((next) => JSON.stringify({ t: 'sync', next })),
    fc
      .record({ t: fc.oneof(wrong, fc.constantFrom('M', 'hello ', 'parley-join')), m: wrong })
      .map((f) => JSON.stringify(f)),
    wrong.map((m) => JSON.stringify({ t: 'm', m })),
  );

  /** 3. transcript messages with one envelope field wrong. */
  const envelope = fc
    .tuple(
      anyMsg,
      fc.constantFrom('i', 'prev', 'from', 'body', 'stateHash', 'sig', '-'),
      fc.oneof(
        wrong,
        fc.constant(undefined),
        hex(64),
        hex(128),
        anyHex,
        fc.constantFrom('C', 'A', '', 'a'.repeat(17)),
      ),
      nextish,
    )
    .map(([m, key, value, i]) =>
      frameOf(key === 'i' ? mutate(m, 'i', value) : mutate({ ...m, i }, key, value)),
    );

  /** 4. bodies of every wrong shape under a (then invalid) signature, at the next index. */
  const bodies = fc
    .oneof(
      fc.jsonValue({ maxDepth: 4 }),
      fc.dictionary(
        fc.constantFrom('setup', 'chain', 'commits', 'opens', 'reveal', 'move', 'claim', 'x'),
        wrong,
        { maxKeys: 4 },
      ),
      fc.record({
        move: fc.record(
          { type: fc.constantFrom('play', 'pass', 'attack', 'deck', '?'), player: wrong },
          { requiredKeys: [] },
        ),
      }),
      fc.integer({ min: 65, max: 200 }).map((n) => {
        let v: JsonValue = 0;
        for (let k = 0; k < n; k++) v = [v];
        return { deep: v };
      }),
    )
    .map((body) =>
      frameOf({ ...template, i: ctx.next, prev: ctx.prev, from: 'B', body: body as JsonValue }),
    );

  /** 5. replays: earlier messages as they were (duplicates) or moved to another index. */
  const replays = fc
    .tuple(anyMsg, fc.boolean(), nextish)
    .map(([m, moved, i]) => frameOf(moved ? { ...m, i, prev: ctx.prev } : m));

  /** 6. messages signed with the wrong key (a stranger's, the other seat's, another match's). */
  const forged =
    ctx.forged.length > 0
      ? fc.constantFrom(...ctx.forged).map(frameOf)
      : fc.constant(frameOf(template));

  /** 7. over the size limit (refused unread), or just under it (read, then refused). */
  const oversized = fc
    .tuple(fc.integer({ min: 1, max: MAX_FRAME_BYTES * 2 }), fc.boolean())
    .map(([extra, under]) => {
      const pad = under ? MAX_FRAME_BYTES - 400 : MAX_FRAME_BYTES + extra;
      return frameOf({ ...template, i: ctx.next, body: { pad: BIG.slice(0, pad) } });
    });

  return fc.oneof(
    { arbitrary: junk, weight: 20 },
    { arbitrary: control, weight: 15 },
    { arbitrary: envelope, weight: 30 },
    { arbitrary: bodies, weight: 15 },
    { arbitrary: replays, weight: 12 },
    { arbitrary: forged, weight: 6 },
    { arbitrary: oversized, weight: 2 },
  );
}

/** The context at the honest side's current point. */
export function contextOf(
  header: Header,
  messages: readonly Message[],
  forged: readonly Message[],
  forgedControl: readonly string[] = [],
): FrameContext {
  const next = messages.length;
  const prev = next === 0 ? headerHash(header) : messageHash(messages[next - 1]!);
  return { header, messages, head: headerHash(header), next, prev, forged, forgedControl };
}
