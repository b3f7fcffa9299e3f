// The last 5 searches (spec point 2), kept in local storage per site: a JavaScript enhancement,
// rendered only in the browser. The current search is remembered by the page.
import { Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { localStore } from "~/lib/browser-storage";
import { readSearchHistory, searchHistoryKey, type SearchHistoryEntry } from "~/lib/search/history";

export function RecentSearches({ siteSlug }: { siteSlug: string }) {
  const location = useLocation();
  const [entries, setEntries] = useState<SearchHistoryEntry[]>([]);
  useEffect(() => {
    setEntries(readSearchHistory(localStore.read(searchHistoryKey(siteSlug))));
  }, [siteSlug, location.key]);

  const here = location.pathname + location.search;
  const others = entries.filter((e) => e.path !== here);
  if (others.length === 0) return null;
  return (
    <nav className="recent-searches" aria-labelledby="recent-searches-title">
      <h2 id="recent-searches-title" className="recent-searches__title">
        Recent searches
      </h2>
      <ul>
        {others.map((e) => (
          <li key={e.path}>
            <Link to={e.path}>{e.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
