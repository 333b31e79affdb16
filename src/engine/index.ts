/** The game-agnostic engine core: contract, multisets, hidden zones, random requests, hashing. */
export * from './types.ts';
export * from './multiset.ts';
export * from './zones.ts';
export * from './random.ts';
export * from './hash.ts';
export * from './driver.ts';
