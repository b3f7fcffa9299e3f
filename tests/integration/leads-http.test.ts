// Bad input over real HTTP against the production server: every lead route answers junk with a
// field message, a 4xx page or a 4xx JSON error, never a 5xx (Remix's own cross-site check included).
// Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "./support/server";

const FORM_PATHS = [
  "/enquire?car_id=edge-special",
  "/enquire?car_id=edge-special&form=quick-enquiry",
  "/book-test-drive",
  "/service",
  "/book-a-service",
  "/contact",
  "/contact-us",
  "/finance",
  "/trade-in",
  "/valuations",
  "/cars/trade-in?car_id=edge-special",
  "/sell-my-car",
  "/careers",
  "/fleet",
  "/parts-enquiry",
  "/forms/insurance",
  "/forms/survey",
];

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "dealer-leads-http-"));
  server = await startServer({ DATA_DIR: dataDir, LOG_REQUESTS: "false", ADMIN_PASSWORD: "pw" });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function status(pathAndQuery: string, init: RequestInit & { headers?: Record<string, string> } = {}): Promise<number> {
  const res = await fetch(server.url + pathAndQuery, { redirect: "manual", ...init, headers: { host: "sunshine.localhost", "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, ...init.headers } });
  await res.arrayBuffer();
  return res.status;
}

describe("junk never gets a 5xx", () => {
  it("form routes: empty, JSON, text, huge, multipart junk, cross-site, PUT and DELETE", async () => {
    const bodies: [string, RequestInit & { headers?: Record<string, string> }][] = [
      ["empty form", { method: "POST", body: "", headers: { "content-type": "application/x-www-form-urlencoded" } }],
      ["json", { method: "POST", body: '{"lead":1}', headers: { "content-type": "application/json" } }],
      ["text", { method: "POST", body: "hello", headers: { "content-type": "text/plain" } }],
      ["no type", { method: "POST", body: "a=1" }],
      ["junk fields", { method: "POST", body: "step=99&lead_id=%27%3B--&intent=back&skipped=1,2,x&name[]=a&email=%00&__proto__=1", headers: { "content-type": "application/x-www-form-urlencoded" } }],
      ["broken multipart", { method: "POST", body: "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n", headers: { "content-type": "multipart/form-data; boundary=x" } }],
      ["huge", { method: "POST", body: "message=" + "x".repeat(3 * 1024 * 1024), headers: { "content-type": "application/x-www-form-urlencoded" } }],
      ["cross-site", { method: "POST", body: "name=x", headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" } }],
      ["put", { method: "PUT", body: "name=x", headers: { "content-type": "application/x-www-form-urlencoded" } }],
      ["delete", { method: "DELETE" }],
    ];
    for (const p of FORM_PATHS) {
      for (const [label, init] of bodies) {
        const code = await status(p, init);
        expect(code, `${label} ${p}`).toBeLessThan(500);
      }
    }
  }, 120_000);

  it("an upload refused half-read still gets its 413, and the connection serves the next request", async () => {
    for (const p of ["/enquire?car_id=edge-special", "/api/leads", "/enquire?car_id=no-such-car"]) {
      let sent = 0;
      const body = new ReadableStream({
        pull(controller) {
          if (sent >= 3 * 1024 * 1024) return controller.close();
          sent += 64 * 1024;
          controller.enqueue(new Uint8Array(64 * 1024).fill(120));
        },
      });
      const type = p.startsWith("/api") ? "application/json" : "application/x-www-form-urlencoded";
      const code = await status(p, { method: "POST", body, headers: { "content-type": type }, duplex: "half" } as RequestInit & { headers: Record<string, string> });
      expect([413, 404], p).toContain(code);
      expect(await status("/contact-us"), `after ${p}`).toBe(200);
    }
  }, 60_000);

  it("a cross-site post is a clear 403, for pages and the API", async () => {
    expect(await status("/enquire?car_id=edge-special", { method: "POST", body: "name=x", headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" } })).toBe(403);
    const res = await fetch(`${server.url}/api/leads`, { method: "POST", body: "{}", headers: { host: "sunshine.localhost", "content-type": "application/json", origin: "null" } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "This form can only be sent from the dealer's own website." });
  });

  it("pages with garbage queries are 200, 301/302 or 404", async () => {
    const paths = [
      "/enquire?car_id=%E0%A4%A&form[]=x",
      "/enquire?car_id=" + "a".repeat(5000),
      "/finance?vehiclePriceBudget=1e400&preferredDealership=%00&car_type=<b>&vin=" + "v".repeat(500),
      "/finance-pre-approval?x=%ZZ",
      "/book-test-drive?car_id=../../etc/passwd",
      "/success?category=%F0%9F%92%A9&car_id=1%27&back=%2F%2Fevil.example",
      "/forms/%2e%2e",
      "/admin/leads?page=99999999999999999999&status[]=x",
      "/admin/leads/files/..%2F..%2Fetc",
      "/api/leads/with-files",
      "/mock/leads",
    ];
    for (const p of paths) {
      const code = await status(p);
      expect(code, p).toBeLessThan(500);
    }
  });

  it("the API with every method", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      for (const p of ["/api/leads", "/api/leads/abc", "/api/leads/with-files", "/mock/leads", "/mock/leads/abc", "/mock/leads/with-files"]) {
        const code = await status(p, { method, ...(method === "GET" ? {} : { body: "{", headers: { "content-type": "application/json" } }) });
        expect(code, `${method} ${p}`).toBeGreaterThanOrEqual(400);
        expect(code, `${method} ${p}`).toBeLessThan(500);
      }
    }
  });
});
