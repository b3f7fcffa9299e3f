// /admin and /admin/dashboard.csv over HTTP on the built server: the inbox password is required,
// a bad range is a 400 with the field's message (never a 500), the CSV is a private download whose
// formula-like cells are defused.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/open";
import { startServer, type RunningServer } from "./support/server";

let server: RunningServer;
let dataDir: string;
const PASSWORD = "dash-pw";
const auth = (password: string) => `Basic ${Buffer.from(`dealer:${password}`).toString("base64")}`;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "dealer-dashboard-http-"));
  // Two rows written before the server opens the database: a lead from a formula-like utm_source, and a vehicle view.
  const db = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  await db.query(
    `INSERT INTO leads (id, site_slug, category, status, payload, car_id) VALUES
       ('00000000-0000-4000-8000-000000000001', 'sunshine-toyota', 'New Vehicle Enquiry', 'complete', '{"lead_attributes":{"linked_query_params":{"utm_source":"=HYPERLINK(1)"}}}', 'c1')`,
  );
  await db.query(
    `INSERT INTO events (group_slug, website_slug, event_id, category, page_type, url, car_id)
     VALUES ('sunshine-motor-group', 'sunshine', 3, 'Page View', 'Used Vehicle Details', '/cars/x', 'c1')`,
  );
  await db.close();
  server = await startServer({ DATA_DIR: dataDir, LOG_REQUESTS: "false", ADMIN_PASSWORD: PASSWORD });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** Each call from its own address, so the wrong-password lock-out of one test never meets another. */
function get(pathAndQuery: string, password?: string) {
  const headers: Record<string, string> = { host: "sunshine.localhost", "x-forwarded-for": `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  if (password) headers.authorization = auth(password);
  return fetch(server.url + pathAndQuery, { redirect: "manual", headers });
}

describe("the dashboard behind the inbox password", () => {
  it("no password or a wrong one is a 401 challenge, for the page and the CSV", async () => {
    for (const url of ["/admin", "/admin/dashboard.csv"]) {
      for (const password of [undefined, "wrong"]) {
        const res = await get(url, password);
        expect(res.status, `${url} ${password}`).toBe(401);
        expect(res.headers.get("www-authenticate")).toMatch(/^Basic realm=/);
        expect(res.headers.get("cache-control")).toBe("private, no-store");
        await res.arrayBuffer();
      }
    }
  });

  it("with the password: the panels, the range form, the CSV link; private, no-store", async () => {
    const res = await get("/admin", PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    for (const heading of ["Dealer dashboard", "Leads per day", "Funnel", "Top viewed cars", "Most enquired cars", "Searches by make and model"]) {
      expect(html).toContain(heading);
    }
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html).toMatch(/href="\/admin\/dashboard\.csv\?from=\d{4}-\d{2}-\d{2}&amp;to=\d{4}-\d{2}-\d{2}"/);
  });

  it("bad ranges are a 400 with the field's message, never a 500", async () => {
    const cases: [string, string][] = [
      ["?from=2026-02-30", "Enter a date as YYYY-MM-DD"],
      ["?from=junk&to=%27%3B--", "Enter a date as YYYY-MM-DD"],
      ["?from=2026-11-02&to=2026-11-01", "The end date must be on or after the start date."],
      ["?from=2024-01-01&to=2026-01-01", "Choose at most 366 days."],
    ];
    for (const [query, message] of cases) {
      const page = await get(`/admin${query}`, PASSWORD);
      expect(page.status, query).toBe(400);
      expect(await page.text()).toContain(message);
      const csv = await get(`/admin/dashboard.csv${query}`, PASSWORD);
      expect(csv.status, query).toBe(400);
      expect(await csv.text()).toContain(message);
    }
  });

  it("the CSV: a named attachment, one row per number, a formula-like source defused", async () => {
    const res = await get("/admin/dashboard.csv", PASSWORD);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="dashboard-sunshine-motor-group-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await res.text()).split("\r\n");
    expect(lines[0]).toBe("panel,day,name,count");
    expect(lines).toContainEqual(expect.stringMatching(/^leads by source,\d{4}-\d{2}-\d{2},'=hyperlink\(1\),1$/));
    expect(lines).toContain("funnel,,Vehicle views,1");
    expect(lines).toContain("funnel,,Enquiries,1");
    expect(lines).toContain("top viewed cars,,c1,1");
  });
});
