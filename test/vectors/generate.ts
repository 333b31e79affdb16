/**
 * Generates the protocol's test vectors: fixed seeds and inputs → fixed hex outputs. Run once with
 * `node --import tsx test/vectors/generate.ts`; test/protocol/vectors.test.ts then checks the
 * implementation against the stored JSON files (and a second implementation — node:crypto for
 * SHA-256/HMAC, WebCrypto and noble for Ed25519 — against the same files). Regenerate only on a
 * deliberate protocol version change.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  H,
  HashChain,
  PRF,
  Transcript,
  commit,
  drawSecret,
  eventRandomness,
  headerHash,
  keyFingerprint,
  messageHash,
  privCommitment,
  privateDrawIndex,
  publicDraw,
  publicKeyOf,
  sha256,
  shuffle,
  signingBytes,
  toHex,
  uniform,
  utf8,
  type Body,
  type Field,
  type Header,
  type JsonValue,
} from '../../protocol/index.ts';

/** A hash field as stored in the vectors: bytes as hex, a string, or an integer. */
export type VectorField = { hex: string } | { str: string } | { int: number };

/** Converts a stored field to a hash field. */
export function toField(f: VectorField): Field {
  if ('hex' in f) return Uint8Array.from(Buffer.from(f.hex, 'hex'));
  return 'str' in f ? f.str : f.int;
}

const seed = (label: string): Uint8Array => sha256(utf8(`parley vectors: ${label}`));
const hex = (label: string): string => toHex(seed(label));

function hashVectors(): unknown {
  const cases: { tag: string; fields: VectorField[] }[] = [
    { tag: 'parley/v1/commit', fields: [] },
    { tag: 'parley/v1/chain', fields: [{ hex: hex('a') }, { hex: hex('b') }] },
    { tag: 'parley/v1/event', fields: [{ str: 'match-0001' }, { int: 1 }, { hex: hex('e') }] },
    { tag: 'parley/v1/test', fields: [{ str: '' }, { str: 'é€😀' }, { int: 2 ** 53 - 1 }] },
    { tag: 'parley/v1/test', fields: [{ str: 'ab' }, { str: 'c' }] },
    { tag: 'parley/v1/test', fields: [{ str: 'a' }, { str: 'bc' }] },
  ];
  const h = cases.map((c) => ({ ...c, out: toHex(H(c.tag, ...c.fields.map(toField))) }));
  const prfCases: { key: string; labels: VectorField[] }[] = [
    { key: hex('priv'), labels: [{ str: 'salt' }, { str: 'card' }, { int: 0 }] },
    { key: hex('priv'), labels: [{ str: 'draw' }, { int: 7 }] },
    { key: hex('chain'), labels: [{ str: 'chain' }, { int: 0 }] },
  ];
  const prf = prfCases.map((c) => ({ ...c, out: toHex(PRF(Buffer.from(c.key, 'hex'), ...c.labels.map(toField))) }));
  return { H: h, PRF: prf };
}

function commitVectors(): unknown {
  const inputs: { kind: string; index: number; context: JsonValue; value: JsonValue }[] = [
    { kind: 'card', index: 0, context: { matchId: 'match-0001', owner: 'A', slot: 0 }, value: 'c1' },
    { kind: 'card', index: 17, context: { matchId: 'match-0001', owner: 'B', slot: 17 }, value: 'c9' },
    { kind: 'deck', index: 0, context: { matchId: 'match-0001' }, value: ['a', 'a', 'b'] },
    { kind: 'hidden', index: 3, context: null, value: { id: 'x', n: -5, ok: true } },
  ];
  const privSeed = hex('priv');
  return inputs.map((i) => {
    const c = commit(i.kind, i.context, i.value, { privSeed: Buffer.from(privSeed, 'hex'), index: i.index });
    return { privSeed, ...i, salt: c.opening.salt, commitment: c.commitment };
  });
}

function chainVectors(): unknown {
  return [
    { matchId: 'match-0001', seat: 'A', generation: 0, length: 8 },
    { matchId: 'match-0001', seat: 'B', generation: 0, length: 8 },
    { matchId: 'match-0001', seat: 'A', generation: 1, length: 8 },
    { matchId: 'match-0002', seat: 'A', generation: 0, length: 4096 },
  ].map((id) => {
    const chainSeed = hex(`chain ${id.seat}`);
    const c = HashChain.create(Buffer.from(chainSeed, 'hex'), id, id.length);
    const elements = [1, 2, 3, id.length].map((i) => ({ i, element: toHex(c.element(i)) }));
    return { chainSeed, ...id, tip: toHex(c.tip), elements };
  });
}

