// The 'Reserve Car' lead: made once when a deposit is paid (with the reservation's details), or
// instead of a payment when the car has no usable payment processor. Stored through the one lead
// store, so it reaches the dealer through the outbox like any lead.
import { buildLeadPayload } from "../leads/payload";
import { storeLead, type LeadServices, type StoreLeadResult } from "../leads/submit";
import type { SiteEntry } from "../sites/registry";
import type { Car } from "../sites/schema";
import { formatDeposit } from "../../app/lib/deposit-terms";
import { vehiclePath } from "../../app/models/layout.server";
import type { ReservationRow } from "./repository";
import type { Reservation } from "./port";

export const RESERVE_CAR = "Reserve Car";
export const LEAD_PATH_MESSAGE = "Reserve online without payment: please call me to take the deposit.";

function customerValues(customer: Reservation["customer"]): Record<string, unknown> {
  return { name: customer.name, last_name: customer.last_name, email: customer.email, phone: customer.phone, postcode: customer.postcode };
}

/** A reservation without payment (no usable processor, or PAYMENTS=off). */
export function storeReserveLead(
  deps: LeadServices,
  input: { entry: SiteEntry; car: Car; customer: Reservation["customer"]; origin: string; clientIp?: string | null; userAgent?: string | null },
): Promise<StoreLeadResult> {
  const payload = buildLeadPayload({
    entry: input.entry,
    values: { ...customerValues(input.customer), message: LEAD_PATH_MESSAGE },
    category: RESERVE_CAR,
    car: input.car,
    url: `${input.origin}${vehiclePath(input.entry)}/${input.car.slug}/checkout`,
    userAgent: input.userAgent,
  });
  return storeLead(deps, { entry: input.entry, payload, category: RESERVE_CAR, status: "complete", clientIp: input.clientIp, userAgent: input.userAgent });
}

/** The lead of a paid reservation. Each reservation is its own rate-limit key: it was limited when started. */
export function storePaidReserveLead(deps: LeadServices, entry: SiteEntry, car: Car | null, r: ReservationRow): Promise<StoreLeadResult> {
  const deposit = `${formatDeposit(r.amountCents)} ${r.currency}`;
  const until = r.holdExpiresAt?.toISOString() ?? "";
  const payload = buildLeadPayload({
    entry,
    values: {
      ...customerValues(r.customer),
      message: `Reserved online with a ${deposit} deposit (${r.provider}). Reservation ${r.number}, held until ${until}.`,
      reservation_number: r.number,
      reservation_deposit: deposit,
      reservation_hold_expires_at: until,
      ...(car ? {} : { car_id: r.carId, stock_number: undefined }),
    },
    category: RESERVE_CAR,
    car,
    url: `${r.origin}${vehiclePath(entry)}/${r.carSlug}/checkout`,
  });
  return storeLead(deps, { entry, payload, category: RESERVE_CAR, status: "complete", clientIp: `reservation:${r.id}` });
}
