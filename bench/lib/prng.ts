/**
 * Seeded randomness for the synthetic dataset and the benchmark URL lists. Everything the bench
 * produces must be reproducible from `--seed`, so nothing here touches Math.random.
 */

/** sfc32: small, fast, and good enough statistically for synthetic data (not for secrets). */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string) {
    // Spread the seed with a string hash so that seeds 1 and 2 give unrelated streams.
    const h = hashString(String(seed));
    this.a = h[0]!;
    this.b = h[1]!;
    this.c = h[2]!;
    this.d = h[3]!;
    for (let i = 0; i < 15; i++) this.next();
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick() de uma lista vazia');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Fisher-Yates, in place; returns the same array for chaining. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }

  /** A derived, independent stream (so adding draws in one phase does not shift another). */
  fork(label: string): Rng {
    return new Rng(`${this.next()}:${label}`);
  }
}

/** cyrb128: 4 x 32-bit seed words from a string. */
function hashString(str: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

/**
 * Draws indexes 0..n-1 with probability proportional to the given weights, by binary search
 * over the cumulative sums (O(log n) per draw; the generator makes tens of millions of draws).
 */
export class WeightedSampler {
  private readonly cumulative: Float64Array;
  private readonly total: number;

  constructor(weights: ArrayLike<number>) {
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    for (let i = 0; i < weights.length; i++) {
      sum += weights[i]!;
      this.cumulative[i] = sum;
    }
    if (!(sum > 0)) throw new Error('WeightedSampler: soma dos pesos deve ser positiva');
    this.total = sum;
  }

  get size(): number {
    return this.cumulative.length;
  }

  sample(rng: Rng): number {
    const x = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Share of the total carried by index i (used to report expected frequencies). */
  share(i: number): number {
    const prev = i === 0 ? 0 : this.cumulative[i - 1]!;
    return (this.cumulative[i]! - prev) / this.total;
  }
}

/**
 * Zipf-Mandelbrot weights 1/(r+q)^s for ranks 1..n: a few very common words and a long tail of
 * rare ones. q > 0 flattens the head, as in real text once function words are set aside (the
 * commonest content word of a classifieds site is in a fraction of the ads, not in all of them).
 */
export function zipfWeights(n: number, s: number, q = 0): Float64Array {
  const w = new Float64Array(n);
  for (let r = 0; r < n; r++) w[r] = 1 / Math.pow(r + 1 + q, s);
  return w;
}
