import { describe, expect, it } from "vitest";
import {
  DEFAULT_RESERVE_LABEL,
  RESERVE_MIN_PRICE,
  isTestModeKey,
  reservability,
  type ReserveCar,
  type SiteReserveRules,
} from "~/lib/reservability";

const stripeLive = { name: "card", authorization_type: "stripe", authorization_key: "pk_live_abc" };
const paypal = { name: "paypal", authorization_type: "paypal", authorization_key: "client-123" };

// A car that passes every condition; each test breaks exactly one.
const car = (over: Partial<ReserveCar> = {}): ReserveCar => ({
  status: "in_stock",
  sold: false,
  reserved: false,
  price: 25_990,
  reservable: null,
  tag: null,
  dealership_id: 7,
  dealership_slug: "city-motors",
  payment_processors: [stripeLive],
  ...over,
});

const rules = (over: Partial<SiteReserveRules> = {}): SiteReserveRules => ({
  allowedDealerships: [7],
  paymentProvider: null,
  allowComingSoon: false,
  template: "dealer",
  ...over,
});

const reasonsOf = (c: ReserveCar, r: SiteReserveRules) => {
  const result = reservability(c, r);
  return result.reservable ? [] : result.reasons;
};

describe("constants", () => {
  it("Online reserve requires price above 200; reservation fee label default $200", () => {
    expect(RESERVE_MIN_PRICE).toBe(200);
    expect(DEFAULT_RESERVE_LABEL).toBe("$200");
  });
});

describe("Online reserve or buy is offered only if ALL hold", () => {
  it("a car meeting every condition is reservable with its processor", () => {
    expect(reservability(car(), rules())).toEqual({ reservable: true, processor: stripeLive });
  });

  describe("the site is allowed for online payments (a fixed list of dealership ids or slugs, or a payment provider is set)", () => {
    it("dealership id in the list: allowed", () => {
      expect(reasonsOf(car(), rules({ allowedDealerships: [7] }))).toEqual([]);
    });

    it("dealership slug in the list: allowed", () => {
      expect(reasonsOf(car(), rules({ allowedDealerships: ["city-motors"] }))).toEqual([]);
    });

    it("the site's own dealership in the list: allowed", () => {
      const r = rules({ allowedDealerships: ["group-hq"], dealership: { id: 1, slug: "group-hq" } });
      expect(reasonsOf(car(), r)).toEqual([]);
    });

    it("a payment provider is set: allowed without the list", () => {
      expect(reasonsOf(car(), rules({ allowedDealerships: [], paymentProvider: "stripe" }))).toEqual([]);
    });

    it("neither: not allowed", () => {
      expect(reasonsOf(car(), rules({ allowedDealerships: [99, "other"] }))).toEqual(["site-not-allowed"]);
      expect(reasonsOf(car(), rules({ allowedDealerships: [], paymentProvider: "" }))).toEqual(["site-not-allowed"]);
    });
  });

  describe("car is in_stock (or coming_soon on some sites)", () => {
    it("coming_soon is refused by default", () => {
      expect(reasonsOf(car({ status: "coming_soon" }), rules())).toEqual(["not-in-stock"]);
    });

    it("coming_soon is allowed on sites that allow it", () => {
      expect(reasonsOf(car({ status: "coming_soon" }), rules({ allowComingSoon: true }))).toEqual([]);
    });
  });

  it("not test-drive-only", () => {
    expect(reasonsOf(car({ tag: "Test Drive Only" }), rules())).toEqual(["test-drive-only"]);
    expect(reasonsOf(car({ tag: "Test Drive Vehicle Only*" }), rules())).toEqual(["test-drive-only"]);
  });

  describe("has a payment processor with a non-empty authorization key", () => {
    it("empty key: refused", () => {
      const p = { ...stripeLive, authorization_key: "" };
      expect(reasonsOf(car({ payment_processors: [p] }), rules())).toEqual(["no-authorization-key"]);
    });

    it("whitespace-only key: refused", () => {
      const p = { ...stripeLive, authorization_key: "   " };
      expect(reasonsOf(car({ payment_processors: [p] }), rules())).toEqual(["no-authorization-key"]);
    });
  });

  it("not sold", () => {
    expect(reasonsOf(car({ sold: true }), rules())).toEqual(["sold"]);
  });

  it("a car whose status is sold fails both in_stock and not sold", () => {
    expect(reasonsOf(car({ status: "sold" }), rules())).toEqual(["not-in-stock", "sold"]);
  });

  it("not reserved", () => {
    expect(reasonsOf(car({ reserved: true }), rules())).toEqual(["reserved"]);
  });

  describe("price above 200", () => {
    it("200: refused", () => {
      expect(reasonsOf(car({ price: 200 }), rules())).toEqual(["price-not-above-200"]);
    });

    it("199: refused", () => {
      expect(reasonsOf(car({ price: 199 }), rules())).toEqual(["price-not-above-200"]);
    });

    it("201: offered", () => {
      expect(reasonsOf(car({ price: 201 }), rules())).toEqual([]);
    });
  });

  describe("reservable is not false", () => {
    it("null: offered", () => {
      expect(reasonsOf(car({ reservable: null }), rules())).toEqual([]);
    });

    it("true: offered", () => {
      expect(reasonsOf(car({ reservable: true }), rules())).toEqual([]);
    });

    it("false: refused", () => {
      expect(reasonsOf(car({ reservable: false }), rules())).toEqual(["reservable-false"]);
    });
  });

  it("at least one payment processor exists", () => {
    expect(reasonsOf(car({ payment_processors: [] }), rules())).toEqual(["no-payment-processor"]);
  });

  it("lists every failing condition, in the spec's order", () => {
    const bad = car({ status: "coming_soon", reserved: true, price: 100, reservable: false, payment_processors: [] });
    expect(reasonsOf(bad, rules({ allowedDealerships: [] }))).toEqual([
      "site-not-allowed",
      "not-in-stock",
      "reserved",
      "price-not-above-200",
      "reservable-false",
      "no-payment-processor",
    ]);
  });
});

