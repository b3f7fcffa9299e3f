// The valuation flow's captcha (spec point 5 "Captcha shows unless turned off"): its first step
// creates the lead, so that post passes the lead forms' one rule (app/models/captcha.server.ts): a
// widget solution that verifies once, or without JavaScript a signed start time at least the minimum
// fill time old. A missing, forged or replayed solution is a message under the check on that step
// (400), no lead stored, nothing valued; never a 500. Real PGlite; the valuer is the in-memory fake.
import { beforeEach, describe, expect, it } from "vitest";
import { listLeads } from "../../server/leads/repository";
import { createCaptchaService } from "../../server/captcha/service";
import { databaseReplayStore } from "../../server/captcha/replay-store";
import { MAX_FORM_AGE_MS, formStartedToken } from "../../server/captcha/fill-time";
import { pgliteTarget } from "./support/databases";
import { FORGED_PAYLOAD, formStarted, solvedPayload } from "./support/captcha";
import { formPost, get, outcome, useLeadServices } from "./support/leads";
import { action, loader } from "~/route-modules/valuation";
import type { FlowState } from "~/models/valuation-steps.server";
import type { FlowPage } from "~/models/valuation-flow.server";
import { CAPTCHA_FAILED, CAPTCHA_MISSING, FILLED_TOO_FAST, FORM_OUT_OF_DATE } from "~/lib/forms/messages";
import { fakeValuations, type FakeValuations } from "../fixtures/valuations";

const KEY = "valuation-captcha-test-key-0000000000000";
const t = useLeadServices(pgliteTarget());
let fake: FakeValuations;
beforeEach(() => {
  fake = fakeValuations();
  t.services.valuations = fake;
  // The no-JavaScript path's own minimum fill time (the shared lead services set none).
  t.services.captcha = createCaptchaService(KEY, databaseReplayStore(t.db), { minFillMs: 3_000 });
});

let ip = 0;
async function post(path: string, values: Record<string, string>, bare = false) {
  const request = formPost("sunshine", path, values, { referer: `http://sunshine.localhost${path}` }, { bare });
  const res = await outcome(action({ request, context: t.context("sunshine", `198.51.100.${++ip % 250}`), params: {} }));
  return { ...res, state: res.data as FlowState };
}
const leads = async () => (await listLeads(t.db, { limit: 50 })).leads;
const FIRST_STEP = { flow_step: "vehicle", intent: "continue", rego: "xyz-789", state: "QLD", year: "2019", make: "Mazda", model: "CX-5", badge: "Maxx", odometer: "88,000", condition: "Good", service_history: "Full", finance_owing: "No" };

const solved = async () => solvedPayload(await t.services.captcha.challenge());

describe("the valuation flow's captcha, on the step that creates the lead", () => {
  it("the page carries the signed start time for the first step", async () => {
    const page = (await loader({ request: get("sunshine", "/valuations"), context: t.context("sunshine"), params: {} })) as FlowPage;
    expect(page.contact.captcha?.formStarted).toMatch(/^\d+\.[\w-]{43}$/);
  });

  it("with JavaScript: a solved check lets the lead in once; the same solution again is a message under the check", async () => {
    const payload = await solved();
    const first = await post("/valuations", { ...FIRST_STEP, altcha: payload });
    expect(first.status).toBe(200);
    expect(first.state.flowStep).toBe("price");
    expect(await leads()).toHaveLength(1);
    const again = await post("/valuations", { ...FIRST_STEP, altcha: payload });
    expect(again.status).toBe(400);
    expect(again.state).toMatchObject({ flowStep: "vehicle", leadId: null, fieldErrors: { altcha: [CAPTCHA_FAILED] } });
    expect(again.state.values.odometer).toBe("88,000");
    expect(await leads()).toHaveLength(1);
  }, 60_000);

  it("a missing, forged or hostile solution is a message on the first step: no lead, nothing valued, never a 500", async () => {
    const proto = Buffer.from('{"__proto__":{"challenge":1}}').toString("base64");
    const cases: [string, string][] = [["", CAPTCHA_MISSING], [FORGED_PAYLOAD, CAPTCHA_FAILED], [proto, CAPTCHA_FAILED], ["%%%", CAPTCHA_FAILED], ["x".repeat(50_000), CAPTCHA_FAILED]];
    for (const [altcha, message] of cases) {
      const res = await post("/sell-my-car", { ...FIRST_STEP, altcha });
      expect(res.status, altcha.slice(0, 12)).toBe(400);
      expect(res.state.fieldErrors.altcha).toEqual([message]);
    }
    expect(await leads()).toHaveLength(0);
    expect(fake.stored.size).toBe(0);
  });

  it("without JavaScript: sent 3 s after the page was made is let in; sooner is an alert and no lead; signed with another key is out of date", async () => {
    const fast = await post("/valuations", { ...FIRST_STEP, form_started: formStartedToken(KEY, new Date(Date.now() - 2_900)) });
    expect(fast.status).toBe(400);
    expect(fast.state).toMatchObject({ flowStep: "vehicle", formError: FILLED_TOO_FAST });
    const foreign = await post("/valuations", { ...FIRST_STEP, form_started: formStartedToken("another-key", new Date(Date.now() - 60_000)) });
    expect(foreign.state.formError).toBe(FORM_OUT_OF_DATE);
    expect(await leads()).toHaveLength(0);
    const ok = await post("/valuations", { ...FIRST_STEP, form_started: formStartedToken(KEY, new Date(Date.now() - 3_100)) });
    expect(ok.status).toBe(200);
    expect(ok.state.flowStep).toBe("price");
    expect(await leads()).toHaveLength(1);
  });

  it("neither field (a post not from our page) or a start time over a day old: the alert with the values kept, no lead, nothing valued", async () => {
    const bare = await post("/valuations", FIRST_STEP, true);
    expect(bare.status).toBe(400);
    expect(bare.state).toMatchObject({ flowStep: "vehicle", leadId: null, formError: FORM_OUT_OF_DATE });
    expect(bare.state.values.odometer).toBe("88,000");
    const old = await post("/valuations", { ...FIRST_STEP, ...formStarted(KEY, MAX_FORM_AGE_MS + 60_000) });
    expect(old.status).toBe(400);
    expect(old.state.formError).toBe(FORM_OUT_OF_DATE);
    expect(await leads()).toHaveLength(0);
    expect(fake.stored.size).toBe(0);
    const day = await post("/valuations", { ...FIRST_STEP, ...formStarted(KEY, MAX_FORM_AGE_MS - 60_000) });
    expect(day.state.flowStep).toBe("price");
    expect(await leads()).toHaveLength(1);
  });

  it("the honeypot still answers like success, stored as spam, whatever the check", async () => {
    const res = await post("/valuations", { ...FIRST_STEP, favourite_color: "blue", altcha: "" });
    expect(res).toMatchObject({ status: 302, location: "/success?category=trade-in-enquiry" });
    expect((await leads()).map((l) => l.status)).toEqual(["spam"]);
  });

  it("a site that turns the captcha off asks for no check", async () => {
    const site = t.services.registry.bySiteSlug("sunshine")!.site;
    site.captcha.enabled = false;
    try {
      const res = await post("/valuations", { ...FIRST_STEP, altcha: "" });
      expect(res.status).toBe(200);
      expect(res.state.flowStep).toBe("price");
    } finally {
      site.captcha.enabled = true;
    }
  });
});
