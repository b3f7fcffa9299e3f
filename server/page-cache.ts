// The rendered-page micro-cache (issue 18, optional; PAGE_CACHE_SECONDS, off by default: see
// docs/decisions/2026-11-27-page-micro-cache.md). For a few seconds it answers a repeated anonymous
// GET of a public page with the bytes rendered for the first, so a burst of visitors to one search
// costs one render. It keeps only what the app already lets a shared cache keep (Cache-Control
// public, no Set-Cookie, a 200 HTML page), never answers a request that carries any cookie or
// credentials, and drops a group's pages when its stock changes. It sits after compression, so it
// holds the uncompressed page and each answer is compressed for its own Accept-Encoding.
import type { RequestHandler, Response } from "express";
import { isbot } from "isbot";
import { LRUCache } from "lru-cache";
import { cspNonce } from "./security-headers";
import { siteOf } from "./unknown-host";
import { isSharedCacheable } from "../app/lib/cache-policy";

export interface PageCacheLimits {
  ttlMs: number;
  /** Most pages kept; the least recently used goes first. */
  maxEntries: number;
  /** Most bytes kept over all pages; a page larger than a tenth of it is never kept. */
  maxBytes: number;
}

export const PAGE_CACHE_LIMITS = { maxEntries: 500, maxBytes: 64 * 1024 * 1024 } as const;
export const PAGE_CACHE_HEADER = "X-Page-Cache";

interface CachedPage {
  group: string;
  headers: [string, string | number | string[]][];
  body: Buffer;
  /** The CSP nonce rendered into the body: each answer gets its own in its place. */
  nonce: string;
}

// Set per request by the middleware before this one (securityHeaders): the answer keeps its own.
const PER_REQUEST_HEADERS = new Set(["content-security-policy", "cross-origin-opener-policy", "content-length", "date", "connection", "transfer-encoding", "keep-alive"]);

export interface PageCache {
  middleware: RequestHandler;
  /** A group's stock changed: its sites' pages are dropped. */
  dropGroup(groupSlug: string): void;
  readonly size: number;
}

export function createPageCache(limits: PageCacheLimits): PageCache {
  const pages = new LRUCache<string, CachedPage>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    maxEntrySize: Math.floor(limits.maxBytes / 10),
    sizeCalculation: (page) => page.body.length + 512,
    ttl: limits.ttlMs,
  });

  const middleware: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" || req.headers.cookie !== undefined || req.headers.authorization !== undefined) return next();
    const group = siteOf(res.locals).group.group.slug;
    // A bot's page is rendered whole before it is sent (app/entry.server.tsx): kept apart.
    const key = `${isbot(req.get("user-agent") ?? "") ? "bot" : "browser"} ${req.protocol}://${(req.get("host") ?? "").toLowerCase()}${req.originalUrl}`;
    const hit = pages.get(key);
    if (hit) return replay(res, hit);
    record(res, (page) => pages.set(key, { ...page, group }));
    next();
  };

  return {
    middleware,
    dropGroup(groupSlug) {
      for (const [key, page] of pages.entries()) if (page.group === groupSlug) pages.delete(key);
    },
    get size() {
      return pages.size;
    },
  };
}

function replay(res: Response, page: CachedPage) {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  res.setHeader(PAGE_CACHE_HEADER, "hit");
  const nonce = cspNonce(res);
  res.status(200).end(nonce === page.nonce ? page.body : Buffer.from(page.body.toString("utf8").replaceAll(page.nonce, nonce)));
}

/** Tees the answer; a cacheable one is handed to keep() when it ends. */
function record(res: Response, keep: (page: Omit<CachedPage, "group">) => void) {
  const chunks: Buffer[] = [];
  let headers: CachedPage["headers"] | null = null;
  let bytes = 0;
  const { writeHead, write, end } = res;
  // The route's headers as they stand before compression adds its own (it runs inside writeHead).
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (cacheable(this)) {
      this.setHeader(PAGE_CACHE_HEADER, "miss");
      headers = Object.entries(this.getHeaders()).filter(([name]) => !PER_REQUEST_HEADERS.has(name)) as CachedPage["headers"];
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  const tee = (chunk: unknown, encoding: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : Buffer.from(chunk as Uint8Array);
    chunks.push(buffer);
    bytes += buffer.length;
  };
  res.write = function (this: Response, chunk: unknown, encoding?: unknown, cb?: unknown) {
    tee(chunk, encoding);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, encoding, cb);
  } as typeof write;
  res.end = function (this: Response, chunk?: unknown, encoding?: unknown, cb?: unknown) {
    tee(chunk, encoding);
    const ended = (end as (...a: unknown[]) => Response).call(this, chunk, encoding, cb); // writes the head if nothing was written
    if (headers && this.statusCode === 200) keep({ headers, body: Buffer.concat(chunks, bytes), nonce: cspNonce(this) });
    return ended;
  } as typeof end;
}

/** What a shared cache may keep: a 200 HTML page marked public, setting no cookie. */
function cacheable(res: Response): boolean {
  const control = String(res.getHeader("cache-control") ?? "");
  return (
    res.statusCode === 200 &&
    res.getHeader("set-cookie") === undefined &&
    isSharedCacheable(control) &&
    /^text\/html\b/.test(String(res.getHeader("content-type") ?? ""))
  );
}
