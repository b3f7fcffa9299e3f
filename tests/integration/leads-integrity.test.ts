// Lead integrity (issue 9) on a real PGlite and a real PostgreSQL, through the route actions:
// stray bytes never refuse a lead, the wizard's steps are the server's to decide, the honeypot
// catches every filled occurrence, and uploads are judged by their content.
import { describe, expect, it } from "vitest";
import { getLead, listLeads } from "../../server/leads/repository";
import { countPhoneReveals, recordPhoneReveal } from "../../server/phone-reveals";
import { testDatabases } from "./support/databases";
import { VALID_CONTACT, formPost, jsonPost, useLeadServices, outcome, type LeadTestServices } from "./support/leads";
// One route module serves every form page of the table; it reads its row from the request's path.
import { action as contactAction, action as financeAction, action as careersAction } from "~/route-modules/form-page";
import { action as enquireAction } from "~/routes/enquire";
// One route module serves /api/leads, /api/leads/{id}, /api/leads/with-files and their /mock twins.
import { action as createAction, action as updateAction, action as filesAction } from "~/route-modules/lead-api";
import { FILE_EMPTY, REQUIRED, fileTypeNotAllowed } from "~/lib/forms/messages";
import { UPLOAD_ACCEPT } from "~/models/lead-api.server";
import type { LeadActionData } from "~/models/lead-action.server";

type Args = { request: Request; context: ReturnType<LeadTestServices["context"]>; params: Record<string, string> };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const call = (fn: (a: any) => unknown, a: Args) => outcome(fn(a));

let ipCounter = 0;
const freshIp = () => `198.51.101.${++ipCounter % 250}`;

const apiLead = {
  name: "Jane",
  email: "jane@example.com",
  phone: "0412 345 678",
  message: "Is it available?",
  category: "General",
};

// A real (tiny) PDF and PNG header: what file-type recognises by content.
const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

