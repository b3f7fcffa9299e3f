// checkoutLoader and checkoutAction called with plain Requests, over the demo sites and a real
// database: the sandbox redirect, field errors, tampered posts, a car reserved meanwhile, the lead path.
import { describe, expect, it } from "vitest";
import { checkoutAction, checkoutLoader, TAMPERED, UNAVAILABLE, WHY_NOT } from "~/models/checkout.server";
import { TERMS_REQUIRED } from "~/lib/forms/messages";
import { formPost, get, outcome, thrown } from "./support/leads";
import { reservableCars, useReservationServices } from "./support/reservations";
import { siteCars } from "../fixtures/site-cars";

const services = useReservationServices();

const site = "sunshine";
const car = () => reservableCars(services().entry(site))[0];
const details = { name: "Jane", last_name: "Citizen", email: "jane@example.com", phone: "0412 345 678", postcode: "4000", terms_conditions: "on" };
const post = (values: Record<string, string>, slug = car().slug, clientIp?: string) =>
  outcome(checkoutAction(services().context(site, clientIp), formPost(site, `/cars/${slug}/checkout`, values, { origin: "http://sunshine.localhost" }), { slug }));
const valid = () => ({ ...details, car_id: car().slug, amount_cents: "20000" });

describe("checkout page", () => {
  it("shows the car, the deposit terms before paying, and the details form", async () => {
    const page = await checkoutLoader(services().context(site), get(site, `/cars/${car().slug}/checkout`), { slug: car().slug });
    if (page.kind !== "checkout") throw new Error(page.kind);
    expect(page.mode).toBe("sandbox");
    expect(page.terms).toMatchObject({ amountCents: 20_000, currency: "AUD", holdHours: 48, amountText: "$200 AUD" });
    expect(page.terms.texts).toContain("Queensland law: no more than $100 of a deposit may be non-refundable.");
    expect(page.form.decl.steps[0].fields.map((f) => f.name)).toEqual(["name", "last_name", "email", "phone", "postcode", "terms_conditions"]);
    expect(page.form.hidden).toEqual({ car_id: car().slug, amount_cents: "20000" });
    expect(page.form.decl.submitText).toBe("Pay $200 deposit");
  });

  it("a car that fails the rule gets the why-not page with the enquiry and similar forms", async () => {
    const entry = services().entry(site);
    const sold = siteCars(entry).find((c) => c.sold || c.status === "sold")!;
    const page = await checkoutLoader(services().context(site), get(site, `/cars/${sold.slug}/checkout`), { slug: sold.slug });
    if (page.kind !== "why-not") throw new Error(page.kind);
    expect(page.messages).toContain(WHY_NOT.sold);
    expect(page.similar.key).toBe("find-similar");
    expect(page.enquiry.key).toBe("vehicle-enquiry");
  });

  it("an unknown car is a 404", async () => {
    const res = await thrown(() => checkoutLoader(services().context(site), get(site, "/cars/nope-123/checkout"), { slug: "nope-123" }));
    expect(res.status).toBe(404);
  });

});

describe("checkout action", () => {
  it("starts the reservation and answers 303 to the sandbox's hosted page", async () => {
    const res = await post(valid());
    expect(res.status).toBe(303);
    expect(res.location).toMatch(/^http:\/\/sunshine\.localhost\/sandbox-checkout\/sbx_/);
    const held = services().reservations.heldCarIds(services().entry(site).group.group.slug);
    expect(held.has(String(car().id))).toBe(true);
  });

  it("bad details answer 400 with the spec's messages and the values kept", async () => {
    const res = await post({ ...valid(), email: "nope", terms_conditions: "" });
    expect(res.status).toBe(400);
    const body = res.data as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
    expect(body.result.error.email).toEqual(["invalid email address"]);
    expect(body.result.error.terms_conditions).toEqual([TERMS_REQUIRED]);
    expect(body.result.initialValue.name).toBe("Jane");
  });

  it.each([
    ["a tampered amount", { amount_cents: "100" }],
    ["a missing amount", { amount_cents: "" }],
    ["another car", { car_id: "some-other-car" }],
  ])("%s is refused", async (_what, change) => {
    const res = await post({ ...valid(), ...change });
    expect(res.status).toBe(400);
    expect((res.data as { formError: string }).formError).toBe(TAMPERED);
    const { rows } = await services().db.query<{ n: number }>("SELECT count(*)::int AS n FROM reservations");
    expect(rows[0].n).toBe(0);
  });

  it("a car reserved meanwhile is told before payment (409), details kept", async () => {
    expect((await post(valid(), car().slug, "203.0.113.1")).status).toBe(303);
    const res = await post(valid(), car().slug, "203.0.113.2");
    expect(res.status).toBe(409);
    expect(res.data).toMatchObject({ formError: UNAVAILABLE.reserved, unavailable: "reserved" });
  });

  it("a car with no payment processor reserves through the 'Reserve Car' lead and the success page", async () => {
    const leadCar = reservableCars(services().entry(site), { withProcessor: false })[0];
    const res = await post({ ...valid(), car_id: leadCar.slug }, leadCar.slug);
    expect(res.status).toBe(303);
    expect(res.location).toBe(`/success?category=reserve-car&car_id=${leadCar.slug}`);
    const { rows } = await services().db.query<{ category: string }>("SELECT category FROM leads");
    expect(rows).toEqual([{ category: "Reserve Car" }]);
  });
});
