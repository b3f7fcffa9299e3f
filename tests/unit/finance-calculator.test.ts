import { describe, expect, it } from "vitest";
import {
  CALCULATOR_MESSAGES,
  DEFAULT_RATE_PERCENT,
  calculatorView,
  readAmount,
  repayment,
  repayments,
} from "~/lib/finance-calculator";
import { REQUIRED } from "~/lib/forms/messages";

const query = (params: Record<string, string>) => new URLSearchParams(params);

/** The loan's balance after paying `payment` for n periods: an independent check of the formula. */
function balanceAfter(principal: number, ratePerPeriod: number, periods: number, payment: number): number {
  let balance = principal;
  for (let i = 0; i < periods; i++) balance = balance * (1 + ratePerPeriod) - payment;
  return balance;
}

describe("repayments (known amortisation values)", () => {
  it("30,000 at 10% p.a. over 60 months is $637.41 a month", () => {
    expect(repayments({ price: 30_000, deposit: 0, termMonths: 60, ratePercent: 10, balloon: 0 }).monthly).toBe(637.41);
  });
  it("20,000 at 7% over 36 months is $617.54; 100,000 at 5% over 84 months is $1,413.39", () => {
    expect(repayments({ price: 20_000, deposit: 0, termMonths: 36, ratePercent: 7, balloon: 0 }).monthly).toBe(617.54);
    expect(repayments({ price: 100_000, deposit: 0, termMonths: 84, ratePercent: 5, balloon: 0 }).monthly).toBe(1413.39);
  });
  it("weekly and fortnightly amortise over 260 and 130 repayments at the rate ÷ 52 and ÷ 26", () => {
    const r = repayments({ price: 30_000, deposit: 0, termMonths: 60, ratePercent: 10, balloon: 0 });
    expect(Math.abs(balanceAfter(30_000, 0.1 / 52, 260, r.weekly))).toBeLessThan(5);
    expect(Math.abs(balanceAfter(30_000, 0.1 / 26, 130, r.fortnightly))).toBeLessThan(5);
    expect(r.weekly).toBeGreaterThan(146);
    expect(r.weekly).toBeLessThan(r.fortnightly / 2 + 0.01);
  });
  it("the deposit comes off the price", () => {
    const r = repayments({ price: 35_000, deposit: 5_000, termMonths: 60, ratePercent: 10, balloon: 0 });
    expect(r.amountFinanced).toBe(30_000);
    expect(r.monthly).toBe(637.41);
  });
  it("a balloon leaves exactly that much owing at the end", () => {
    const r = repayments({ price: 30_000, deposit: 0, termMonths: 60, ratePercent: 10, balloon: 9_000 });
    expect(r.monthly).toBe(521.19);
    expect(balanceAfter(30_000, 0.1 / 12, 60, r.monthly)).toBeCloseTo(9_000, -1);
  });
  it("at 0% the repayment is (price − deposit − balloon) ÷ n", () => {
    expect(repayments({ price: 30_000, deposit: 6_000, termMonths: 48, ratePercent: 0, balloon: 0 }).monthly).toBe(500);
    expect(repayment(12_000, 2_400, 0, 48)).toBe(200);
  });
});

describe("calculatorView", () => {
  it("defaults: the car's price, no deposit, 60 months at the spec's 10 percent, no balloon", () => {
    const view = calculatorView(query({}), { price: 30_000 });
    expect(DEFAULT_RATE_PERCENT).toBe(10);
    expect(view.values).toEqual({ price: "30000", deposit: "0", term: "60", rate: "10", balloon: "0" });
    expect(view.result).toMatchObject({ monthly: "$637.41", amountFinanced: "$30,000.00", price: 30_000 });
  });
  it("reads '$30,000', '10%' and spaces", () => {
    expect(readAmount("$30,000")).toBe(30_000);
    expect(readAmount(" 10% ")).toBe(10);
    expect(readAmount("30 000.50")).toBe(30_000.5);
  });
  it("no price (the finance page without a car): the required message, no result", () => {
    const view = calculatorView(query({}));
    expect(view.errors.price).toBe(REQUIRED);
    expect(view.result).toBeNull();
  });
  it("price bounds: 1,000 and 2,000,000 pass; 999 and 2,000,001 do not", () => {
    expect(calculatorView(query({ price: "1000" })).errors.price).toBeUndefined();
    expect(calculatorView(query({ price: "2000000" })).errors.price).toBeUndefined();
    expect(calculatorView(query({ price: "999" })).errors.price).toBe(CALCULATOR_MESSAGES.price);
    expect(calculatorView(query({ price: "2000001" })).errors.price).toBe(CALCULATOR_MESSAGES.price);
  });
  it("a deposit at or over the price is a field message", () => {
    expect(calculatorView(query({ price: "30000", deposit: "30000" })).errors.deposit).toBe(CALCULATOR_MESSAGES.deposit);
    expect(calculatorView(query({ price: "30000", deposit: "40000" })).errors.deposit).toBe(CALCULATOR_MESSAGES.deposit);
    expect(calculatorView(query({ price: "30000", deposit: "29999" })).result).not.toBeNull();
  });
  it("term bounds: 12 and 84 months pass; 11, 85 and 60.5 do not", () => {
    for (const term of ["12", "84"]) expect(calculatorView(query({ price: "30000", term })).errors.term).toBeUndefined();
    for (const term of ["11", "85", "60.5"]) expect(calculatorView(query({ price: "30000", term })).errors.term).toBe(CALCULATOR_MESSAGES.term);
  });
  it("rate bounds: 0 and 30 pass; 30.01 does not", () => {
    expect(calculatorView(query({ price: "30000", rate: "0" })).result?.monthly).toBe("$500.00");
    expect(calculatorView(query({ price: "30000", rate: "30" })).errors.rate).toBeUndefined();
    expect(calculatorView(query({ price: "30000", rate: "30.01" })).errors.rate).toBe(CALCULATOR_MESSAGES.rate);
  });
  it("a balloon at or over the amount borrowed is a field message", () => {
    expect(calculatorView(query({ price: "30000", deposit: "10000", balloon: "20000" })).errors.balloon).toBe(CALCULATOR_MESSAGES.balloon);
    expect(calculatorView(query({ price: "30000", deposit: "10000", balloon: "19999" })).result).not.toBeNull();
  });
  it("huge, negative, NaN, Infinity, exponent and NUL inputs are field messages, never a throw", () => {
    const bad = ["-1", "NaN", "Infinity", "1e400", "99999999999999999999", "abc", "12\u0000", "__proto__"];
    for (const value of bad) {
      const view = calculatorView(query({ price: value, deposit: value, term: value, rate: value, balloon: value }));
      expect(view.result).toBeNull();
      expect(Object.keys(view.errors).sort()).toEqual(["balloon", "deposit", "price", "rate", "term"]);
    }
  });
  it("keeps what was typed (cut to 40 characters) so the visitor can correct it", () => {
    expect(calculatorView(query({ price: "x".repeat(100) })).values.price).toHaveLength(40);
  });
});
