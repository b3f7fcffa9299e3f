// The deposit terms shown before paying (issue 10): amount, currency, how long the car is held,
// what is refundable and when. Per-state rules are data; QLD caps the non-refundable part at $100.
import type { Locale } from "../../server/sites/schema";
import { DEFAULT_RESERVE_LABEL } from "./reservability";

export type DepositCurrency = "AUD" | "NZD" | "USD";

export interface DepositTerms {
  amountCents: number;
  currency: DepositCurrency;
  /** How long a paid deposit holds the car. */
  holdHours: number;
  /** How long after paying the refundable part can be claimed back. */
  refundableHours: number;
  /** The part of the deposit kept by the dealer when cancelled (0: fully refundable in the window). */
  nonRefundableCents: number;
  /** The car's state (e.g. "QLD"), whose rule applies. */
  state: string;
  /** Plain sentences shown before paying. */
  texts: string[];
}

export const CURRENCY_BY_LOCALE: Record<Locale, DepositCurrency> = { "en-AU": "AUD", "en-NZ": "NZD", "en-US": "USD" };
export const DEFAULT_HOLD_HOURS = 48;
/** "An unpaid pending reservation expires after 30 minutes." */
export const PENDING_MINUTES = 30;
const DEFAULT_DEPOSIT_CENTS = 20_000;

export interface StateDepositRule {
  /** The most of a deposit that may be kept when the buyer cancels; null: no legal cap. */
  maxNonRefundableCents: number | null;
  /** Shown before paying when the rule applies. */
  text?: string;
}

/** Per-state rules. QLD: "a non-refundable deposit may not exceed $100". */
export const STATE_DEPOSIT_RULES: Readonly<Record<string, StateDepositRule>> = {
  QLD: { maxNonRefundableCents: 10_000, text: "Queensland law: no more than $100 of a deposit may be non-refundable." },
};

export interface DepositTermsInput {
  locale: Locale;
  /** The car's state. */
  state: string;
  /** The chosen processor's deposit_amount, in dollars. */
  depositAmount?: number | null;
  /** The site's reserve label (cars.reserveLabel), e.g. "$200". */
  reserveLabel?: string | null;
  holdHours?: number;
  refundableHours?: number;
  /** The site's non-refundable part by state, in cents (capped by the state's rule and the amount). */
  nonRefundableCents?: Readonly<Record<string, number>>;
}

/** "$200" → 20000; "$1,000.50" → 100050; null when the label holds no amount. */
export function labelCents(label: string | null | undefined): number | null {
  const match = /(\d[\d,]*(?:\.\d{1,2})?)/.exec(label ?? "");
  if (!match) return null;
  const cents = Math.round(Number(match[1].replace(/,/g, "")) * 100);
  return Number.isFinite(cents) && cents > 0 ? cents : null;
}

/** Whole amounts as "$200", others as "$12.50" (one dollar sign for all three currencies). */
export function formatDeposit(cents: number): string {
  const dollars = cents / 100;
  const text = Number.isInteger(dollars)
    ? dollars.toLocaleString("en-AU")
    : dollars.toLocaleString("en-AU", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `$${text}`;
}

export function depositTerms(input: DepositTermsInput): DepositTerms {
  const fromProcessor = input.depositAmount && input.depositAmount > 0 ? Math.round(input.depositAmount * 100) : null;
  const amountCents = fromProcessor ?? labelCents(input.reserveLabel) ?? labelCents(DEFAULT_RESERVE_LABEL) ?? DEFAULT_DEPOSIT_CENTS;
  const currency = CURRENCY_BY_LOCALE[input.locale];
  const holdHours = input.holdHours ?? DEFAULT_HOLD_HOURS;
  const refundableHours = input.refundableHours ?? holdHours;
  const state = input.state.trim().toUpperCase();
  const rule = STATE_DEPOSIT_RULES[state];
  const wanted = Math.max(0, Math.round(input.nonRefundableCents?.[state] ?? 0));
  const nonRefundableCents = Math.min(wanted, rule?.maxNonRefundableCents ?? Infinity, amountCents);

  const amount = `${formatDeposit(amountCents)} ${currency}`;
  const texts = [`A deposit of ${amount} holds this car for you for ${hours(holdHours)}.`];
  texts.push(
    nonRefundableCents === 0
      ? `Cancel within ${hours(refundableHours)} of paying for a full refund.`
      : `Cancel within ${hours(refundableHours)} of paying for a refund of ${formatDeposit(amountCents - nonRefundableCents)}; ${formatDeposit(nonRefundableCents)} is non-refundable.`,
  );
  texts.push("The deposit counts towards the price when you buy the car.");
  if (rule?.text) texts.push(rule.text);
  return { amountCents, currency, holdHours, refundableHours, nonRefundableCents, state, texts };
}

/** What a cancellation refunds: the refundable part inside the window, nothing after it. */
export function refundOnCancel(r: { amountCents: number; nonRefundableCents: number; refundableUntil: Date | null }, now: Date): number {
  if (!r.refundableUntil || now.getTime() > r.refundableUntil.getTime()) return 0;
  return Math.max(0, r.amountCents - r.nonRefundableCents);
}

function hours(n: number): string {
  return n === 1 ? "1 hour" : `${n} hours`;
}
