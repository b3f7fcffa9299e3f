// The session journey without JavaScript: two first-party cookies the journey pixel sets
// (server/journey-pixel.ts) and the lead action reads when a form's hidden fields arrive empty. The
// values are the visitor's input: size-capped, read defensively, anything unreadable ignored
// (docs/decisions/2026-11-27-attribution.md).
import { parse, serialize } from "cookie";
import {
  CONTROL_CHARS,
  FIRST_PAGE_QUERY_TTL_MS,
  TRACKING_PARAMS,
  nextFirstPageQuery,
  pagePath,
  parseVisitedPages,
  readStoredFirstPageQuery,
  recordVisit,
  type StoredFirstPageQuery,
} from "./session-journey";

export const VISITED_PAGES_COOKIE = "visited_pages";
export const FIRST_PAGE_QUERY_COOKIE = "first_page_query";
/** Encoded bytes of one cookie's value: under the browsers' 4,096 per cookie, name and attributes included. */
export const MAX_COOKIE_BYTES = 3_000;

export interface JourneyCookies {
  visitedPages: string[];
  firstPageQuery: StoredFirstPageQuery | null;
}

// Percent-encoding, except the path characters a cookie value may hold as they are (/ ? = & : @),
// which roughly halves a path's bytes. Decoding is the cookie package's decodeURIComponent.
const encode = (value: string) => encodeURIComponent(value).replace(/%(?:2F|3F|3D|26|3A|40)/g, (escape) => decodeURIComponent(escape));

/** The journey cookies of a request's Cookie header; a missing, oversized or garbled value is none. */
export function readJourneyCookies(header: string | null, now: number): JourneyCookies {
  const cookies = parse(header ?? "");
  const value = (name: string) => {
    const raw = cookies[name]; // decoded: a %00 is a NUL by now
    return raw !== undefined && raw.length <= MAX_COOKIE_BYTES ? raw.replace(CONTROL_CHARS, "") : null;
  };
  return {
    visitedPages: parseVisitedPages(value(VISITED_PAGES_COOKIE)),
    firstPageQuery: readStoredFirstPageQuery(value(FIRST_PAGE_QUERY_COOKIE), now),
  };
}

/** The newest pages that fit the byte cap. */
function fitPages(pages: string[]): string[] {
  const kept = [...pages];
  while (kept.length > 0 && encode(JSON.stringify(kept)).length > MAX_COOKIE_BYTES) kept.shift();
  return kept;
}

/** The query as stored, campaign parameters first, as many as fit the byte cap. */
function fitQuery(query: StoredFirstPageQuery): StoredFirstPageQuery {
  const rank = (name: string) => ((TRACKING_PARAMS as readonly string[]).includes(name) ? 0 : 1);
  const ordered = Object.entries(query.params).sort(([a], [b]) => rank(a) - rank(b));
  const params: Record<string, string> = {};
  for (const [name, value] of ordered) {
    params[name] = value;
    if (encode(JSON.stringify({ params, savedAt: query.savedAt })).length > MAX_COOKIE_BYTES) delete params[name];
  }
  return { params, savedAt: query.savedAt };
}

/**
 * The Set-Cookie values after the visitor saw this page, a same-site path with its query (none when
 * nothing changed): the page joins the visited pages (a cookie of the browser session, like the
 * session storage it stands in for), and the first-page query follows its one rule
 * (nextFirstPageQuery), kept 30 days. Secure when the site was reached over HTTPS.
 */
export function recordPageView(page: string, header: string | null, options: { now: number; secure: boolean }): string[] {
  const path = pagePath(page);
  if (!path) return [];
  const current = readJourneyCookies(header, options.now);
  const url = new URL(path, "http://journey.invalid"); // normalised as a browser's location is
  const cookie = { httpOnly: true, sameSite: "lax", path: "/", secure: options.secure, encode } as const;
  const out: string[] = [];

  const pages = fitPages(recordVisit(current.visitedPages, url.pathname + url.search));
  if (pages.length > 0 && JSON.stringify(pages) !== JSON.stringify(current.visitedPages)) {
    out.push(serialize(VISITED_PAGES_COOKIE, JSON.stringify(pages), cookie));
  }
  const next = nextFirstPageQuery(current.firstPageQuery, url.searchParams, { firstPage: current.visitedPages.length === 0, now: options.now });
  const query = next && fitQuery(next);
  if (query && Object.keys(query.params).length > 0) {
    out.push(serialize(FIRST_PAGE_QUERY_COOKIE, JSON.stringify(query), { ...cookie, maxAge: FIRST_PAGE_QUERY_TTL_MS / 1000 }));
  }
  return out;
}
