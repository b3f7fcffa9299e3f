// The last searches a visitor made (spec point 2: "The last 5 searches (non-empty refinements plus
// path) are remembered"; point 9: "Search history keeps 5"). Kept in the browser's local storage,
// per site; these are the pure rules, the component does the storing.

export const SEARCH_HISTORY_SIZE = 5;
const MAX_PATH_LENGTH = 2000;

export interface SearchHistoryEntry {
  /** Path and query string of the search page. */
  path: string;
  /** One line naming the search (app/lib/search/view.ts searchSummary). */
  label: string;
}

export function searchHistoryKey(siteSlug: string): string {
  return `search-history:${siteSlug}`;
}

function isEntry(e: unknown): e is SearchHistoryEntry {
  if (!e || typeof e !== "object") return false;
  const { path, label } = e as Record<string, unknown>;
  return typeof path === "string" && path.startsWith("/") && !path.startsWith("//") && path.length <= MAX_PATH_LENGTH && typeof label === "string";
}

/** What local storage holds, read defensively: anything malformed is dropped. */
export function readSearchHistory(raw: string | null | undefined): SearchHistoryEntry[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, SEARCH_HISTORY_SIZE) : [];
  } catch {
    return [];
  }
}

/** The newest search first; the same path is kept once; at most 5. */
export function rememberSearch(history: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  if (!isEntry(entry)) return [...history];
  return [entry, ...history.filter((e) => e.path !== entry.path)].slice(0, SEARCH_HISTORY_SIZE);
}
