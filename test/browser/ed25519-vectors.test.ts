/**
 * Ed25519 in Chromium (docs/protocol.md, "Signatures"): the browser's default backend
 * (WebCrypto, which Chromium has) and the noble backend reproduce the stored RFC 8032 and
 * transcript vectors (test/vectors/ed25519.json, transcript.json; Node checks the same files in
 * test/protocol/vectors.test.ts), raw `crypto.subtle` agrees with both, and all of them refuse the
 * crafted signature whose R carries a small-order point (test/protocol/signing.test.ts makes it).
 * The transcript's hashing (prev links, signing bytes) runs here without node:crypto.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { expect } from '@open-wc/testing';
import {
  ed25519IsSync,
  fromHex,
  headerHash,
  messageHash,
  publicKeyOf,
  sign,
  signNow,
  signingBytes,
  toHex,
  verify,
  webCryptoHasEd25519,
  type Header,
  type Message,
} from '../../protocol/index.ts';

interface RfcVector {
  readonly name: string;
  readonly secretKey: string;
  readonly publicKey: string;
  readonly message: string;
  readonly signature: string;
}

interface Ed25519Vectors {
  readonly rfc8032: readonly RfcVector[];
  readonly smallOrderR: {
    readonly publicKey: string;
    readonly message: string;
    readonly signature: string;
  };
}

interface TranscriptVectors {
  readonly keys: readonly { seat: string; secretKey: string; publicKey: string }[];
  readonly header: Header;
  readonly headerHash: string;
  readonly messages: readonly { message: Message; signingBytes: string; hash: string }[];
}

async function load<T>(name: string): Promise<T> {
  const response = await fetch(`/test/vectors/${name}`);
  expect(response.ok, `fetch ${name}`).to.equal(true);
  return (await response.json()) as T;
}

const BACKENDS = ['auto', 'webcrypto', 'noble'] as const;
const b = (hex: string): Uint8Array => fromHex(hex);

/** RFC 8410 PKCS#8 prefix of a raw Ed25519 private key. */
const PKCS8_PREFIX = fromHex('302e020100300506032b657004220420');

/** Signs with `crypto.subtle` directly, not through protocol/ed25519.ts. */
async function subtleSign(message: Uint8Array, secretKey: Uint8Array): Promise<string> {
  const der = new Uint8Array([...PKCS8_PREFIX, ...secretKey]);
  const key = await crypto.subtle.importKey(
    'pkcs8',
    der as BufferSource,
    { name: 'Ed25519' },
    false,
    ['sign'],
  );
  return toHex(
    new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, key, message as BufferSource)),
  );
}

/** Verifies with `crypto.subtle` directly. */
async function subtleVerify(sig: Uint8Array, message: Uint8Array, publicKey: Uint8Array) {
  const key = await crypto.subtle.importKey(
    'raw',
    publicKey as BufferSource,
    { name: 'Ed25519' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    sig as BufferSource,
    message as BufferSource,
  );
}

let ed: Ed25519Vectors;
let tr: TranscriptVectors;

before(async () => {
  ed = await load<Ed25519Vectors>('ed25519.json');
  tr = await load<TranscriptVectors>('transcript.json');
});

describe('Ed25519 vectors in Chromium', () => {
  it('the default backend here is WebCrypto (asynchronous), not a synchronous fallback', async () => {
    expect(await webCryptoHasEd25519()).to.equal(true);
    expect(ed25519IsSync()).to.equal(false);
    expect(ed25519IsSync('noble')).to.equal(true);
    const v = ed.rfc8032[0]!;
    expect(signNow(b(v.message), b(v.secretKey))).to.be.instanceOf(Promise);
  });

  it('reproduces every RFC 8032 vector in the default, WebCrypto and noble backends', async () => {
    expect(ed.rfc8032.length).to.be.greaterThan(3);
    for (const v of ed.rfc8032) {
      expect(toHex(publicKeyOf(b(v.secretKey))), v.name).to.equal(v.publicKey);
      expect(await subtleSign(b(v.message), b(v.secretKey)), v.name).to.equal(v.signature);
      expect(await subtleVerify(b(v.signature), b(v.message), b(v.publicKey))).to.equal(true);
      for (const backend of BACKENDS) {
        const sig = toHex(await sign(b(v.message), b(v.secretKey), backend));
        expect(sig, `${v.name} ${backend}`).to.equal(v.signature);
        const ok = await verify(b(v.signature), b(v.message), b(v.publicKey), backend);
        expect(ok, `${v.name} ${backend}`).to.equal(true);
        const other = await verify(b(v.signature), b(`${v.message}00`), b(v.publicKey), backend);
        expect(other, `${v.name} ${backend}, message changed`).to.equal(false);
      }
    }
  });

  it('reproduces the transcript vectors: prev links, signing bytes and signatures', async () => {
    expect(headerHash(tr.header)).to.equal(tr.headerHash);
    for (const { message, signingBytes: bytes, hash } of tr.messages) {
      expect(messageHash(message)).to.equal(hash);
      expect(toHex(signingBytes(message))).to.equal(bytes);
      const k = tr.keys.find((x) => x.seat === message.from)!;
      expect(toHex(publicKeyOf(b(k.secretKey)))).to.equal(k.publicKey);
      expect(await subtleSign(b(bytes), b(k.secretKey))).to.equal(message.sig);
      for (const backend of BACKENDS) {
        expect(toHex(await sign(b(bytes), b(k.secretKey), backend)), backend).to.equal(message.sig);
        expect(await verify(b(message.sig), b(bytes), b(k.publicKey), backend)).to.equal(true);
        const bad = b(message.sig);
        bad[63]! ^= 0x01;
        expect(await verify(bad, b(bytes), b(k.publicKey), backend), backend).to.equal(false);
      }
    }
  });

  it('every path refuses the signature whose R has a small-order component', async () => {
    const s = ed.smallOrderR;
    const [sig, msg, pk] = [b(s.signature), b(s.message), b(s.publicKey)];
    expect(ed25519.verify(sig, msg, pk), 'noble cofactored verify').to.equal(true); // a real forgery
    expect(await subtleVerify(sig, msg, pk)).to.equal(false);
    for (const backend of BACKENDS) {
      expect(await verify(sig, msg, pk, backend), backend).to.equal(false);
    }
  });
});
