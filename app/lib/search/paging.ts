// Paging of search results: the page a URL asks for, and its result offset.
import { MAX_PAGE, clampPage } from "./state";

/**
 * The page a URL's `page` asks for. Only a clean integer above 1 ('2', '17') counts; '0', '-1',
 * '1.5', '02', '+2', '1e3', '' and words are page 1. A huge clean integer is clamped to
 * MAX_PAGE (an empty last page, not an absurd offset).
 */
export function parsePage(raw: string | null | undefined): number {
  if (typeof raw !== "string" || !/^[1-9]\d*$/.test(raw)) return 1;
  return raw.length > String(MAX_PAGE).length ? MAX_PAGE : Math.min(Number(raw), MAX_PAGE);
}

/** The result offset of a 1-based page; a bad page is page 1. */
export function pageToOffset(page: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  return (clampPage(page) - 1) * pageSize;
}
