// The parts search page (issue 19): keyword, category/brand/fits-make facets, sort, part cards with
// 'Enquire', page links. One GET form, so every refinement works without JavaScript (tick, then
// 'Apply filters'); with JavaScript a tick or a sort applies at once.
import { Form, Link } from "@remix-run/react";
import { useRef } from "react";
import type { PartsSearchData } from "~/models/parts-search.server";
import { useHydrated } from "~/components/locations/use-hydrated";
import { formatCount } from "~/lib/locale";
import { MAX_KEYWORD_LENGTH } from "~/lib/search/keyword";
import { PARTS_BASE } from "~/lib/parts/search-url";
import { FacetPanel, usePanelMemory } from "~/components/search/FacetPanel";
import { Pagination, RESULTS_HEADING_ID } from "~/components/search/Pagination";
import { SortSelect } from "~/components/search/SortSelect";
import { ApplyFilters, FacetOptions, applyOnTick } from "~/components/search/FacetOptions";
import { SearchChips } from "~/components/search/SearchChips";
import { PartCard } from "./PartCard";
import { PartsNotOnline } from "./PartsNotOnline";
import { FiltersToggle } from "~/components/search/FiltersToggle";

export const PARTS_FORM_ID = "parts-search-form";

export function PartsSearchPage({ data, siteSlug }: { data: PartsSearchData; siteSlug: string }) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const apply = () => formRef.current?.requestSubmit();
  usePanelMemory(formRef, siteSlug);
  const found = data.catalogue;
  if (!found) return <PartsNotOnline heading={data.heading} locations={data.partsLocations} />;
  return (
    <div className="container search-page parts-page">
      <header className="search-head">
        <h1>{data.heading}</h1>
        <p className="search-head__count" role="status" aria-live="polite">
          {`${formatCount(found.count)} ${found.count === 1 ? "part" : "parts"}${found.pagination.pages > 1 ? ` · page ${found.pagination.page} of ${found.pagination.pages}` : ""}`}
        </p>
      </header>

      <FiltersToggle sidebarId="parts-sidebar" chipCount={found.chips.length} />

      <div className="search-layout">
        <aside className="search-sidebar parts-sidebar" id="parts-sidebar" aria-label="Refine your parts search">
          <Form method="get" action={PARTS_BASE} id={PARTS_FORM_ID} ref={formRef} onChange={applyOnTick(hydrated ? apply : undefined)} className="search-form" preventScrollReset>
            <FacetPanel id="parts-keyword" title="Keyword search" defaultOpen>
              <div className="search-keyword">
                <label htmlFor="parts-keyword">Part number, name or brand</label>
                <input id="parts-keyword" type="search" name="query" defaultValue={found.keyword} key={found.keyword} maxLength={MAX_KEYWORD_LENGTH} autoComplete="off" />
                <button type="submit" className="btn btn--outline">
                  Search
                </button>
              </div>
            </FacetPanel>
            {found.panels.map((panel) => (
              <FacetPanel key={panel.facet} id={`parts-${panel.facet}`} title={panel.title} defaultOpen={panel.facet === "category" || panel.options.some((o) => o.selected)}>
                <FacetOptions facet={panel.facet} title={panel.title} options={panel.options} idPrefix="p" />
              </FacetPanel>
            ))}
            <ApplyFilters hydrated={hydrated} />
          </Form>
        </aside>

        <section className="search-results" aria-label="Parts found">
          <div className="search-toolbar">
            {found.chips.length > 0 ? <SearchChips chips={found.chips} clearHref={found.clearHref} /> : <span />}
            {found.count > 0 && <SortSelect sort={found.sort} hydrated={hydrated} onChange={apply} formId={PARTS_FORM_ID} />}
          </div>
          <h2 className="visually-hidden" id={RESULTS_HEADING_ID} tabIndex={-1}>
            Results
          </h2>
          {found.cards.length > 0 ? (
            <ul className="card-grid parts-grid">
              {found.cards.map((card) => (
                <li key={card.partNumber}>
                  <PartCard card={card} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="search-empty">
              <h2>No parts match your search</h2>
              <p>Try another word or remove a refinement, or ask our parts team: they can find the right part for your vehicle.</p>
              <p className="search-empty__actions">
                {found.clearHref && (
                  <Link to={found.clearHref} className="btn">
                    Show all parts
                  </Link>
                )}
                <Link to="/parts-enquiry" className="btn btn--outline">
                  Ask our parts team
                </Link>
              </p>
            </div>
          )}
          <Pagination pagination={found.pagination} />
        </section>
      </div>
    </div>
  );
}