describe.each(testDatabases())("lead integrity on $name", (target) => {
  const t = useLeadServices(target);

  const all = async () => (await listLeads(t.db, { limit: 500 })).leads;
  const args = (request: Request, site = "sunshine", params: Record<string, string> = {}): Args => ({ request, context: t.context(site, freshIp()), params });
  const api = async (fn: (a: never) => unknown, request: Request, params: Record<string, string> = {}) => {
    const res = (await fn(args(request, "sunshine", params) as never)) as Response;
    return { status: res.status, body: (await res.json()) as { id?: string; error?: string; fieldErrors?: Record<string, string[]> } };
  };

  describe("bytes a visitor did not type never refuse a lead", () => {
    it("a NUL in the page's query (stored as linked_query_params) and in the visited pages", async () => {
      const request = formPost("sunshine-toyota", "/contact-us?utm_source=%00&utm_campaign=spr%00ing", {
        ...VALID_CONTACT,
        category: "General",
        location_id: "101",
        message: "Hello",
        visited_pages: JSON.stringify(["/", "/cars/a\u0000b"]),
      });
      const res = await call(contactAction, args(request, "sunshine-toyota"));
      expect(res.status).toBe(302);
      const [lead] = await all();
      expect(lead.status).toBe("complete");
      expect(lead.payload).toMatchObject({
        utm_campaign: "spring",
        // A visited page holding a control character is not recorded (safeLocalPath), and the lead still is.
        lead_attributes: { visited_pages: ["/"], linked_query_params: { utm_source: "", utm_campaign: "spring" } },
      });
    });

    it("NUL and lone surrogates in extra fields, their keys and the honeypot on POST /api/leads; emoji kept", async () => {
      const body = {
        lead: {
          ...apiLead,
          message: "Hi \u{1F697} there\u0000 \uD800",
          colour_pref: "red\u0000\uDC00",
          ["odd\u0000key"]: "v",
          lead_attributes: { visited_pages: ["/x\u0000y"], linked_query_params: { ["k\u0000"]: "v\u0000" } },
        },
      };
      const res = await api(createAction, jsonPost("sunshine", "/api/leads", body));
      expect(res.status).toBe(201);
      const lead = await getLead(t.db, res.body.id!);
      expect(lead?.payload).toMatchObject({
        message: "Hi \u{1F697} there ",
        colour_pref: "red",
        oddkey: "v",
        lead_attributes: { visited_pages: ["/xy"], linked_query_params: { k: "v" } },
      });
      const spam = await api(createAction, jsonPost("sunshine", "/api/leads", { lead: { ...apiLead, favourite_color: "\u0000" } }));
      expect(spam.status).toBe(201);
      expect((await getLead(t.db, spam.body.id!))?.status).toBe("spam");
    });

    it("an upload whose file name holds a NUL, on the form and on /api/leads/with-files", async () => {
      const base = { ...VALID_CONTACT, position: "Sales consultant", message: "Hello" };
      const cv = new File([PDF], "Jane\u0000CV.pdf", { type: "application/pdf" });
      expect((await call(careersAction, args(formPost("sunshine", "/careers", { ...base, cv })))).status).toBe(302);
      const form = new FormData();
      form.append("lead", JSON.stringify(apiLead));
      form.append("files[]", new File([PDF], "\u0000", { type: "application/pdf" }));
      const res = await api(filesAction, new Request("http://sunshine.localhost/api/leads/with-files", { method: "POST", body: form }));
      expect(res.status).toBe(201);
      const names = (await all()).flatMap((l) => l.files.map((f) => f.filename)).sort();
      expect(names).toEqual(["JaneCV.pdf", "upload"]);
    });

    it("a phone reveal with a NUL in its ids is recorded", async () => {
      await recordPhoneReveal(t.db, { siteSlug: "sunshine", carId: "12\u00003", dealershipId: "\uD800x" });
      expect(await countPhoneReveals(t.db, { siteSlug: "sunshine", carId: "123" })).toBe(1);
    });
  });

  describe("the finance wizard: the server decides which step comes next", () => {
    const step = (values: Record<string, string>) =>
      call(financeAction, args(formPost("sunshine", "/finance?car_id=edge-special&vehiclePriceBudget=45000", values)));

    it("posting step 3 after step 1 is refused with the skipped 'Vehicle & Loan' step's messages", async () => {
      const s1 = await step({ ...VALID_CONTACT, intent: "continue", step: "0" });
      const leadId = (s1.data as LeadActionData).leadId!;
      const skip = await step({ intent: "continue", step: "2", lead_id: leadId });
      expect(skip.status).toBe(400);
      const data = skip.data as LeadActionData;
      expect(data.step).toBe(1);
      expect(data.result?.error).toMatchObject({ car_type: [REQUIRED], loan_term: [REQUIRED] });
      const last = await step({ intent: "submit", step: "3", lead_id: leadId, employment_status: "Full time", annual_income: "85000", residential_status: "Renting" });
      expect(last.status).toBe(400);
      expect((last.data as LeadActionData).step).toBe(1);
      expect(await getLead(t.db, leadId)).toMatchObject({ status: "Incomplete", step: 1 });
    });

    it("a later step without a lead is refused with the first step's messages", async () => {
      const res = await step({ intent: "submit", step: "3", employment_status: "Full time", annual_income: "85000", residential_status: "Renting" });
      expect(res.status).toBe(400);
      expect((res.data as LeadActionData).step).toBe(0);
      expect((res.data as LeadActionData).result?.error).toMatchObject({ name: [REQUIRED], email: [REQUIRED] });
      expect(await all()).toHaveLength(0);
    });

    it("an optional step passed over is still recorded as skipped, with its number", async () => {
      const s1 = await step({ ...VALID_CONTACT, intent: "continue", step: "0" });
      const leadId = (s1.data as LeadActionData).leadId!;
      await step({ intent: "continue", step: "1", lead_id: leadId, car_type: "new", vehiclePriceBudget: "45000", loan_term: "60 months", "Best Finance": "Yes", preferredDealership: "sunshine-mazda" });
      const done = await step({ intent: "submit", step: "3", lead_id: leadId, employment_status: "Full time", annual_income: "85000", residential_status: "Renting" });
      expect(done.status).toBe(302);
      expect(await getLead(t.db, leadId)).toMatchObject({ status: "complete", step: 4, skippedSteps: [3] });
    });
  });

  describe("the honeypot: any filled occurrence is spam", () => {
    it("a form post whose first honeypot value is empty and the second filled", async () => {
      const request = formPost("sunshine", "/enquire?car_id=edge-special", { ...VALID_CONTACT, message: "x", "Best Deal": "Yes", favourite_color: ["", "blue"] });
      expect((await call(enquireAction, args(request))).status).toBe(302);
      expect((await all()).map((l) => l.status)).toEqual(["spam"]);
    });

    it.each([["a number", 5], ["zero", 0], ["a boolean", true], ["an array", ["", "blue"]], ["an object", { a: "b" }]])("the lead API with %s", async (_label, value) => {
      const res = await api(createAction, jsonPost("sunshine", "/api/leads", { lead: { ...apiLead, favourite_color: value } }));
      expect(res.status).toBe(201);
      expect((await getLead(t.db, res.body.id!))?.status).toBe("spam");
    });

    it("a bot's lead is kept bounded and stored as spam, whatever else it sends", async () => {
      const lead = JSON.stringify({ favourite_color: "x", category: "\u0000", junk: "j".repeat(150_000), name: "Bot" });
      const deep = "[".repeat(20_000) + "]".repeat(20_000); // deeper than JSON.stringify can go
      const res = await api(createAction, jsonPost("sunshine", "/api/leads", null, { raw: `{"lead":${lead.slice(0, -1)},"deep":${deep}}}` }));
      expect(res.status).toBe(201);
      const stored = await getLead(t.db, res.body.id!);
      expect(stored).toMatchObject({ status: "spam", category: "General", payload: { name: "Bot", junk: "j".repeat(2_000) } });
      expect(stored?.payload).not.toHaveProperty("deep");
    });

    it("empty values are not spam", async () => {
      for (const value of ["", "  ", null, [], [""]]) {
        const res = await api(createAction, jsonPost("sunshine", "/api/leads", { lead: { ...apiLead, favourite_color: value } }));
        expect(res.status, JSON.stringify(value)).toBe(201);
        expect((await getLead(t.db, res.body.id!))?.status).toBe("complete");
      }
    });
  });

  describe("prototype keys are fields like any other", () => {
    it.each(["toString", "constructor", "__proto__", "valueOf", "hasOwnProperty"])("{lead: {%s: {}}} is a 400 with field errors", async (key) => {
      const body = `{"lead":{"${key}":{}}}`;
      const res = await api(createAction, jsonPost("sunshine", "/api/leads", null, { raw: body }));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toMatchObject({ name: [REQUIRED] });
      const put = await api(updateAction, jsonPost("sunshine", "/api/leads/00000000-0000-4000-8000-000000000000", null, { raw: body, method: "PUT" }), { id: "00000000-0000-4000-8000-000000000000" });
      expect(put.status).toBe(400);
    });
  });

  it("a deeply nested extra field is a 400 with its field error, never a throw", async () => {
    const deep = "[".repeat(20_000) + "]".repeat(20_000);
    const res = await api(createAction, jsonPost("sunshine", "/api/leads", null, { raw: `{"lead":{"name":"Jane","email":"jane@example.com","category":"General","x":${deep}}}` }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors ?? {})).toEqual(["x"]);
  });

  describe("uploads are judged by their content", () => {
    const base = { ...VALID_CONTACT, position: "Sales consultant", message: "Hello" };
    const careers = (cv: File) => call(careersAction, args(formPost("sunshine", "/careers", { ...base, cv })));

    it("an HTML or SVG file renamed .pdf, and a zero-byte CV, are refused with a clear message", async () => {
      for (const body of ["<!doctype html><script>alert(1)</script>", '<svg xmlns="http://www.w3.org/2000/svg"></svg>']) {
        const res = await careers(new File([body], "cv.pdf", { type: "application/pdf" }));
        expect(res.status).toBe(400);
        expect((res.data as LeadActionData).result?.error).toEqual({ cv: [fileTypeNotAllowed([".pdf", ".doc", ".docx"])] });
      }
      const empty = await careers(new File([], "cv.pdf", { type: "application/pdf" }));
      expect((empty.data as LeadActionData).result?.error).toEqual({ cv: [FILE_EMPTY] });
      expect(await all()).toHaveLength(0);
      // The bytes decide, not the claimed type or the name.
      const ok = await careers(new File([PDF], "Jane CV", { type: "text/html" }));
      expect(ok.status).toBe(302);
      expect((await all())[0].files).toEqual([expect.objectContaining({ filename: "Jane CV", contentType: "application/pdf" })]);
    });

    it("/api/leads/with-files: content decides, a zero-byte file is empty, plain text must look like text", async () => {
      const post = async (file: File) => {
        const form = new FormData();
        form.append("lead", JSON.stringify(apiLead));
        form.append("files[]", file);
        return api(filesAction, new Request("http://sunshine.localhost/api/leads/with-files", { method: "POST", body: form }));
      };
      const wrong = fileTypeNotAllowed(UPLOAD_ACCEPT);
      expect(await post(new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], "a.pdf"))).toMatchObject({ status: 400, body: { fieldErrors: { files: [wrong] } } });
      expect(await post(new File(["<html></html>"], "a.txt"))).toMatchObject({ status: 400, body: { fieldErrors: { files: [wrong] } } });
      expect(await post(new File([new Uint8Array([0x41, 0, 0x42])], "a.txt"))).toMatchObject({ status: 400 });
      expect(await post(new File([], "a.pdf"))).toMatchObject({ status: 400, body: { fieldErrors: { files: [FILE_EMPTY] } } });
      expect(await all()).toHaveLength(0);
      expect((await post(new File([PNG], "photo.pdf"))).status).toBe(201);
      expect((await post(new File(["Dear dealer, I am interested."], "note.txt"))).status).toBe(201);
      expect((await all()).flatMap((l) => l.files.map((f) => f.contentType)).sort()).toEqual(["image/png", "text/plain"]);
    });
  });
});
