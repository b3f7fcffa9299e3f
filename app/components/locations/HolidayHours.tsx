// 'View Holiday Hours': a list of dates with hours or Closed that scrolls at 16rem. Without JavaScript
// it is a <details> disclosure; with it, a native dialog.
import type { HolidayHoursRow } from "~/lib/locations/holiday-hours";
import { DialogButton } from "~/components/Dialog";
import { useHydrated } from "./use-hydrated";

export const HOLIDAY_HOURS_LABEL = "View Holiday Hours";
export const HOLIDAY_HOURS_TITLE = "Holiday Hours";

function HolidayList({ rows }: { rows: HolidayHoursRow[] }) {
  return (
    // tabIndex: a scrolling region must be reachable by keyboard.
    <ul className="holiday-list" tabIndex={0} aria-label={HOLIDAY_HOURS_TITLE}>
      {rows.map((row) => (
        <li key={row.date}>
          <time dateTime={row.date}>{row.label}</time>
          <span className={row.text === "Closed" ? "holiday-list__closed" : undefined}>{row.text}</span>
        </li>
      ))}
    </ul>
  );
}

export function HolidayHours({ rows, id }: { rows: HolidayHoursRow[]; id: string }) {
  const hydrated = useHydrated();
  if (rows.length === 0) return null;
  if (!hydrated) {
    return (
      <details className="holiday-hours accordion">
        <summary className="btn btn--small btn--outline">{HOLIDAY_HOURS_LABEL}</summary>
        <div className="holiday-hours__panel">
          <p className="holiday-hours__title">{HOLIDAY_HOURS_TITLE}</p>
          <HolidayList rows={rows} />
        </div>
      </details>
    );
  }
  return (
    <DialogButton id={id} label={HOLIDAY_HOURS_LABEL} title={HOLIDAY_HOURS_TITLE} dialogClassName="holiday-dialog">
      <HolidayList rows={rows} />
    </DialogButton>
  );
}
