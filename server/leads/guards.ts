// Abuse guards for lead creation (issue 5, "Abuse"): cross-site posts are refused, and each client
// may create only so many leads in a window. In memory, per process: a group that runs several
// app servers gets the limit per server, which is still a limit.

export type OriginCheck = { ok: true } | { ok: false; reason: string };

export const CROSS_SITE_MESSAGE = "This form can only be sent from the dealer's own website.";

/**
 * A post is cross-site when the browser says so (Sec-Fetch-Site: cross-site) or when its Origin
 * (or, without one, its Referer) names another host than the one it was sent to or the site's own
 * hosts. A request with neither header is not from a browser form on another site (browsers send
 * Origin on every cross-origin POST), so API clients and tests without them are let through.
 */
export function checkOrigin(request: Request, allowedHosts: readonly string[] = []): OriginCheck {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") return { ok: false, reason: "Sec-Fetch-Site: cross-site" };
  const origin = request.headers.get("origin");
  const referer = request.headers.get("referer");
  const claimed = origin ?? referer;
  if (claimed === null) return { ok: true };
  if (claimed === "null") return { ok: false, reason: "Origin: null" };
  let host: string;
  try {
    host = new URL(claimed).host.toLowerCase();
  } catch {
    return { ok: false, reason: `unreadable ${origin !== null ? "Origin" : "Referer"}` };
  }
  const own = new URL(request.url).host.toLowerCase();
  const allowed = new Set([own, ...allowedHosts.map((h) => h.toLowerCase())]);
  const bare = host.replace(/:\d+$/, "").replace(/^www\./, "");
  if (allowed.has(host) || allowed.has(bare)) return { ok: true };
  return { ok: false, reason: `${origin !== null ? "Origin" : "Referer"} ${host} is not ${own}` };
}

export interface RateWindow {
  limit: number;
  windowMs: number;
}

/**
 * Lead creations per client: a visitor sends a handful of enquiries at most; a script sends
 * hundreds. 5 a minute covers someone enquiring on several cars in a row; 30 an hour, a busy
 * office behind one address.
 */
export const LEAD_RATE_WINDOWS: readonly RateWindow[] = [
  { limit: 5, windowMs: 60_000 },
  { limit: 30, windowMs: 60 * 60_000 },
];

export const RATE_LIMITED_MESSAGE = "You have sent a lot of enquiries in a short time. Please wait a few minutes and try again.";

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Sliding-window counter per key (the client's address), bounded in memory. */
export class RateLimiter {
  private hits = new Map<string, number[]>();
  private readonly longest: number;

  constructor(
    private readonly windows: readonly RateWindow[] = LEAD_RATE_WINDOWS,
    private readonly maxKeys = 50_000,
  ) {
    this.longest = Math.max(...windows.map((w) => w.windowMs));
  }

  /** Counts one creation for key when it is allowed; refuses (and counts nothing) when it is not. */
  consume(key: string, now = Date.now()): RateDecision {
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.longest);
    for (const { limit, windowMs } of this.windows) {
      const inWindow = recent.filter((t) => t > now - windowMs);
      if (inWindow.length >= limit) {
        const retryAt = inWindow[inWindow.length - limit] + windowMs;
        this.hits.set(key, recent);
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((retryAt - now) / 1000)) };
      }
    }
    recent.push(now);
    this.hits.delete(key); // re-insert: the Map's order is then least recently used first
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) this.hits.delete(this.hits.keys().next().value as string);
    return { ok: true };
  }

  get size(): number {
    return this.hits.size;
  }
}

/** The limiter of one set of services (one process), made on first use. */
const limiters = new WeakMap<object, RateLimiter>();
export function leadRateLimiter(owner: object): RateLimiter {
  let limiter = limiters.get(owner);
  if (!limiter) limiters.set(owner, (limiter = new RateLimiter()));
  return limiter;
}
