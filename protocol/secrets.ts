/**
 * One player's secrets for one match and the body fields they produce (docs/protocol.md, "Secrets
 * and setup"). Holds the two 32-byte master seeds — `chainSeed` (all chain generations) and
 * `privSeed` (salts and draw secrets) — and writes the body-convention fields of body.ts, so a
 * client never assembles them by hand. Seeds come from `crypto.getRandomValues` unless given.
 */
import { randomBytes, toHex } from './bytes.ts';
import {
  DEFAULT_CHAIN_LENGTH,
  HashChain,
  MAX_CHAIN_LENGTH,
  MIN_SESSION_CHAIN_LENGTH,
} from './chain.ts';
import { commit, deriveSalt, type Committed } from './commit.ts';
import type { JsonValue } from './canonical.ts';
import { fail } from './errors.ts';
import { KeyedPrf } from './hash.ts';
import { drawSecret, privCommitment } from './random.ts';

/** Options for {@link PlayerSecrets.create}. */
export interface SecretsOptions {
  readonly chainSeed?: Uint8Array;
  readonly privSeed?: Uint8Array;
  readonly chainLength?: number;
}

/** Body-convention JSON: `setup`. */
export type SetupJson = {
  readonly chainTip: string;
  readonly chainLength: number;
  readonly priv: string;
};

/** Body-convention JSON: one `chain` entry. */
export type ChainRevealJson = {
  readonly k: number;
  readonly element: string;
};

/** Body-convention JSON: `extend`. */
export type ExtendJson = {
  readonly generation: number;
  readonly tip: string;
  readonly after: string;
};

/** Body-convention JSON: one `commits` entry. */
export type CommitJson = {
  readonly kind: string;
  readonly index: number;
  readonly commitment: string;
};

/** A player's secrets for one match. Mutable only in its per-kind commitment counters. */
export class PlayerSecrets {
  private readonly chains = new Map<number, HashChain>();
  private readonly counters = new Map<string, number>();
  private readonly prf: KeyedPrf;

  private constructor(
    readonly matchId: string,
    readonly seat: string,
    readonly chainSeed: Uint8Array,
    readonly privSeed: Uint8Array,
    readonly chainLength: number,
  ) {
    this.prf = new KeyedPrf(privSeed);
  }

  /** Fresh secrets for `seat` in `matchId` (random seeds unless given). */
  static create(matchId: string, seat: string, options: SecretsOptions = {}): PlayerSecrets {
    const chainSeed = options.chainSeed ?? randomBytes(32);
    const privSeed = options.privSeed ?? randomBytes(32);
    if (chainSeed.length !== 32 || privSeed.length !== 32) {
      fail('wrong-length', 'seeds must be 32 bytes');
    }
    const length = options.chainLength ?? DEFAULT_CHAIN_LENGTH;
    if (
      !Number.isSafeInteger(length) ||
      length < MIN_SESSION_CHAIN_LENGTH ||
      length > MAX_CHAIN_LENGTH
    ) {
      fail(
        'out-of-range',
        `a session's chain length must be ${MIN_SESSION_CHAIN_LENGTH}..${MAX_CHAIN_LENGTH}`,
      );
    }
    return new PlayerSecrets(matchId, seat, chainSeed, privSeed, length);
  }

  private chain(generation: number): HashChain {
    let c = this.chains.get(generation);
    if (c === undefined) {
      const id = { matchId: this.matchId, seat: this.seat, generation };
      c = HashChain.create(this.chainSeed, id, this.chainLength);
      this.chains.set(generation, c);
      this.chains.delete(generation - 2);
    }
    return c;
  }

  /**
   * The tip of chain generation `generation` when that generation was already built from
   * {@link chainSeed} (so the tip is known to come from it), else undefined. Builds nothing.
   */
  knownChainTip(generation: number): Uint8Array | undefined {
    return this.chains.get(generation)?.tip;
  }

  /** The `setup` field: chain tip and length, and `H(priv, matchId, seat, privSeed)`. */
  setup(): SetupJson {
    const priv = privCommitment(this.matchId, this.seat, this.privSeed);
    return { chainTip: toHex(this.chain(0).tip), chainLength: this.chainLength, priv: toHex(priv) };
  }

  /** The raw element for overall event `k ≥ 1` (from whichever generation serves it). */
  elementBytes(k: number): Uint8Array {
    if (!Number.isSafeInteger(k) || k < 1) fail('out-of-range', 'event index must be ≥ 1');
    const g = Math.floor((k - 1) / this.chainLength);
    return this.chain(g).element(k - g * this.chainLength);
  }

  /** A `chain` entry revealing the element for event `k`. */
  element(k: number): ChainRevealJson {
    return { k, element: toHex(this.elementBytes(k)) };
  }

  /**
   * The `extend` field to send after revealing `revealed` elements: the next generation's tip,
   * bound to the current head. Send it while the current generation still has an element left.
   */
  extension(revealed: number): ExtendJson {
    const generation = Math.floor(revealed / this.chainLength) + 1;
    const after = revealed === 0 ? this.chain(0).tip : this.elementBytes(revealed);
    return { generation, tip: toHex(this.chain(generation).tip), after: toHex(after) };
  }

  /** `d_j`, the secret of this player's `j`-th private draw. */
  drawSecret(j: number): Uint8Array {
    return drawSecret(this.prf, j);
  }

  /** The salt of commitment (kind, index). */
  salt(kind: string, index: number): Uint8Array {
    return deriveSalt(this.prf, kind, index);
  }

  /** Commits to `value` under the next free index of `kind`; returns it with its `commits` entry. */
  commit(
    kind: string,
    context: JsonValue,
    value: JsonValue,
  ): Committed & { readonly record: CommitJson } {
    const index = this.counters.get(kind) ?? 0;
    const c = commit(kind, context, value, { privSeed: this.prf, index });
    this.counters.set(kind, index + 1);
    return { ...c, record: { kind, index, commitment: c.commitment } };
  }

  /** The `reveal` field: both master seeds, sent once at the end. */
  reveal(): { readonly chainSeed: string; readonly privSeed: string } {
    return { chainSeed: toHex(this.chainSeed), privSeed: toHex(this.privSeed) };
  }
}
