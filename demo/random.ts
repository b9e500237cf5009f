// Deterministic pseudo-randomness for the demo engine: the same item always yields the same
// illustrative figures (review counts, poll votes), so a report is stable across runs.

/** FNV-1a 32-bit hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** A float in [min, max] rounded to one decimal. */
  decimal(min: number, max: number): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  /** `count` distinct elements of `list`, in a shuffled order. */
  sample<T>(list: readonly T[], count: number): T[];
}

/** mulberry32: tiny, fast and good enough for demo data. */
export function createRng(seed: number | string): Rng {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    decimal: (min, max) => round1(min + next() * (max - min)),
    pick: (list) => list[Math.floor(next() * list.length)],
    sample: (list, count) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.min(count, copy.length));
    },
  };
}

export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