function randomVectors(): unknown {
  const events = [1, 2, 1000].map((k) => {
    const elements = [hex(`eA${k}`), hex(`eB${k}`)];
    const R = eventRandomness('match-0001', k, elements.map((e) => Buffer.from(e, 'hex')));
    return { matchId: 'match-0001', k, elements, R: toHex(R) };
  });
  const Rs = [hex('R0'), hex('R1'), 'ff'.repeat(8) + '00'.repeat(24)];
  const uniforms = Rs.flatMap((R) =>
    [1, 2, 3, 6, 30, 52, 1000, 2 ** 32 + 1, 2 ** 53 - 1].map((n) => ({
      R,
      n,
      out: uniform(Buffer.from(R, 'hex'), n),
    })),
  );
  const list = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
  const shuffles = Rs.slice(0, 2).map((R) => ({ R, list, out: shuffle(Buffer.from(R, 'hex'), list) }));
  const deck = ['d3', 'd1', 'd2', 'd1', 'd5', 'd4', 'd1'];
  const publicDraws = Rs.slice(0, 2).map((R) => ({ R, ids: deck, ...publicDraw(Buffer.from(R, 'hex'), deck) }));
  const privSeed = hex('priv');
  const privateDraws = [0, 1, 29].map((j) => {
    const d = drawSecret(Buffer.from(privSeed, 'hex'), j);
    const R = hex(`R private ${j}`);
    const size = 30 - j;
    return { privSeed, j, d: toHex(d), R, size, index: privateDrawIndex(Buffer.from(R, 'hex'), d, size) };
  });
  const priv = { matchId: 'match-0001', seat: 'A', privSeed, out: toHex(privCommitment('match-0001', 'A', Buffer.from(privSeed, 'hex'))) };
  return { events, uniforms, shuffles, publicDraws, privateDraws, privCommitment: priv };
}

async function transcriptVectors(): Promise<unknown> {
  const keys = ['A', 'B'].map((seat) => {
    const secretKey = seed(`key ${seat}`);
    return { seat, secretKey: toHex(secretKey), publicKey: toHex(publicKeyOf(secretKey)) };
  });
  const header: Header = {
    matchId: 'match-0001',
    protocolVersion: 'parley/v1',
    game: { id: 'paragons', rulesVersion: '1', cardSetHash: hex('cards') },
    players: keys.map((k) => ({ seat: k.seat, name: `Player ${k.seat}`, publicKey: k.publicKey })),
  };
  let t = Transcript.start(header);
  const bodies: Body[] = [
    { setup: { chainTip: hex('tipA'), chainLength: 4096, priv: hex('privA') } },
    { setup: { chainTip: hex('tipB'), chainLength: 4096, priv: hex('privB') }, note: 'héllo' },
    { action: { type: 'draw', n: 1 }, chain: [{ k: 1, element: hex('e1') }] },
  ];
  const messages = [];
  for (const [i, body] of bodies.entries()) {
    const k = keys[i % 2]!;
    const m = await t.sign(k.seat, body, hex(`state ${i}`), Buffer.from(k.secretKey, 'hex'), 'noble');
    t = await t.append(m);
    messages.push({ message: m, signingBytes: toHex(signingBytes(m)), hash: messageHash(m) });
  }
  const fingerprints = keys.map((k) => ({ publicKey: k.publicKey, fingerprint: keyFingerprint(k.publicKey) }));
  return { keys, header, headerHash: headerHash(header), messages, fingerprints };
}

/** Writes every vector file next to this script. */
export async function generate(): Promise<void> {
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const files: Record<string, unknown> = {
    'hash.json': hashVectors(),
    'commit.json': commitVectors(),
    'chain.json': chainVectors(),
    'random.json': randomVectors(),
    'transcript.json': await transcriptVectors(),
  };
  for (const [name, data] of Object.entries(files)) {
    writeFileSync(`${dir}${name}`, JSON.stringify(data, null, 2) + '\n');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await generate();
