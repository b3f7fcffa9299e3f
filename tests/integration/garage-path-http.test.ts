// A dealer-specific garage base (spec point 2: "/mybigboxcars, /mymotorama, /myblinkr, /myservco
// with the saved list at base path plus /saved") served for real: the built server on a copy of the
// Drivewell group with features.garage_path "/mymotorama". The base and base + /saved list the saved
// cars; /my-garage, another dealer's base and their /saved are 404s there.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";

const ADMIN = "garage-path-pw";
const BASE = "/mymotorama";
let server: RunningServer;
let sitesDir: string;

interface Answer {
  status: number;
  location: string;
  cookie: string;
  text: string;
}

function call(p: string, form?: Record<string, string>, cookie?: string, auth = false): Promise<Answer> {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  const headers: Record<string, string> = { host: "drivewell.localhost", accept: "text/html" };
  if (body) Object.assign(headers, { "content-type": "application/x-www-form-urlencoded", origin: "http://drivewell.localhost" });
  if (cookie) headers.cookie = cookie;
  if (auth) headers.authorization = `Basic ${Buffer.from(`x:${ADMIN}`).toString("base64")}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}${p}`, { method: body ? "POST" : "GET", headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (text += c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? ""), cookie: String(res.headers["set-cookie"]?.[0] ?? "").split(";")[0], text }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

beforeAll(async () => {
  sitesDir = mkdtempSync(path.join(tmpdir(), "garage-path-sites-"));
  cpSync("sites/drivewell", path.join(sitesDir, "drivewell"), { recursive: true });
  const file = path.join(sitesDir, "drivewell/sites/drivewell.json");
  const site = JSON.parse(readFileSync(file, "utf8"));
  writeFileSync(file, JSON.stringify({ ...site, features: { ...site.features, garage_path: BASE } }));
  server = await startServer({ SITES_DIR: sitesDir, DEFAULT_SITE: "drivewell", DATA_DIR: path.join(sitesDir, "data"), ADMIN_PASSWORD: ADMIN, LOG_REQUESTS: "false" });
}, 90_000);
afterAll(async () => {
  await server?.stop();
  rmSync(sitesDir, { recursive: true, force: true });
});

it(`serves the garage at ${BASE} and ${BASE}/saved with the saved list; /my-garage is a 404 there`, async () => {
  expect((await call(BASE)).text).toContain("Email me a code");
  expect((await call(BASE, { intent: "request-code", email: "motorama@example.com" })).status).toBe(200);
  const code = (await call("/admin/mailbox", undefined, undefined, true)).text.match(/sign-in code: (\d{6})/)?.[1];
  const done = await call(BASE, { intent: "verify-code", email: "motorama@example.com", code: code ?? "" });
  expect(done.status).toBe(302);
  expect(done.location).toBe(`${BASE}/saved`); // a dealer base lists saved cars at base + /saved

  const car = (JSON.parse(readFileSync(path.join(sitesDir, "drivewell/stock.json"), "utf8")).cars as { slug: string; sold?: boolean }[]).find((c) => !c.sold)!;
  const saved = await call(BASE, { intent: "watch", slug: car.slug, return_to: "/" }, done.cookie);
  expect(saved.status).toBe(302);
  const name = (JSON.parse((await call("/api/auth", undefined, done.cookie)).text) as { watchlist: { name: string }[] }).watchlist[0].name;
  for (const p of [BASE, `${BASE}/saved`, `${BASE}?tab=saved-cars`]) {
    const page = await call(p, undefined, done.cookie);
    expect(page.status, p).toBe(200);
    expect(page.text, p).toContain(`class="garage-car`);
    expect(page.text, p).toContain(name);
  }
  // The header's link points at this base.
  expect((await call("/")).text).toMatch(new RegExp(`<a [^>]*href="${BASE}"`));
  for (const p of ["/my-garage", "/my-garage/saved", "/my-garage?tab=saved-cars", "/mybigboxcars", "/myblinkr/saved", "/myservco"]) {
    expect((await call(p, undefined, done.cookie)).status, p).toBe(404);
  }
  expect((await call("/my-garage", { intent: "request-code", email: "motorama@example.com" })).status).toBe(404);
});
