import { describe, expect, it } from "vitest";
import {
  BELOW_MARKET_THRESHOLD,
  DEFAULT_NO_PRICE_TEXT,
  PRICE_DISPLAY_MIN,
  displayPrice,
  isBelowMarket,
  marketAverage,
  subscriptionPrice,
  wasPrice,
} from "~/lib/price";

const car = (price: number, extra: { preorder?: boolean; tag?: string | null } = {}) => ({
  price,
  preorder: false,
  tag: null,
  ...extra,
});

describe("Price shows only when above 10", () => {
  it("has the spec's constants", () => {
    expect(PRICE_DISPLAY_MIN).toBe(10);
    expect(DEFAULT_NO_PRICE_TEXT).toBe("Enquire for price.");
  });

  it("price 11 shows '$11'", () => {
    expect(displayPrice(car(11))).toEqual({ kind: "price", text: "$11", amount: 11 });
  });

  it("price 10 shows the no-price text (default 'Enquire for price.')", () => {
    expect(displayPrice(car(10))).toEqual({ kind: "no-price", text: "Enquire for price." });
  });

  it("price 10.5 is above 10, so it shows, rounded to whole dollars", () => {
    expect(displayPrice(car(10.5))).toEqual({ kind: "price", text: "$11", amount: 10.5 });
  });

  it("price 0 shows the no-price text", () => {
    expect(displayPrice(car(0))).toEqual({ kind: "no-price", text: "Enquire for price." });
  });

  it("uses the site's no-price text when given", () => {
    expect(displayPrice(car(0), { noPriceText: "Call us" })).toEqual({ kind: "no-price", text: "Call us" });
  });

  it("Price shown whole dollars with thousands commas and a dollar prefix", () => {
    expect(displayPrice(car(12990)).text).toBe("$12,990");
    expect(displayPrice(car(1234567)).text).toBe("$1,234,567");
  });
});

describe("PREORDER for pre-orders", () => {
  it("a pre-order with no price shows PREORDER", () => {
    expect(displayPrice(car(0, { preorder: true }))).toEqual({ kind: "preorder", text: "PREORDER" });
    expect(displayPrice(car(10, { preorder: true }))).toEqual({ kind: "preorder", text: "PREORDER" });
  });

  it("a car tagged Pre-order counts as a pre-order", () => {
    expect(displayPrice(car(0, { tag: "Pre-order" }))).toEqual({ kind: "preorder", text: "PREORDER" });
  });

  it("a pre-order priced above 10 shows its price: PREORDER replaces only a missing price", () => {
    expect(displayPrice(car(11, { preorder: true }))).toEqual({ kind: "price", text: "$11", amount: 11 });
  });
});

describe("The was-price (before_price) shows only when higher than the current price", () => {
  const priced = (price: number, before_price: number | null) => ({ price, before_price });

  it("higher: shows", () => {
    expect(wasPrice(priced(20000, 20001))).toBe("$20,001");
    expect(wasPrice(priced(20000, 22990))).toBe("$22,990");
  });

  it("equal: hidden", () => {
    expect(wasPrice(priced(20000, 20000))).toBeNull();
  });

  it("lower: hidden", () => {
    expect(wasPrice(priced(20000, 19999))).toBeNull();
  });

  it("null: hidden", () => {
    expect(wasPrice(priced(20000, null))).toBeNull();
  });

  it("hidden when the current price itself is not shown (10 or under)", () => {
    expect(wasPrice(priced(10, 20000))).toBeNull();
    expect(wasPrice(priced(0, 20000))).toBeNull();
    expect(wasPrice(priced(11, 20000))).toBe("$20,000");
  });
});

describe("Subscription price shows when subscriptions are offered and it is positive", () => {
  const sub = (subscription_price: number | null) => ({ subscription_price });

  it("offered and positive: shows", () => {
    expect(subscriptionPrice(sub(199), { offersSubscription: true })).toBe("$199");
    expect(subscriptionPrice(sub(1), { offersSubscription: true })).toBe("$1");
  });

  it("offered but zero or missing: hidden", () => {
    expect(subscriptionPrice(sub(0), { offersSubscription: true })).toBeNull();
    expect(subscriptionPrice(sub(null), { offersSubscription: true })).toBeNull();
  });

  it("not offered: hidden", () => {
    expect(subscriptionPrice(sub(199), { offersSubscription: false })).toBeNull();
  });
});

describe("Below-market badge shows when price is at least 500 under the market average", () => {
  const withMarket = (price: number, average: number | null, stateAverage?: number | null) => ({
    price,
    autograb_data: { average_market_price: average, state_average_market_price: stateAverage },
  });

  it("threshold is 500", () => {
    expect(BELOW_MARKET_THRESHOLD).toBe(500);
  });

  it("exactly 500 under: badge", () => {
    expect(isBelowMarket(withMarket(19500, 20000))).toBe(true);
  });

  it("501 under: badge", () => {
    expect(isBelowMarket(withMarket(19499, 20000))).toBe(true);
  });

  it("499 under: no badge", () => {
    expect(isBelowMarket(withMarket(19501, 20000))).toBe(false);
  });

  it("above the market: no badge", () => {
    expect(isBelowMarket(withMarket(21000, 20000))).toBe(false);
  });

  it("no market data: no badge", () => {
    expect(isBelowMarket({ price: 19000, autograb_data: null })).toBe(false);
    expect(isBelowMarket(withMarket(19000, null))).toBe(false);
  });

  it("no badge when the price itself is not shown (10 or under)", () => {
    expect(isBelowMarket(withMarket(0, 20000))).toBe(false);
    expect(isBelowMarket(withMarket(10, 20000))).toBe(false);
  });
});

describe("market average: the state average if present", () => {
  it("prefers the state average", () => {
    expect(marketAverage({ autograb_data: { average_market_price: 20000, state_average_market_price: 21000 } })).toBe(
      21000,
    );
  });

  it("falls back to the national average when the state average is missing or not positive", () => {
    expect(marketAverage({ autograb_data: { average_market_price: 20000 } })).toBe(20000);
    expect(marketAverage({ autograb_data: { average_market_price: 20000, state_average_market_price: null } })).toBe(
      20000,
    );
    expect(marketAverage({ autograb_data: { average_market_price: 20000, state_average_market_price: 0 } })).toBe(
      20000,
    );
  });

  it("is null without market data", () => {
    expect(marketAverage({ autograb_data: null })).toBeNull();
    expect(marketAverage({ autograb_data: { average_market_price: 0 } })).toBeNull();
  });

  it("the state average decides the badge when present", () => {
    // 500 under the state average, only 0 under the national one
    const c = { price: 20000, autograb_data: { average_market_price: 20000, state_average_market_price: 20500 } };
    expect(isBelowMarket(c)).toBe(true);
    // 499 under the state average, 1000 under the national one
    const d = { price: 20001, autograb_data: { average_market_price: 21001, state_average_market_price: 20500 } };
    expect(isBelowMarket(d)).toBe(false);
  });
});
