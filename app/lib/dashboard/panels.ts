// The dashboard's numbers shaped for its charts, tables and CSV: lead counts folded by the source rule
// into per-day series by category and by source, every day of the range present (a quiet day is a 0).
import type { CarCount, DashboardNumbers, SearchCount } from "../../../server/analytics/dashboard";
import { eachDay, type DateRange } from "./date-range";
import { leadSource } from "./source";

/** One named line of counts, a value per day of the range. */
export interface Series {
  name: string;
  values: number[];
  total: number;
}

export interface DailyBreakdown {
  days: string[];
  /** Per day, over every series. */
  totals: number[];
  /** Largest total first. */
  series: Series[];
}

export interface Bar {
  label: string;
  value: number;
}

export interface DashboardPanels {
  range: DateRange;
  leadsByCategory: DailyBreakdown;
  leadsBySource: DailyBreakdown;
  funnel: Bar[];
  topViewed: Bar[];
  mostEnquired: Bar[];
  searches: Bar[];
}

function breakdown(days: string[], counts: { day: string; name: string; count: number }[]): DailyBreakdown {
  const index = new Map(days.map((d, i) => [d, i]));
  const byName = new Map<string, number[]>();
  const totals = days.map(() => 0);
  for (const { day, name, count } of counts) {
    const i = index.get(day);
    if (i === undefined) continue; // cannot happen: the SQL keeps to the range
    const values = byName.get(name) ?? days.map(() => 0);
    values[i] += count;
    byName.set(name, values);
    totals[i] += count;
  }
  const series = [...byName].map(([name, values]) => ({ name, values, total: values.reduce((a, b) => a + b, 0) }));
  series.sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  return { days, totals, series };
}

export const ANY = "(any)";

/** carTitle: a car's title from its id, or null when the stock no longer holds it. */
export function dashboardPanels(range: DateRange, numbers: DashboardNumbers, carTitle: (id: string) => string | null): DashboardPanels {
  const days = eachDay(range);
  const carBar = ({ carId, count }: CarCount): Bar => {
    const title = carTitle(carId);
    return { label: title ? `${title} (${carId})` : carId, value: count };
  };
  const searchBar = ({ make, model, count }: SearchCount): Bar => ({ label: `${make ?? ANY} ${model ?? ANY}`, value: count });
  const { views, vehicleViews, enquiries, reservations } = numbers.funnel;
  return {
    range,
    leadsByCategory: breakdown(days, numbers.leads.map((r) => ({ day: r.day, name: r.category, count: r.leads }))),
    leadsBySource: breakdown(
      days,
      numbers.leads.map((r) => ({ day: r.day, name: leadSource({ utm_source: r.utm_source, gclid: r.gclid ? "1" : null, fbclid: r.fbclid ? "1" : null }), count: r.leads })),
    ),
    funnel: [
      { label: "Views", value: views },
      { label: "Vehicle views", value: vehicleViews },
      { label: "Enquiries", value: enquiries },
      { label: "Reservations", value: reservations },
    ],
    topViewed: numbers.topViewed.map(carBar),
    mostEnquired: numbers.mostEnquired.map(carBar),
    searches: numbers.searches.map(searchBar),
  };
}

/** The whole dashboard as one long table: panel, day (per-day panels only), name, count. */
export function dashboardCsvRows(panels: DashboardPanels): (string | number)[][] {
  const rows: (string | number)[][] = [["panel", "day", "name", "count"]];
  const daily = (panel: string, b: DailyBreakdown) => {
    for (const s of b.series) s.values.forEach((v, i) => v > 0 && rows.push([panel, b.days[i], s.name, v]));
  };
  const bars = (panel: string, list: Bar[]) => list.forEach((b) => rows.push([panel, "", b.label, b.value]));
  daily("leads by category", panels.leadsByCategory);
  daily("leads by source", panels.leadsBySource);
  bars("funnel", panels.funnel);
  bars("top viewed cars", panels.topViewed);
  bars("most enquired cars", panels.mostEnquired);
  bars("searches by make and model", panels.searches);
  return rows;
}
