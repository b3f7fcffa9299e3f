// The captcha refuses a form post that carries neither the widget's field nor the form's signed
// start time (every form we render carries it), and a start time over a day old: a bot cannot skip
// the check by leaving both out, nor replay one harvested token for ever (spec point 5 "Captcha
// shows unless turned off"). The alert asks to send again, the values are kept, no lead or
// reservation is stored, never a 500. Real PGlite; the valuation flow's first step and the chat's
// first message: valuation-captcha.test.ts and chat-captcha.test.ts.
import { describe, expect, it } from "vitest";
import { listLeads } from "../../server/leads/repository";
import { MAX_FORM_AGE_MS } from "../../server/captcha/fill-time";
import { pgliteTarget } from "./support/databases";
import { VALID_CONTACT, formPost, outcome, useLeadServices } from "./support/leads";
import { reservableCars, useReservationServices } from "./support/reservations";
import { TEST_CAPTCHA_KEY, formStarted } from "./support/captcha";
import { action as formPageAction } from "~/route-modules/form-page";
import { action as enquireAction } from "~/routes/enquire";
import { action as genericAction } from "~/routes/forms.$form";
import { checkoutAction } from "~/models/checkout.server";
import type { LeadActionData } from "~/models/lead-action.server";
import { FORM_OUT_OF_DATE } from "~/lib/forms/messages";

let ip = 0;
const freshIp = () => `198.51.100.${++ip % 250}`;
type Values = Record<string, string>;
const bare = { bare: true };
const OLD = MAX_FORM_AGE_MS + 60_000;

describe("lead forms without the captcha's fields", () => {
  const t = useLeadServices(pgliteTarget());
  const leads = async () => (await listLeads(t.db, { limit: 50 })).leads;
  const contact: Values = { ...VALID_CONTACT, category: "General", location_id: "101", message: "Hello" };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const send = (action: (a: any) => unknown, site: string, path: string, values: Values, options = {}, params: Values = {}) =>
    outcome(action({ request: formPost(site, path, values, {}, options), context: t.context(site, freshIp()), params }));

  it("neither field: the alert with the values kept, no lead, on /contact-us, /enquire and /forms/*", async () => {
    const posts: [string, Promise<Awaited<ReturnType<typeof outcome>>>][] = [
      ["/contact-us", send(formPageAction, "sunshine-toyota", "/contact-us", contact, bare)],
      ["/enquire", send(enquireAction, "sunshine", "/enquire?car_id=edge-special", { ...VALID_CONTACT, message: "Hi", "Best Deal": "Yes", intent: "submit", step: "0" }, bare)],
      ["/forms/team-member", send(genericAction, "sunshine", "/forms/team-member", { name: "Jane", last_name: "Citizen", email: VALID_CONTACT.email, phone: "0412345678", team_member: "Sam", message: "Hi Sam" }, bare, { form: "team-member" })],
    ];
    for (const [path, pending] of posts) {
      const res = await pending;
      expect(res.status, path).toBe(400);
      const data = res.data as LeadActionData & { result: { initialValue: Values } };
      expect(data.formError, path).toBe(FORM_OUT_OF_DATE);
      expect(data.leadId, path).toBeNull();
      expect(data.result.initialValue.email, path).toBe(VALID_CONTACT.email);
    }
    expect(await leads()).toEqual([]);
  });

  it("an empty start time is refused the same way; so is one older than a day, and one signed with another key", async () => {
    for (const values of [{ form_started: "" }, formStarted(TEST_CAPTCHA_KEY, OLD), formStarted("another-key-000000000000000000000000", 60_000)]) {
      const res = await send(formPageAction, "sunshine-toyota", "/contact-us", { ...contact, ...values });
      expect(res.status, values.form_started).toBe(400);
      expect((res.data as LeadActionData).formError).toBe(FORM_OUT_OF_DATE);
    }
    expect(await leads()).toEqual([]);
  });

  it("a start time just under a day old is let in", async () => {
    const res = await send(formPageAction, "sunshine-toyota", "/contact-us", { ...contact, ...formStarted(TEST_CAPTCHA_KEY, MAX_FORM_AGE_MS - 60_000) });
    expect(res.status).toBe(302);
    expect(await leads()).toHaveLength(1);
  });
});

describe("the checkout's details without the captcha's fields", () => {
  const services = useReservationServices();
  const site = "sunshine";
  const car = () => reservableCars(services().entry(site))[0];
  const valid = (): Values => ({ name: "Jane", last_name: "Citizen", email: "jane@example.com", phone: "0412 345 678", postcode: "4000", terms_conditions: "on", car_id: car().slug, amount_cents: "20000" });
  const post = (values: Values, options = {}) =>
    outcome(checkoutAction(services().context(site, freshIp()), formPost(site, `/cars/${car().slug}/checkout`, values, { origin: "http://sunshine.localhost" }, options), { slug: car().slug }));
  const stored = async () => (await services().db.query<{ n: number }>("SELECT (SELECT count(*)::int FROM reservations) + (SELECT count(*)::int FROM leads) AS n")).rows[0].n;

  it("neither field, or a start time over a day old: the alert with the values kept, no reservation, the car not held", async () => {
    for (const [values, options] of [[valid(), bare], [{ ...valid(), ...formStarted(TEST_CAPTCHA_KEY, OLD) }, {}]] as const) {
      const res = await post(values, options);
      expect(res.status).toBe(400);
      const data = res.data as { formError: string; result: { initialValue: Values } };
      expect(data.formError).toBe(FORM_OUT_OF_DATE);
      expect(data.result.initialValue.email).toBe("jane@example.com");
    }
    expect(await stored()).toBe(0);
    expect(services().reservations.heldCarIds(services().entry(site).group.group.slug).has(String(car().id))).toBe(false);
    expect((await post(valid())).status).toBe(303);
  });
});
