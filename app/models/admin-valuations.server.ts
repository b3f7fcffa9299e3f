// The dealer's valuations at /admin/valuations, behind the inbox's password: every valuation of the
// group's sites (offered, declined, accepted, rejected with the visitor's reason), newest first, so
// a dealer sees the trade-ins that never became a lead too.
import type { AppLoadContext } from "@remix-run/node";
import type { Valuation, ValuationStatus } from "../../server/valuation/port";
import { zoneForState } from "~/lib/forms/booking-slots";
import { formatLocalTime } from "~/lib/dates";
import { basisText, DECLINED_TEXT, rangeText } from "~/lib/valuation/result-text";
import { distanceUnit, formatPrice } from "~/lib/locale";
import { primaryLocation } from "./layout.server";
import { requireAdmin } from "./admin-leads.server";

export const VALUATIONS_PAGE_SIZE = 100;

export const VALUATION_STATUS_LABEL: Readonly<Record<ValuationStatus, string>> = {
  offered: "Offered",
  declined: "No price given",
  accepted: "Accepted",
  rejected: "Rejected",
};

export interface ValuationRow {
  id: string;
  created: string;
  site: string;
  purpose: string;
  vehicle: string;
  rego: string | null;
  odometer: string;
  condition: string;
  price: string;
  basis: string;
  status: ValuationStatus;
  statusLabel: string;
  reason: string | null;
  leadId: string | null;
  carSlug: string | null;
}

function row(v: Valuation, when: (d: Date) => string, unit: string, locale: string): ValuationRow {
  const { vehicle, details, result } = v;
  const range = rangeText(result);
  return {
    id: v.id,
    created: when(v.createdAt),
    site: v.siteSlug,
    purpose: v.purpose === "sell" ? "Sell My Car" : "Trade-in",
    vehicle: [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(" "),
    rego: vehicle.rego ? [vehicle.rego, vehicle.state].filter(Boolean).join(" ") : null,
    odometer: `${details.odometer.toLocaleString(locale)} ${unit}`,
    condition: details.condition,
    price: range && result.kind === "priced" ? `${range} (guide ${formatPrice(result.guide)})` : DECLINED_TEXT,
    basis: basisText(result),
    status: v.status,
    statusLabel: VALUATION_STATUS_LABEL[v.status],
    reason: v.rejectReason ? [v.rejectReason, v.rejectComment].filter(Boolean).join(": ") : null,
    leadId: v.leadId,
    carSlug: v.carSlug,
  };
}

export async function valuationsAdmin(context: AppLoadContext, request: Request) {
  const entry = context.site;
  await requireAdmin(context, request);
  const list = await context.services.valuations.list({ groupSlug: entry.group.group.slug, limit: VALUATIONS_PAGE_SIZE });
  const zone = zoneForState(primaryLocation(entry.locations)?.address.state ?? entry.site.state, entry.site.locale);
  const unit = distanceUnit(entry.site.locale);
  return { rows: list.map((v) => row(v, (d) => formatLocalTime(d, zone, entry.site.locale), unit, entry.site.locale)) };
}
