// The search sidebar (spec point 2): one GET form, so every refinement works without JavaScript
// (tick, then 'Apply filters'); with JavaScript each change applies at once, the keyword after a
// 300 ms pause, without scrolling. Makes and models are links, so they work either way.
import { useImageFallback } from "~/components/FallbackImage";
import { Form } from "@remix-run/react";
import { pageLinkHtml } from "~/components/PageLink";
import { memo, useEffect, useMemo, useRef, type FormEvent } from "react";
import type { SearchPageData } from "~/models/search.server";
import { KEYWORD_DEBOUNCE_MS, KEYWORD_PLACEHOLDER, MAKES_BEFORE_MORE } from "~/lib/search/view";
import { MAX_KEYWORD_LENGTH } from "~/lib/search/keyword";
import { FacetPanel, usePanelMemory } from "./FacetPanel";
import { ApplyFilters, FacetOptions, applyOnTick } from "./FacetOptions";
import { html, lazyHtml, type Html } from "~/lib/html";
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

  // Values of the search that no visible field carries (a path-only dealer page, a model under
  // a make, a value past a facet's limit) ride along as hidden fields.
  const hidden = Object.entries(data.state.refinements).flatMap(([facet, values]) =>
    (values ?? []).filter((value) => !isShown(data, facet, value)).map((value) => ({ facet, value })),
  );

  const makes = data.makes;
  const [firstMakes, moreMakes] = useMemo(() => [makes.slice(0, MAKES_BEFORE_MORE), makes.slice(MAKES_BEFORE_MORE)], [makes]);

  return (
    <div className="search-sidebar__inner">
      {hydrated && <RecentSearches siteSlug={siteSlug} />}
      <Form method="get" action={data.formAction} id={SEARCH_FORM_ID} ref={formRef} onSubmit={hydrated ? onSubmit : undefined} onChange={applyOnTick(hydrated ? applyNow : undefined)} className="search-form" preventScrollReset>
        {hidden.map((h) => (
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

        {makes.length > 0 && (
          <FacetPanel id="make" title="Make" defaultOpen>
            <MakeCards makes={firstMakes} />
            {moreMakes.length > 0 && (
              <details className="more-makes accordion" open={moreMakes.some((m) => m.selected)}>
                <summary className="toggle-summary">
                  <span className="when-closed">Show all makes</span>
                  <span className="when-open">Hide extra makes</span>
                </summary>
                <MakeCards makes={moreMakes} />
              </details>
            )}
          </FacetPanel>
        )}

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

        {data.panels.map((panel) => (
          <FacetPanel key={panel.facet} id={panel.facet} title={panel.title} defaultOpen={panel.open}>
            <FacetOptions facet={panel.facet} title={panel.title} options={panel.options} idPrefix="f" />
          </FacetPanel>
        ))}

        <ApplyFilters hydrated={hydrated} />
      </Form>
    </div>
  );
}

/** The make cards are links and pictures only: a template's HTML (app/lib/html.ts); the form's
 * useImageFallback swaps a broken logo as FallbackImage would. Memoised, as the facet options are:
 * the sidebar's re-render when the page hydrates does not make their HTML strings. */
const MakeCards = memo(function MakeCards({ makes }: { makes: SearchPageData["makes"] }) {
  return <ul className="make-cards" dangerouslySetInnerHTML={lazyHtml(() => html`${makes.map(makeCardHtml)}`)} />;
});

const removeLabel = (selected: boolean) => (selected ? ", selected: remove" : "");

export function makeCardHtml(make: SearchPageData["makes"][number]): Html {
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

/** Whether a field of the sidebar carries this value: a panel's option, a ticked make or model. A search
 * has a few values and the panels some hundreds of options, so each value looks for its own. */
function isShown(data: SearchPageData, facet: string, value: string): boolean {
  if (data.panels.some((p) => p.facet === facet && p.options.some((o) => o.value === value))) return true;
  if (facet === "make") return data.makes.some((m) => m.selected && m.value === value);
  if (facet === "make_model") return data.makes.some((m) => (m.models ?? []).some((o) => o.selected && o.value === value));
  return false;
}
