/** A small seeded generator (mulberry32): the same seed gives the same demo data everywhere. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int(min: number, max: number) {
      return min + Math.floor(next() * (max - min + 1));
    },
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)]!;
    },
    chance(probability: number) {
      return next() < probability;
    },
    /** Picks by weight; weights need not sum to 1. */
    weighted<T>(items: readonly { item: T; weight: number }[]): T {
      const total = items.reduce((sum, entry) => sum + entry.weight, 0);
      let roll = next() * total;
      for (const entry of items) {
        roll -= entry.weight;
        if (roll <= 0) return entry.item;
      }
      return items[items.length - 1]!.item;
    },
  };
}
export type Random = ReturnType<typeof createRandom>;
