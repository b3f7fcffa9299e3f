// The session journey in browser storage, sent with a lead as lead_attributes: every page records
// itself (JourneyRecorder, in the root), so this module stays apart from the form's storage and
// rules, which only pages with a form load (issue 18: they were in every page's first JS).
import {
  firstPageQueryKey,
  nextFirstPageQuery,
  parseVisitedPages,
  readFirstPageQuery,
  readStoredFirstPageQuery,
  recordVisit,
  visitedPagesKey,
} from "~/lib/forms/session-journey";
import { localStore, sessionStore } from "~/lib/browser-storage";

/** Records this page in the journey and, by the one first-page query rule, its query. */
export function recordJourney(site: string, location: { pathname: string; search: string }, now = Date.now()): void {
  const pages = parseVisitedPages(sessionStore.read(visitedPagesKey(site)));
  sessionStore.writeJson(visitedPagesKey(site), recordVisit(pages, location.pathname + location.search));
  const stored = readStoredFirstPageQuery(localStore.read(firstPageQueryKey(site)), now);
  const next = nextFirstPageQuery(stored, location.search, { firstPage: pages.length === 0, now });
  if (next) localStore.writeJson(firstPageQueryKey(site), next);
}

export function readJourney(site: string, now = Date.now()) {
  return {
    visitedPages: parseVisitedPages(sessionStore.read(visitedPagesKey(site))),
    linkedQueryParams: readFirstPageQuery(localStore.read(firstPageQueryKey(site)), now) ?? {},
  };
}
