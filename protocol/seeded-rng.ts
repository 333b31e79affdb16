/**
 * A small, fast, seeded pseudo-random generator for simulations: the virtual network's delays and
 * drops, bots' tie-breaking and search, and tests. sfc32 (Chris Doty-Humphrey's Small Fast Counting
 * generator, 32-bit) with its four words seeded through splitmix32. Same seed, same sequence, on
 * every platform.
 *
 * NOT for secrets or for anything the fairness of a match rests on: seeds, salts and keys come from
 * `crypto.getRandomValues` (bytes.ts `randomBytes`), and shared chance from joint randomness
 * (random.ts).
 */

/** A source of numbers in [0, 1). */
export type SeededRng = () => number;

/** The generator for `seed` (any integer; only its low 32 bits count). */
export function seededRng(seed: number): SeededRng {
  let s = seed >>> 0;
  const mix = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = mix();
  let b = mix();
  let c = mix();
  let d = mix();
  return () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
}
