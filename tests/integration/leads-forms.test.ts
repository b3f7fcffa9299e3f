// The lead form routes' actions called with plain Requests, as Remix calls them, storing into a
// real PGlite and a real PostgreSQL: every form, bad input, honeypot, rate limit,
// multi-step partial saves and uploads.
import { describe, expect, it } from "vitest";
import { getLead, listLeads } from "../../server/leads/repository";
import { testDatabases } from "./support/databases";
import { VALID_CONTACT, formPost, get, useLeadServices, outcome, thrown, type LeadTestServices } from "./support/leads";
import { action as enquireAction, loader as enquireLoader } from "~/routes/enquire";
// One route module serves every form page of the table; it reads its row from the request's path.
import { action as testDriveAction, loader as testDriveLoader, action as financeAction, loader as financeLoader, loader as financePreApprovalLoader, action as contactAction, action as careersAction, action as serviceAction, loader as serviceLoader, loader as bookAServiceLoader } from "~/route-modules/form-page";
import { action as genericAction } from "~/routes/forms.$form";
import { loader as successLoader } from "~/routes/success";
import { FIND_SIMILAR_MESSAGE } from "~/lib/forms/definitions";
import { REQUEST_PHOTOS_DEFAULT_MESSAGE } from "~/lib/forms/declaration";
import { GROUP_FORM_SUBMIT_FAILED, LEAD_SUBMIT_FAILED, ALPHABETICAL_ONLY, INVALID_EMAIL, INVALID_POSTCODE, PHONE_AU, PHONE_AU_MOBILE, REQUIRED, TERMS_REQUIRED, fileTooLarge, fileTypeNotAllowed } from "~/lib/forms/messages";
import { RATE_LIMITED_MESSAGE } from "../../server/leads/guards";
import type { LeadActionData } from "~/models/lead-action.server";
import { SearchService } from "../../server/search/service";

