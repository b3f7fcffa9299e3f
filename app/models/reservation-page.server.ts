// /reservation/{token}: the visitor's confirmation page (number, status, amount, hold end in the
// dealer's time zone, dealer contact) and its Cancel post. The token is the only key: an unknown,
// malformed or other group's token is a 404 in the site's layout.
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import type { SiteEntry } from "../../server/sites/registry";
import type { SiteStock } from "../../server/search/site-stock";
import type { Reservation } from "../../server/reservations/port";
import { zoneForState } from "~/lib/forms/booking-slots";
import { reservationView } from "~/lib/reservation-view";
import { telHref } from "~/lib/phone-reveal";
import { primaryLocation, vehiclePath } from "./layout.server";

/** base64url, at least 128 bits; anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{22,100}$/;

const notFound = () => new Response("Not found", { status: 404 });

async function findReservation(context: AppLoadContext, entry: SiteEntry, token: string | undefined): Promise<Reservation> {
  if (!token || !TOKEN.test(token)) throw notFound();
  const reservation = await context.services.reservations.byToken(token);
  if (!reservation || reservation.groupSlug !== entry.group.group.slug) throw notFound();
  return reservation;
}

/** The dealer the visitor deals with: the car's location, else the site's primary one. */
function dealerOf(entry: SiteEntry, stock: SiteStock, reservation: Reservation) {
  const car = stock.groupCars().find((c) => String(c.id) === reservation.carId);
  const location = entry.group.group.locations.find((l) => l.id === car?.location_id) ?? primaryLocation(entry.locations);
  const phone = car?.location.phone?.trim() || location?.contact_detail.phone?.trim() || null;
  return {
    car,
    contact: {
      name: location?.name ?? car?.location.name ?? entry.site.name,
      street: location?.address.street ?? null,
      locality: location ? `${location.address.city} ${location.address.state} ${location.address.postcode}` : null,
      phone: phone ? { text: phone, href: telHref(phone) } : null,
      email: location?.contact_detail.email ?? null,
      state: location?.address.state ?? car?.state ?? entry.site.state,
    },
  };
}

export async function reservationPage(context: AppLoadContext, request: Request, token: string | undefined, now = new Date()) {
  const entry = context.site;
  const reservation = await findReservation(context, entry, token);
  const { car, contact } = dealerOf(entry, context.services.search.forSite(entry), reservation);
  const timeZone = zoneForState(contact.state, entry.site.locale);
  const query = new URL(request.url).searchParams;
  return {
    siteSlug: entry.site.slug,
    token: reservation.token,
    carTitle: reservation.carTitle,
    carHref: `${vehiclePath(entry)}/${reservation.carSlug}`,
    carSlug: reservation.carSlug,
    image: car?.primary_image_url ?? null,
    view: reservationView(reservation, { now, timeZone, locale: entry.site.locale }),
    customerName: [reservation.customer.name, reservation.customer.last_name].filter(Boolean).join(" "),
    dealer: contact,
    /** Set after a cancel post (PRG): what the cancel did. */
    cancelled: query.get("cancelled") === "refunded" ? ("refunded" as const) : query.get("cancelled") === "1" ? ("released" as const) : null,
    /** Back from the payment page with Cancel (the provider's cancel URL). */
    paymentCancelled: query.get("checkout") === "cancelled" && reservation.status !== "paid",
    searchPath: entry.site.default_search_path,
  };
}

/** The Cancel button: refunds within the window (the service decides), then back to the page. */
export async function reservationAction(context: AppLoadContext, request: Request, token: string | undefined) {
  const entry = context.site;
  const reservation = await findReservation(context, entry, token);
  const form = Number(request.headers.get("content-length") ?? 0) > 4096 ? null : await request.formData().catch(() => null);
  if (form?.get("intent") !== "cancel") return data({ error: "Unknown request." }, { status: 400 });
  const result = await context.services.reservations.cancel(reservation.token);
  if (!result.ok) return data({ error: result.error }, { status: 409 });
  return redirect(`/reservation/${reservation.token}?cancelled=${result.refunded ? "refunded" : "1"}`, 303);
}

export type ReservationPageData = Awaited<ReturnType<typeof reservationPage>>;
