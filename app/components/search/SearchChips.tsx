// The refinements in force as removable chips, and 'Clear all' where there is more to clear: the
// car search's toolbar and the parts search's alike. Links, so they work without JavaScript.
import { PageLink } from "~/components/PageLink";

export function SearchChips({ chips, clearHref }: { chips: readonly { label: string; href: string }[]; clearHref: string | null }) {
  return (
    <ul className="search-chips" aria-label="Refinements in force">
      {chips.map((c) => (
        <li key={c.href + c.label}>
          <PageLink to={c.href} className="chip search-chip" preventScrollReset>
            {`${c.label} `}
            <span aria-hidden="true">×</span>
            <span className="visually-hidden"> (remove)</span>
          </PageLink>
        </li>
      ))}
      {clearHref && (
        <li>
          <PageLink to={clearHref} className="search-chips__clear" preventScrollReset>
            Clear all
          </PageLink>
        </li>
      )}
    </ul>
  );
}
