/**
 * Generates the protocol's test vectors: fixed seeds and inputs → fixed hex outputs. Run once with
 * `node --import tsx test/vectors/generate.ts`; test/protocol/vectors.test.ts then checks the
 * implementation against the stored JSON files, and test/protocol/reference.ts (an independent
 * implementation: node:crypto, BigInt, `canonicalize`) against the same files; the Ed25519 vectors
 * are also checked in Chromium (test/browser/ed25519-vectors.test.ts). Regenerate only on a
 * deliberate protocol version change; the existing files must come out byte-identical.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  H,
  HashChain,
  PRF,
  Transcript,
  commit,
  commitChoice,
  drawSecret,
  eventRandomness,
  headerHash,
  keyFingerprint,
  messageHash,
  pickFirst,
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
import { ORDER8, smallOrderSignature } from '../helpers/small-order-signature.ts';

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

function choiceVectors(): unknown {
  const inputs = [
    { matchId: 'match-0001', seat: 'A', round: 1, choice: 'rock', label: 'choice A 1' },
    { matchId: 'match-0001', seat: 'B', round: 1, choice: 'paper', label: 'choice B 1' },
    { matchId: 'match-0001', seat: 'A', round: 2, choice: 'scissors', label: 'choice A 2' },
    { matchId: 'match-0002', seat: 'A', round: 1, choice: 'rock', label: 'choice A 1' },
    { matchId: 'match-0001', seat: 'B', round: 0, choice: 'warrior', label: 'class B' },
    { matchId: 'match-0001', seat: 'A', round: 3, choice: 'é😀', label: 'choice A 3' },
  ];
  const commitments = inputs.map(({ label, ...ctx }) => {
    const salt = hex(label);
    return { ...ctx, salt, commitment: commitChoice(ctx, ctx.choice, Buffer.from(salt, 'hex')) };
  });
  const coins = [
    ...[0, 1, 2, 3, 4, 5].map((i) => ({ matchId: 'match-0001', seats: ['A', 'B'], i })),
    ...[0, 1, 2, 3, 4, 5].map((i) => ({ matchId: 'match-0003', seats: ['A', 'B', 'C'], i })),
  ];
  const firsts = coins.map(({ matchId, seats, i }) => {
    const salts = seats.map((seat) => hex(`coin ${matchId} ${seat} ${i}`));
    const coin = toHex(H('parley/v1/coin', matchId, ...salts.map((x) => Buffer.from(x, 'hex'))));
    return { matchId, seats, salts, coin, first: pickFirst(matchId, seats, salts) };
  });
  return { commitments, pickFirst: firsts };
}

/** RFC 8032 §7.1, Ed25519: TEST 1, TEST 2, TEST 3 and TEST SHA(abc) (constants, not computed). */
const RFC8032 = [
  {
    name: 'TEST 1',
    secretKey: '9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60',
    publicKey: 'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
    message: '',
    signature: 'e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b',
  },
  {
    name: 'TEST 2',
    secretKey: '4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb',
    publicKey: '3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c',
    message: '72',
    signature: '92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00',
  },
  {
    name: 'TEST 3',
    secretKey: 'c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7',
    publicKey: 'fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025',
    message: 'af82',
    signature: '6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a',
  },
  {
    name: 'TEST SHA(abc)',
    secretKey: '833fe62409237b9d62ec77587520911e9a759cec1d19755b7da901b96dca3d42',
    publicKey: 'ec172b93ad5e563bf4932c70e1245034c35467ef2efd4d64ebf819683467e2bf',
    message: 'ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f',
    signature: 'dc2a4459e7369633a52b1bf277839a00201009a3efbf3ecb69bea2186c26b58909351fc9ac90b3ecfdfbc7c66431e0303dca179c138ac17ad9bef1177331a704',
  },
];

/**
 * A signature by RFC 8032 TEST 1's key whose R carries an order-8 point (test/helpers/small-order-signature.ts):
 * the cofactored equation accepts it, the cofactorless rule the protocol requires (docs/protocol.md,
 * "Signatures") refuses it.
 */
function smallOrderR(): unknown {
  const { publicKey, message, signature } = smallOrderSignature(Buffer.from(RFC8032[0]!.secretKey, 'hex'));
  return { publicKey: toHex(publicKey), message: toHex(message), signature: toHex(signature), torsion: ORDER8 };
}

function ed25519Vectors(): unknown {
  return { rfc8032: RFC8032, smallOrderR: smallOrderR() };
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
    'choice.json': choiceVectors(),
    'ed25519.json': ed25519Vectors(),
  };
  for (const [name, data] of Object.entries(files)) {
    writeFileSync(`${dir}${name}`, JSON.stringify(data, null, 2) + '\n');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await generate();
