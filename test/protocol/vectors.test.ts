// The stored vectors (test/vectors/*.json, written by test/vectors/generate.ts) against the
// implementation, and every one of them against a second, independent implementation written from
// the spec (test/protocol/reference.ts: node:crypto for SHA-256, HMAC and Ed25519, BigInt
// arithmetic, `canonicalize` directly). Both must give the stored value.
import { readFileSync } from 'node:fs';
import { ed25519 } from '@noble/curves/ed25519.js';
import { describe, expect, it } from 'vitest';
import {
  H,
  HashChain,
  PRF,
  Transcript,
  chainKey,
  chainTip,
  commit,
  commitChoice,
  drawSecret,
  eventRandomness,
  fromHex,
  headerHash,
  keyFingerprint,
  messageHash,
  openChoice,
  openCommitment,
  pickFirst,
  privCommitment,
  privateDrawIndex,
  publicDraw,
  publicKeyOf,
  shuffle,
  signingBytes,
  toHex,
  uniform,
  verify,
  sign,
  type Header,
  type JsonValue,
  type Message,
} from '../../protocol/index.ts';
import { codeOf } from '../helpers/error-code.ts';
import { keyFingerprint as hashKeyFingerprint } from '../../protocol/hash.ts';
import * as ref from './reference.ts';

/** A hash field as stored in the vectors: bytes as hex, a string, or an integer. */
type VectorField = { hex: string } | { str: string } | { int: number };

