import { describe, expect, it } from "vitest";
import { STATE_DEPOSIT_RULES, depositTerms, formatDeposit, labelCents, refundOnCancel } from "~/lib/deposit-terms";

const base = { locale: "en-AU" as const, state: "NSW" };

describe("deposit amount", () => {
  it("is the chosen processor's deposit_amount", () => {
    expect(depositTerms({ ...base, depositAmount: 1000, reserveLabel: "$200" }).amountCents).toBe(100_000);
  });
  it("else the site's reserve label amount", () => {
    expect(depositTerms({ ...base, depositAmount: null, reserveLabel: "$250" }).amountCents).toBe(25_000);
    expect(depositTerms({ ...base, depositAmount: 0, reserveLabel: "Reserve $1,000.50" }).amountCents).toBe(100_050);
  });
  it("defaults to $200 ('Reservation fee label default $200')", () => {
    expect(depositTerms(base).amountCents).toBe(20_000);
    expect(depositTerms({ ...base, reserveLabel: "Reserve now" }).amountCents).toBe(20_000);
  });
  it("reads labels", () => {
    expect(labelCents("$200")).toBe(20_000);
    expect(labelCents("free")).toBeNull();
    expect(labelCents("$0")).toBeNull();
    expect(formatDeposit(20_000)).toBe("$200");
    expect(formatDeposit(1_250)).toBe("$12.50");
  });
});

describe("currency by locale", () => {
  it.each([
    ["en-AU", "AUD"],
    ["en-NZ", "NZD"],
    ["en-US", "USD"],
  ] as const)("%s pays in %s", (locale, currency) => {
    expect(depositTerms({ ...base, locale }).currency).toBe(currency);
  });
});

describe("hold and refund window", () => {
  it("holds 48 hours by default, refundable for as long", () => {
    const t = depositTerms(base);
    expect([t.holdHours, t.refundableHours, t.nonRefundableCents]).toEqual([48, 48, 0]);
    expect(t.texts[0]).toBe("A deposit of $200 AUD holds this car for you for 48 hours.");
    expect(t.texts[1]).toBe("Cancel within 48 hours of paying for a full refund.");
  });
  it("takes the site's hold and refundable hours", () => {
    const t = depositTerms({ ...base, holdHours: 72, refundableHours: 24 });
    expect([t.holdHours, t.refundableHours]).toEqual([72, 24]);
  });
  it("refunds the refundable part up to the end of the window, nothing after", () => {
    const until = new Date("2026-01-03T00:00:00Z");
    const r = { amountCents: 20_000, nonRefundableCents: 10_000, refundableUntil: until };
    expect(refundOnCancel(r, new Date(until.getTime()))).toBe(10_000);
    expect(refundOnCancel(r, new Date(until.getTime() + 1))).toBe(0);
    expect(refundOnCancel({ ...r, refundableUntil: null }, until)).toBe(0);
  });
});

describe("per-state rules", () => {
  it("QLD: at most $100 of a deposit may be non-refundable", () => {
    expect(STATE_DEPOSIT_RULES.QLD.maxNonRefundableCents).toBe(10_000);
    const at = depositTerms({ ...base, state: "QLD", depositAmount: 500, nonRefundableCents: { QLD: 10_000 } });
    const over = depositTerms({ ...base, state: "qld", depositAmount: 500, nonRefundableCents: { QLD: 10_001 } });
    expect(at.nonRefundableCents).toBe(10_000);
    expect(over.nonRefundableCents).toBe(10_000);
    expect(over.texts).toContain("Queensland law: no more than $100 of a deposit may be non-refundable.");
    expect(over.texts[1]).toBe("Cancel within 48 hours of paying for a refund of $400; $100 is non-refundable.");
  });
  it("other states are fully refundable by default and configurable", () => {
    expect(depositTerms({ ...base, state: "VIC" }).nonRefundableCents).toBe(0);
    expect(depositTerms({ ...base, state: "VIC", nonRefundableCents: { VIC: 15_000 } }).nonRefundableCents).toBe(15_000);
  });
  it("never keeps more than the deposit", () => {
    expect(depositTerms({ ...base, state: "VIC", nonRefundableCents: { VIC: 90_000 } }).nonRefundableCents).toBe(20_000);
  });
});
