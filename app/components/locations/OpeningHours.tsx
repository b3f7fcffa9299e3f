// The opening hours list (Mon-Fri; Sat; Sun), the appointment-only note, and 'View Holiday Hours'.
import type { HolidayHoursRow } from "~/lib/locations/holiday-hours";
import type { HoursLine } from "~/lib/locations/opening-hours";
import { HolidayHours } from "./HolidayHours";

export function OpeningHours({
  id,
  lines,
  holidayHours,
  appointmentNote,
  headingLevel = 4,
}: {
  id: string;
  headingLevel?: 2 | 3 | 4;
  lines: HoursLine[];
  holidayHours: HolidayHoursRow[];
  appointmentNote: string | null;
}) {
  if (lines.length === 0 && holidayHours.length === 0 && !appointmentNote) return null;
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  return (
    // A div, not a section: fourteen "Opening hours" regions would crowd the landmark list.
    <div className="opening-hours">
      <Heading id={`${id}-hours`} className="opening-hours__title">
        Opening hours
      </Heading>
      {lines.length > 0 && (
        <dl className="opening-hours__list">
          {lines.map((line) => (
            <div key={line.label} className="opening-hours__row">
              <dt>{line.label}</dt>
              <dd>{line.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {appointmentNote && <p className="opening-hours__note">{appointmentNote}</p>}
      <HolidayHours rows={holidayHours} id={`${id}-holiday-hours`} />
    </div>
  );
}
