// The valuation flow over real HTTP on the built production server with the embedded service (no
// registry, the catalogue pick, the group's comparable stock): every step a plain form POST, as a
// browser without JavaScript sends it, the ids read back from the page's hidden fields.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as httpRequest } from "node:http";
import { startServer, type RunningServer } from "./support/server";
import { formStarted } from "./support/captcha";
import { NO_REGISTRY_TEXT, VALUATION_GONE } from "~/lib/valuation/flow";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ LOG_REQUESTS: "false", ADMIN_PASSWORD: "pw", TRUST_PROXY: "loopback", DATA_DIR: mkdtempSync(path.join(tmpdir(), "valuation-flow-http-")) });
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

type Res = { status: number; location?: string; body: string };
let client = 0;

/** A request with a Host header (fetch drops it; node:http sends it), each test its own client address. */
function send(site: string, url: string, form?: Record<string, string>, headers: Record<string, string> = {}): Promise<Res> {
  // A form as the page rendered it: with its signed start time.
  const body = form ? new URLSearchParams({ ...formStarted(), ...form }).toString() : undefined;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${server.url}${url}`,
      {
        method: form ? "POST" : "GET",
        headers: { Host: `${site}.localhost`, "x-forwarded-for": `10.9.${Math.floor(client / 250)}.${client % 250}`, ...(body ? { "content-type": "application/x-www-form-urlencoded", "content-length": String(Buffer.byteLength(body)) } : {}), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

const hidden = (html: string, name: string) => new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? null;
const options = (html: string, name: string) => {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
};
const text = (html: string) => html.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");
const CAR = { year: "2025", make: "Toyota", model: "RAV4" };
const DETAILS = { odometer: "30000", condition: "Good", service_history: "Full", finance_owing: "No" };
const CONTACT = { name: "Jane", last_name: "Citizen", email: "jane.valuation@example.com", phone: "0412 345 678", postcode: "4000" };

describe("the valuation flow over HTTP, without JavaScript", () => {
  it("identify by picking (each list a round trip), a range, accept, contact details: the lead is stored with its valuation", async () => {
    client++;
    const first = await send("sunshine", "/valuations");
    expect(first.status).toBe(200);
    expect(text(first.body)).toContain(NO_REGISTRY_TEXT);
    expect(text(first.body)).toContain("Step 1 of 3");
    expect(options(first.body, "year")).toContain("2025");
    expect(options(first.body, "make")).toEqual([]);

    const makes = await send("sunshine", "/valuations", { flow_step: "vehicle", intent: "narrow", year: "2025", odometer: "30000" });
    expect(makes.status).toBe(200);
    expect(options(makes.body, "make")).toContain("Toyota");
    expect(makes.body).toMatch(/name="odometer"[^>]*value="30000"/);
    const models = await send("sunshine", "/valuations", { flow_step: "vehicle", intent: "narrow", year: "2025", make: "Toyota" });
    expect(options(models.body, "model")).toContain("RAV4");

    const priced = await send("sunshine", "/valuations", { flow_step: "vehicle", intent: "continue", rego: "abc-123", state: "QLD", ...CAR, ...DETAILS });
    expect(priced.status).toBe(200);
    expect(text(priced.body)).toMatch(/Your 2025 Toyota RAV4 is worth about \$[\d,]+ – \$[\d,]+ Guide price \$[\d,]+\. Based on \d+ comparable cars in our stock/);
    const ids = { lead_id: hidden(priced.body, "lead_id")!, valuation_id: hidden(priced.body, "valuation_id")! };
    expect(ids.lead_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids.valuation_id).toMatch(/^[0-9a-f-]{36}$/);

    const contact = await send("sunshine", "/valuations", { flow_step: "price", intent: "accept", ...ids });
    expect(contact.status).toBe(200);
    expect(text(contact.body)).toContain("Lock In Your Price");
    expect(hidden(contact.body, "lead_id")).toBe(ids.lead_id);
    expect(hidden(contact.body, "valuation_id")).toBe(ids.valuation_id);

    const done = await send("sunshine", "/valuations", { ...CONTACT, flow_step: "contact", intent: "submit", step: "0", ...ids });
    expect(done).toMatchObject({ status: 302, location: "/success?category=trade-in-enquiry" });

    const auth = { authorization: `Basic ${Buffer.from("dealer:pw").toString("base64")}` };
    const inbox = text((await send("sunshine", "/admin/leads", undefined, auth)).body);
    expect(inbox).toContain("jane.valuation@example.com");
    expect(inbox).toMatch(/\$[\d,]+ – \$[\d,]+ \(guide \$[\d,]+\)\. Based on \d+ comparable cars in our stock/);
    expect(inbox).toContain("ABC123");
    const valuations = text((await send("sunshine", "/admin/valuations", undefined, auth)).body);
    expect(valuations).toContain("Accepted");
  });

  it("a bad plate or a missing choice is a message tied to its field, the page answering 400", async () => {
    client++;
    const res = await send("sunshine", "/trade-in", { flow_step: "vehicle", intent: "continue", rego: "TOOLONG99", state: "NSW", year: "2025", ...DETAILS });
    expect(res.status).toBe(400);
    expect(res.body).toMatch(/aria-invalid="true" aria-describedby="valuation-rego-error"/);
    expect(text(res.body)).toContain("Invalid registration for NSW. Please use up to 6 letters and numbers.");
    expect(res.body).toMatch(/id="valuation-make-error"[^>]*>\*This is a required field\./);
  });

  it("a car the stock cannot price: 'We'll call you with a price', and the details can still be sent", async () => {
    client++;
    const years = await send("sunshine", "/sell-my-car", { flow_step: "vehicle", intent: "narrow", year: "1998" });
    const make = options(years.body, "make")[0];
    const models = await send("sunshine", "/sell-my-car", { flow_step: "vehicle", intent: "narrow", year: "1998", make });
    const model = options(models.body, "model")[0];
    const declined = await send("sunshine", "/sell-my-car", { flow_step: "vehicle", intent: "continue", year: "1998", make, model, ...DETAILS });
    expect(declined.status).toBe(200);
    expect(text(declined.body)).toContain("We'll call you with a price");
    const ids = { lead_id: hidden(declined.body, "lead_id")!, valuation_id: hidden(declined.body, "valuation_id") ?? "" };
    const contact = await send("sunshine", "/sell-my-car", { flow_step: "price", intent: "continue", ...ids });
    expect(text(contact.body)).toContain("Lock In Your Price");
    const done = await send("sunshine", "/sell-my-car", { ...CONTACT, "Ready to sell": "No", flow_step: "contact", ...ids });
    expect(done).toMatchObject({ status: 302, location: "/success?category=sell-my-car" });
  });

  it("another site's valuation id is refused", async () => {
    client++;
    const mine = await send("sunshine", "/valuations", { flow_step: "vehicle", intent: "continue", ...CAR, ...DETAILS });
    const theirs = await send("sunshine-mazda", "/trade-in", { flow_step: "vehicle", intent: "continue", ...CAR, ...DETAILS });
    const res = await send("sunshine", "/valuations", { flow_step: "price", intent: "accept", lead_id: hidden(mine.body, "lead_id")!, valuation_id: hidden(theirs.body, "valuation_id")! });
    expect(res.status).toBe(400);
    expect(text(res.body)).toContain(VALUATION_GONE);
  });

  it("the four-step variant on sunshine-toyota: identify, then details", async () => {
    client++;
    const first = await send("sunshine-toyota", "/trade-in");
    expect(text(first.body)).toContain("Step 1 of 4");
    expect(first.body).not.toContain('name="odometer"');
    const identified = await send("sunshine-toyota", "/trade-in", { flow_step: "identify", intent: "continue", ...CAR });
    expect(text(identified.body)).toContain("Step 2 of 4 25% complete Vehicle Details");
    const priced = await send("sunshine-toyota", "/trade-in", { flow_step: "details", intent: "continue", lead_id: hidden(identified.body, "lead_id")!, valuation_id: "", ...DETAILS });
    expect(text(priced.body)).toContain("Step 3 of 4");
    expect(text(priced.body)).toContain("Your 2025 Toyota RAV4 is worth about");
  });
});
