// The search sidebar (spec point 2): one GET form, so every refinement works without JavaScript
// (tick, then 'Apply filters'); with JavaScript each change applies at once, the keyword after a
// 300 ms pause, without scrolling. Makes and models are links, so they work either way.
import { useImageFallback } from "~/components/FallbackImage";
import { Form } from "@remix-run/react";
import { pageLinkHtml } from "~/components/PageLink";
import { memo, useEffect, useRef, type FormEvent } from "react";
import type { SearchPageData } from "~/models/search.server";
import { KEYWORD_DEBOUNCE_MS, KEYWORD_PLACEHOLDER, MAKES_BEFORE_MORE } from "~/lib/search/view";
import { MAX_KEYWORD_LENGTH } from "~/lib/search/keyword";
import { FacetPanel, usePanelMemory } from "./FacetPanel";
import { ApplyFilters, FacetOptions, applyOnTick } from "./FacetOptions";
import { html, IN_DOCUMENT, lazyHtml, type Html } from "~/lib/html";
import { RecentSearches } from "./RecentSearches";
import { useSearchNavigation, type SearchUrlContext } from "./use-search-navigation";

export const SEARCH_FORM_ID = "search-form";

interface Props {
  data: SearchPageData;
  ctx: SearchUrlContext;
  siteSlug: string;
  hydrated: boolean;
}

export function SearchSidebar({ data, ctx, siteSlug, hydrated }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const go = useSearchNavigation(ctx);
  const keywordRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  // A new search came in (a link, back/forward): the keyword box shows it unless the visitor is typing.
  useEffect(() => {
    const input = keywordRef.current;
    if (input && document.activeElement !== input) input.value = data.keyword;
  }, [data.keyword]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Typed before the page came alive: search for it now.
  useEffect(() => {
    const input = keywordRef.current;
    if (hydrated && input && input.value.trim() !== data.keyword.trim()) {
      timer.current = setTimeout(() => go(formRef.current), KEYWORD_DEBOUNCE_MS);
    }
    // Only when the page comes alive.
  }, [hydrated]);

  const applyNow = () => {
    clearTimeout(timer.current);
    go(formRef.current);
  };
  useImageFallback(formRef);
  usePanelMemory(formRef, siteSlug);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyNow();
  };
  const onKeyword = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => go(formRef.current), KEYWORD_DEBOUNCE_MS);
  };

  return (
    <div className="search-sidebar__inner">
      {hydrated && <RecentSearches siteSlug={siteSlug} />}
      <Form method="get" action={data.formAction} id={SEARCH_FORM_ID} ref={formRef} onSubmit={hydrated ? onSubmit : undefined} onChange={applyOnTick(hydrated ? applyNow : undefined)} className="search-form" preventScrollReset>
        {/* Values of the search that no field below carries (hiddenRefinements). */}
        {data.hidden.map((h) => (
          <input key={`${h.facet}-${h.value}`} type="hidden" name={h.facet} value={h.value} />
        ))}

        <FacetPanel id="keyword" title="Keyword search" defaultOpen>
          <div className="search-keyword">
            <label htmlFor="search-keyword" className="visually-hidden">
              Keyword search
            </label>
            <input
              ref={keywordRef}
              id="search-keyword"
              type="search"
              name="query"
              defaultValue={data.keyword}
              placeholder={KEYWORD_PLACEHOLDER}
              maxLength={MAX_KEYWORD_LENGTH}
              autoComplete="off"
              onInput={hydrated ? onKeyword : undefined}
            />
            {/* Enter in the box searches; the button is there for screen readers and for implicit submission. */}
            <button type="submit" className="visually-hidden">
              Search
            </button>
          </div>
        </FacetPanel>

        {(data.makes === null || data.makes.length > 0) && <MakePanel makes={data.makes} sidebarKey={data.sidebarKey} />}

        {data.ranges.map((r) => (
          <FacetPanel key={r.facet} id={r.facet} title={r.title} defaultOpen={r.facet === "price" || r.from !== null || r.to !== null}>
            <fieldset className="range-field">
              <legend className="visually-hidden">{r.title}</legend>
              <label>
                <span>From{r.unit ? ` (${r.unit})` : ""}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  id={`search-${r.facet}-min`}
                  name={`${r.field}_min`}
                  defaultValue={r.from ?? ""}
                  key={`${r.facet}-min-${r.from}`}
                  placeholder={r.min !== null ? String(r.min) : "Min"}
                  min={0}
                  step={r.step}
                  onBlur={hydrated ? (e) => e.currentTarget.value !== String(r.from ?? "") && applyNow() : undefined}
                />
              </label>
              <label>
                <span>To{r.unit ? ` (${r.unit})` : ""}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  id={`search-${r.facet}-max`}
                  name={`${r.field}_max`}
                  defaultValue={r.to ?? ""}
                  key={`${r.facet}-max-${r.to}`}
                  placeholder={r.max !== null ? String(r.max) : "Max"}
                  min={0}
                  step={r.step}
                  onBlur={hydrated ? (e) => e.currentTarget.value !== String(r.to ?? "") && applyNow() : undefined}
                />
              </label>
            </fieldset>
          </FacetPanel>
        ))}

        <FacetPanels panels={data.panels} sidebarKey={data.sidebarKey} />

        <ApplyFilters hydrated={hydrated} />
      </Form>
    </div>
  );
}

