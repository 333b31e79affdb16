// The stored vectors (test/vectors/*.json, written by test/vectors/generate.ts) against the
// implementation, and against a second implementation: node:crypto for SHA-256 and HMAC, both
// Ed25519 backends for signatures.
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  H,
  HashChain,
  PRF,
  Transcript,
  chainKey,
  chainTip,
  commit,
  drawSecret,
  encodeFields,
  eventRandomness,
  fromHex,
  headerHash,
  keyFingerprint,
  messageHash,
  privCommitment,
  privateDrawIndex,
  publicDraw,
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
import { toField, type VectorField } from '../vectors/generate.ts';

function load<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`../vectors/${name}`, import.meta.url), 'utf8')) as T;
}

const nodeSha = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');
const b = (h: string): Uint8Array => fromHex(h);

describe('hash vectors', () => {
  const v = load<{
    H: { tag: string; fields: VectorField[]; out: string }[];
    PRF: { key: string; labels: VectorField[]; out: string }[];
  }>('hash.json');

  it.each(v.H)('H($tag, …) = $out', (c) => {
    const fields = c.fields.map(toField);
    expect(toHex(H(c.tag, ...fields))).toBe(c.out);
    expect(nodeSha(encodeFields([c.tag, ...fields]))).toBe(c.out);
  });

  it.each(v.PRF)('PRF = $out', (c) => {
    const labels = c.labels.map(toField);
    expect(toHex(PRF(b(c.key), ...labels))).toBe(c.out);
    expect(createHmac('sha256', b(c.key)).update(encodeFields(labels)).digest('hex')).toBe(c.out);
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
    const salt = createHmac('sha256', b(c.privSeed))
      .update(encodeFields(['salt', c.kind, c.index]))
      .digest('hex');
    expect(salt).toBe(c.salt);
    const canon = (x: JsonValue): string => JSON.stringify(x); // these inputs are already canonical
    const fields = [c.kind, c.index, canon(c.context), canon(c.value), b(c.salt)];
    expect(nodeSha(encodeFields(['parley/v1/commit', ...fields]))).toBe(c.commitment);
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
    for (const e of c.elements) expect(toHex(chain.element(e.i))).toBe(e.element);
    // Second path: walk e_3 → e_0 with node:crypto.
    const key = chainKey(c);
    let e = b(c.elements[2]!.element);
    for (let i = 0; i < 3; i++) e = b(nodeSha(encodeFields(['parley/v1/chain', key, e])));
    expect(toHex(e)).toBe(c.tip);
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
      const fields = ['parley/v1/event', e.matchId, e.k, ...e.elements.map(b)];
      expect(nodeSha(encodeFields(fields))).toBe(e.R);
    }
  });

  it('uniform, including a rejected 64-bit value', () => {
    for (const u of v.uniforms) expect(uniform(b(u.R), u.n)).toBe(u.out);
    expect(v.uniforms.some((u) => u.R.startsWith('ff'.repeat(8)) && u.n === 3)).toBe(true);
  });

  it('shuffle and public draw', () => {
    for (const s of v.shuffles) expect(shuffle(b(s.R), s.list)).toEqual(s.out);
    for (const d of v.publicDraws) {
      expect(publicDraw(b(d.R), d.ids)).toEqual({ index: d.index, card: d.card });
    }
  });

  it('private draw and the privSeed commitment', () => {
    for (const d of v.privateDraws) {
      expect(toHex(drawSecret(b(d.privSeed), d.j))).toBe(d.d);
      const hmac = createHmac('sha256', b(d.privSeed)).update(encodeFields(['draw', d.j]));
      expect(hmac.digest('hex')).toBe(d.d);
      expect(privateDrawIndex(b(d.R), b(d.d), d.size)).toBe(d.index);
    }
    const p = v.privCommitment;
    expect(toHex(privCommitment(p.matchId, p.seat, b(p.privSeed)))).toBe(p.out);
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
    expect(v.messages[0]!.message.prev).toBe(v.headerHash);
    v.messages.forEach(({ message, hash }, i) => {
      expect(messageHash(message)).toBe(hash);
      if (i > 0) expect(message.prev).toBe(v.messages[i - 1]!.hash);
    });
  });

  it('signing bytes and signatures agree in node:crypto, WebCrypto and noble', async () => {
    for (const { message, signingBytes: bytes } of v.messages) {
      expect(toHex(signingBytes(message))).toBe(bytes);
      const k = v.keys.find((x) => x.seat === message.from)!;
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
    for (const f of v.fingerprints) expect(keyFingerprint(f.publicKey)).toBe(f.fingerprint);
  });
});
