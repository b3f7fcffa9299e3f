// The dealer dashboard at /admin and its CSV at /admin/dashboard.csv, behind the inbox's password:
// the signed-in group's numbers over a date range read from the GET query, days in the group's zone.
import type { AppLoadContext } from "@remix-run/node";
import { dashboardNumbers, type DashboardScope } from "../../server/analytics/dashboard";
import { zoneForState } from "~/lib/forms/booking-slots";
import { localDate } from "~/lib/dates";
import { carTitle } from "~/lib/car-title";
import { parseDateRange } from "~/lib/dashboard/date-range";
import { dashboardCsvRows, dashboardPanels, type DashboardPanels } from "~/lib/dashboard/panels";
import { toCsv } from "~/lib/dashboard/csv";
import { primaryLocation } from "./layout.server";
import { requireAdmin } from "./admin-leads.server";

export type DashboardData =
  | { ok: true; timeZone: string; panels: DashboardPanels }
  | { ok: false; timeZone: string; errors: { from?: string; to?: string }; values: { from: string; to: string } };

function scope(context: AppLoadContext): DashboardScope {
  const entry = context.site;
  return {
    groupSlug: entry.group.group.slug,
    siteSlugs: entry.group.sites.map((s) => s.slug),
    timeZone: zoneForState(primaryLocation(entry.locations)?.address.state ?? entry.site.state, entry.site.locale),
  };
}

/** The dashboard's data, with status 400 when the range is bad (the page shows the field's message). */
export async function dashboard(context: AppLoadContext, request: Request): Promise<{ data: DashboardData; status: number }> {
  await requireAdmin(context, request);
  const where = scope(context);
  const query = new URL(request.url).searchParams;
  const parsed = parseDateRange(query.get("from"), query.get("to"), localDate(new Date(), where.timeZone).date);
  if (!parsed.ok) return { data: { ok: false, timeZone: where.timeZone, errors: parsed.errors, values: parsed.values }, status: 400 };
  const numbers = await dashboardNumbers(context.services.db, where, parsed.range);
  const titles = new Map(context.services.search.forSite(context.site).groupCars().map((car) => [String(car.id), carTitle(car)]));
  const panels = dashboardPanels(parsed.range, numbers, (id) => titles.get(id) ?? null);
  return { data: { ok: true, timeZone: where.timeZone, panels }, status: 200 };
}

/** The same numbers as a CSV download; a bad range is a 400 in plain text naming the field. */
export async function dashboardCsv(context: AppLoadContext, request: Request): Promise<Response> {
  const { data } = await dashboard(context, request);
  const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex", "X-Content-Type-Options": "nosniff" };
  if (!data.ok) {
    const message = Object.entries(data.errors).map(([field, text]) => `${field}: ${text}`).join("\n");
    return new Response(`${message}\n`, { status: 400, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  }
  const { from, to } = data.panels.range;
  return new Response(toCsv(dashboardCsvRows(data.panels)), {
    headers: {
      ...headers,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="dashboard-${context.site.group.group.slug}-${from}-to-${to}.csv"`,
    },
  });
}
