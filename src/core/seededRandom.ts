/**
 * A small seeded generator (mulberry32): the same seed gives the same sequence. The counter widget seeds it from
 * env.clock (a fixed clock in tests and the screen matrix gives the same figures every run); the server's seed
 * script uses it so demo data is the same on every seed.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
