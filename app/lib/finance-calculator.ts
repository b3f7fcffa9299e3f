// The finance calculator (spec point 9 "Default finance calculator interest 10 percent"): a loan's
// weekly, fortnightly and monthly repayments from price, deposit, term, rate and balloon. One rule
// for the server (the GET form without JavaScript) and the browser (loaded on demand for the live
// result), so both show the same figures and the same field messages.
import { formatPrice, formatPriceWithCents } from "./locale";
import { REQUIRED } from "./forms/messages";

export const DEFAULT_RATE_PERCENT = 10;
export const DEFAULT_TERM_MONTHS = 60;
/** Terms offered, in months (1 to 7 years); any whole month in between is accepted. */
export const TERM_OPTIONS_MONTHS = [12, 24, 36, 48, 60, 72, 84] as const;
export const TERM_MIN_MONTHS = 12;
export const TERM_MAX_MONTHS = 84;
/** The finance form's own bounds for 'Vehicle price budget' (app/lib/forms/definitions/finance.ts). */
export const PRICE_MIN = 1000;
export const PRICE_MAX = 2_000_000;
export const RATE_MAX_PERCENT = 30;

export const CALCULATOR_FIELDS = ["price", "deposit", "term", "rate", "balloon"] as const;
export type CalculatorField = (typeof CALCULATOR_FIELDS)[number];
/** The submit button's name: a GET that carries it is a calculation (analytics event 26). */
export const CALCULATE_PARAM = "calculate";

export const PERIODS_PER_YEAR = { weekly: 52, fortnightly: 26, monthly: 12 } as const;
export type Frequency = keyof typeof PERIODS_PER_YEAR;

export interface LoanInput {
  price: number;
  deposit: number;
  termMonths: number;
  ratePercent: number;
  balloon: number;
}

/**
 * One repayment of an amortising loan with a balloon left at the end:
 * (P − B ÷ (1 + r)ⁿ) × r ÷ (1 − (1 + r)⁻ⁿ); at 0% it is (P − B) ÷ n.
 */
export function repayment(principal: number, balloon: number, ratePerPeriod: number, periods: number): number {
  if (ratePerPeriod === 0) return (principal - balloon) / periods;
  const growth = (1 + ratePerPeriod) ** periods;
  return ((principal - balloon / growth) * ratePerPeriod) / (1 - 1 / growth);
}

const cents = (n: number) => Math.round(n * 100) / 100;

/** The repayment at each frequency, in cents, over the same term at the same annual rate. */
export function repayments(input: LoanInput): Record<Frequency, number> & { amountFinanced: number } {
  const principal = input.price - input.deposit;
  const of = (frequency: Frequency) => {
    const perYear = PERIODS_PER_YEAR[frequency];
    return cents(repayment(principal, input.balloon, input.ratePercent / 100 / perYear, Math.round((input.termMonths * perYear) / 12)));
  };
  return { amountFinanced: principal, weekly: of("weekly"), fortnightly: of("fortnightly"), monthly: of("monthly") };
}

/** '$30,000', '30 000', '10%' → a number; anything else (negatives, words, NaN, Infinity, 1e400) → null. */
export function readAmount(raw: string): number | null {
  const text = raw.trim().replace(/^\$/, "").replace(/[,\s]/g, "").replace(/%$/, "");
  return /^\d{1,9}(\.\d{1,4})?$/.test(text) ? Number(text) : null;
}

export interface CalculatorView {
  /** The values to show in the fields (as typed, or the defaults). */
  values: Record<CalculatorField, string>;
  errors: Partial<Record<CalculatorField, string>>;
  result: null | { amountFinanced: string; weekly: string; fortnightly: string; monthly: string; price: number };
}

export const CALCULATOR_MESSAGES = {
  price: `Enter a price from ${formatPrice(PRICE_MIN)} to ${formatPrice(PRICE_MAX)}.`,
  deposit: "Enter a deposit of $0 or more, less than the price.",
  term: `Enter a term from ${TERM_MIN_MONTHS} to ${TERM_MAX_MONTHS} months.`,
  rate: `Enter an interest rate from 0 to ${RATE_MAX_PERCENT} percent.`,
  balloon: "Enter a balloon of $0 or more, less than the amount borrowed.",
} as const;

type Source = { get(name: string): string | null };

/** The calculator for a query (the GET form's fields), with the car's price as the default price. */
export function calculatorView(query: Source, defaults: { price?: number | null } = {}): CalculatorView {
  const raw = (name: CalculatorField, fallback: string) => {
    const value = query.get(name);
    return typeof value === "string" && value.trim() !== "" ? value.slice(0, 40) : fallback;
  };
  const values: Record<CalculatorField, string> = {
    price: raw("price", defaults.price && defaults.price > 0 ? String(Math.round(defaults.price)) : ""),
    deposit: raw("deposit", "0"),
    term: raw("term", String(DEFAULT_TERM_MONTHS)),
    rate: raw("rate", String(DEFAULT_RATE_PERCENT)),
    balloon: raw("balloon", "0"),
  };
  const errors: CalculatorView["errors"] = {};
  const price = readAmount(values.price);
  if (values.price === "") errors.price = REQUIRED;
  else if (price === null || price < PRICE_MIN || price > PRICE_MAX) errors.price = CALCULATOR_MESSAGES.price;
  const deposit = readAmount(values.deposit);
  if (deposit === null || deposit < 0 || (price !== null && !errors.price && deposit >= price)) errors.deposit = CALCULATOR_MESSAGES.deposit;
  const term = readAmount(values.term);
  if (term === null || !Number.isInteger(term) || term < TERM_MIN_MONTHS || term > TERM_MAX_MONTHS) errors.term = CALCULATOR_MESSAGES.term;
  const rate = readAmount(values.rate);
  if (rate === null || rate < 0 || rate > RATE_MAX_PERCENT) errors.rate = CALCULATOR_MESSAGES.rate;
  const balloon = readAmount(values.balloon);
  const borrowed = price !== null && deposit !== null ? price - deposit : Infinity;
  if (balloon === null || balloon < 0 || (!errors.price && !errors.deposit && balloon >= borrowed)) errors.balloon = CALCULATOR_MESSAGES.balloon;
  if (Object.keys(errors).length > 0 || price === null || deposit === null || term === null || rate === null || balloon === null) {
    return { values, errors, result: null };
  }
  const r = repayments({ price, deposit, termMonths: term, ratePercent: rate, balloon });
  return {
    values,
    errors,
    result: {
      price,
      amountFinanced: formatPriceWithCents(r.amountFinanced),
      weekly: formatPriceWithCents(r.weekly),
      fortnightly: formatPriceWithCents(r.fortnightly),
      monthly: formatPriceWithCents(r.monthly),
    },
  };
}