// The make cards and the panels' checkboxes are templates' HTML (app/lib/html.ts), null in a document's
// data (its HTML shows them). Each part renders again only when the sidebar's key changes: the page
// hydrating, or a reload of the same search (after a dialog's form), leaves its HTML and what the
// visitor opened in it. The form's useImageFallback swaps a broken logo as FallbackImage would.
const sameSidebar = (a: { sidebarKey: string }, b: { sidebarKey: string }) => a.sidebarKey === b.sidebarKey;

const MakePanel = memo(function MakePanel({ makes }: { makes: SearchPageData["makes"]; sidebarKey: string }) {
  return <FacetPanel id="make" title="Make" defaultOpen html={lazyHtml(() => (makes === null ? IN_DOCUMENT : makePanelHtml(makes)))} />;
}, sameSidebar);

const FacetPanels = memo(function FacetPanels({ panels }: { panels: SearchPageData["panels"]; sidebarKey: string }) {
  return panels.map((panel) => (
    <FacetPanel key={panel.facet} id={panel.facet} title={panel.title} defaultOpen={panel.open}>
      <FacetOptions facet={panel.facet} title={panel.title} options={panel.options} idPrefix="f" />
    </FacetPanel>
  ));
}, sameSidebar);

type MakeCard = NonNullable<SearchPageData["makes"]>[number];

/** The first makes, then the rest under 'Show all makes' (open when one of them is ticked). */
export function makePanelHtml(makes: readonly MakeCard[]): Html {
  const more = makes.slice(MAKES_BEFORE_MORE);
  const extra =
    more.length > 0 &&
    html`<details class="more-makes accordion"${more.some((m) => m.selected) ? html` open=""` : ""}><summary class="toggle-summary">\
<span class="when-closed">Show all makes</span><span class="when-open">Hide extra makes</span></summary><ul class="make-cards">${more.map(makeCardHtml)}</ul></details>`;
  return html`<ul class="make-cards">${makes.slice(0, MAKES_BEFORE_MORE).map(makeCardHtml)}</ul>${extra}`;
}

const removeLabel = (selected: boolean) => (selected ? ", selected: remove" : "");

export function makeCardHtml(make: MakeCard): Html {
  const link = pageLinkHtml(
    make.href,
    { className: "make-card__link", "aria-label": `${make.value}, ${make.count} vehicles${removeLabel(make.selected)}` },
    html`<img src="${make.logo}" alt="" width="56" height="32" loading="lazy"/><span class="make-card__name">${make.value}</span><span class="make-card__count">${make.count}</span>`,
    { preventScrollReset: true },
  );
  const models = make.models && make.models.length > 0 && html`<details class="make-models accordion"${make.models.some((m) => m.selected) ? html` open=""` : ""}>\
<summary class="toggle-summary"><span class="when-closed">Select models</span><span class="when-open">Hide</span><span class="visually-hidden"> ${make.value} models</span></summary>\
<ul class="model-list">${make.models.map((m) => html`<li>${m.selected && html`<input type="hidden" name="make_model" value="${m.value}"/>`}${pageLinkHtml(
    m.href,
    { className: `model-link${m.selected ? " model-link--selected" : ""}`, "aria-label": `${m.value}, ${m.count} vehicles${removeLabel(m.selected)}` },
    html`<span aria-hidden="true" class="model-link__box">${m.selected ? "✓" : ""}</span>${`${m.value} `}<span class="facet-option__count">(${m.count})</span>`,
    { preventScrollReset: true },
  )}</li>`)}</ul></details>`;
  return html`<li class="make-card${make.selected ? " make-card--selected" : ""}">${make.selected && html`<input type="hidden" name="make" value="${make.value}"/>`}${link}${models}</li>`;
}
