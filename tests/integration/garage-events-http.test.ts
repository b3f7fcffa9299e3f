// The garage's analytics events from its form posts (spec point 9: 36 verification code request,
// 37 submit, 38 registration complete, 39 add to wishlist) on the built server, with Drivewell set to
// record events in a copy of the demo sites, and PostgreSQL read directly. 35, the login popup, is
// the browser beacon's (app/components/garage/SignInDialog.tsx): posted here as the beacon posts it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as httpRequest } from "node:http";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";
import { startPostgres, type TempPostgres } from "./support/postgres";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const ADMIN = "garage-events-pw";
let server: RunningServer;
let postgres: TempPostgres;
let db: pg.Client;
let sitesDir: string;

function send(p: string, form?: Record<string, string> | { json: unknown }, cookie?: string): Promise<{ status: number; text: string; cookie: string }> {
  const isJson = form !== undefined && "json" in form;
  const body = form === undefined ? undefined : "json" in form ? JSON.stringify(form.json) : new URLSearchParams(form).toString();
  const headers: Record<string, string> = { host: "drivewell.localhost", "user-agent": BROWSER, accept: "text/html", "x-forwarded-for": "10.77.0.1" };
  if (body) Object.assign(headers, { "content-type": isJson ? "application/json" : "application/x-www-form-urlencoded", origin: "http://drivewell.localhost" });
  if (cookie) headers.cookie = cookie;
  if (!form && p.startsWith("/admin")) headers.authorization = `Basic ${Buffer.from(`x:${ADMIN}`).toString("base64")}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}${p}`, { method: body ? "POST" : "GET", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text, cookie: String(res.headers["set-cookie"]?.[0] ?? "").split(";")[0] }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function signIn(email: string): Promise<string> {
  await send("/my-garage", { intent: "request-code", email });
  const code = (await send("/admin/mailbox")).text.match(/sign-in code: (\d{6})/)?.[1]; // the newest mail first
  const done = await send("/my-garage", { intent: "verify-code", email, code: code ?? "" });
  expect(done.status).toBe(302);
  return done.cookie;
}

const counts = async () => {
  const { rows } = await db.query<{ event_id: number; n: string }>("SELECT event_id, count(*) AS n FROM events WHERE website_slug = 'drivewell' AND event_id BETWEEN 35 AND 39 GROUP BY event_id ORDER BY event_id");
  return Object.fromEntries(rows.map((r) => [r.event_id, Number(r.n)]));
};

beforeAll(async () => {
  sitesDir = mkdtempSync(path.join(tmpdir(), "garage-events-sites-"));
  cpSync("sites", sitesDir, { recursive: true });
  const file = path.join(sitesDir, "drivewell/sites/drivewell.json");
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, "utf8")), analytics: { events: true } }));
  postgres = await startPostgres();
  const url = await postgres.createDatabase("garage_events");
  server = await startServer({ DATABASE_URL: url, SITES_DIR: sitesDir, ADMIN_PASSWORD: ADMIN, LOG_REQUESTS: "false", TRUST_PROXY: "loopback" });
  db = new pg.Client({ connectionString: url });
  await db.connect();
}, 120_000);
afterAll(async () => {
  await db?.end();
  await server?.stop();
  await postgres?.stop();
  rmSync(sitesDir, { recursive: true, force: true });
});

it("records 35 for the dialog's beacon, 36 and 37 for every sign-in, 38 for the first only, and 39 for a car saved by the form", async () => {
  // The dialog opening, as recordAction(site, "login-popup") posts it.
  const popup = { website_slug: "drivewell", url: "http://drivewell.localhost/search/subscription-cars", category: "Login Popup", anon_id: "device_abcdefghij", session_id: "session_abcdefghij" };
  expect((await send("/api/events", { json: popup })).status).toBe(204);
  await expect.poll(counts, { timeout: 20_000 }).toEqual({ 35: 1 });
  const cookie = await signIn("events@example.com");
  await expect.poll(counts, { timeout: 20_000 }).toEqual({ 35: 1, 36: 1, 37: 1, 38: 1 });
  await signIn("events@example.com");
  await expect.poll(counts, { timeout: 20_000 }).toEqual({ 35: 1, 36: 2, 37: 2, 38: 1 });
  const slug = (JSON.parse(readFileSync("sites/drivewell/stock.json", "utf8")).cars as { slug: string }[])[0].slug;
  expect((await send("/my-garage", { intent: "watch", slug, return_to: "/" }, cookie)).status).toBe(302);
  expect((await send("/my-garage", { intent: "watch", slug, return_to: "/" }, cookie)).status).toBe(302); // already saved: no second event
  await expect.poll(counts, { timeout: 20_000 }).toEqual({ 35: 1, 36: 2, 37: 2, 38: 1, 39: 1 });
});
