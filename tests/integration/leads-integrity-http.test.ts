// Lead integrity over real HTTP against the production server (issue 9): prototype keys are field
// errors, never a 500, on the lead API and its /mock and with-files twins; a NUL byte in a form
// page's query does not lose the lead. Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "./support/server";
import { formStarted } from "./support/captcha";

let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "dealer-leads-integrity-"));
  server = await startServer({ DATA_DIR: dataDir, LOG_REQUESTS: "false", ADMIN_PASSWORD: "pw" });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const send = (pathAndQuery: string, init: RequestInit & { headers?: Record<string, string> }, site = "sunshine") =>
  fetch(server.url + pathAndQuery, { redirect: "manual", ...init, headers: { host: `${site}.localhost`, ...init.headers } });

const PROTOTYPE_KEYS = ["toString", "constructor", "__proto__", "valueOf", "hasOwnProperty"];

describe("prototype keys on the lead API", () => {
  const targets: [string, string][] = [
    ["POST", "/api/leads"],
    ["PUT", "/api/leads/00000000-0000-4000-8000-000000000000"],
    ["POST", "/mock/leads"],
    ["PUT", "/mock/leads/00000000-0000-4000-8000-000000000000"],
  ];
  it.each(PROTOTYPE_KEYS)("{lead: {%s: {}}} and {%s: {}} at the top are 400 with field errors, never 500", async (key) => {
    for (const [method, p] of targets) {
      for (const body of [`{"lead":{"${key}":{}}}`, `{"${key}":{}}`, `{"lead":{"${key}":"x","name":{}}}`]) {
        const res = await send(p, { method, body, headers: { "content-type": "application/json" } });
        expect(res.status, `${method} ${p} ${body}`).toBe(400);
        const json = (await res.json()) as { error: string; fieldErrors: Record<string, string[]> };
        expect(typeof json.error).toBe("string");
        expect(Object.keys(json.fieldErrors).length, `${method} ${p} ${body}`).toBeGreaterThan(0);
      }
    }
  });

  it.each(PROTOTYPE_KEYS)("with-files (and its /mock twin) with %s: 400 with field errors", async (key) => {
    for (const p of ["/api/leads/with-files", "/mock/leads/with-files"]) {
      const json = new FormData();
      json.append("lead", `{"${key}":{}}`);
      const fields = new FormData();
      fields.append(`lead[${key}]`, "x");
      for (const form of [json, fields]) {
        const res = await send(p, { method: "POST", body: form });
        expect(res.status, `${p} ${key}`).toBe(400);
        expect(Object.keys(((await res.json()) as { fieldErrors: object }).fieldErrors).length).toBeGreaterThan(0);
      }
    }
  });
});

describe("a NUL byte does not lose the lead", () => {
  it("/contact-us?utm_source=%00, then a valid post: stored, success", async () => {
    const page = await send("/contact-us?utm_source=%00", {}, "sunshine-toyota");
    expect(page.status).toBe(200);
    await page.arrayBuffer();
    const body = new URLSearchParams({ name: "Jane", last_name: "Citizen", email: "jane@example.com", phone: "0412 345 678", postcode: "4000", category: "General", location_id: "101", message: "Hello", ...formStarted() });
    const res = await send("/contact-us?utm_source=%00", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }, "sunshine-toyota");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toMatch(/^\/success/);
  });

  it("\\u0000 in an extra field and in favourite_color on POST /api/leads", async () => {
    for (const extra of [{ colour_pref: "red\u0000" }, { favourite_color: "\u0000" }]) {
      const lead = { name: "Jane", email: "jane@example.com", category: "General", ...extra };
      const res = await send("/api/leads", { method: "POST", body: JSON.stringify({ lead }), headers: { "content-type": "application/json" } });
      expect(res.status, JSON.stringify(extra)).toBe(201);
    }
  });
});
