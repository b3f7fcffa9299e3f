// The in-process caches, on lru-cache: a size cap always, a time-to-live where values age, and one
// load in flight per key for values that are loaded asynchronously.
import { LRUCache } from "lru-cache";

export interface CacheLimits {
  /** Most entries kept; the least recently used goes first. */
  max: number;
  /** A value is reused while younger than this; none: until evicted. */
  ttlMs?: number;
  /** The clock for ttlMs; tests inject their own. */
  now?: () => number;
}

// The caches' context is typed by the functions below: lru-cache's own context typing is generic
// over conditional types TypeScript cannot resolve here.
function lruOptions({ max, ttlMs, now }: CacheLimits) {
  return {
    max,
    // lru-cache keeps an entry while its age <= ttl; ours is fresh while younger than ttlMs.
    ...(ttlMs ? { ttl: Math.max(1, ttlMs - 1) } : {}),
    // An injected clock is read on every look-up (lru-cache otherwise caches "now" for 1 ms).
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  };
}

/** Values built synchronously from a key and a context, reused within the limits. */
export function memoCache<V extends object, C>(limits: CacheLimits, build: (key: string, context: C) => V) {
  const cache = new LRUCache<string, V, unknown>({
    ...lruOptions(limits),
    memoMethod: (key, _stale, { context }) => build(key, context as C),
  });
  return (key: string, context: C): V => cache.memo(key, { context });
}

/**
 * Values loaded asynchronously: concurrent misses of a key share one load; a load that answers
 * undefined, or fails, is not kept, so the next call loads again.
 */
export function loadingCache<V extends object, C>(limits: CacheLimits, load: (key: string, context: C) => Promise<V | undefined>) {
  const cache = new LRUCache<string, V, unknown>({
    ...lruOptions(limits),
    fetchMethod: (key, _stale, { context }) => load(key, context as C),
  });
  return (key: string, context: C): Promise<V | undefined> => cache.fetch(key, { context });
}