type Args = { request: Request; context: ReturnType<LeadTestServices["context"]>; params: Record<string, string> };
const args = (t: LeadTestServices, request: Request, site = "sunshine", ip?: string, params: Record<string, string> = {}): Args => ({
  request,
  context: t.context(site, ip),
  params,
});
// Route functions take Remix's args; these tests give exactly what Remix gives them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const call = (fn: (a: any) => unknown, a: Args) => outcome(fn(a));

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter % 250}`;

describe.each(testDatabases())("lead forms on $name", (target) => {
  const t = useLeadServices(target);

  const all = async () => (await listLeads(t.db, { limit: 500 })).leads;

  describe("vehicle enquiry (/enquire?car_id=)", () => {
    it("stores the lead with the spec's payload, then redirects to /success with the car_type category", async () => {
      const request = formPost("sunshine", "/enquire?car_id=edge-reserved&utm_source=google&gclid=abc", {
        ...VALID_CONTACT,
        message: "Is it still available?",
        "Best Deal": "Yes",
        visited_pages: JSON.stringify(["/", "/search/used-cars", "/cars/edge-reserved"]),
        intent: "submit",
        step: "0",
      });
      const res = await call(enquireAction, args(t, request, "sunshine", freshIp()));
      expect(res.status).toBe(302);
      expect(res.location).toBe("/success?category=used-vehicle-enquiry&car_id=edge-reserved");
      const [lead] = await all();
      expect(lead).toMatchObject({ status: "complete", formCompleted: true, category: "Used Vehicle Enquiry", siteSlug: "sunshine", email: "jane@example.com", phone: "0412345678" });
      expect(lead.payload).toMatchObject({
        source: "Website",
        website_slug: "sunshine",
        user_agent: "vitest",
        url: "https://www.sunshinemotorgroup.com.au/enquire?car_id=edge-reserved&utm_source=google&gclid=abc",
        name: "Jane",
        last_name: "Citizen",
        phone: "0412345678",
        message: "Is it still available?",
        "Best Deal": "Yes",
        car_type: "used",
        "Vehicle Make": "Ford",
        "Vehicle Model": "Ranger",
        vehicle_status: "in_stock",
        dealership_slug: "sunshine-used-car-centre",
        form_completed: true,
        gclid: "abc",
        utm_source: "google",
        lead_attributes: { visited_pages: ["/", "/search/used-cars", "/cars/edge-reserved"], linked_query_params: { utm_source: "google", gclid: "abc" } },
      });
      expect(typeof lead.payload.car_id).toBe("number");
      expect(typeof lead.payload.location_id).toBe("number");
      expect(lead.payload.stock_number).toMatch(/^[A-Z]+\d+$/);
      expect(lead.payload).not.toHaveProperty("favourite_color");
      expect(lead.payload).not.toHaveProperty("intent");
      expect(lead.delivery.pending).toBe(1); // queued for the forwarder
      expect(t.wakes()).toBeGreaterThan(0);
    });

    it("a demo car's enquiry lands on demo-vehicle-enquiry; without JS the Referer is the visited page", async () => {
      const request = formPost("sunshine", "/enquire?car_id=edge-test-drive-only", { ...VALID_CONTACT, message: "Hi", "Best Deal": "No" }, { referer: "http://sunshine.localhost/cars/edge-test-drive-only" });
      const res = await call(enquireAction, args(t, request, "sunshine", freshIp()));
      expect(res.location).toBe("/success?category=demo-vehicle-enquiry&car_id=edge-test-drive-only");
      const [lead] = await all();
      expect(lead.category).toBe("New Vehicle Enquiry");
      expect(lead.payload.lead_attributes).toEqual({ visited_pages: ["/cars/edge-test-drive-only"] });
    });

    it("answers bad input with the spec's message under each field, keeps the values and stores nothing", async () => {
      const request = formPost("sunshine", "/enquire?car_id=edge-special", {
        name: "R2D2",
        last_name: "",
        email: "jane@example",
        phone: "12345",
        postcode: "40001",
        message: "Hello",
      });
      const res = await call(enquireAction, args(t, request));
      expect(res.status).toBe(400);
      const data = res.data as LeadActionData;
      expect(data.result?.error).toEqual({
        name: [ALPHABETICAL_ONLY],
        last_name: [REQUIRED],
        email: [INVALID_EMAIL],
        phone: [PHONE_AU],
        postcode: [INVALID_POSTCODE],
        "Best Deal": [REQUIRED],
      });
      expect(data.result?.initialValue).toMatchObject({ name: "R2D2", email: "jane@example" });
      expect(data.formError).toBeTruthy();
      expect(await all()).toHaveLength(0);
    });

    it("find me something similar and request photos carry their default messages", async () => {
      const loaded = (await enquireLoader(args(t, get("sunshine", "/enquire?car_id=edge-sold-1-day&form=find-similar")) as never)) as { view: { defaultValue: Record<string, string> } };
      expect(loaded.view.defaultValue.message).toBe(FIND_SIMILAR_MESSAGE);
      const res = await call(enquireAction, args(t, formPost("sunshine", "/enquire?car_id=edge-special&form=request-photos", { ...VALID_CONTACT }), "sunshine", freshIp()));
      expect(res.location).toBe("/success?category=new-vehicle-enquiry&car_id=edge-special");
      const [lead] = await all();
      expect(lead.payload).toMatchObject({ message: REQUEST_PHOTOS_DEFAULT_MESSAGE, subcategory: "Request Photos" });
    });

    it("an unknown car, a bad car id and a form that needs a car are 404s; an unknown form name is the vehicle enquiry", async () => {
      for (const url of ["/enquire?car_id=no-such-car", "/enquire?car_id=%3Cscript%3E", "/enquire?car_id=" + "x".repeat(300), "/enquire?form=request-photos", "/enquire?car_id=edge-hidden"]) {
        expect((await thrown(() => enquireLoader(args(t, get("sunshine", url)) as never))).status, url).toBe(404);
      }
      const loaded = (await enquireLoader(args(t, get("sunshine", "/enquire?car_id=edge-special&form=%00weird")) as never)) as { view: { key: string } };
      expect(loaded.view.key).toBe("vehicle-enquiry");
    });
  });

  describe("abuse", () => {
    it("a filled honeypot is answered like a success, stored as spam and never queued", async () => {
      const res = await call(enquireAction, args(t, formPost("sunshine", "/enquire?car_id=edge-special", { favourite_color: "blue", name: "Bot" }), "sunshine", freshIp()));
      expect(res.status).toBe(302);
      expect(res.location).toMatch(/^\/success\?category=new-vehicle-enquiry/);
      const [lead] = await all();
      expect(lead).toMatchObject({ status: "spam", delivery: { pending: 0 } });
    });

    it("a store failure on the group site is the spec's destructive 'An error occurred when submitting this form'", async () => {
      // A database that is down: every call fails, as a lost connection does.
      const down = new Proxy({}, { get: () => () => Promise.reject(new Error("database is down")) });
      const post = (site: string) => formPost(site, "/contact-us", { ...VALID_CONTACT, category: "General", location_id: "101", message: "Hello" });
      const broken = (site: string) => ({ request: post(site), params: {}, context: { ...t.context(site, freshIp()), services: { ...t.services, db: down } } });
      const group = await call(contactAction, broken("sunshine") as never);
      expect(group.status).toBe(503);
      expect(group.data as LeadActionData).toMatchObject({ formError: GROUP_FORM_SUBMIT_FAILED, tone: "destructive" });
      const dealer = await call(contactAction, broken("sunshine-toyota") as never);
      expect(dealer.status).toBe(503);
      expect((dealer.data as LeadActionData).formError).toBe(LEAD_SUBMIT_FAILED);
    });

    it("limits lead creation per client: the 6th in a minute gets 429 with a clear message; others go on", async () => {
      const ip = "192.0.2.77";
      const post = () => formPost("sunshine-toyota", "/contact-us", { ...VALID_CONTACT, category: "General", location_id: "101", message: "Hello" });
      for (let i = 0; i < 5; i++) expect((await call(contactAction, args(t, post(), "sunshine-toyota", ip))).status).toBe(302);
      const limited = await call(contactAction, args(t, post(), "sunshine-toyota", ip));
      expect(limited.status).toBe(429);
      expect((limited.data as LeadActionData).formError).toBe(RATE_LIMITED_MESSAGE);
      expect((await call(contactAction, args(t, post(), "sunshine-toyota", "192.0.2.78"))).status).toBe(302);
      expect(await all()).toHaveLength(6);
    });

    it("a body that is not a form, or too large, is a 415 or 413 with a message, never a throw", async () => {
      const json = new Request("http://sunshine.localhost/contact-us", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
      expect((await call(contactAction, args(t, json))).status).toBe(415);
      const huge = formPost("sunshine", "/contact-us", { message: "x".repeat(3 * 1024 * 1024) });
      const res = await call(contactAction, args(t, huge));
      expect(res.status).toBe(413);
      expect((res.data as LeadActionData).formError).toMatch(/too large/);
    });
  });

  describe("multi-step finance form", () => {
    const step = (values: Record<string, string>, ip: string) =>
      call(financeAction, args(t, formPost("sunshine", "/finance?car_id=edge-special&vehiclePriceBudget=45000", values), "sunshine", ip));

    it("saves a partial lead on each step, updates the same lead, records a skipped step and completes it", async () => {
      const ip = freshIp();
      const s1 = await step({ ...VALID_CONTACT, intent: "continue", step: "0" }, ip);
      expect(s1.status).toBe(200);
      const d1 = s1.data as LeadActionData;
      expect(d1).toMatchObject({ step: 1, skipped: [] });
      expect(d1.leadId).toMatch(/^[0-9a-f-]{36}$/);
      let lead = await getLead(t.db, d1.leadId!);
      expect(lead).toMatchObject({ status: "Incomplete", formCompleted: false, step: 1 });
      expect(lead?.payload).toMatchObject({ lead_status: "Incomplete", form_completed: false, name: "Jane", email: "jane@example.com" });

      // A step failure keeps the visitor on the step with the spec's message.
      const bad = await step({ intent: "continue", step: "1", lead_id: d1.leadId!, vehiclePriceBudget: "lots" }, ip);
      expect(bad.status).toBe(400);
      expect((bad.data as LeadActionData).result?.error).toMatchObject({ car_type: [REQUIRED], vehiclePriceBudget: ["Please enter an amount of 0 or more."] });
      expect((bad.data as LeadActionData).tone).toBe("destructive");

      const s2 = await step({ intent: "continue", step: "1", lead_id: d1.leadId!, preferredDealership: "sunshine-mazda", car_type: "new", vehiclePriceBudget: "$45,000", loan_term: "60 months", "Best Finance": "Yes", car_id: "edge-special" }, ip);
      expect(s2.data).toMatchObject({ step: 2, leadId: d1.leadId });

      // Back shows the saved values of the step before.
      const back = await step({ intent: "back", step: "2", lead_id: d1.leadId! }, ip);
      expect(back.data).toMatchObject({ step: 1, values: { car_type: "new", vehiclePriceBudget: "45000", loan_term: "60 months", preferredDealership: "sunshine-mazda" } });

      const s3 = await step({ intent: "continue", step: "2", lead_id: d1.leadId! }, ip); // the optional trade-in, left empty
      expect(s3.data).toMatchObject({ step: 3, skipped: [3] });
      const done = await step({ intent: "submit", step: "3", lead_id: d1.leadId!, skipped: "3", employment_status: "Full time", annual_income: "85000", residential_status: "Renting" }, ip);
      expect(done.status).toBe(302);
      expect(done.location).toBe("/success?category=finance");

      const leads = await all();
      expect(leads).toHaveLength(1);
      lead = leads[0];
      expect(lead).toMatchObject({ status: "complete", formCompleted: true, step: 4, skippedSteps: [3], category: "Finance" });
      expect(lead.payload).toMatchObject({
        lead_status: "Complete",
        form_completed: true,
        name: "Jane",
        vehiclePriceBudget: 45000,
        loan_term: "60 months",
        "Best Finance": "Yes",
        annual_income: 85000,
        car_id: expect.any(Number),
        "Vehicle Make": "Mazda",
        dealership_slug: "sunshine-mazda",
        skipped_steps: [3],
      });
    });

    it("'User Details' step failures alert in green, others in red", async () => {
      const res = await step({ intent: "continue", step: "0", name: "J" }, freshIp());
      expect(res.status).toBe(400);
      expect((res.data as LeadActionData).tone).toBe("success");
    });

    it("a step that names an unknown, foreign or completed lead is not continued", async () => {
      const ip = freshIp();
      const ghost = await step({ intent: "continue", step: "1", lead_id: "00000000-0000-4000-8000-000000000000", car_type: "new", vehiclePriceBudget: "30000", loan_term: "12 months", preferredDealership: "sunshine-mazda", "Best Finance": "No" }, ip);
      expect(ghost.status).toBe(404);
      expect((ghost.data as LeadActionData).formError).toMatch(/start again/);
      expect(await all()).toHaveLength(0);
    });

    it("the query prefills the form; /finance-pre-approval redirects where it is not enabled", async () => {
      const page = (await financeLoader(args(t, get("sunshine", "/finance?preferredDealership=Sunshine%20Mazda&vehiclePriceBudget=%2445%2C000&car_id=edge-special&car_type=USED&vin=JM0TEST")) as never)) as { view: { defaultValue: Record<string, string> } };
      expect(page.view.defaultValue).toMatchObject({ preferredDealership: "sunshine-mazda", vehiclePriceBudget: "45000", car_id: "edge-special", car_type: "used", vin: "JM0TEST" });
      const redirect = await thrown(() => financePreApprovalLoader(args(t, get("sunshine", "/finance-pre-approval?car_id=x")) as never));
      expect([redirect.status, redirect.headers.get("location")]).toEqual([302, "/finance?car_id=x"]);
      const variant = await thrown(() => financeLoader(args(t, get("sunshine-toyota", "/finance?vin=1"), "sunshine-toyota") as never));
      expect([variant.status, variant.headers.get("location")]).toEqual([301, "/finance-enquiry?vin=1"]);
      const enabled = (await financePreApprovalLoader(args(t, get("sunshine-toyota", "/finance-pre-approval"), "sunshine-toyota") as never)) as { view: { decl: { subcategory?: string } } };
      expect(enabled.view.decl.subcategory).toBe("Pre-approval");
    });
  });

  describe("bookings", () => {
    it("a test drive offers the dealer's times and sends the chosen one with its day, month and year", async () => {
      const page = (await testDriveLoader(args(t, get("sunshine", "/book-test-drive?car_id=edge-reserved")) as never)) as { view: { decl: { category: string; steps: { fields: { name: string; options?: { value: string }[] }[] }[] } } };
      expect(page.view.decl.category).toBe("Test Drive Booking Used");
      const time = page.view.decl.steps[0].fields.find((f) => f.name === "appointment_time");
      const slot = time?.options?.[0]?.value;
      expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
      const res = await call(testDriveAction, args(t, formPost("sunshine", "/book-test-drive?car_id=edge-reserved", { ...VALID_CONTACT, message: "Saturday?", appointment_time: slot! }), "sunshine", freshIp()));
      expect(res.location).toBe("/success?category=test-drive-booking-used&car_id=edge-reserved");
      const [lead] = await all();
      const [year, month, day] = slot!.slice(0, 10).split("-").map(Number);
      expect(lead.payload).toMatchObject({ appointment_time: slot, day, month, year, category: "Test Drive Booking Used" });
    });

    it("a service booking sends 'Service Location' as the location's name and goes to that location", async () => {
      const page = (await serviceLoader(args(t, get("sunshine", "/service")) as never)) as { intro: string[]; view: { decl: { steps: { fields: { name: string; options?: { value: string; label: string }[] }[] }[] } } };
      expect(page.intro.length).toBeGreaterThan(0); // the content page's text is kept
      const fields = page.view.decl.steps[0].fields;
      const location = fields.find((f) => f.name === "Service Location")!.options!.find((o) => o.value === "113")!;
      const slot = fields.find((f) => f.name === "service_time")!.options![0].value;
      const res = await call(serviceAction, args(t, formPost("sunshine", "/service", {
        ...VALID_CONTACT,
        "Service Location": location.value,
        service_time: slot,
        Rego: "abc 123",
        "Vehicle Make": "Toyota",
        "Vehicle Model": "Corolla",
        year: "2019",
        odometer: "45,000",
        service_interval: "Logbook service",
        additional_services: ["Car wash", "Loan car"],
        message: "Please check the brakes",
      }), "sunshine", freshIp()));
      expect(res.location).toBe("/success?category=service-booking");
      const [lead] = await all();
      expect(lead.payload).toMatchObject({ "Service Location": location.label, location_id: 113, dealership_slug: "sunshine-hyundai", Rego: "ABC123", odometer: 45000, additional_services: ["Car wash", "Loan car"] });
    });

    it("/pages/book-a-service redirects to /book-a-service on a site without a pages path", async () => {
      const res = await thrown(() => bookAServiceLoader(args(t, get("sunshine-toyota", "/pages/book-a-service"), "sunshine-toyota") as never));
      expect([res.status, res.headers.get("location")]).toEqual([301, "/book-a-service"]);
    });
  });

  describe("other forms and site switches", () => {
    it("the contact form's enquiry type picks the category; push_leads_to_primary_location overrides the location", async () => {
      const res = await call(contactAction, args(t, formPost("sunshine-toyota", "/contact-us", { ...VALID_CONTACT, category: "Service", location_id: "102", message: "When are you open?" }), "sunshine-toyota", freshIp()));
      expect(res.location).toBe("/success?category=service-enquiry");
      const [lead] = await all();
      expect(lead.category).toBe("Service Enquiry");
      // Sunshine Toyota pushes leads to its primary location (101, Ipswich).
      expect(lead.payload).toMatchObject({ enquiry_type: "Service", location_id: 101, dealership_slug: "sunshine-toyota", website_slug: "sunshine-toyota" });
    });

    it("site switches: mobile-only phones (drivewell), terms to tick and a middle name (sunshine-mazda), optional comments (redgum)", async () => {
      const drivewell = await call(contactAction, args(t, formPost("drivewell", "/contact-us", { ...VALID_CONTACT, phone: "07 3123 4567", category: "General", location_id: "", message: "Hi" }), "drivewell"));
      expect((drivewell.data as LeadActionData).result?.error).toEqual({ phone: [PHONE_AU_MOBILE], location_id: [REQUIRED] });
      const mazda = await call(contactAction, args(t, formPost("sunshine-mazda", "/contact-us", { ...VALID_CONTACT, middle_name: "M4ry", category: "General", location_id: "103", message: "Hi" }), "sunshine-mazda"));
      expect((mazda.data as LeadActionData).result?.error).toEqual({ middle_name: [ALPHABETICAL_ONLY], terms_conditions: [TERMS_REQUIRED] });
      const redgum = await call(contactAction, args(t, formPost("redgum", "/contact-us", { ...VALID_CONTACT, category: "General", location_id: "301" }), "redgum", freshIp()));
      expect(redgum.status).toBe(302);
    });

    it("a careers application stores its CV; a file too large or of the wrong type is refused with a clear message", async () => {
      const base = { ...VALID_CONTACT, position: "Sales consultant", message: "Hello" };
      const cv = new File(["%PDF-1.4 test"], "Jane CV.pdf", { type: "application/pdf" });
      const res = await call(careersAction, args(t, formPost("sunshine", "/careers", { ...base, cv }), "sunshine", freshIp()));
      expect(res.location).toBe("/success?category=career");
      const [lead] = await all();
      expect(lead.files).toEqual([expect.objectContaining({ filename: "Jane CV.pdf", contentType: "application/pdf", sizeBytes: 13 })]);
      expect(lead.payload).toMatchObject({ has_files: true, position: "Sales consultant" });
      expect(lead.payload).not.toHaveProperty("cv");

      const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "cv.pdf", { type: "application/pdf" });
      const tooBig = await call(careersAction, args(t, formPost("sunshine", "/careers", { ...base, cv: big })));
      expect((tooBig.data as LeadActionData).result?.error).toEqual({ cv: [fileTooLarge(5 * 1024 * 1024)] });
      const exe = await call(careersAction, args(t, formPost("sunshine", "/careers", { ...base, cv: new File(["MZ"], "cv.exe") })));
      expect((exe.data as LeadActionData).result?.error).toEqual({ cv: [fileTypeNotAllowed([".pdf", ".doc", ".docx"])] });
      expect(await all()).toHaveLength(1);
    });

    it("insurance, competition, survey and team-member forms each file under their category", async () => {
      const cases: [string, Record<string, string>, string][] = [
        ["insurance", { ...VALID_CONTACT, insurance_type: "Comprehensive", "Vehicle Make": "Toyota", "Vehicle Model": "Yaris", year: "2020" }, "insurance"],
        ["competition", { ...VALID_CONTACT, answer: "Up the coast", competition_terms: "on" }, "competition-entry"],
        ["survey", { name: "Jane", last_name: "Citizen", email: "jane@example.com", rating: "5", would_recommend: "Yes" }, "survey"],
        ["team-member", { name: "Jane", last_name: "Citizen", email: "jane@example.com", phone: "0412345678", team_member: "Sam", message: "Hi Sam" }, "team-member-enquiry"],
      ];
      for (const [form, values, category] of cases) {
        const res = await call(genericAction, args(t, formPost("sunshine", `/forms/${form}`, values), "sunshine", freshIp(), { form }));
        expect(res.location, form).toBe(`/success?category=${category}`);
      }
      expect((await all()).map((l) => l.category).sort()).toEqual(["Competition Entry", "Insurance", "Survey", "Team Member Enquiry"]);
    });
  });

  describe("/success", () => {
    it("names the category, shows the car, and shrugs off garbage", async () => {
      const ok = (await successLoader(args(t, get("sunshine", "/success?category=used-vehicle-enquiry&car_id=edge-reserved&back=/search/used-cars")) as never)) as { label: string; car: { slug: string }; back: string };
      expect(ok).toMatchObject({ label: "Used Vehicle Enquiry", car: { slug: "edge-reserved" }, back: "/search/used-cars" });
      for (const q of ["category=%3Cscript%3E", "category=" + "a".repeat(5000), "car_id=../../etc&back=//evil.example", "back=javascript:alert(1)", "category=finance&category=x", ""]) {
        const page = (await successLoader(args(t, get("sunshine", `/success?${q}`)) as never)) as { back: string | null; car: unknown };
        expect(page.back, q).toBeNull();
        expect(page.car).toBeNull();
      }
    });
  });
});

describe("sitemap", () => {
  it("lists the lead form pages at the site's own paths, and not /enquire or /success", async () => {
    const { sitemapPaths } = await import("~/models/sitemap.server");
    const { demoRegistry } = await import("./support/leads");
    const group = sitemapPaths(demoRegistry().bySiteSlug("sunshine")!, new SearchService(demoRegistry()).forSite(demoRegistry().bySiteSlug("sunshine")!));
    expect(group).toEqual(expect.arrayContaining(["/finance", "/valuations", "/book-a-service", "/service", "/contact-us", "/careers", "/fleet", "/sell-my-car", "/parts-enquiry", "/book-test-drive"]));
    expect(group).not.toContain("/finance-pre-approval");
    const toyota = sitemapPaths(demoRegistry().bySiteSlug("sunshine-toyota")!, new SearchService(demoRegistry()).forSite(demoRegistry().bySiteSlug("sunshine-toyota")!));
    expect(toyota).toEqual(expect.arrayContaining(["/finance-enquiry", "/finance-pre-approval", "/trade-in"]));
    expect(toyota).not.toContain("/finance");
    expect([...group, ...toyota].some((p) => p.startsWith("/enquire") || p.startsWith("/success") || p.startsWith("/admin"))).toBe(false);
  });
});
