// Delivery end to end: leads sent through the forms and the API are forwarded by the outbox to a
// local HTTP lead API that is down, then failing, then back: nothing is lost, each arrives once,
// in the spec's shape; spam never leaves; a multi-step lead is POSTed then PUT to its upstream id.
import { createServer } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { forwardPending } from "../../server/leads/forwarder";
import { listLeads } from "../../server/leads/repository";
import { startFakeLeadApi, type FakeLeadApi } from "./support/lead-api";
import { testDatabases } from "./support/databases";
import { VALID_CONTACT, demoRegistry, formPost, jsonPost, useLeadServices } from "./support/leads";
import { action as enquireAction } from "~/routes/enquire";
// One route module serves every form page of the table; it reads its row from the request's path.
import { action as financeAction, action as careersAction } from "~/route-modules/form-page";
// One route module serves /api/leads, /api/leads/{id}, /api/leads/with-files and their /mock twins.
import { action as apiCreate } from "~/route-modules/lead-api";
import type { LeadActionData } from "~/models/lead-action.server";
import { siteCars } from "../fixtures/site-cars";

/** A loopback port with nothing listening: the lead API is down. */
async function deadEndpoint(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe.each(testDatabases())("lead delivery on $name", (target) => {
  const t = useLeadServices(target);
  let api: FakeLeadApi;
  let clock: number;
  const now = () => new Date(clock);
  const forward = (endpoint = api.url) => forwardPending(t.db, { endpoint, now, timeoutMs: 3_000 });
  const run = (fn: (a: never) => unknown, request: Request, ip: string) => fn({ request, context: t.context("sunshine", ip), params: {} } as never);

  beforeEach(async () => {
    api = await startFakeLeadApi();
    // A few seconds ahead of the database's clock, so leads stored during the test are already due.
    clock = Date.now() + 5_000;
  });
  afterEach(() => api.close());

  it("an outage loses nothing: down, then 503, then delivered once each, in the spec's shape; spam stays home", async () => {
    await run(enquireAction, formPost("sunshine", "/enquire?car_id=edge-special", { ...VALID_CONTACT, message: "Still there?", "Best Deal": "Yes" }), "192.0.2.1");
    const carId = siteCars(demoRegistry().bySiteSlug("sunshine")!).find((c) => c.slug === "edge-reserved")!.id;
    await run(apiCreate, jsonPost("sunshine", "/api/leads", { lead: { name: "Sam", email: "sam@example.com", category: "Used Vehicle Enquiry", car_id: carId } }), "192.0.2.2");
    await run(careersAction, formPost("sunshine", "/careers", { ...VALID_CONTACT, position: "Apprentice", message: "Hi", cv: new File(["%PDF-1.4"], "cv.pdf", { type: "application/pdf" }) }), "192.0.2.3");
    await run(enquireAction, formPost("sunshine", "/enquire?car_id=edge-special", { favourite_color: "green" }), "192.0.2.4");
    // The leads are due from the database's now() at insert: start the forwarder's clock after them,
    // or a slow machine leaves the last one not yet due.
    clock = Date.now() + 5_000;

    // The lead API is down: every attempt fails, and is kept.
    expect(await forward(await deadEndpoint())).toEqual({ attempted: 3, delivered: 0, failed: 3 });
    let inbox = (await listLeads(t.db)).leads;
    expect(inbox.filter((l) => l.status !== "spam").every((l) => l.delivery.pending === 1 && l.delivery.lastError)).toBe(true);

    // Back but failing.
    clock += 31_000;
    api.script({ status: 503 }, { status: 503 }, { status: 503 });
    expect(await forward()).toEqual({ attempted: 3, delivered: 0, failed: 3 });
    expect(api.requests).toHaveLength(3);

    // Not due again before the backoff has passed.
    clock += 30_000;
    expect(await forward()).toEqual({ attempted: 0, delivered: 0, failed: 0 });

    // Recovered: each lead arrives exactly once.
    clock += 60_000;
    expect(await forward()).toEqual({ attempted: 3, delivered: 3, failed: 0 });
    expect(await forward()).toEqual({ attempted: 0, delivered: 0, failed: 0 });
    inbox = (await listLeads(t.db)).leads;
    expect(inbox.filter((l) => l.status !== "spam").map((l) => l.delivery.pending)).toEqual([0, 0, 0]);
    expect(inbox.filter((l) => l.upstreamId).length).toBe(3);

    const delivered = api.requests.slice(3);
    const json = delivered.filter((r) => r.url === "/api/leads").map((r) => r.json() as { lead: Record<string, unknown> });
    expect(json.map((b) => b.lead.name).sort()).toEqual(["Jane", "Sam"]);
    const enquiry = json.find((b) => b.lead.name === "Jane")!.lead;
    expect(enquiry).toMatchObject({ source: "Website", website_slug: "sunshine", category: "New Vehicle Enquiry", "Vehicle Make": "Mazda", form_completed: true });
    expect(enquiry).not.toHaveProperty("favourite_color");
    const withFiles = delivered.find((r) => r.url === "/api/leads/with-files")!;
    const form = await withFiles.formData();
    expect(JSON.parse(String(form.get("lead")))).toMatchObject({ lead: { category: "Career", has_files: true } });
    expect((form.get("files[]") as File).name).toBe("cv.pdf");
    // The spam lead was never sent.
    expect(api.requests.some((r) => r.body.toString().includes("green"))).toBe(false);
  });

  it("a multi-step lead is created upstream on the first step and updated by PUT on the later ones", async () => {
    const post = (values: Record<string, string>) => run(financeAction, formPost("sunshine", "/finance", values), "192.0.2.9") as Promise<unknown>;
    const first = (await post({ ...VALID_CONTACT, intent: "continue", step: "0" })) as LeadActionData;
    api.script({ status: 201, body: { id: "crm-42" } });
    expect(await forward()).toMatchObject({ delivered: 1 });
    await post({ intent: "continue", step: "1", lead_id: first.leadId!, preferredDealership: "sunshine-kia", car_type: "used", vehiclePriceBudget: "25000", loan_term: "36 months", "Best Finance": "No" });
    await post({ intent: "continue", step: "2", lead_id: first.leadId! });
    await post({ intent: "submit", step: "3", lead_id: first.leadId!, skipped: "3", employment_status: "Casual", annual_income: "52000", residential_status: "Renting" });
    clock += 1_000;
    expect(await forward()).toMatchObject({ delivered: 3, failed: 0 });
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(["POST /api/leads", "PUT /api/leads/crm-42", "PUT /api/leads/crm-42", "PUT /api/leads/crm-42"]);
    const firstBody = api.requests[0].json() as { lead: Record<string, unknown> };
    expect(firstBody.lead).toMatchObject({ lead_status: "Incomplete", form_completed: false, step: 1 });
    const last = api.requests[3].json() as { lead: Record<string, unknown> };
    expect(last.lead).toMatchObject({ lead_status: "Complete", form_completed: true, step: 4, skipped_steps: [3], annual_income: 52000, dealership_slug: "sunshine-kia" });
  });
});
