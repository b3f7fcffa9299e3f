// Whether a car can be reserved or bought online (spec point 5), and with which payment processor.
import type { Car, PaymentProcessor, Template } from "../../server/sites/schema";
import { isSold, isTestDriveOnly } from "./car-tags";

/** "Online reserve requires price above 200". */
export const RESERVE_MIN_PRICE = 200;
/** "Reservation fee label default $200". */
export const DEFAULT_RESERVE_LABEL = "$200";

export type SiteReserveRules = {
  /** The fixed list of dealership ids or slugs allowed to take online payments. */
  allowedDealerships: ReadonlyArray<number | string>;
  /** The site's payment provider; setting one also allows the site. */
  paymentProvider: string | null;
  /** "in_stock (or coming_soon on some sites)". */
  allowComingSoon: boolean;
  /** The group site uses its own, shorter check. */
  template: Template;
  /** The site's own dealership, checked against the list alongside the car's. */
  dealership?: { id?: number; slug?: string };
  /** Test mode (dev, e2e): test-mode keys count. Off on "the default path". */
  allowTestKeys?: boolean;
};

export type ReserveCar = Pick<
  Car,
  | "status"
  | "sold"
  | "reserved"
  | "price"
  | "reservable"
  | "tag"
  | "dealership_id"
  | "dealership_slug"
  | "payment_processors"
>;

/** One per condition of the spec, in its order. */
export type ReserveReason =
  | "site-not-allowed"
  | "not-in-stock"
  | "test-drive-only"
  | "no-authorization-key"
  | "test-key-ignored"
  | "sold"
  | "reserved"
  | "price-not-above-200"
  | "reservable-false"
  | "no-payment-processor";

export type Reservability =
  | { reservable: true; processor: PaymentProcessor | null }
  | { reservable: false; reasons: ReserveReason[] };

/** Stripe-style test-mode keys ('pk_test_…', 'sk_test_…'). */
export function isTestModeKey(key: string): boolean {
  return /^(pk|sk)_test_/.test(key.trim());
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * "The site's provider is preferred, otherwise the first available": among processors with a
 * non-empty key (test keys skipped unless allowed), the one named like the site's provider,
 * by name or authorization_type, else the first.
 */
function chooseProcessor(processors: PaymentProcessor[], rules: SiteReserveRules) {
  const withKey = processors.filter((p) => p.authorization_key.trim() !== "");
  const usable = rules.allowTestKeys ? withKey : withKey.filter((p) => !isTestModeKey(p.authorization_key));
  const provider = rules.paymentProvider?.trim();
  const preferred = provider
    ? usable.find((p) => sameName(p.name, provider) || sameName(p.authorization_type, provider))
    : undefined;
  return { processor: preferred ?? usable[0] ?? null, hadKey: withKey.length > 0 };
}

function isSiteAllowed(car: ReserveCar, rules: SiteReserveRules): boolean {
  if (rules.paymentProvider?.trim()) return true;
  // On a group site the seller is the car's dealership, so its id or slug counts as well as the site's.
  const candidates = [car.dealership_id, car.dealership_slug, rules.dealership?.id, rules.dealership?.slug];
  return candidates.some((c) => c != null && rules.allowedDealerships.includes(c));
}

/**
 * Online reserve or buy is offered only if ALL of the spec's conditions hold; otherwise every
 * failing one is listed. The group site runs the spec's shorter check (in_stock, not sold, not
 * reserved, price above 200) and needs no processor: with none, the reservation becomes a lead.
 */
export function reservability(car: ReserveCar, rules: SiteReserveRules): Reservability {
  const reasons: ReserveReason[] = [];
  const { processor, hadKey } = chooseProcessor(car.payment_processors, rules);
  const isGroup = rules.template === "group";
  const statusOk = car.status === "in_stock" || (car.status === "coming_soon" && rules.allowComingSoon && !isGroup);

  if (!isGroup && !isSiteAllowed(car, rules)) reasons.push("site-not-allowed");
  if (!statusOk) reasons.push("not-in-stock");
  if (!isGroup && isTestDriveOnly(car)) reasons.push("test-drive-only");
  // Reported once, by its most telling cause: none at all, empty keys only, or test keys only.
  if (!isGroup && car.payment_processors.length > 0 && !processor) {
    reasons.push(hadKey ? "test-key-ignored" : "no-authorization-key");
  }
  if (isSold(car)) reasons.push("sold");
  if (car.reserved) reasons.push("reserved");
  if (!(car.price > RESERVE_MIN_PRICE)) reasons.push("price-not-above-200");
  if (!isGroup && car.reservable === false) reasons.push("reservable-false");
  if (!isGroup && car.payment_processors.length === 0) reasons.push("no-payment-processor");

  return reasons.length ? { reservable: false, reasons } : { reservable: true, processor };
}

// The reasons that are about taking a card payment online, not about the car.
const PAYMENT_REASONS: readonly ReserveReason[] = ["site-not-allowed", "no-authorization-key", "test-key-ignored", "no-payment-processor"];

/**
 * A car the site cannot take a deposit for online, though nothing about the car stops a
 * reservation: the visitor can still ask to reserve it (the Reserve Car lead form).
 */
export function reservableByEnquiry(result: Reservability): boolean {
  return !result.reservable && result.reasons.every((reason) => PAYMENT_REASONS.includes(reason));
}
