// The search request cache (spec point 7: "Requests are cached by key and the cache is trimmed at
// about 10 entries"): the most recently used replies by query key, the least recently used dropped first.
import { LRUCache } from "lru-cache";

export const REQUEST_CACHE_SIZE = 10;

export const requestCache = <V extends object>(max: number = REQUEST_CACHE_SIZE) => new LRUCache<string, V>({ max });
