// The reservation port (issue 10): a visitor reserves a car with a card deposit; the dealer sees and settles it.
import type { DepositTerms } from "../../app/lib/deposit-terms";
import type { Car } from "../sites/schema";
import type { SiteEntry } from "../sites/registry";

export type ReservationStatus = "pending" | "paid" | "released" | "expired" | "refunded" | "sold";

export interface Reservation {
  id: string; // uuid (internal)
  number: string; // human reservation number shown to visitor and dealer, e.g. "R-4F7K2Q"
  token: string; // unguessable (>=128 bits, base64url): the visitor's links use it, never the id
  siteSlug: string;
  groupSlug: string;
  carId: string;
  carSlug: string;
  carTitle: string;
  status: ReservationStatus;
  amountCents: number;
  currency: "AUD" | "NZD" | "USD";
  provider: "stripe" | "sandbox";
  providerSessionId: string | null;
  holdExpiresAt: Date | null; // set when paid: paid_at + hold hours
  pendingExpiresAt: Date; // created_at + 30 min
  refundableUntil: Date | null; // from the deposit terms
  nonRefundableCents: number; // from the deposit terms (QLD: at most 10000)
  customer: { name: string; last_name?: string; email: string; phone: string; postcode?: string };
  leadId: string | null; // the 'Reserve Car' lead created when paid
  createdAt: Date;
  updatedAt: Date;
}

/** lead = no usable processor: 'Reserve Car' lead, no payment. */
export type CheckoutMode = "stripe" | "sandbox" | "lead";

export type StartResult =
  | { kind: "redirect"; url: string; reservation: Reservation } // 303 to Stripe Checkout or the sandbox page
  | { kind: "lead"; leadId: string } // reserved through the lead path (no payment)
  | { kind: "unavailable"; reason: "reserved" | "sold" | "not-reservable" } // told before payment
  | { kind: "payment-error"; message: string }; // provider outage: page keeps the visitor's details

export interface StartInput {
  entry: SiteEntry;
  car: Car;
  customer: Reservation["customer"];
  origin: string;
  clientIp?: string | null;
  userAgent?: string | null;
}

export interface ReservationFilter {
  groupSlug?: string;
  siteSlugs?: string[];
  status?: ReservationStatus;
  limit?: number;
  offset?: number;
}

export interface ReservationService {
  /** Which way this car is reserved on this site (uses app/lib/reservability.ts and the env/site config). */
  mode(entry: SiteEntry, car: Car): CheckoutMode;
  /** Deposit terms shown BEFORE paying (amount, currency, hold hours, refundable part and window, state rule text). */
  terms(entry: SiteEntry, car: Car): DepositTerms;
  start(input: StartInput): Promise<StartResult>;
  byToken(token: string): Promise<Reservation | null>;
  /** Visitor cancels with their token: refunds (through the port) within the refundable window, then released. */
  cancel(token: string): Promise<{ ok: true; refunded: boolean } | { ok: false; error: string }>;
  /**
   * Car ids currently held (status pending or paid and not expired) for a group: cached in memory,
   * refreshed from the DB on every local change and at most every few seconds otherwise, so other
   * app servers' holds show too. Synchronous on purpose: page models call it per card.
   */
  heldCarIds(groupSlug: string): ReadonlySet<string>;
  /** Dealer admin. */
  list(filter: ReservationFilter): Promise<Reservation[]>;
  markSold(id: string): Promise<Reservation | null>;
  release(id: string): Promise<Reservation | null>;
  refund(id: string): Promise<Reservation | null>;
  /** Webhooks: raw body + signature header; returns the HTTP answer. */
  handleStripeWebhook(rawBody: string, signature: string | null, dealershipKey?: string): Promise<{ status: number; body: unknown }>;
  /** Sandbox: the hosted page's pay/cancel buttons drive the same transitions as Stripe's webhooks. */
  sandboxComplete(sessionId: string, outcome: "paid" | "cancelled" | "expired"): Promise<Reservation | null>;
  sandboxSession(sessionId: string): Promise<Reservation | null>;
  /** Expire pending reservations older than 30 min and paid holds past hold_expires_at. */
  sweep(now?: Date): Promise<number>;
  /** Stops the sweep timer (closeServices); optional so a test double need not have one. */
  stop?(): Promise<void>;
}
