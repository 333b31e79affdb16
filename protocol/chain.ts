/**
 * Hash-chain entropy (docs/protocol.md, "Hash chains"; reference design, "Secrets each player
 * holds"). A player's chain of generation `g` is fixed by its master `chainSeed`:
 *
 *     key_g = H("parley/v1/chain-key", matchId, seat, g)
 *     e_N   = H("parley/v1/chain", key_g, PRF(chainSeed, "chain", g))
 *     e_i-1 = H("parley/v1/chain", key_g, e_i)
 *
 * The tip `e_0` is published first; elements are revealed `e_1, e_2, …`, each checked by hashing it
 * back to the previous one. Preimage resistance keeps `e_i+1` unknown after `e_i` is shown; the
 * published tip fixes the whole chain. Binding `matchId` and `seat` into every step means a player
 * cannot copy the opponent's tip (or reuse a chain from another match) and then echo its elements.
 *
 * Every generation has the same length N, so generation `g` serves the overall event indices
 * `g·N + 1 … (g+1)·N` and the switch point is not a choice. See {@link acceptExtension} for the rules
 * that keep extensions free of choices too.
 */
import { equalBytes } from './bytes.ts';
import { fail } from './errors.ts';
import { H, hIterate, PRF, PRF_LABEL, TAG } from './hash.ts';

/** Default chain length: comfortably more random events than the longest plausible match. */
export const DEFAULT_CHAIN_LENGTH = 4096;

/**
 * Shortest chain a session may declare in its setup (docs/protocol.md, "Extension"): a body
 * reveals up to two elements (the one that completes an event and the first of the next) and
 * carries at most one extension, so a generation of one element could not be extended in time.
 * The chain itself ({@link HashChain}) works with any length from 1.
 */
export const MIN_SESSION_CHAIN_LENGTH = 2;

/** Longest chain a peer may declare (bounds the verifier's work at the final reveal). */
export const MAX_CHAIN_LENGTH = 1 << 16;

/** Which chain: the match, the owner's seat and the generation (0 first, +1 per extension). */
export interface ChainId {
  readonly matchId: string;
  readonly seat: string;
  readonly generation: number;
}

/** `key_g = H("parley/v1/chain-key", matchId, seat, generation)`. */
export function chainKey(id: ChainId): Uint8Array {
  return H(TAG.chainKey, id.matchId, id.seat, id.generation);
}

/** One step down the chain: `H("parley/v1/chain", key, element)`. */
export function chainStep(key: Uint8Array, element: Uint8Array): Uint8Array {
  return H(TAG.chain, key, element);
}

/** The seed of generation `g`: `PRF(chainSeed, "chain", g)`. */
export function generationSeed(chainSeed: Uint8Array, generation: number): Uint8Array {
  if (chainSeed.length !== 32) fail('wrong-length', 'chainSeed must be 32 bytes');
  return PRF(chainSeed, PRF_LABEL.chain, generation);
}

function checkLength(length: number): void {
  if (!Number.isSafeInteger(length) || length < 1 || length > MAX_CHAIN_LENGTH) {
    fail('out-of-range', `chain length must be 1..${MAX_CHAIN_LENGTH}`);
  }
}

/** The tip `e_0` of the chain `id` of `length` from `chainSeed`, in `length + 1` hashes. */
export function chainTip(chainSeed: Uint8Array, id: ChainId, length: number): Uint8Array {
  checkLength(length);
  return tipFrom(chainKey(id), chainSeed, id.generation, length);
}

/** {@link chainTip} given the generation's `key_g`. */
function tipFrom(
  key: Uint8Array,
  chainSeed: Uint8Array,
  generation: number,
  length: number,
): Uint8Array {
  return hIterate(TAG.chain, key, chainStep(key, generationSeed(chainSeed, generation)), length);
}

/**
 * The secret side of one chain generation. Creation walks the chain once (N + 1 hashes). By default
 * it keeps every element, in one buffer of 32·(N + 1) bytes (128 KiB for the default chain), so a
 * reveal costs no hash. With `checkpointEvery = C > 1` it keeps a checkpoint every C elements
 * instead and {@link HashChain.element} rebuilds one block at a time: in-order reveals then cost
 * about one more hash each and memory is N/C + C elements. Both give the same elements.
 */
