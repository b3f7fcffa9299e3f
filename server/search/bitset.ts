// Fixed-size bit sets over document numbers: the embedded index answers filters with word-wide
// AND/OR and counts facets with popcounts, which stays fast at 100,000 cars.

export class Bitset {
  readonly words: Uint32Array;
  constructor(readonly size: number) {
    this.words = new Uint32Array((size + 31) >>> 5);
  }

  static full(size: number): Bitset {
    const b = new Bitset(size);
    b.words.fill(0xffffffff);
    b.clearTail();
    return b;
  }

  static from(size: number, test: (doc: number) => boolean): Bitset {
    const b = new Bitset(size);
    for (let i = 0; i < size; i++) if (test(i)) b.add(i);
    return b;
  }

  add(doc: number): void {
    this.words[doc >>> 5] |= 1 << (doc & 31);
  }

  has(doc: number): boolean {
    return (this.words[doc >>> 5] & (1 << (doc & 31))) !== 0;
  }

  clone(): Bitset {
    const b = new Bitset(this.size);
    b.words.set(this.words);
    return b;
  }

  /** In place: this &= other. */
  and(other: Bitset): this {
    const a = this.words;
    const o = other.words;
    for (let i = 0; i < a.length; i++) a[i] &= o[i];
    return this;
  }

  /** In place: this |= other. */
  or(other: Bitset): this {
    const a = this.words;
    const o = other.words;
    for (let i = 0; i < a.length; i++) a[i] |= o[i];
    return this;
  }

  /** In place: this &= ~other. */
  andNot(other: Bitset): this {
    const a = this.words;
    const o = other.words;
    for (let i = 0; i < a.length; i++) a[i] &= ~o[i];
    return this;
  }

  /** In place: every bit flipped (within size). */
  invert(): this {
    const a = this.words;
    for (let i = 0; i < a.length; i++) a[i] = ~a[i];
    this.clearTail();
    return this;
  }

  count(): number {
    let n = 0;
    const a = this.words;
    for (let i = 0; i < a.length; i++) n += popcount(a[i]);
    return n;
  }

  /** |this & other| without building the intersection. */
  countAnd(other: Bitset): number {
    let n = 0;
    const a = this.words;
    const o = other.words;
    for (let i = 0; i < a.length; i++) {
      const w = a[i] & o[i];
      if (w !== 0) n += popcount(w);
    }
    return n;
  }

  /** Calls fn for every set bit in ascending order; stops when fn returns false. */
  forEach(fn: (doc: number) => boolean | void): void {
    const a = this.words;
    for (let i = 0; i < a.length; i++) {
      let w = a[i];
      while (w !== 0) {
        const t = w & -w;
        const doc = (i << 5) + (31 - Math.clz32(t));
        if (fn(doc) === false) return;
        w ^= t;
      }
    }
  }

  toArray(): number[] {
    const out: number[] = [];
    this.forEach((d) => {
      out.push(d);
    });
    return out;
  }

  private clearTail(): void {
    const rest = this.size & 31;
    if (rest !== 0 && this.words.length > 0) this.words[this.words.length - 1] &= (1 << rest) - 1;
  }
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
