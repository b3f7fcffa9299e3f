// The valuation flow's steps (issue 12) called as Remix calls them, one plain form POST a step (as
// a browser without JavaScript sends them), storing leads in a real PGlite. The valuation service is
// the in-memory fake (tests/fixtures/valuations.ts), so a decline, a valuer failure and a registry
// are chosen by the test; the built server with the embedded service: valuation-flow-http.test.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { listLeads } from "../../server/leads/repository";
import { pgliteTarget } from "./support/databases";
import { VALID_CONTACT, formPost, get, outcome, thrown, useLeadServices } from "./support/leads";
import { action, loader } from "~/route-modules/valuation";
import type { FlowState } from "~/models/valuation-steps.server";
import type { FlowPage } from "~/models/valuation-flow.server";
import { STATE_NEEDED } from "~/models/valuation-identify.server";
import { REGISTRY_FAILED_TEXT, REGO_NOT_FOUND, VALUATION_GONE } from "~/lib/valuation/flow";
import { REQUIRED } from "~/lib/forms/messages";
import { DECLINED, fakeValuations, type FakeValuations } from "../fixtures/valuations";
import { siteCars } from "../fixtures/site-cars";

const t = useLeadServices(pgliteTarget());
let fake: FakeValuations;
beforeEach(() => {
  fake = fakeValuations();
  t.services.valuations = fake;
});

let ip = 0;
const freshIp = () => `198.51.100.${++ip % 250}`;
const load = async (site: string, path: string) => (await loader({ request: get(site, path), context: t.context(site), params: {} })) as FlowPage;
async function post(site: string, path: string, values: Record<string, string>, clientIp = "203.0.113.9") {
  const res = await outcome(action({ request: formPost(site, path, values, { referer: `http://${site}.localhost${path}` }), context: t.context(site, clientIp), params: {} }));
  return { ...res, state: res.data as FlowState };
}
const leads = async () => (await listLeads(t.db, { limit: 50 })).leads;
const CAR = { year: "2019", make: "Mazda", model: "CX-5", badge: "Maxx" };
const DETAILS = { odometer: "88,000", condition: "Good", service_history: "Full", finance_owing: "No" };

/** The three-step flow up to its price, as one visitor. */
async function toPrice(site: string, path: string, clientIp: string, extra: Record<string, string> = {}) {
  const s1 = await post(site, path, { flow_step: "vehicle", intent: "continue", rego: "xyz-789", state: "QLD", ...CAR, ...DETAILS, ...extra }, clientIp);
  expect(s1.status).toBe(200);
  expect(s1.state.flowStep).toBe("price");
  return s1.state;
}

