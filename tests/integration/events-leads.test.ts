// A stored lead logs its form submission event (spec point 4) with its id by category (point 9),
// and a multi-step form's saved step a next step (32): the form actions called as Remix calls
// them, on real PGlite and PostgreSQL. Bots log nothing; a site with events off logs nothing.
import { describe, expect, it } from "vitest";
import { testDatabases } from "./support/databases";
import { VALID_CONTACT, formPost, useLeadServices, outcome, type LeadTestServices } from "./support/leads";
import { action as enquireAction } from "~/routes/enquire";
import { action as formAction } from "~/route-modules/form-page";

const BROWSER = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1", cookie: "device_id=device_LEADFORM01; session_id=session_LEADFORM01" };
// Sunshine asks its Yes/No questions on enquiries and finance.
const CONTACT = { ...VALID_CONTACT, "Best Deal": "Yes" };
const NEW_CAR = "2026-hyundai-santa-fe-calligraphy-100003";

interface Row {
  event_id: number;
  category: string;
  lead_id: string | null;
  car_id: string | null;
  anon_id: string | null;
  session_id: string | null;
  event_properties: Record<string, unknown>;
}

let ip = 0;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const post = (t: LeadTestServices, fn: (a: any) => unknown, site: string, path: string, values: Record<string, string | File>, headers: Record<string, string> = BROWSER) =>
  outcome(fn({ request: formPost(site, path, values, headers), context: t.context(site, `192.0.2.${++ip % 250}`), params: {} }));

describe.each(testDatabases())("lead form events on $name", (target) => {
  const t = useLeadServices(target);
  const events = async () => {
    await t.services.events.flush();
    return (await t.db.query<Row>("SELECT * FROM events ORDER BY id")).rows;
  };

  it("enquiries log 15 (used car) and 14 (new car) with the lead's id, the car and the visitor's ids", async () => {
    const used = await post(t, enquireAction, "sunshine", "/enquire?car_id=edge-reserved", { ...CONTACT, message: "Still available?", intent: "submit", step: "0" });
    expect(used.status).toBe(302);
    const created = await post(t, enquireAction, "sunshine", `/enquire?car_id=${NEW_CAR}`, { ...CONTACT, message: "Price?", intent: "submit", step: "0" });
    expect(created.status).toBe(302);
    const rows = await events();
    expect(rows.map((r) => [r.event_id, r.category])).toEqual([
      [15, "Form Submission"],
      [14, "Form Submission"],
    ]);
    const { rows: leads } = await t.db.query<{ id: string }>("SELECT id FROM leads ORDER BY created_at");
    expect(rows.map((r) => r.lead_id).sort()).toEqual(leads.map((l) => l.id).sort());
    expect(rows[0]).toMatchObject({ anon_id: "device_LEADFORM01", session_id: "session_LEADFORM01" });
    expect(rows[0].car_id).toMatch(/^\d+$/);
    expect(rows[0].event_properties).toMatchObject({ car_slug: "edge-reserved", lead_category: "Used Vehicle Enquiry", browser: "Safari", os: "iOS", device: "mobile" });
  });

  it("a used car's test drive logs 48, a test drive without a car 17, careers 51", async () => {
    expect((await post(t, formAction, "sunshine", "/book-test-drive?car_id=edge-reserved", { ...CONTACT, message: "Saturday?" })).status).toBe(302);
    expect((await post(t, formAction, "sunshine", "/book-test-drive", { ...CONTACT, message: "Saturday?", "Vehicle Make": "Toyota", "Vehicle Model": "Corolla", location_id: "101" })).status).toBe(302);
    const cv = new File(["%PDF-1.4 test"], "cv.pdf", { type: "application/pdf" });
    expect((await post(t, formAction, "sunshine", "/careers", { ...VALID_CONTACT, position: "Sales consultant", message: "Hello", cv })).status).toBe(302);
    expect((await events()).map((r) => r.event_id)).toEqual([48, 17, 51]);
  });

  it("the multi-step finance form logs 'Next Step - Step 1' (32) for its saved step, then the default 22 when complete", async () => {
    const path = "/finance?car_id=edge-special&vehiclePriceBudget=45000";
    const s1 = await post(t, formAction, "sunshine", path, { ...VALID_CONTACT, intent: "continue", step: "0" });
    const leadId = (s1.data as { leadId: string }).leadId;
    await post(t, formAction, "sunshine", path, { intent: "continue", step: "1", lead_id: leadId, preferredDealership: "sunshine-mazda", car_type: "new", vehiclePriceBudget: "45000", loan_term: "60 months", "Best Finance": "Yes", car_id: "edge-special" });
    await post(t, formAction, "sunshine", path, { intent: "continue", step: "2", lead_id: leadId });
    const done = await post(t, formAction, "sunshine", path, { intent: "submit", step: "3", lead_id: leadId, skipped: "3", employment_status: "Full time", annual_income: "85000", residential_status: "Renting" });
    expect(done.status).toBe(302);
    const rows = await events();
    expect(rows.map((r) => [r.event_id, r.category])).toEqual([
      [32, "Next Step - Step 1"],
      [32, "Next Step - Step 2"],
      [32, "Next Step - Step 3"],
      [22, "Form Submission"],
    ]);
    expect(new Set(rows.map((r) => r.lead_id))).toEqual(new Set([leadId]));
  });

  it("a bot's, a Sec-GPC visitor's lead and a lead on a site with events off log nothing (the leads are stored)", async () => {
    const values = { ...CONTACT, message: "Hi", intent: "submit", step: "0" };
    expect((await post(t, enquireAction, "sunshine", "/enquire?car_id=edge-reserved", values, { "user-agent": "Googlebot/2.1" })).status).toBe(302);
    expect((await post(t, enquireAction, "sunshine", "/enquire?car_id=edge-reserved", values, { ...BROWSER, "sec-gpc": "1" })).status).toBe(302);
    expect((await post(t, enquireAction, "redgum", "/enquire", values)).status).toBe(302);
    expect(await events()).toEqual([]);
    const { rows } = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM leads");
    expect(rows[0].n).toBe(3);
  });
});