export class HashChain {
  /** The published commitment `e_0`. */
  readonly tip: Uint8Array;
  private readonly key: Uint8Array;
  /** Every element `e_i` at offset 32·i, when `every` is 1. */
  private readonly all: Uint8Array | undefined;
  private readonly checkpoints: Uint8Array[] = [];
  private block: { readonly top: number; readonly items: Uint8Array[] } | undefined;

  private constructor(
    seed: Uint8Array,
    readonly id: ChainId,
    readonly length: number,
    private readonly every: number,
  ) {
    this.key = chainKey(id);
    let e = chainStep(this.key, seed);
    if (every === 1) {
      // e_N at 32·N, then e_(N−1) … e_0 down to offset 0: the walk of hIterate's trail.
      const all = new Uint8Array(32 * (length + 1));
      this.tip = hIterate(TAG.chain, this.key, e, length, all);
      this.all = all;
      return;
    }
    for (let i = length; i >= 0; i--) {
      if (i % every === 0 || i === length) this.checkpoints[Math.ceil(i / every)] = e;
      if (i > 0) e = chainStep(this.key, e);
    }
    this.tip = this.checkpoints[0]!;
  }

  /**
   * Builds generation `id.generation` of the chain seeded by `chainSeed`, keeping every element
   * (`checkpointEvery = 1`, the default) or a checkpoint every `checkpointEvery` elements.
   */
  static create(
    chainSeed: Uint8Array,
    id: ChainId,
    length = DEFAULT_CHAIN_LENGTH,
    checkpointEvery = 1,
  ): HashChain {
    checkLength(length);
    if (!Number.isSafeInteger(checkpointEvery) || checkpointEvery < 1) {
      fail('out-of-range', 'checkpointEvery must be a positive integer');
    }
    return new HashChain(generationSeed(chainSeed, id.generation), id, length, checkpointEvery);
  }

  /** Element `e_i`, `1 ≤ i ≤ length` (a fresh copy). Throws `out-of-range` otherwise. */
  element(i: number): Uint8Array {
    if (!Number.isSafeInteger(i) || i < 1 || i > this.length) {
      fail('out-of-range', `chain element ${i} is outside 1..${this.length}`);
    }
    if (this.all !== undefined) return this.all.slice(32 * i, 32 * i + 32);
    const top = Math.min(Math.ceil(i / this.every) * this.every, this.length);
    if (this.block?.top !== top) this.block = this.buildBlock(top);
    return this.block.items[top - i]!;
  }

  private buildBlock(top: number): { top: number; items: Uint8Array[] } {
    let e = this.checkpoints[Math.ceil(top / this.every)]!;
    const items = [e];
    const bottom = Math.max(1, top - this.every + 1);
    for (let i = top; i > bottom; i--) {
      e = chainStep(this.key, e);
      items.push(e);
    }
    return { top, items };
  }
}

/** What others know about one player's chain: public, immutable, advanced by the accept functions. */
export interface ChainState {
  readonly matchId: string;
  readonly seat: string;
  /** N, shared by every generation. */
  readonly length: number;
  /** Published tips, index = generation. */
  readonly tips: readonly Uint8Array[];
  /** `key_g` of each published generation (derived, cached). */
  readonly keys: readonly Uint8Array[];
  /** Overall index of the last accepted element (0 before the first). */
  readonly last: number;
  /** The last accepted element, or the tip of its generation. */
  readonly head: Uint8Array;
}

/** An extension record: the next generation's tip, bound to the owner's current head. */
export interface ChainExtension {
  readonly generation: number;
  readonly tip: Uint8Array;
  readonly after: Uint8Array;
}