describe("the valuation flow without JavaScript", () => {
  it("the group site's /valuations: three steps, no registry said plainly, the cascading pick", async () => {
    const page = await load("sunshine", "/valuations");
    expect(page).toMatchObject({ heading: "Value My Car", steps: ["vehicle", "price", "contact"], registry: false, offerRejection: false, purpose: "trade-in" });
    expect(page.picker).toMatchObject({ years: [2020, 2019, 2018], makes: [], year: null });
    const narrowed = await post("sunshine", "/valuations", { flow_step: "vehicle", intent: "narrow", year: "2019", make: "Mazda", odometer: "5000" });
    expect(narrowed.status).toBe(200);
    expect(narrowed.state.picker).toMatchObject({ year: 2019, make: "Mazda", makes: ["Mazda", "Toyota"], models: ["CX-5", "Mazda3"] });
    expect(narrowed.state.values.odometer).toBe("5000");
    expect(await leads()).toHaveLength(0);
  });

  it("vehicle and details → a range → accept → contact details: one lead, completed, with the valuation", async () => {
    const clientIp = freshIp();
    const price = await toPrice("sunshine", "/valuations", clientIp);
    expect(price.price).toMatchObject({ kind: "priced", range: "$12,300 – $15,800", guide: "$14,000", canDecide: true, canReject: false });
    const [saved] = await leads();
    expect(saved).toMatchObject({ status: "Incomplete", category: "Trade-in Enquiry", step: 1 });
    expect(saved.payload).toMatchObject({ Rego: "XYZ789", state: "QLD", "Vehicle Make": "Mazda", "Vehicle Model": "CX-5", year: 2019, odometer: 88_000, valuation_id: price.valuationId, "Valuation guide": "Yes" });

    const accepted = await post("sunshine", "/valuations", { flow_step: "price", intent: "accept", lead_id: price.leadId!, valuation_id: price.valuationId! }, clientIp);
    expect(accepted.state).toMatchObject({ flowStep: "contact", leadId: price.leadId });
    const done = await post("sunshine", "/valuations", { ...VALID_CONTACT, flow_step: "contact", intent: "submit", step: "0", lead_id: price.leadId!, valuation_id: price.valuationId! }, clientIp);
    expect(done).toMatchObject({ status: 302, location: "/success?category=trade-in-enquiry" });
    const [lead] = await leads();
    expect(lead).toMatchObject({ id: price.leadId, status: "complete", formCompleted: true, category: "Trade-in Enquiry" });
    expect(lead.payload).toMatchObject({ name: "Jane", lead_status: "Complete", valuation_status: "Accepted", Valuation: expect.stringMatching(/^\$12,300 – \$15,800/), Rego: "XYZ789" });
    expect(fake.stored.get(price.valuationId!)).toMatchObject({ status: "accepted", leadId: lead.id });
  });

  it("Back is a POST too: the step before with what the lead holds; valued again, the lead holds the new valuation", async () => {
    const clientIp = freshIp();
    const price = await toPrice("sunshine", "/valuations", clientIp);
    const ids = { lead_id: price.leadId!, valuation_id: price.valuationId! };
    const back = await post("sunshine", "/valuations", { ...ids, flow_step: "price", intent: "back" }, clientIp);
    expect(back.state).toMatchObject({ flowStep: "vehicle", leadId: price.leadId, valuationId: price.valuationId, values: { year: "2019", make: "Mazda", model: "CX-5", rego: "XYZ789", odometer: "88000" } });
    expect(back.state.picker).toMatchObject({ year: 2019, make: "Mazda", model: "CX-5", badges: ["Maxx", "Akera"] });
    const again = await post("sunshine", "/valuations", { ...ids, flow_step: "vehicle", intent: "continue", ...CAR, ...DETAILS, odometer: "120000" }, clientIp);
    expect(again.state).toMatchObject({ flowStep: "price", leadId: price.leadId });
    expect(again.state.valuationId).not.toBe(price.valuationId);
    const [lead] = await leads();
    expect(lead.payload).toMatchObject({ odometer: 120_000, valuation_id: again.state.valuationId });
  });

  it("a missing choice or a bad plate is a field message on its own field, the values kept", async () => {
    const res = await post("sunshine", "/valuations", { flow_step: "vehicle", intent: "continue", rego: "TOOLONG99", state: "NSW", year: "2019", make: "Mazda", odometer: "abc" });
    expect(res.status).toBe(400);
    expect(res.state.fieldErrors).toMatchObject({ rego: ["Invalid registration for NSW. Please use up to 6 letters and numbers."], odometer: ["Please enter a whole number from 0 to 2,000,000."], condition: [REQUIRED], model: [REQUIRED] });
    const unpicked = await post("sunshine", "/valuations", { flow_step: "vehicle", intent: "continue", year: "2019", make: "Mazda", ...DETAILS });
    expect(unpicked.state.fieldErrors).toEqual({ model: [REQUIRED] });
    expect(unpicked.state.picker.models).toEqual(["CX-5", "Mazda3"]);
  });

  it("a declined valuation says we'll call with a price, and the visitor still sends details", async () => {
    fake.answer = DECLINED;
    const clientIp = freshIp();
    const price = await toPrice("sunshine", "/trade-in", clientIp);
    expect(price.price).toMatchObject({ kind: "declined", canDecide: false, range: null });
    const next = await post("sunshine", "/trade-in", { flow_step: "price", intent: "continue", lead_id: price.leadId!, valuation_id: price.valuationId! }, clientIp);
    expect(next.state.flowStep).toBe("contact");
    const done = await post("sunshine", "/trade-in", { ...VALID_CONTACT, flow_step: "contact", intent: "submit", lead_id: price.leadId!, valuation_id: price.valuationId! }, clientIp);
    expect(done.status).toBe(302);
    expect((await leads())[0].payload).toMatchObject({ Valuation: expect.stringMatching(/^We'll call you with a price/), valuation_status: "Declined", "Valuation guide": "No" });
  });

  it("a valuer that fails (CallError) is said on the page, never a 500, and the details can still be sent", async () => {
    fake.answer = "fail";
    const clientIp = freshIp();
    const price = await toPrice("sunshine", "/trade-in", clientIp);
    expect(price).toMatchObject({ valuationId: null, price: { kind: "failed", canDecide: false } });
    const next = await post("sunshine", "/trade-in", { flow_step: "price", intent: "continue", lead_id: price.leadId!, valuation_id: "" }, clientIp);
    const done = await post("sunshine", "/trade-in", { ...VALID_CONTACT, flow_step: "contact", lead_id: next.state.leadId!, valuation_id: "" }, clientIp);
    expect(done.status).toBe(302);
    expect((await leads())[0].payload).toMatchObject({ Valuation: "Not valued: the valuation service did not answer", name: "Jane" });
  });

  it("/cars/trade-in?car_id= ties the trade-in to the car being bought; an unknown car is a 404", async () => {
    const clientIp = freshIp();
    const page = await load("sunshine", "/cars/trade-in?car_id=edge-special");
    expect(page.car?.slug).toBe("edge-special");
    const price = await toPrice("sunshine", "/cars/trade-in?car_id=edge-special", clientIp);
    const [saved] = await leads();
    expect(saved.payload).toMatchObject({ car_id: expect.any(Number), "Vehicle Make": "Mazda", Rego: "XYZ789" });
    expect(fake.stored.get(price.valuationId!)?.carSlug).toBe("edge-special");
    expect((await thrown(() => loader({ request: get("sunshine", "/cars/trade-in?car_id=no-such-car"), context: t.context("sunshine"), params: {} }))).status).toBe(404);
  });

  it("rejecting the offer where the car's dealership enables it: a reason is required and recorded", async () => {
    const car = siteCars(t.services.registry.bySiteSlug("sunshine")!).find((c) => c.dealership_slug === "sunshine-used-car-centre" && c.show_on_dealer_website)!;
    const path = `/valuations?car_id=${car.slug}`;
    expect((await load("sunshine", path)).offerRejection).toBe(true);
    const clientIp = freshIp();
    const price = await toPrice("sunshine", path, clientIp);
    expect(price.price?.canReject).toBe(true);
    const ids = { flow_step: "price", lead_id: price.leadId!, valuation_id: price.valuationId! };
    const noReason = await post("sunshine", path, { ...ids, intent: "reject" }, clientIp);
    expect(noReason).toMatchObject({ status: 400, state: { flowStep: "price", fieldErrors: { reject_reason: [REQUIRED] } } });
    const rejected = await post("sunshine", path, { ...ids, intent: "reject", reject_reason: "Price too low", reject_comment: "Expected 16k" }, clientIp);
    expect(rejected.state).toMatchObject({ flowStep: "contact", note: expect.stringContaining("talk the price over") });
    expect(fake.stored.get(price.valuationId!)).toMatchObject({ status: "rejected", rejectReason: "Price too low", rejectComment: "Expected 16k" });
    expect((await leads())[0].payload).toMatchObject({ valuation_status: "Rejected", reject_reason: "Price too low", reject_comment: "Expected 16k" });
  });

  it("another site's valuation id, or one the lead does not hold, is refused", async () => {
    const clientIp = freshIp();
    const price = await toPrice("sunshine", "/valuations", clientIp);
    const other = await toPrice("sunshine-mazda", "/trade-in", freshIp());
    const swapped = await post("sunshine", "/valuations", { flow_step: "price", intent: "accept", lead_id: price.leadId!, valuation_id: other.valuationId! }, clientIp);
    expect(swapped).toMatchObject({ status: 400, state: { formError: VALUATION_GONE } });
    const foreignLead = await post("sunshine", "/valuations", { flow_step: "price", intent: "accept", lead_id: other.leadId!, valuation_id: other.valuationId! }, clientIp);
    expect(foreignLead.status).toBe(404);
    const skipped = await post("sunshine", "/valuations", { ...VALID_CONTACT, flow_step: "contact", lead_id: "", valuation_id: "" }, clientIp);
    expect(skipped.status).toBe(404);
  });

  it("the four-step variant on its dealer's site: identify, details, price, contact", async () => {
    const site = "sunshine-toyota";
    expect((await load(site, "/trade-in")).steps).toEqual(["identify", "details", "price", "contact"]);
    const clientIp = freshIp();
    const s1 = await post(site, "/trade-in", { flow_step: "identify", intent: "continue", ...CAR }, clientIp);
    expect(s1.state).toMatchObject({ flowStep: "details", valuationId: null });
    const s2 = await post(site, "/trade-in", { flow_step: "details", intent: "continue", lead_id: s1.state.leadId!, valuation_id: "", ...DETAILS }, clientIp);
    expect(s2.state).toMatchObject({ flowStep: "price", leadId: s1.state.leadId, price: { kind: "priced", vehicle: "2019 Mazda CX-5 Maxx" } });
    const s3 = await post(site, "/trade-in", { flow_step: "price", intent: "accept", lead_id: s1.state.leadId!, valuation_id: s2.state.valuationId! }, clientIp);
    const s4 = await post(site, "/trade-in", { ...VALID_CONTACT, flow_step: "contact", lead_id: s3.state.leadId!, valuation_id: s2.state.valuationId! }, clientIp);
    expect(s4.status).toBe(302);
    expect((await leads())[0]).toMatchObject({ status: "complete", step: 4 });
  });

  it("with a registry, a plate is looked up; one it does not know is a field message", async () => {
    fake.registryOn = true;
    const unknown = await post("sunshine", "/valuations", { flow_step: "vehicle", intent: "continue", rego: "ZZZ999", state: "QLD", ...DETAILS });
    expect(unknown).toMatchObject({ status: 400, state: { fieldErrors: { rego: [REGO_NOT_FOUND] } } });
    const stateless = await post("sunshine", "/valuations", { flow_step: "vehicle", intent: "continue", rego: "ABC123", ...DETAILS });
    expect(stateless.state.fieldErrors).toEqual({ state: [STATE_NEEDED] });
    const found = await post("sunshine", "/valuations", { flow_step: "vehicle", intent: "continue", rego: "ABC123", state: "QLD", ...DETAILS }, freshIp());
    expect(found.state.price).toMatchObject({ vehicle: "2019 Mazda CX-5 Maxx" });
    const down = await post("sunshine", "/valuations", { flow_step: "vehicle", intent: "continue", rego: "FAIL1", state: "QLD", ...DETAILS });
    expect(down).toMatchObject({ status: 400, state: { formError: REGISTRY_FAILED_TEXT, fieldErrors: { year: [REQUIRED] } } });
    const picked = await post("sunshine", "/valuations", { flow_step: "vehicle", intent: "continue", rego: "FAIL1", state: "QLD", ...CAR, ...DETAILS }, freshIp());
    expect(picked.state.price).toMatchObject({ kind: "priced", vehicle: "2019 Mazda CX-5 Maxx" });
  });

  it("the honeypot: answered like success, stored as spam, nothing valued", async () => {
    const res = await post("sunshine", "/valuations", { flow_step: "vehicle", intent: "continue", favourite_color: "blue", ...CAR, ...DETAILS }, freshIp());
    expect(res).toMatchObject({ status: 302, location: "/success?category=trade-in-enquiry" });
    expect((await leads()).map((l) => l.status)).toEqual(["spam"]);
    expect(fake.stored.size).toBe(0);
  });

  it("selling: the Sell My Car category and 'Ready to sell' as Yes/No text", async () => {
    const clientIp = freshIp();
    const price = await toPrice("sunshine", "/sell-my-car", clientIp);
    await post("sunshine", "/sell-my-car", { flow_step: "price", intent: "accept", lead_id: price.leadId!, valuation_id: price.valuationId! }, clientIp);
    const done = await post("sunshine", "/sell-my-car", { ...VALID_CONTACT, "Ready to sell": "Yes", flow_step: "contact", lead_id: price.leadId!, valuation_id: price.valuationId! }, clientIp);
    expect(done.location).toBe("/success?category=sell-my-car");
    const [lead] = await leads();
    expect(lead).toMatchObject({ category: "Sell My Car" });
    expect(lead.payload).toMatchObject({ "Ready to sell": "Yes", "Valuation guide": "Yes", category: "Sell My Car" });
    expect(fake.stored.get(price.valuationId!)?.purpose).toBe("sell");
  });
});
