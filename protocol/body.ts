/**
 * The body convention: optional fields of a message body that carry the fairness layer, so the
 * crypto verifier finds chain elements, commitments, openings and final reveals without knowing any
 * game (docs/protocol.md, "Body convention"). Every other body field belongs to the game and is
 * ignored here. All bytes are lowercase hex.
 *
 *     setup?:   { chainTip, chainLength, priv }         // once per player, before anything below
 *     extend?:  { generation, tip, after }              // next chain generation
 *     chain?:   [{ k, element }, …]                     // own elements, consecutive k
 *     commits?: [{ kind, index, commitment }, …]        // new commitments
 *     opens?:   [opening, …]                            // openings of own earlier commitments
 *     reveal?:  { chainSeed, privSeed }                 // once, at the end
 *
 * A message's fields are applied in that order.
 */
import {
  arrayField,
  asRecord,
  field,
  hexField,
  intField,
  onlyKeys,
  type JsonRecord,
} from './bytes.ts';
import { MAX_CHAIN_LENGTH, MIN_SESSION_CHAIN_LENGTH, type ChainExtension } from './chain.ts';
import { checkKind, decodeOpening, MAX_INDEX, type Opening } from './commit.ts';

/** Field names of the convention; a game must not use them for anything else. */
export const CRYPTO_FIELDS = ['setup', 'extend', 'chain', 'commits', 'opens', 'reveal'] as const;

/** A player's opening move: its chain tip and length and its `H(priv, …, privSeed)`. */
export interface Setup {
  readonly chainTip: Uint8Array;
  readonly chainLength: number;
  readonly priv: Uint8Array;
}

/** One revealed chain element for overall event `k`. */
export interface ChainReveal {
  readonly k: number;
  readonly element: Uint8Array;
}

/** One new commitment, named by (kind, index) within its owner. */
export interface CommitRecord {
  readonly kind: string;
  readonly index: number;
  readonly commitment: Uint8Array;
}

/** The final reveal of a player's two master secrets. */
export interface Reveal {
  readonly chainSeed: Uint8Array;
  readonly privSeed: Uint8Array;
}

/** The decoded crypto fields of one body. */
export interface CryptoBody {
  readonly setup?: Setup;
  readonly extend?: ChainExtension;
  readonly chain?: readonly ChainReveal[];
  readonly commits?: readonly CommitRecord[];
  readonly opens?: readonly Opening[];
  readonly reveal?: Reveal;
}

function decodeSetup(json: unknown): Setup {
  const rec = asRecord(json, 'body.setup');
  onlyKeys(rec, ['chainTip', 'chainLength', 'priv'], 'body.setup');
  return {
    chainTip: hexField(rec, 'chainTip', 'body.setup', 32),
    chainLength: intField(
      rec,
      'chainLength',
      'body.setup',
      MIN_SESSION_CHAIN_LENGTH,
      MAX_CHAIN_LENGTH,
    ),
    priv: hexField(rec, 'priv', 'body.setup', 32),
  };
}

function decodeExtend(json: unknown): ChainExtension {
  const rec = asRecord(json, 'body.extend');
  onlyKeys(rec, ['generation', 'tip', 'after'], 'body.extend');
  return {
    generation: intField(rec, 'generation', 'body.extend', 1, MAX_INDEX),
    tip: hexField(rec, 'tip', 'body.extend', 32),
    after: hexField(rec, 'after', 'body.extend', 32),
  };
}

function decodeChainReveal(json: unknown, i: number): ChainReveal {
  const label = `body.chain[${i}]`;
  const rec = asRecord(json, label);
  onlyKeys(rec, ['k', 'element'], label);
  return { k: intField(rec, 'k', label, 1), element: hexField(rec, 'element', label, 32) };
}

function decodeCommit(json: unknown, i: number): CommitRecord {
  const label = `body.commits[${i}]`;
  const rec = asRecord(json, label);
  onlyKeys(rec, ['kind', 'index', 'commitment'], label);
  return {
    kind: checkKind(field(rec, 'kind', label), `${label}.kind`),
    index: intField(rec, 'index', label, 0, MAX_INDEX),
    commitment: hexField(rec, 'commitment', label, 32),
  };
}

function decodeReveal(json: unknown): Reveal {
  const rec = asRecord(json, 'body.reveal');
  onlyKeys(rec, ['chainSeed', 'privSeed'], 'body.reveal');
  return {
    chainSeed: hexField(rec, 'chainSeed', 'body.reveal', 32),
    privSeed: hexField(rec, 'privSeed', 'body.reveal', 32),
  };
}

function optional<T>(rec: JsonRecord, key: string, decode: (v: unknown) => T): T | undefined {
  return Object.hasOwn(rec, key) ? decode(rec[key]) : undefined;
}

/**
 * Decodes the crypto fields of a body (untrusted JSON), leaving game fields alone. Labelled errors
 * for any malformed crypto field; absent fields stay absent.
 */
export function decodeCryptoBody(body: unknown): CryptoBody {
  const rec = asRecord(body, 'body');
  const out: {
    -readonly [K in keyof CryptoBody]: CryptoBody[K];
  } = {};
  out.setup = optional(rec, 'setup', decodeSetup);
  out.extend = optional(rec, 'extend', decodeExtend);
  out.chain = optional(rec, 'chain', () =>
    arrayField(rec, 'chain', 'body', 64).map(decodeChainReveal),
  );
  out.commits = optional(rec, 'commits', () =>
    arrayField(rec, 'commits', 'body').map(decodeCommit),
  );
  out.opens = optional(rec, 'opens', () =>
    arrayField(rec, 'opens', 'body').map((o, i) => decodeOpening(o, `body.opens[${i}]`)),
  );
  out.reveal = optional(rec, 'reveal', decodeReveal);
  for (const k of CRYPTO_FIELDS) if (out[k] === undefined) delete out[k];
  return out;
}