function load<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../vectors/${name}`, import.meta.url), 'utf8')) as T;
}

/** The project's form of a stored field. */
const field = (f: VectorField): Uint8Array | string | number =>
  'hex' in f ? fromHex(f.hex) : 'str' in f ? f.str : f.int;
/** The reference's form of a stored field (its own hex decoding). */
const refField = (f: VectorField): ref.RefField =>
  'hex' in f ? ref.unhex(f.hex) : 'str' in f ? f.str : f.int;
const b = (h: string): Uint8Array => fromHex(h);
const u = ref.unhex;

describe('the reference implementation', () => {
  it('shares no code with protocol/', () => {
    const source = readFileSync(new URL('./reference.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    expect(imports.sort()).toEqual(['canonicalize', 'node:crypto']);
  });
});

describe('hash vectors', () => {
  const v = load<{
    H: { tag: string; fields: VectorField[]; out: string }[];
    PRF: { key: string; labels: VectorField[]; out: string }[];
  }>('hash.json');

  it.each(v.H)('H($tag, …) = $out', (c) => {
    expect(toHex(H(c.tag, ...c.fields.map(field)))).toBe(c.out);
    expect(ref.hex(ref.H(c.tag, ...c.fields.map(refField)))).toBe(c.out);
  });

  it.each(v.PRF)('PRF = $out', (c) => {
    expect(toHex(PRF(b(c.key), ...c.labels.map(field)))).toBe(c.out);
    expect(ref.hex(ref.PRF(u(c.key), ...c.labels.map(refField)))).toBe(c.out);
  });
});

describe('commitment vectors', () => {
  const v = load<
    {
      privSeed: string;
      kind: string;
      index: number;
      context: JsonValue;
      value: JsonValue;
      salt: string;
      commitment: string;
    }[]
  >('commit.json');

  it.each(v)('commit $kind#$index', (c) => {
    const got = commit(c.kind, c.context, c.value, { privSeed: b(c.privSeed), index: c.index });
    expect(got.opening.salt).toBe(c.salt);
    expect(got.commitment).toBe(c.commitment);
    const opening = { kind: c.kind, index: c.index, context: c.context, value: c.value };
    expect(openCommitment(c.commitment, { ...opening, salt: c.salt })).toEqual({
      ...opening,
      salt: c.salt,
    });
    expect(ref.hex(ref.salt(u(c.privSeed), c.kind, c.index))).toBe(c.salt);
    const want = ref.commitment(c.kind, c.index, c.context, c.value, u(c.salt));
    expect(ref.hex(want)).toBe(c.commitment);
  });
});

describe('chain vectors', () => {
  const v = load<
    {
      chainSeed: string;
      matchId: string;
      seat: string;
      generation: number;
      length: number;
      tip: string;
      elements: { i: number; element: string }[];
    }[]
  >('chain.json');

  it.each(v)('chain $seat/$generation of $length in $matchId', (c) => {
    const chain = HashChain.create(b(c.chainSeed), c, c.length);
    expect(toHex(chain.tip)).toBe(c.tip);
    expect(toHex(chainTip(b(c.chainSeed), c, c.length))).toBe(c.tip);
    expect(toHex(chainKey(c))).toBe(ref.hex(ref.chainKey(c)));
    const all = ref.chainElements(u(c.chainSeed), c, c.length);
    expect(ref.hex(all[0]!)).toBe(c.tip);
    for (const e of c.elements) {
      expect(toHex(chain.element(e.i))).toBe(e.element);
      expect(ref.hex(all[e.i]!)).toBe(e.element);
    }
    // Every element, not only the stored ones, agrees with the reference walk.
    for (let i = 1; i <= c.length; i++) expect(toHex(chain.element(i))).toBe(ref.hex(all[i]!));
  });
});

describe('randomness vectors', () => {
  const v = load<{
    events: { matchId: string; k: number; elements: string[]; R: string }[];
    uniforms: { R: string; n: number; out: number }[];
    shuffles: { R: string; list: string[]; out: string[] }[];
    publicDraws: { R: string; ids: string[]; index: number; card: { id: string; copy: number } }[];
    privateDraws: {
      privSeed: string;
      j: number;
      d: string;
      R: string;
      size: number;
      index: number;
    }[];
    privCommitment: { matchId: string; seat: string; privSeed: string; out: string };
  }>('random.json');

  it('R_k', () => {
    for (const e of v.events) {
      expect(toHex(eventRandomness(e.matchId, e.k, e.elements.map(b)))).toBe(e.R);
      expect(ref.hex(ref.eventRandomness(e.matchId, e.k, e.elements.map(u)))).toBe(e.R);
    }
  });

  it('uniform, including a rejected 64-bit value', () => {
    for (const c of v.uniforms) {
      expect(uniform(b(c.R), c.n)).toBe(c.out);
      expect(ref.uniform(u(c.R), c.n)).toBe(c.out);
    }
    // The stored set holds a first sample that n = 3 rejects (2^64 − 1 ≥ 2^64 − 1): its result
    // comes from the retry H("parley/v1/uniform", R, 1).
    const rejected = v.uniforms.find((c) => c.R.startsWith('ff'.repeat(8)) && c.n === 3)!;
    const retry = ref.H('parley/v1/uniform', u(rejected.R), 1).readBigUInt64BE(0);
    expect(rejected.out).toBe(Number(retry % 3n));
  });

  it('shuffle', () => {
    for (const s of v.shuffles) {
      expect(shuffle(b(s.R), s.list)).toEqual(s.out);
      expect(ref.shuffle(u(s.R), s.list)).toEqual(s.out);
    }
  });

  it('public draw', () => {
    for (const d of v.publicDraws) {
      const want = { index: d.index, card: d.card };
      expect(publicDraw(b(d.R), d.ids)).toEqual(want);
      expect(ref.publicDraw(u(d.R), d.ids)).toEqual(want);
    }
  });

  it('private draw and the privSeed commitment', () => {
    for (const d of v.privateDraws) {
      expect(toHex(drawSecret(b(d.privSeed), d.j))).toBe(d.d);
      expect(ref.hex(ref.drawSecret(u(d.privSeed), d.j))).toBe(d.d);
      expect(privateDrawIndex(b(d.R), b(d.d), d.size)).toBe(d.index);
      expect(ref.privateDrawIndex(u(d.R), u(d.d), d.size)).toBe(d.index);
    }
    const p = v.privCommitment;
    expect(toHex(privCommitment(p.matchId, p.seat, b(p.privSeed)))).toBe(p.out);
    expect(ref.hex(ref.privCommitment(p.matchId, p.seat, u(p.privSeed)))).toBe(p.out);
  });
});

describe('transcript vectors', () => {
  const v = load<{
    keys: { seat: string; secretKey: string; publicKey: string }[];
    header: Header;
    headerHash: string;
    messages: { message: Message; signingBytes: string; hash: string }[];
    fingerprints: { publicKey: string; fingerprint: string }[];
  }>('transcript.json');

  it('prev hashing: header and messages (node:crypto cross-check)', () => {
    expect(headerHash(v.header)).toBe(v.headerHash);
    expect(ref.linkHash(v.header)).toBe(v.headerHash);
    expect(v.messages[0]!.message.prev).toBe(v.headerHash);
    v.messages.forEach(({ message, hash }, i) => {
      expect(messageHash(message)).toBe(hash);
      expect(ref.linkHash(message)).toBe(hash);
      if (i > 0) expect(message.prev).toBe(v.messages[i - 1]!.hash);
    });
  });

  it('signing bytes', () => {
    for (const { message, signingBytes: bytes } of v.messages) {
      expect(toHex(signingBytes(message))).toBe(bytes);
      expect(ref.hex(ref.signingBytes(message))).toBe(bytes);
    }
  });

  it('keys and signatures agree in node:crypto, WebCrypto, noble and the reference', async () => {
    for (const k of v.keys) {
      expect(toHex(publicKeyOf(b(k.secretKey)))).toBe(k.publicKey);
      expect(ref.hex(ref.ed25519PublicKey(u(k.secretKey)))).toBe(k.publicKey);
    }
    for (const { message, signingBytes: bytes } of v.messages) {
      const k = v.keys.find((x) => x.seat === message.from)!;
      expect(ref.hex(ref.ed25519Sign(u(bytes), u(k.secretKey)))).toBe(message.sig);
      expect(ref.ed25519Verify(u(message.sig), u(bytes), u(k.publicKey))).toBe(true);
      for (const backend of ['node', 'webcrypto', 'noble'] as const) {
        expect(toHex(await sign(b(bytes), b(k.secretKey), backend))).toBe(message.sig);
        expect(await verify(b(message.sig), b(bytes), b(k.publicKey), backend)).toBe(true);
      }
    }
  });

  it('the stored transcript appends cleanly', async () => {
    let t = Transcript.start(v.header);
    for (const { message } of v.messages) t = await t.append(message);
    expect(t.next).toBe(v.messages.length);
  });

  it('fingerprints', () => {
    for (const f of v.fingerprints) {
      expect(keyFingerprint(f.publicKey)).toBe(f.fingerprint);
      expect(hashKeyFingerprint(f.publicKey)).toBe(f.fingerprint);
      expect(hashKeyFingerprint(b(f.publicKey))).toBe(f.fingerprint);
      expect(ref.keyFingerprint(u(f.publicKey))).toBe(f.fingerprint);
    }
  });
});

describe('choice vectors', () => {
  const v = load<{
    commitments: {
      matchId: string;
      seat: string;
      round: number;
      choice: string;
      salt: string;
      commitment: string;
    }[];
    pickFirst: { matchId: string; seats: string[]; salts: string[]; coin: string; first: string }[];
  }>('choice.json');

  it.each(v.commitments)('commitChoice and openChoice: $seat, round $round, $choice', (c) => {
    const ctx = { matchId: c.matchId, seat: c.seat, round: c.round };
    expect(commitChoice(ctx, c.choice, b(c.salt))).toBe(c.commitment);
    const want = ref.choiceCommitment(c.matchId, c.seat, c.round, c.choice, u(c.salt));
    expect(ref.hex(want)).toBe(c.commitment);
    expect(openChoice(ctx, c.commitment, { choice: c.choice, salt: c.salt })).toBe(c.choice);
  });

  it('a choice commitment replayed under another matchId, seat or round is refused', () => {
    for (const c of v.commitments) {
      const opening = { choice: c.choice, salt: c.salt };
      const ctx = { matchId: c.matchId, seat: c.seat, round: c.round };
      for (const other of [
        { ...ctx, matchId: c.matchId === 'match-0001' ? 'match-0002' : 'match-0001' },
        { ...ctx, seat: c.seat === 'A' ? 'B' : 'A' },
        { ...ctx, round: c.round + 1 },
      ]) {
        expect(codeOf(() => openChoice(other, c.commitment, opening))).toBe('commitment-mismatch');
      }
    }
    // The same choice and salt in two matches give two different stored commitments.
    const [m1, m2] = ['match-0001', 'match-0002'].map((id) =>
      v.commitments.find((c) => c.matchId === id && c.seat === 'A' && c.round === 1)!,
    );
    expect(m1!.salt).toBe(m2!.salt);
    expect(m1!.commitment).not.toBe(m2!.commitment);
  });

  it.each(v.pickFirst)('pickFirst among $seats in $matchId is $first', (c) => {
    expect(pickFirst(c.matchId, c.seats, c.salts)).toBe(c.first);
    expect(ref.hex(ref.H('parley/v1/coin', c.matchId, ...c.salts.map(u)))).toBe(c.coin);
    expect(ref.pickFirst(c.matchId, c.seats, c.salts.map(u))).toBe(c.first);
  });

  it('the pickFirst vectors include a win for each of two seats', () => {
    const two = v.pickFirst.filter((c) => c.seats.length === 2).map((c) => c.first);
    expect(new Set(two)).toEqual(new Set(['A', 'B']));
  });
});

describe('Ed25519 vectors', () => {
  const v = load<{
    rfc8032: {
      name: string;
      secretKey: string;
      publicKey: string;
      message: string;
      signature: string;
    }[];
    smallOrderR: { publicKey: string; message: string; signature: string; torsion: string };
  }>('ed25519.json');

  it.each(v.rfc8032)('RFC 8032 $name in every backend and the reference', async (c) => {
    expect(ref.hex(ref.ed25519PublicKey(u(c.secretKey)))).toBe(c.publicKey);
    expect(ref.hex(ref.ed25519Sign(u(c.message), u(c.secretKey)))).toBe(c.signature);
    expect(toHex(publicKeyOf(b(c.secretKey)))).toBe(c.publicKey);
    for (const backend of ['node', 'webcrypto', 'noble'] as const) {
      expect(toHex(await sign(b(c.message), b(c.secretKey), backend))).toBe(c.signature);
      expect(await verify(b(c.signature), b(c.message), b(c.publicKey), backend)).toBe(true);
    }
  });

  it('the small-order-R signature: cofactored noble accepts, OpenSSL and every backend refuse', async () => {
    const s = v.smallOrderR;
    expect(ed25519.verify(b(s.signature), b(s.message), b(s.publicKey))).toBe(true);
    expect(ref.ed25519Verify(u(s.signature), u(s.message), u(s.publicKey))).toBe(false);
    for (const backend of ['node', 'webcrypto', 'noble'] as const) {
      expect(await verify(b(s.signature), b(s.message), b(s.publicKey), backend)).toBe(false);
    }
    // R really carries the order-8 point: 8·R = 8·(R − T) with R − T of prime order.
    const R = ed25519.Point.fromBytes(b(s.signature).subarray(0, 32));
    const T = ed25519.Point.fromHex(s.torsion);
    expect(R.isTorsionFree()).toBe(false);
    expect(R.subtract(T).isTorsionFree()).toBe(true);
  });
});
