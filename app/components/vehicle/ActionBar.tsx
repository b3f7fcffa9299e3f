// The action bar: enquire, test drive, history report, finance, trade-in, Reserve Now; or, for a
// sold car, 'Find Me Something Similar'. The target pages belong to the lead forms.
import { PageLink } from "~/components/PageLink";
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

export function ActionBar({ actions }: { actions: VehicleAction[] }) {
  return (
    <ul className="action-bar" aria-label="Vehicle actions">
      {actions.map((action) => (
        <li key={action.key} className={`action-bar__item action-bar__item--${action.key}`}>
          {action.key === "history-report" ? (
            <a className={STYLE[action.key]} href={action.href} target="_blank" rel="noopener noreferrer" data-event={EVENT[action.key]}>
              {action.label}
            </a>
          ) : (
            <PageLink className={STYLE[action.key]} to={action.href} data-event={EVENT[action.key]}>
              {action.label}
            </PageLink>
          )}
        </li>
      ))}
    </ul>
  );
}
