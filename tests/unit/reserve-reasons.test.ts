import { describe, expect, it } from "vitest";
import { RESERVE_REASON_TEXT, reserveReasonTexts } from "~/lib/reserve-reasons";
import { reservability } from "~/lib/reservability";

describe("why a car cannot be reserved online", () => {
  it("says each reason in plain words, once", () => {
    expect(reserveReasonTexts(["no-authorization-key", "no-payment-processor"])).toEqual(["This dealership cannot take card payments online at the moment."]);
    expect(reserveReasonTexts(["sold", "reserved"])).toEqual(["This vehicle has been sold.", "Someone has already reserved this vehicle."]);
  });

  it("every reason the rule can give has a sentence", () => {
    for (const text of Object.values(RESERVE_REASON_TEXT)) expect(text).toMatch(/^[A-Z].+\.$/);
  });

  it("a sold car priced at $200 on the group site: sold and no online price (not also 'not in stock')", () => {
    const result = reservability(
      { status: "sold", sold: true, reserved: false, price: 200, reservable: null, tag: null, dealership_id: 1, dealership_slug: "d", payment_processors: [] },
      { allowedDealerships: [], paymentProvider: null, allowComingSoon: false, template: "group" },
    );
    expect(result.reservable).toBe(false);
    if (!result.reservable)
      expect(reserveReasonTexts(result.reasons)).toEqual([
        "This vehicle has been sold.",
        "This vehicle has no online price, so it cannot be reserved online.",
      ]);
  });
});
