// Seeded randomness for the scan videos: the same options give the same bytes on every run and machine.

/** mulberry32: a small, fast 32-bit PRNG; returns floats in [0, 1). */
export function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TABLE_BITS = 16;

/**
 * Per-pixel Gaussian noise, fast enough for 100 million draws: a table of 65,536 standard normal values
 * (Box–Muller, from the seeded PRNG), built once, then read at positions from a xorshift32 generator.
 */
export function createNoiseTable(seed) {
  const random = createRandom(seed);
  const table = new Float32Array(1 << TABLE_BITS);
  for (let i = 0; i < table.length; i += 2) {
    const radius = Math.sqrt(-2 * Math.log(1 - random()));
    const angle = 2 * Math.PI * random();
    table[i] = radius * Math.cos(angle);
    table[i + 1] = radius * Math.sin(angle);
  }
  return table;
}

/** A stream of standard normal values from `table`, its own for each seed (so each frame can have its own). */
export function createNoiseStream(table, seed) {
  let state = Math.imul(seed + 1, 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return table[(state >>> 0) >>> (32 - TABLE_BITS)];
  };
}
