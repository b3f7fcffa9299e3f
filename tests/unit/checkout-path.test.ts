import { describe, expect, it } from "vitest";
import { siteSchema, type Site } from "../../server/sites/schema";
import { checkoutHref, checkoutRedirect, siteCheckoutPath, type CheckoutPath } from "~/lib/checkout-path";
import { vehicleActions } from "~/lib/vehicle-actions";

const site = (checkout_path?: CheckoutPath): Site =>
  siteSchema.parse({ id: 1, slug: "s", template: "dealer", name: "S", ...(checkout_path ? { reservations: { checkout_path } } : {}) });

describe("a car's checkout href (spec point 2)", () => {
  it("is /cars/{slug}/checkout by default", () => {
    expect(siteCheckoutPath(site())).toBe("checkout");
    expect(checkoutHref(site(), "/cars", "edge-special")).toBe("/cars/edge-special/checkout");
  });

  it("is /cars/{slug}/buy-online on sites that say so", () => {
    expect(checkoutHref(site("buy-online"), "/cars", "edge-special")).toBe("/cars/edge-special/buy-online");
  });

  it("is /checkout-journey?car_id={slug} on sites that say so, whatever the vehicle path", () => {
    expect(checkoutHref(site("checkout-journey"), "/motorcycles", "a-b")).toBe("/checkout-journey?car_id=a-b");
  });

  it("follows the site's vehicle path", () => {
    expect(checkoutHref(site(), "/motorcycles", "ktm")).toBe("/motorcycles/ktm/checkout");
    expect(checkoutHref(site("buy-online"), "/campers", "jayco")).toBe("/campers/jayco/buy-online");
  });

  it("the action bar and the results card use it", () => {
    const s = site("buy-online");
    const reserve = vehicleActions({ id: 1, slug: "x", file: null }, s, { vehiclePath: "/cars", reservable: true, unavailable: false }).find((a) => a.key === "reserve");
    expect(reserve?.href).toBe("/cars/x/buy-online");
  });
});

describe("a checkout request that is not the site's own", () => {
  it("is left alone when it is", () => {
    expect(checkoutRedirect(site(), "/cars", { variant: "checkout", vehiclePath: "/cars", slug: "x" })).toBeNull();
    expect(checkoutRedirect(site("checkout-journey"), "/cars", { variant: "checkout-journey", vehiclePath: null, slug: "x" })).toBeNull();
  });

  it("the variant a site does not use redirects (302) to the one it does", () => {
    expect(checkoutRedirect(site(), "/cars", { variant: "buy-online", vehiclePath: "/cars", slug: "x" })).toEqual({ location: "/cars/x/checkout", status: 302 });
    expect(checkoutRedirect(site(), "/cars", { variant: "checkout-journey", vehiclePath: null, slug: "x" })).toEqual({ location: "/cars/x/checkout", status: 302 });
    expect(checkoutRedirect(site("buy-online"), "/cars", { variant: "checkout", vehiclePath: "/cars", slug: "x" })).toEqual({ location: "/cars/x/buy-online", status: 302 });
    expect(checkoutRedirect(site("checkout-journey"), "/campers", { variant: "checkout", vehiclePath: "/campers", slug: "x" })).toEqual({
      location: "/checkout-journey?car_id=x",
      status: 302,
    });
  });

  it("the wrong vehicle path redirects (301) like the vehicle page", () => {
    expect(checkoutRedirect(site(), "/cars", { variant: "checkout", vehiclePath: "/motorcycles", slug: "x" })).toEqual({ location: "/cars/x/checkout", status: 301 });
    expect(checkoutRedirect(site("buy-online"), "/motorcycles", { variant: "buy-online", vehiclePath: "/cars", slug: "x" })).toEqual({
      location: "/motorcycles/x/buy-online",
      status: 301,
    });
  });
});

