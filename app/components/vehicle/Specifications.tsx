// The specifications table and the feature list: a template's HTML (app/lib/html.ts; issue 18), as
// nothing in them hydrates.
import { memo } from "react";
import { html, IN_DOCUMENT, lazyHtml } from "~/lib/html";

type Rows = ReadonlyArray<{ label: string; value: string }>;

/** Null rows and features: the document's HTML holds them (VehicleSent), and the browser keeps it. */
export const Specifications = memo(function Specifications({ rows, features }: { rows: Rows | null; features: readonly string[] | null }) {
  return (
    <section
      className="vehicle-section"
      aria-labelledby="specs-heading"
      dangerouslySetInnerHTML={lazyHtml(() => (rows === null || features === null ? IN_DOCUMENT : specificationsHtml(rows, features)))}
    />
  );
});

function specificationsHtml(rows: Rows, features: readonly string[]) {
  return html`<h2 id="specs-heading">Specifications</h2>\
<table class="spec-table"><tbody>${rows.map((row) => html`<tr><th scope="row">${row.label}</th><td>${row.value}</td></tr>`)}</tbody></table>\
${features.length > 0 && html`<h3>Features</h3><ul class="feature-list">${features.map((f) => html`<li>${f}</li>`)}</ul>`}`;
}
