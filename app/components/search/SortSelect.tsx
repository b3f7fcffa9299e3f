// The sort select (spec point 2: Most Relevant, Latest, Highest Price, Lowest Price, and the km and
// subscription sorts where the site has them). It belongs to the sidebar's GET form, so without
// JavaScript it is sent with the 'Sort' button; with JavaScript it applies on change.
import type { SearchPageData } from "~/models/search.server";
import { SEARCH_FORM_ID } from "./SearchSidebar";

export function SortSelect({ sort, hydrated, onChange }: { sort: SearchPageData["sort"]; hydrated: boolean; onChange: () => void }) {
  return (
    <div className="sort-select">
      <label htmlFor="search-sort">Sort by</label>
      <select id="search-sort" name="sortBy" form={SEARCH_FORM_ID} defaultValue={sort.current} key={sort.current} onChange={hydrated ? onChange : undefined}>
        {sort.options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" form={SEARCH_FORM_ID} className="btn btn--small btn--outline">
          Sort
        </button>
      )}
    </div>
  );
}
