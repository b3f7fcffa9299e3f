// The dealer's reservations at /admin/reservations, behind the inbox's password: every reservation
// of the group's sites with its number, car, site, customer, status, amount and hold end, and the
// dealer's three moves (mark sold, release, refund) posted as plain forms through the service.
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { Reservation, ReservationStatus } from "../../server/reservations/port";
import { zoneForState } from "~/lib/forms/booking-slots";
import { amountText, STATUS_LABEL } from "~/lib/reservation-view";
import { formatLocalTime } from "~/lib/dates";
import { primaryLocation } from "./layout.server";
import { requireAdmin } from "./admin-leads.server";

export const RESERVATIONS_PAGE_SIZE = 100;
const STATUSES = Object.keys(STATUS_LABEL) as ReservationStatus[];

/** What the dealer may do to a reservation in each state. */
export type DealerMove = "sold" | "release" | "refund";
export const DEALER_MOVES: Readonly<Record<ReservationStatus, DealerMove[]>> = {
  pending: ["release"],
  paid: ["sold", "release", "refund"],
  sold: ["refund"],
  released: [],
  expired: [],
  refunded: [],
};
const MOVE_DONE: Record<DealerMove, string> = { sold: "marked sold", release: "released", refund: "refunded" };

export interface ReservationRow {
  id: string;
  number: string;
  car: { title: string; slug: string };
  site: string;
  customer: { name: string; email: string; phone: string };
  status: ReservationStatus;
  statusLabel: string;
  amount: string;
  holdEnd: string | null;
  created: string;
  moves: DealerMove[];
}

function row(r: Reservation, when: (d: Date) => string): ReservationRow {
  return {
    id: r.id,
    number: r.number,
    car: { title: r.carTitle, slug: r.carSlug },
    site: r.siteSlug,
    customer: { name: [r.customer.name, r.customer.last_name].filter(Boolean).join(" "), email: r.customer.email, phone: r.customer.phone },
    status: r.status,
    statusLabel: STATUS_LABEL[r.status],
    amount: amountText(r),
    holdEnd: r.holdExpiresAt ? when(r.holdExpiresAt) : null,
    created: when(r.createdAt),
    moves: DEALER_MOVES[r.status],
  };
}

export async function reservationsAdmin(context: AppLoadContext, request: Request) {
  const entry = context.site;
  await requireAdmin(context, request);
  const query = new URL(request.url).searchParams;
  const status = (STATUSES as string[]).includes(query.get("status") ?? "") ? (query.get("status") as ReservationStatus) : null;
  const list = await context.services.reservations.list({ groupSlug: entry.group.group.slug, status: status ?? undefined, limit: RESERVATIONS_PAGE_SIZE });
  const zone = zoneForState(primaryLocation(entry.locations)?.address.state ?? entry.site.state, entry.site.locale);
  const done = query.get("done");
  return {
    status,
    statuses: STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] })),
    rows: list.map((r) => row(r, (d) => formatLocalTime(d, zone, entry.site.locale))),
    notice: done && /^R-[A-Z0-9]{1,20} (marked sold|released|refunded)$/.test(done) ? `Reservation ${done}.` : null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Mark sold / Release / Refund: a plain form post, answered with a redirect back to the list. */
export async function reservationsAdminAction(context: AppLoadContext, request: Request) {
  await requireAdmin(context, request);
  const form = Number(request.headers.get("content-length") ?? 0) > 4096 ? null : await request.formData().catch(() => null);
  const id = String(form?.get("id") ?? "");
  const move = String(form?.get("intent") ?? "") as DealerMove;
  if (!UUID.test(id) || !(move in MOVE_DONE)) return data({ error: "Unknown request." }, { status: 400 });
  const service = context.services.reservations;
  const changed = await (move === "sold" ? service.markSold(id) : move === "release" ? service.release(id) : service.refund(id));
  if (!changed) return data({ error: `The reservation could not be ${MOVE_DONE[move]}: it has changed meanwhile. Reload the list.` }, { status: 409 });
  const back = new URLSearchParams({ done: `${changed.number} ${MOVE_DONE[move]}` });
  return redirect(`/admin/reservations?${back}`, 303);
}

export type ReservationsAdminData = Awaited<ReturnType<typeof reservationsAdmin>>;
