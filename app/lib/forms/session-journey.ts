// The session journey sent with a lead as lead_attributes (spec points 3, 4 and 9): the pages the
// visitor saw and the query of the first page (where campaign ids such as gclid and utm_* arrive).
import { safeLocalPath } from "../safe-path";

/** "Visited pages: up to 50 kept; duplicates and consecutive repeats not added." */
export const MAX_VISITED_PAGES = 50;
/** "First-page query expires after 30 days". */
export const FIRST_PAGE_QUERY_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** "Shared links carry gclid, fbclid, utm_source, utm_medium, utm_campaign." */
export const TRACKING_PARAMS = ["gclid", "fbclid", "utm_source", "utm_medium", "utm_campaign"] as const;
export type TrackingParam = (typeof TRACKING_PARAMS)[number];

const MAX_PAGE_LENGTH = 2_000;
const MAX_PARAMS = 50;
const MAX_VALUE_LENGTH = 500;
/** Visitor input in the journey (a query value, a cookie) never carries these to the lead. */
export const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;

/** A page as recorded: a same-site path with its query, never a full URL of another site. */
export function pagePath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  let path = value.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      const url = new URL(path);
      path = url.pathname + url.search;
    } catch {
      return null;
    }
  }
  return path.length > MAX_PAGE_LENGTH ? null : safeLocalPath(path);
}

/** Adds a page unless it is already in the list; keeps the newest 50. */
export function recordVisit(pages: readonly string[], page: string): string[] {
  const path = pagePath(page);
  if (!path || pages.includes(path)) return [...pages];
  return [...pages, path].slice(-MAX_VISITED_PAGES);
}

/** The list read back from storage or a form field (JSON text or an array), cleaned and capped. */
export function parseVisitedPages(raw: unknown): string[] {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  let pages: string[] = [];
  for (const item of value.slice(-MAX_VISITED_PAGES * 2)) {
    const path = pagePath(item);
    if (path) pages = recordVisit(pages, path);
  }
  return pages;
}

/**
 * "ids, slugs and payment keys excluded": a parameter whose name says it is one of those (car_id,
 * slug, payment_intent, client_secret, *_key ...) is not kept.
 */
export function isExcludedParam(name: string): boolean {
  if (/(?:^id|[_-]id|[a-z]Id|^ids?|[_-]ids)$/.test(name)) return true; // id, car_id, carId, ids — not gclid
  const n = name.toLowerCase();
  return n.includes("slug") || n.includes("payment") || n.includes("secret") || n.endsWith("key") || n.includes("token");
}

/** The first page's query as name → value, without excluded parameters; at most 50 short values. */
export function linkedQueryParams(search: string | URLSearchParams): Record<string, string> {
  const params = typeof search === "string" ? new URLSearchParams(search.startsWith("?") ? search.slice(1) : search) : search;
  const out = new Map<string, string>(); // the visitor's names: "constructor" is a name like any other
  for (const [rawName, value] of params) {
    if (out.size >= MAX_PARAMS) break;
    const name = rawName.replace(CONTROL_CHARS, ""); // visitor input: a NUL never reaches the lead
    if (!/^[\w.-]{1,100}$/.test(name) || isExcludedParam(name) || value.length > MAX_VALUE_LENGTH || out.has(name)) continue;
    out.set(name, value.replace(CONTROL_CHARS, ""));
  }
  return Object.fromEntries(out);
}

export interface StoredFirstPageQuery {
  params: Record<string, string>;
  savedAt: number;
}

/** The stored first-page query with its date, or null when missing, unreadable or older than 30 days. */
export function readStoredFirstPageQuery(raw: unknown, now: number): StoredFirstPageQuery | null {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== "object" || value === null) return null;
  const { params, savedAt } = value as Partial<StoredFirstPageQuery>;
  if (typeof savedAt !== "number" || now - savedAt > FIRST_PAGE_QUERY_TTL_MS || now < savedAt - 60_000) return null;
  if (typeof params !== "object" || params === null || Array.isArray(params)) return null;
  const clean: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (typeof v === "string") clean[k] = v;
  return { params: linkedQueryParams(new URLSearchParams(clean)), savedAt };
}

/** The stored first-page query's params, or null when missing, unreadable or older than 30 days. */
export const readFirstPageQuery = (raw: unknown, now: number) => readStoredFirstPageQuery(raw, now)?.params ?? null;

/** Whether a query names a campaign (gclid, fbclid or a utm_* of the spec). */
const hasTrackingParams = (params: Record<string, string>) => TRACKING_PARAMS.some((key) => Boolean(params[key]));

/**
 * The first-page query after a page view, or null to keep what is stored. One rule for the browser's
 * storage and the server's cookie: a page that names a campaign (gclid, fbclid, utm_*) replaces it,
 * since the newest campaign brought the visitor back; otherwise a fresh (30-day) query is never
 * overwritten, and only the first page of a visit may set one (a search refined later in the visit
 * is not where the visitor came from).
 */
export function nextFirstPageQuery(
  stored: StoredFirstPageQuery | null,
  search: string | URLSearchParams,
  page: { firstPage: boolean; now: number },
): StoredFirstPageQuery | null {
  const params = linkedQueryParams(search);
  if (Object.keys(params).length === 0) return null;
  if (hasTrackingParams(params) || (!stored && page.firstPage)) return { params, savedAt: page.now };
  return null;
}

/** The campaign ids among the params, as the payload's own fields. */
export function trackingFields(params: Record<string, string>): Partial<Record<TrackingParam, string>> {
  const out: Partial<Record<TrackingParam, string>> = {};
  for (const key of TRACKING_PARAMS) if (params[key]) out[key] = params[key];
  return out;
}

// Browser storage keys, per site.
export const visitedPagesKey = (site: string) => `dealer:${site}:visited_pages`;
export const firstPageQueryKey = (site: string) => `dealer:${site}:first_page_query`;
export const storedCustomerKey = (site: string) => `dealer:${site}:customer`;
export const successMarkerKey = (site: string) => `dealer:${site}:lead_success`;
export const pendingCustomerKey = (site: string) => `dealer:${site}:pending_customer`;
