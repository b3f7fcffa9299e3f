// The lead API and its /mock twins, called with plain Requests on a real PGlite and PostgreSQL:
// every bad body is a 4xx JSON {error, fieldErrors} with the spec's messages; good ones are stored.
import { describe, expect, it } from "vitest";
import { getLead, listLeads } from "../../server/leads/repository";
import { testDatabases } from "./support/databases";
import { carEnquiryLead, get, jsonPost, useLeadServices, type LeadTestServices } from "./support/leads";
// One route module serves /api/leads, /api/leads/{id}, /api/leads/with-files and their /mock twins.
import { action as createAction, action as updateAction, action as filesAction, loader as createLoader, action as mockCreate, action as mockUpdate, action as mockFiles } from "~/route-modules/lead-api";
import { loader as inboxLoader } from "~/routes/admin.leads";
import { loader as fileLoader } from "~/routes/admin.leads.files.$id";
import { ALPHABETICAL_ONLY, CONTACT_REQUIRED, INVALID_EMAIL, INVALID_VALUE, MISSING_LEAD, PHONE_AU, REQUIRED, UNKNOWN_CATEGORY, fileTooLarge, fileTypeNotAllowed, tooLong, tooManyFiles } from "~/lib/forms/messages";
import { INVALID_LEAD, UNKNOWN_DESTINATION, UPLOAD_ACCEPT } from "~/models/lead-api.server";
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from "~/lib/forms/upload-caps";

const lead = {
  ...carEnquiryLead(),
  lead_attributes: { visited_pages: ["/", "/cars/edge-reserved"], linked_query_params: { utm_campaign: "spring" } },
};

type Fn = (a: never) => unknown;
async function send(t: LeadTestServices, fn: Fn, request: Request, params: Record<string, string> = {}, ip = "203.0.113.50") {
  const response = (await fn({ request, context: t.context("sunshine", ip), params } as never)) as Response;
  expect(response).toBeInstanceOf(Response);
  expect(response.headers.get("content-type")).toMatch(/application\/json/);
  return { status: response.status, body: (await response.json()) as { id?: string; error?: string; fieldErrors?: Record<string, string[]> } };
}

function multipart(leadJson: string | null, files: File[], name = "files[]", path = "/api/leads/with-files"): Request {
  const form = new FormData();
  if (leadJson !== null) form.append("lead", leadJson);
  for (const f of files) form.append(name, f);
  return new Request(`http://sunshine.localhost${path}`, { method: "POST", body: form });
}

let ip = 0;
const nextIp = () => `198.18.0.${++ip % 250}`;

