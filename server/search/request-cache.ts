// The search request cache (spec point 7: "Requests are cached by key and the cache is trimmed at
// about 10 entries"): the most recently used replies by query key, the oldest dropped first.

export const REQUEST_CACHE_SIZE = 10;

export class RequestCache<V> {
  private entries = new Map<string, V>();
  constructor(readonly max: number = REQUEST_CACHE_SIZE) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Used again: move to the young end.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
  }

  clear(): void {
    this.entries.clear();
  }
}
