// The action bar: enquire, test drive, history report, finance, trade-in, Reserve Now; or, for a
// sold car, 'Find Me Something Similar'. The target pages belong to the lead forms. A template's HTML
// (app/lib/html.ts; issue 18): its links are PageLinks, and the history report (a PDF) a plain link.
import { memo } from "react";
import { pageLinkHtml } from "~/components/PageLink";
import { html, IN_DOCUMENT, lazyHtml } from "~/lib/html";
import type { VehicleAction } from "~/lib/vehicle-actions";

/** The analytics event a click on the action records (app/lib/analytics/beacon.ts). */
const EVENT: Partial<Record<VehicleAction["key"], string>> = { "history-report": "history-report", finance: "finance-quote" };

const STYLE: Record<VehicleAction["key"], string> = {
  enquire: "btn",
  "test-drive": "btn btn--outline",
  "history-report": "btn btn--outline",
  finance: "btn btn--outline",
  "trade-in": "btn btn--outline",
  reserve: "btn btn--accent",
  "find-similar": "btn",
};

/** Null actions: the document's HTML holds them (VehicleSent), and the browser keeps it. */
export const ActionBar = memo(function ActionBar({ actions }: { actions: readonly VehicleAction[] | null }) {
  return <ul className="action-bar" aria-label="Vehicle actions" dangerouslySetInnerHTML={lazyHtml(() => (actions === null ? IN_DOCUMENT : actionsHtml(actions)))} />;
});

function actionsHtml(actions: readonly VehicleAction[]) {
  return html`${actions.map((action) => {
    const props = { className: STYLE[action.key], "data-event": EVENT[action.key] };
    const link =
      action.key === "history-report"
        ? html`<a class="${props.className}" href="${action.href}" target="_blank" rel="noopener noreferrer" data-event="${props["data-event"]}">${action.label}</a>`
        : pageLinkHtml(action.href, props, action.label);
    return html`<li class="action-bar__item action-bar__item--${action.key}">${link}</li>`;
  })}`;
}