describe.each(testDatabases())("lead API on $name", (target) => {
  const t = useLeadServices(target);
  const count = async () => (await listLeads(t.db, { limit: 500 })).total;

  it("POST /api/leads stores a valid lead and answers 201 {id}", async () => {
    const res = await send(t, createAction, jsonPost("sunshine", "/api/leads", { lead }), {}, nextIp());
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await getLead(t.db, res.body.id!);
    expect(stored).toMatchObject({ status: "complete", category: "Used Vehicle Enquiry", siteSlug: "sunshine", phone: "0412345678", destination: "server" });
    expect(stored?.payload).toMatchObject({
      source: "Website",
      website_slug: "sunshine",
      "Vehicle Make": "Ford",
      car_type: "used",
      dealership_slug: "sunshine-used-car-centre",
      utm_campaign: "spring",
      lead_attributes: { visited_pages: ["/", "/cars/edge-reserved"], linked_query_params: { utm_campaign: "spring" } },
    });
    expect(typeof stored?.payload.car_id).toBe("number");
  });

  it("answers every bad body with a 4xx JSON error and stores nothing", async () => {
    const cases: [string, Request, number, string, Record<string, string[]>?][] = [
      ["not JSON", jsonPost("sunshine", "/api/leads", null, { raw: "name=Jane" }), 400, "The request body is not valid JSON."],
      ["truncated JSON", jsonPost("sunshine", "/api/leads", null, { raw: '{"lead": {"name": "Ja' }), 400, "The request body is not valid JSON."],
      ["empty body", jsonPost("sunshine", "/api/leads", null, { raw: "" }), 400, "The request body is not valid JSON."],
      ["form-encoded", new Request("http://sunshine.localhost/api/leads", { method: "POST", body: new URLSearchParams({ lead: "x" }) }), 415, "Send the lead as JSON (Content-Type: application/json)."],
      ["missing lead", jsonPost("sunshine", "/api/leads", { name: "Jane" }), 400, MISSING_LEAD, { lead: [MISSING_LEAD] }],
      ["lead is a string", jsonPost("sunshine", "/api/leads", { lead: "Jane" }), 400, MISSING_LEAD, { lead: [MISSING_LEAD] }],
      ["lead is an array", jsonPost("sunshine", "/api/leads", { lead: [lead] }), 400, MISSING_LEAD, { lead: [MISSING_LEAD] }],
      ["body is an array", jsonPost("sunshine", "/api/leads", [lead]), 400, MISSING_LEAD, { lead: [MISSING_LEAD] }],
      ["body is null", jsonPost("sunshine", "/api/leads", null), 400, MISSING_LEAD, { lead: [MISSING_LEAD] }],
      ["wrong types", jsonPost("sunshine", "/api/leads", { lead: { ...lead, name: 123, email: ["a@b.co"], opt_in: "perhaps" } }), 400, INVALID_LEAD],
      ["bad email and phone", jsonPost("sunshine", "/api/leads", { lead: { ...lead, email: "jane@", phone: "12345" } }), 400, INVALID_LEAD, { email: [INVALID_EMAIL], phone: [PHONE_AU] }],
      ["no category", jsonPost("sunshine", "/api/leads", { lead: { ...lead, category: undefined } }), 400, INVALID_LEAD, { category: [REQUIRED] }],
      ["unknown category", jsonPost("sunshine", "/api/leads", { lead: { ...lead, category: "Free Car" } }), 400, INVALID_LEAD, { category: [UNKNOWN_CATEGORY] }],
      ["no name, no contact", jsonPost("sunshine", "/api/leads", { lead: { category: "General" } }), 400, INVALID_LEAD, { name: [REQUIRED], email: [CONTACT_REQUIRED] }],
      ["a 1 MB string", jsonPost("sunshine", "/api/leads", { lead: { ...lead, message: "x".repeat(1024 * 1024) } }), 400, INVALID_LEAD, { message: [tooLong(10_000)] }],
      ["a 1 MB name", jsonPost("sunshine", "/api/leads", { lead: { ...lead, name: "a".repeat(1024 * 1024) } }), 400, INVALID_LEAD, { name: [tooLong(200)] }],
      ["3 MB body", jsonPost("sunshine", "/api/leads", { lead: { ...lead, message: "x".repeat(3 * 1024 * 1024) } }), 413, "The request is too large (at most 2 MB)."],
      ["unknown destination", jsonPost("sunshine", "/api/leads", { lead, destination: "crm" }), 400, UNKNOWN_DESTINATION, { destination: [UNKNOWN_DESTINATION] }],
      ["nested junk", jsonPost("sunshine", "/api/leads", { lead: { ...lead, extra: { deep: { deeper: 1 } } } }), 400, INVALID_LEAD],
    ];
    for (const [label, request, status, error, fieldErrors] of cases) {
      const res = await send(t, createAction, request);
      expect(res.status, label).toBe(status);
      expect(res.body.error, label).toBe(error);
      // Spec point 8: "Lead submit with no id: returns {lead_id: null, error}".
      expect(res.body, label).toHaveProperty("lead_id", null);
      expect(res.body.fieldErrors, label).toBeTypeOf("object");
      if (fieldErrors) expect(res.body.fieldErrors, label).toMatchObject(fieldErrors);
    }
    const types = await send(t, createAction, jsonPost("sunshine", "/api/leads", { lead: { ...lead, name: 123, email: ["a@b.co"] } }));
    // A number where text goes is read as its text (and a name of digits is not a name).
    expect(types.body.fieldErrors).toMatchObject({ name: [ALPHABETICAL_ONLY], email: [INVALID_VALUE] });
    expect(await count()).toBe(0);
  });

  it("GET is a 405 with Allow", async () => {
    const res = (await createLoader({ params: {} } as never)) as Response;
    expect([res.status, res.headers.get("allow")]).toEqual([405, "POST"]);
    expect(await res.json()).toEqual({ lead_id: null, error: "Use POST." });
  });

  it("the destination may be car-clarity", async () => {
    const res = await send(t, createAction, jsonPost("sunshine", "/api/leads?destination=car-clarity", { lead }), {}, nextIp());
    expect(res.status).toBe(201);
    expect(await getLead(t.db, res.body.id!)).toMatchObject({ destination: "car-clarity" });
  });

  it("a honeypot lead is answered with an id but stored as spam, never queued", async () => {
    const res = await send(t, createAction, jsonPost("sunshine", "/api/leads", { lead: { favourite_color: "red", name: 5 } }), {}, nextIp());
    expect(res.status).toBe(201);
    expect(await getLead(t.db, res.body.id!)).toMatchObject({ status: "spam", delivery: { pending: 0 } });
  });

  it("PUT /api/leads/{id} updates a partial lead; unknown, malformed and completed ids are 404s", async () => {
    const partial = await send(t, createAction, jsonPost("sunshine", "/api/leads", { lead: { name: "Jane", category: "Finance", lead_status: "Incomplete", form_completed: false } }), {}, nextIp());
    expect(partial.status).toBe(201);
    expect(await getLead(t.db, partial.body.id!)).toMatchObject({ status: "Incomplete", formCompleted: false });
    const put = (id: string, body: unknown) => send(t, updateAction, jsonPost("sunshine", `/api/leads/${id}`, body, { method: "PUT" }), { id });
    const done = await put(partial.body.id!, { lead: { name: "Jane", email: "jane@example.com", category: "Finance", annual_income: 85000 } });
    expect(done).toEqual({ status: 200, body: { id: partial.body.id } });
    expect(await getLead(t.db, partial.body.id!)).toMatchObject({ status: "complete", email: "jane@example.com", payload: { annual_income: 85000 } });
    expect((await put(partial.body.id!, { lead })).status).toBe(404); // already complete
    expect((await put("00000000-0000-4000-8000-000000000000", { lead })).status).toBe(404);
    expect((await put("not-a-uuid'; DROP TABLE leads;--", { lead })).status).toBe(404);
    expect((await put(partial.body.id!, { lead: { category: "Finance", email: "bad" } })).status).toBe(400);
  });

  it("POST /api/leads/with-files stores the files; count, size and type are limited with clear messages", async () => {
    const pdf = new File(["%PDF-1.4"], "licence.pdf", { type: "application/pdf" });
    const ok = await send(t, filesAction, multipart(JSON.stringify({ lead: { ...lead, category: "Document Request" } }), [pdf]), {}, nextIp());
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const stored = await getLead(t.db, ok.body.id!);
    expect(stored?.files).toEqual([expect.objectContaining({ filename: "licence.pdf", sizeBytes: 8 })]);
    expect(stored?.payload).toMatchObject({ has_files: true });

    const many = Array.from({ length: UPLOAD_MAX_FILES + 1 }, (_, i) => new File(["x"], `f${i}.pdf`, { type: "application/pdf" }));
    const tooMany = await send(t, filesAction, multipart(JSON.stringify({ lead }), many));
    expect([tooMany.status, tooMany.body.error]).toEqual([400, tooManyFiles(UPLOAD_MAX_FILES)]);
    const big = await send(t, filesAction, multipart(JSON.stringify({ lead }), [new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], "big.pdf", { type: "application/pdf" })]));
    expect([big.status, big.body.error]).toEqual([413, fileTooLarge(UPLOAD_MAX_BYTES)]);
    const exe = await send(t, filesAction, multipart(JSON.stringify({ lead }), [new File(["MZ"], "run.exe", { type: "application/x-msdownload" })]));
    expect([exe.status, exe.body.error]).toEqual([400, fileTypeNotAllowed(UPLOAD_ACCEPT)]);
    const noLead = await send(t, filesAction, multipart(null, [pdf]));
    expect([noLead.status, noLead.body.error]).toEqual([400, MISSING_LEAD]);
    const badLead = await send(t, filesAction, multipart("{nope", [pdf]));
    expect(badLead.status).toBe(400);
    const notMultipart = await send(t, filesAction, jsonPost("sunshine", "/api/leads/with-files", { lead }));
    expect(notMultipart.status).toBe(415);
    expect(await count()).toBe(1);
  });

  it("the /mock twins validate the same way and store nothing", async () => {
    const ok = await send(t, mockCreate, jsonPost("sunshine", "/mock/leads", { lead }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.id).toMatch(/^mock-/);
    const bad = await send(t, mockCreate, jsonPost("sunshine", "/mock/leads", { lead: { ...lead, email: "x" } }));
    expect([bad.status, bad.body.fieldErrors?.email]).toEqual([400, [INVALID_EMAIL]]);
    const put = await send(t, mockUpdate, jsonPost("sunshine", "/mock/leads/abc", { lead }, { method: "PUT" }), { id: "abc" });
    expect(put).toEqual({ status: 200, body: { id: "abc" } });
    const files = await send(t, mockFiles, multipart(JSON.stringify({ lead }), [new File(["%PDF-1.4"], "a.pdf", { type: "application/pdf" })], "files[]", "/mock/leads/with-files"));
    expect(files.status).toBe(201);
    expect(await count()).toBe(0);
  });

  describe("the dealer inbox", () => {
    const auth = (password: string) => ({ authorization: `Basic ${Buffer.from(`dealer:${password}`).toString("base64")}` });
    const inbox = (headers: Record<string, string>, query = "", services = t) =>
      inboxLoader({ request: get("sunshine", `/admin/leads${query}`, headers), context: services.context("sunshine"), params: {} } as never);

    it("is a 404 without ADMIN_PASSWORD, a 401 challenge with a wrong one, and lists the leads with the right one", async () => {
      const off = { ...t, context: (site: string) => ({ ...t.context(site), services: { ...t.services, env: { ...t.services.env, ADMIN_PASSWORD: undefined } } }) } as unknown as LeadTestServices;
      expect((await inbox(auth("letmein"), "", off).then(() => null, (e: Response) => e))?.status).toBe(404);
      const denied = await inbox(auth("wrong")).then(() => null, (e: Response) => e);
      expect(denied?.status).toBe(401);
      expect(denied?.headers.get("www-authenticate")).toMatch(/^Basic realm=/);
      expect((await inbox({}).then(() => null, (e: Response) => e))?.status).toBe(401);

      const created = await send(t, filesAction, multipart(JSON.stringify({ lead }), [new File(["%PDF"], "cv.pdf", { type: "application/pdf" })]), {}, nextIp());
      const page = (await inbox(auth("letmein"))) as { data: { rows: { id: string; status: string; category: string; site: string; name: string; email: string; files: { id: string }[] }[]; total: number } };
      expect(page.data.total).toBe(1);
      expect(page.data.rows[0]).toMatchObject({ id: created.body.id, status: "complete", category: "Used Vehicle Enquiry", site: "sunshine", name: "Jane Citizen", email: "jane@example.com" });

      const fileId = page.data.rows[0].files[0].id;
      const download = (await fileLoader({ request: get("sunshine", `/admin/leads/files/${fileId}`, auth("letmein")), context: t.context("sunshine"), params: { id: fileId } } as never)) as Response;
      expect(download.status).toBe(200);
      expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="cv.pdf"/);
      expect(download.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await download.text()).toBe("%PDF");
      const foreign = await Promise.resolve(
        fileLoader({ request: get("tamaki", `/admin/leads/files/${fileId}`, auth("letmein")), context: t.context("tamaki"), params: { id: fileId } } as never),
      ).then(() => null, (e: Response) => e);
      expect(foreign?.status).toBe(404); // another group's inbox cannot read it
      for (const id of ["nope", "../../etc/passwd", "00000000-0000-4000-8000-000000000000"]) {
        const res = await Promise.resolve(fileLoader({ request: get("sunshine", `/admin/leads/files/x`, auth("letmein")), context: t.context("sunshine"), params: { id } } as never)).then(() => null, (e: Response) => e);
        expect(res?.status, id).toBe(404);
      }
    });

    it("filters by site and status and ignores junk in the query", async () => {
      await send(t, createAction, jsonPost("sunshine", "/api/leads", { lead: { favourite_color: "x" } }), {}, nextIp());
      const spam = (await inbox(auth("letmein"), "?status=spam&page=1")) as { data: { total: number } };
      expect(spam.data.total).toBe(1);
      const junk = (await inbox(auth("letmein"), "?status=%27;--&site=tamaki&page=-5")) as { data: { site: string; page: number; status: null } };
      expect(junk.data).toMatchObject({ site: "sunshine", page: 1, status: null });
    });
  });
});