describe("The site's provider is preferred, otherwise the first available", () => {
  it("no site provider: the first available processor", () => {
    const result = reservability(car({ payment_processors: [stripeLive, paypal] }), rules());
    expect(result).toEqual({ reservable: true, processor: stripeLive });
  });

  it("the site's provider wins even when listed second", () => {
    const result = reservability(car({ payment_processors: [stripeLive, paypal] }), rules({ paymentProvider: "paypal" }));
    expect(result).toEqual({ reservable: true, processor: paypal });
  });

  it("the site's provider matches by authorization type too, case-insensitively", () => {
    const result = reservability(car({ payment_processors: [paypal, stripeLive] }), rules({ paymentProvider: "Stripe" }));
    expect(result).toEqual({ reservable: true, processor: stripeLive });
  });

  it("the site's provider without a usable key: the first available", () => {
    const emptyPaypal = { ...paypal, authorization_key: "" };
    const result = reservability(
      car({ payment_processors: [emptyPaypal, stripeLive] }),
      rules({ paymentProvider: "paypal" }),
    );
    expect(result).toEqual({ reservable: true, processor: stripeLive });
  });
});

describe("A test-mode key of the card provider is ignored on the default path", () => {
  const stripeTest = { ...stripeLive, authorization_key: "pk_test_abc" };

  it("recognises test-mode keys", () => {
    expect(isTestModeKey("pk_test_abc")).toBe(true);
    expect(isTestModeKey("sk_test_abc")).toBe(true);
    expect(isTestModeKey("pk_live_abc")).toBe(false);
    expect(isTestModeKey("client-123")).toBe(false);
  });

  it("a test key alone does not make the car reservable", () => {
    expect(reasonsOf(car({ payment_processors: [stripeTest] }), rules())).toEqual(["test-key-ignored"]);
  });

  it("a test key is skipped in favour of the next live processor", () => {
    const result = reservability(car({ payment_processors: [stripeTest, paypal] }), rules({ paymentProvider: "stripe" }));
    expect(result).toEqual({ reservable: true, processor: paypal });
  });

  it("a site in test mode (not the default path) accepts a test key", () => {
    const result = reservability(car({ payment_processors: [stripeTest] }), rules({ allowTestKeys: true }));
    expect(result).toEqual({ reservable: true, processor: stripeTest });
  });
});

describe("Online reservation check on the group site: in_stock, not sold, not reserved, price above 200", () => {
  const group = rules({ template: "group", allowedDealerships: [] });

  it("an in-stock car above 200 is reservable, even with no processor (the reservation becomes a lead)", () => {
    expect(reservability(car({ payment_processors: [] }), group)).toEqual({ reservable: true, processor: null });
  });

  it("still hands over a usable processor when there is one", () => {
    expect(reservability(car(), group)).toEqual({ reservable: true, processor: stripeLive });
  });

  it("coming_soon: refused, even where coming_soon is allowed elsewhere", () => {
    expect(reasonsOf(car({ status: "coming_soon" }), { ...group, allowComingSoon: true })).toEqual(["not-in-stock"]);
  });

  it("sold: refused", () => {
    expect(reasonsOf(car({ sold: true }), group)).toEqual(["sold"]);
  });

  it("reserved: refused", () => {
    expect(reasonsOf(car({ reserved: true }), group)).toEqual(["reserved"]);
  });

  it("price 200 refused, 201 offered", () => {
    expect(reasonsOf(car({ price: 200 }), group)).toEqual(["price-not-above-200"]);
    expect(reasonsOf(car({ price: 201 }), group)).toEqual([]);
  });
});