/** The state after a player publishes its tip `e_0` for a chain of `length`. */
export function startChain(
  matchId: string,
  seat: string,
  tip: Uint8Array,
  length = DEFAULT_CHAIN_LENGTH,
): ChainState {
  checkLength(length);
  if (tip.length !== 32) fail('wrong-length', 'chain tip must be 32 bytes');
  const key = chainKey({ matchId, seat, generation: 0 });
  return { matchId, seat, length, tips: [tip], keys: [key], last: 0, head: tip };
}

/** The generation that serves overall event index `k ≥ 1`. */
export function generationOf(state: ChainState, k: number): number {
  return Math.floor((k - 1) / state.length);
}

/**
 * Accepts the owner's element for overall event `k`. Throws `reveal-twice` for an index already
 * revealed, `reveal-out-of-order` for a gap, `chain-exhausted` when `k` needs a generation whose
 * tip was never published, and `chain-mismatch` when the element does not hash to the head.
 */
export function acceptElement(state: ChainState, k: number, element: Uint8Array): ChainState {
  if (!Number.isSafeInteger(k) || k < 1) fail('out-of-range', `chain index ${k} must be ≥ 1`);
  if (k <= state.last) fail('reveal-twice', `element ${k} of ${state.seat} was already revealed`);
  if (k > state.last + 1) {
    fail('reveal-out-of-order', `${state.seat} revealed element ${k}, expected ${state.last + 1}`);
  }
  if (element.length !== 32) fail('wrong-length', 'chain element must be 32 bytes');
  const g = generationOf(state, k);
  const tip = state.tips[g];
  if (tip === undefined) fail('chain-exhausted', `${state.seat} has no chain for event ${k}`);
  const head =
    g === generationOf(state, Math.max(1, state.last)) && state.last > 0 ? state.head : tip;
  if (!equalBytes(chainStep(state.keys[g]!, element), head)) {
    fail('chain-mismatch', `element ${k} of ${state.seat} does not hash to the previous one`);
  }
  return { ...state, last: k, head: element };
}

/**
 * Accepts an extension record. It must name the next generation (`bad-extension` otherwise), carry
 * the owner's current head as `after` (`chain-mismatch`), arrive while the current generation still
 * has an unrevealed element, and before any other player revealed an element for an event the new
 * generation serves (`foreignLast` is the highest such index seen). Because every generation's seed
 * is `PRF(chainSeed, "chain", g)` and lengths are fixed, an honest extension involves no choice; a
 * dishonest tip is caught by {@link checkChainSeed}, and these timing rules deny it any knowledge of
 * the opponent's elements for the events it serves.
 */
export function acceptExtension(
  state: ChainState,
  ext: ChainExtension,
  foreignLast: number,
): ChainState {
  const current = state.tips.length - 1;
  if (ext.generation !== current + 1) {
    fail('bad-extension', `extension must be generation ${current + 1}, got ${ext.generation}`);
  }
  if (!equalBytes(ext.after, state.head)) {
    fail('chain-mismatch', 'extension is not bound to the current head of the chain');
  }
  const firstServed = ext.generation * state.length + 1;
  if (state.last >= firstServed - 1) {
    fail('bad-extension', 'extension published after the current chain was used up');
  }
  if (foreignLast >= firstServed) {
    fail('bad-extension', 'extension published after an opponent revealed an element it serves');
  }
  if (ext.tip.length !== 32) fail('wrong-length', 'extension tip must be 32 bytes');
  const key = chainKey({ matchId: state.matchId, seat: state.seat, generation: ext.generation });
  return { ...state, tips: [...state.tips, ext.tip], keys: [...state.keys, key] };
}

/**
 * Checks a revealed master `chainSeed` against every published tip (throws `chain-mismatch`). Since
 * every accepted element hashes down to a published tip, this proves all of them came from the seed.
 */
export function checkChainSeed(state: ChainState, chainSeed: Uint8Array): void {
  state.tips.forEach((tip, generation) => {
    const key = state.keys[generation] ?? chainKey({ ...state, generation });
    if (!equalBytes(tipFrom(key, chainSeed, generation, state.length), tip)) {
      fail('chain-mismatch', `chainSeed of ${state.seat} does not produce tip ${generation}`);
    }
  });
}
