// The search page (spec point 2): heading and count, the refinements in force, sort, the results
// with promo cards among them, page links, and the sidebar. Shared by /search, the default-path
// variants and /special-offers (/parts/search has its own: components/parts/PartsSearchPage.tsx).
import { useNavigation, useRouteLoaderData } from "@remix-run/react";
import { PageLink } from "~/components/PageLink";
import { ReviewsSection } from "~/components/locations/ReviewsSection";
import locationsCss from "~/styles/locations.css?url";
import { useEffect, useMemo, useRef } from "react";
import type { SearchPageData } from "~/models/search.server";
import type { RootData } from "~/root";
import { carCardHtml, useCardSetting } from "~/components/cars/CarCard";
import { LiveStars, StarsForm } from "~/components/cars/FavouriteStar";
import { html, IN_DOCUMENT, lazyHtml } from "~/lib/html";
import { QuickEnquiry } from "~/components/forms/QuickEnquiry";
import { FIND_SIMILAR_TEXT } from "~/lib/car-card";
import { useHydrated } from "~/components/locations/use-hydrated";
import { localStore } from "~/lib/browser-storage";
import { formatCount } from "~/lib/locale";
import { rememberSearch, readSearchHistory, searchHistoryKey } from "~/lib/search/history";
import { Pagination, RESULTS_HEADING_ID } from "./Pagination";
import { promoCardHtml } from "./PromoCard";
import { SearchSidebar } from "./SearchSidebar";
import { SortSelect } from "./SortSelect";
import { SearchChips } from "./SearchChips";
import { SaveSearchForm } from "~/components/garage/SaveSearchForm";
import { useSearchNavigation, type SearchUrlContext } from "./use-search-navigation";
import { FiltersToggle } from "./FiltersToggle";
import { HydrateLater } from "~/components/HydrateLater";

export function SearchPage({ data }: { data: SearchPageData }) {
  const root = useRouteLoaderData<RootData>("root");
  const siteSlug = root?.site.slug ?? "site";
  const garagePath = root?.site.garagePath ?? null;
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const ctx: SearchUrlContext = useMemo(
    () => ({ formAction: data.formAction, vocabulary: data.vocabulary, urlOptions: data.urlOptions, defaultSort: data.sort.default }),
    [data.formAction, data.vocabulary, data.urlOptions, data.sort.default],
  );
  const go = useSearchNavigation(ctx);
  const sortChanged = () => go(document.getElementById("search-form") as HTMLFormElement | null);

  // Remember this search (non-empty refinements plus path) among the last 5.
  useEffect(() => {
    if (!data.remember) return;
    const key = searchHistoryKey(siteSlug);
    const next = rememberSearch(readSearchHistory(localStore.read(key)), { path: data.canonical, label: data.summary });
    localStore.writeJson(key, next);
  }, [data.remember, data.canonical, data.summary, siteSlug]);

  // The results are one template's HTML (issue 18): the cards do not hydrate; their stars come
  // alive through LiveStars, their links and Quick Enquiry through listeners on the document. In the
  // document's data the cards are left out (items null: searchRouteData); the HTML stays until the
  // results change (resultsKey), when the new data's cards are written.
  const cards = useCardSetting(true);
  const listRef = useRef<HTMLUListElement>(null);
  const { items } = data;
  const grid = useMemo(
    () =>
      items === null || items.length > 0 ? (
        <ul
          className="card-grid search-grid"
          ref={listRef}
          dangerouslySetInnerHTML={lazyHtml(() =>
            items === null
              ? IN_DOCUMENT
              : html`${items.map((item, i) =>
                  item.type === "car" ? html`<li>${carCardHtml(item.car, cards, i < 2)}</li>` : html`<li class="search-grid__promo">${promoCardHtml(item.promo)}</li>`,
                )}`,
          )}
        />
      ) : null,
    // The same results (a reload after a dialog's form) keep their HTML, and the live stars in it.
    [data.resultsKey, cards],
  );
  const results = grid ?? <EmptyResults data={data} />;
  const loading = navigation.state === "loading";
  const noun = data.count === 1 ? "vehicle" : "vehicles";

  return (
    <div className="container search-page">
      <header className="search-head">
        <h1>{data.heading}</h1>
        {data.notice && <p className="alert alert--info">{data.notice}</p>}
        <p className="search-head__count" role="status" aria-live="polite">
          {`${formatCount(data.count)} ${noun}${data.pagination.pages > 1 ? ` · page ${data.pagination.page} of ${data.pagination.pages}` : ""}`}
        </p>
        {garagePath && <SaveSearchForm base={garagePath} label={data.chips.length && data.summary ? data.summary : data.heading} />}
      </header>

      <FiltersToggle sidebarId="search-sidebar" chipCount={data.chips.length} />

      <div className="search-layout">
        <aside className="search-sidebar" id="search-sidebar" aria-label="Refine your search">
          {/* The sidebar and the results hydrate in tasks of their own: with the frame's they were one long task on a phone. */}
          <HydrateLater>
            <SearchSidebar data={data} ctx={ctx} siteSlug={siteSlug} hydrated={hydrated} />
          </HydrateLater>
        </aside>

        <HydrateLater>
          <section className={`search-results${loading ? " search-results--loading" : ""}`} aria-label="Search results" aria-busy={loading}>
            <div className="search-toolbar">
              {data.chips.length > 0 ? <SearchChips chips={data.chips} clearHref={data.clearHref} /> : <span />}
              {data.count > 0 && <SortSelect sort={data.sort} hydrated={hydrated} onChange={sortChanged} />}
            </div>

            <h2 className="visually-hidden" id={RESULTS_HEADING_ID} tabIndex={-1}>
              Results
            </h2>
            {results}
            {grid && cards.star && <StarsForm place={cards.star} />}
            <LiveStars list={listRef} cars={data.stars} />

            <Pagination pagination={data.pagination} />
            {data.dealerReviews && (
              <>
                <link rel="stylesheet" href={locationsCss} />
                <ReviewsSection reviews={data.dealerReviews} />
              </>
            )}
          </section>
        </HydrateLater>
      </div>
    </div>
  );
}


function EmptyResults({ data }: { data: SearchPageData }) {
  return (
    <div className="search-empty">
      <h2>No vehicles match your search</h2>
      <p>Try removing a refinement{data.keyword ? " or a word from your keyword" : ""}, or ask us to find one for you.</p>
      <p className="search-empty__actions">
        {data.clearHref && (
          <PageLink to={data.clearHref} className="btn">
            Show all vehicles
          </PageLink>
        )}
        {/* "No listing found: card offers 'Find Me Something Similar'", as a sold car's card does. */}
        <QuickEnquiry label={FIND_SIMILAR_TEXT} form="find-similar" className="btn btn--outline" />
      </p>
    </div>
  );
}
