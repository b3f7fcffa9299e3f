// The sort select (spec point 2: Most Relevant, Latest, Highest Price, Lowest Price, and the km and
// subscription sorts where the site has them). It belongs to the sidebar's GET form, so without
// JavaScript it is sent with the 'Sort' button. With JavaScript a pick with the pointer applies at
// once; arrow keys only move the choice (each press would otherwise run a search) and Enter or
// leaving the select applies it.
import { useEffect, useRef, useState } from "react";
import { SEARCH_FORM_ID } from "./SearchSidebar";

interface Props {
  sort: { current: string; options: readonly { key: string; label: string }[] };
  hydrated: boolean;
  onChange: () => void;
  /** The GET form it belongs to (the parts search has its own). */
  formId?: string;
}

export function SortSelect({ sort, hydrated, onChange, formId = SEARCH_FORM_ID }: Props) {
  const [value, setValue] = useState<string>(sort.current);
  useEffect(() => setValue(sort.current), [sort.current]);
  const byKeyboard = useRef(false);
  const applyIfChanged = (chosen: string) => {
    if (chosen !== sort.current) onChange();
  };
  return (
    <div className="sort-select">
      <label htmlFor="search-sort">Sort by</label>
      <select
        id="search-sort"
        name="sortBy"
        form={formId}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          if (hydrated && !byKeyboard.current) applyIfChanged(e.target.value);
        }}
        onKeyDown={(e) => {
          byKeyboard.current = e.key !== "Enter";
          if (e.key === "Enter" && hydrated) applyIfChanged(e.currentTarget.value);
        }}
        onPointerDown={() => (byKeyboard.current = false)}
        onBlur={(e) => hydrated && byKeyboard.current && applyIfChanged(e.currentTarget.value)}
      >
        {sort.options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" form={formId} className="btn btn--small btn--outline">
          Sort
        </button>
      )}
    </div>
  );
}
