// A value facet's checkboxes (spec point 2: each value with its count), in a search's GET form: the
// car search's panels and the parts search's alike. With JavaScript a tick applies at once.
// The checkboxes are a template's HTML (app/lib/html.ts): a search page has about a hundred, and
// nothing in them needs hydrating, as one handler on the form (applyOnTick) applies a tick.
import { memo, type FormEvent } from "react";
import { html, IN_DOCUMENT, lazyHtml, type Html } from "~/lib/html";

export interface FacetOption {
  value: string;
  label?: string;
  count: number;
  selected: boolean;
}

interface FacetOptionsProps {
  facet: string;
  title: string;
  options: readonly FacetOption[];
  idPrefix: string;
}

/** Memoised: a re-render of the form with the same options (the page hydrating) makes no HTML string.
 * `options` null: a document's data left them to its HTML (the car search's panels: searchRouteData). */
export const FacetOptions = memo(function FacetOptions(props: Omit<FacetOptionsProps, "options"> & { options: FacetOptionsProps["options"] | null }) {
  const { options } = props;
  return <fieldset className="facet-options" dangerouslySetInnerHTML={lazyHtml(() => (options === null ? IN_DOCUMENT : facetOptionsHtml({ ...props, options })))} />;
});

export function facetOptionsHtml({ facet, title, options, idPrefix }: FacetOptionsProps): Html {
  // The panel's name and the ids' stem once, not per option (a search page writes some 90 options).
  const name = html` name="${facet}"`;
  const stem = `${idPrefix}-${facet}-`;
  return html`<legend class="visually-hidden">${title}</legend>${options.map((o) => {
    const id = `${stem}${o.value}`.replace(/[^A-Za-z0-9_-]/g, "_");
    return html`<div class="facet-option"><input type="checkbox" id="${id}"${name}${o.selected ? CHECKED : ""} value="${o.value}"/>\
<label for="${id}">${o.label ?? o.value} <span class="facet-option__count">(${o.count})</span></label></div>`;
  })}`;
}

const CHECKED = html` checked=""`;

/** With JavaScript, ticking or clearing any facet checkbox in the form applies the search at once: the
 * form's change handler, a prop rather than an effect's listener, so the tick that hydrates a form still
 * waiting for its slice (HydrateLater) is applied too. */
export function applyOnTick(apply: (() => void) | undefined) {
  if (!apply) return undefined;
  return (event: FormEvent<HTMLFormElement>) => {
    const box = event.target;
    if (box instanceof HTMLInputElement && box.type === "checkbox" && box.closest(".facet-options")) apply();
  };
}

/** The GET form's submit button, shown only without JavaScript (with it, a tick applies at once). */
export function ApplyFilters({ hydrated }: { hydrated: boolean }) {
  if (hydrated) return null;
  return (
    <div className="search-form__apply">
      <button type="submit" className="btn btn--block">
        Apply filters
      </button>
    </div>
  );
}
