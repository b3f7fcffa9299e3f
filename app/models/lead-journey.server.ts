// A lead's session journey (lead_attributes: visited_pages, linked_query_params) on every path: what the
// browser sent (a form's hidden fields from storage, or an API caller's lead_attributes), else the
// server's journey cookies (a visitor without JavaScript), else the Referer and the form page's query.
import { readJourneyCookies } from "~/lib/forms/journey-cookies";
import { linkedQueryParams, pagePath, parseVisitedPages } from "~/lib/forms/session-journey";

export interface SentJourney {
  visitedPages: unknown;
  /** An object, its JSON text (a form's hidden field) or a query string. */
  linkedQueryParams: unknown;
}

const MAX_SENT_QUERY_LENGTH = 10_000;

function sentParams(raw: unknown): Record<string, string> {
  let value = raw;
  if (typeof value === "string") {
    const text = value.trim();
    if (text.length > MAX_SENT_QUERY_LENGTH) return {};
    if (!text.startsWith("{")) return linkedQueryParams(text);
    try {
      value = JSON.parse(text);
    } catch {
      return {};
    }
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
  const strings = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return linkedQueryParams(new URLSearchParams(strings));
}

/** The journey of the lead this request carries; `pageFallbacks` only for a form post (its Referer and page query). */
export function leadJourney(request: Request, sent: SentJourney, options: { pageFallbacks: boolean; now?: number }) {
  const cookies = readJourneyCookies(request.headers.get("cookie"), options.now ?? Date.now());
  let visitedPages = parseVisitedPages(sent.visitedPages);
  if (visitedPages.length === 0) visitedPages = cookies.visitedPages;
  let params = sentParams(sent.linkedQueryParams);
  if (Object.keys(params).length === 0) params = cookies.firstPageQuery?.params ?? {};
  if (options.pageFallbacks) {
    const referer = pagePath(request.headers.get("referer"));
    if (visitedPages.length === 0 && referer) visitedPages = [referer];
    if (Object.keys(params).length === 0) params = linkedQueryParams(new URL(request.url).searchParams);
  }
  return { visitedPages, linkedQueryParams: params };
}
