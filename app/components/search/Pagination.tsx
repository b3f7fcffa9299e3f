// Page links (spec point 2: real links, so paging works without JavaScript).
import { PageLink } from "~/components/PageLink";
import type { SearchPageData } from "~/models/search.server";

/** The results heading, where focus goes after a page link (use-focus-after-navigation). */
export const RESULTS_HEADING_ID = "search-results-heading";

export function Pagination({ pagination }: { pagination: SearchPageData["pagination"] }) {
  if (pagination.pages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages of results" data-focus-after={RESULTS_HEADING_ID}>
      {pagination.prev ? (
        <PageLink to={pagination.prev} rel="prev" className="pagination__step">
          <span aria-hidden="true">‹</span> Previous<span className="visually-hidden"> page</span>
        </PageLink>
      ) : (
        <span className="pagination__step pagination__step--off" aria-hidden="true">
          ‹ Previous
        </span>
      )}
      <ol className="pagination__pages">
        {pagination.links.map((l) =>
          l.type === "gap" ? (
            <li key={l.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={l.page}>
              {l.current ? (
                <span className="pagination__page pagination__page--current" aria-current="page">
                  <span className="visually-hidden">Page </span>
                  {l.page}
                </span>
              ) : (
                <PageLink to={"href" in l ? l.href : "#"} className="pagination__page">
                  <span className="visually-hidden">Page </span>
                  {l.page}
                </PageLink>
              )}
            </li>
          ),
        )}
      </ol>
      {pagination.next ? (
        <PageLink to={pagination.next} rel="next" className="pagination__step">
          Next<span className="visually-hidden"> page</span> <span aria-hidden="true">›</span>
        </PageLink>
      ) : (
        <span className="pagination__step pagination__step--off" aria-hidden="true">
          Next ›
        </span>
      )}
    </nav>
  );
}
