// The garage over HTTP against the built server (issue 15): /api/auth's shapes (401 JSON signed out,
// {user, watchlist} signed in), sign-in with the code read from the admin mailbox, the star's form
// post, data download, deletion, and every garage path a 404 where the garage is off.
import { request as httpRequest } from "node:http";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";

const ADMIN = "garage-admin-pw";
let server: RunningServer;
const firstCars = (JSON.parse(readFileSync("sites/drivewell/stock.json", "utf8")).cars as { slug: string; id: number; make: string }[]).filter(
  (c) => !("sold" in c) || !(c as { sold?: boolean }).sold,
);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function call(site: string, path: string, options: { method?: string; form?: Record<string, string>; cookie?: string; auth?: boolean; ip?: string } = {}): Promise<Answer> {
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  const headers: Record<string, string> = { Host: `${site}.localhost` };
  if (body) Object.assign(headers, { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${site}.localhost` });
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.auth) headers.Authorization = `Basic ${Buffer.from(`x:${ADMIN}`).toString("base64")}`;
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}${path}`, { method: options.method ?? (body ? "POST" : "GET"), headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const cookieOf = (a: Answer) => String((a.headers["set-cookie"] as string[] | undefined)?.[0] ?? "").split(";")[0];

async function signIn(email: string, favourites?: unknown[]): Promise<string> {
  const asked = await call("drivewell", "/my-garage", { form: { intent: "request-code", email } });
  expect(asked.status).toBe(200);
  const box = await call("drivewell", "/admin/mailbox", { auth: true });
  const code = box.text.match(/sign-in code: (\d{6})/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  const form: Record<string, string> = { intent: "verify-code", email, code: code! };
  if (favourites) form.favourites = JSON.stringify(favourites);
  const done = await call("drivewell", "/my-garage", { form });
  expect(done.status).toBe(302);
  expect(done.headers.location).toBe("/my-garage?tab=saved-cars");
  expect(String(done.headers["set-cookie"])).toMatch(/__garage=.*HttpOnly.*SameSite=Lax/i);
  return cookieOf(done);
}

beforeAll(async () => {
  server = await startServer({ ADMIN_PASSWORD: ADMIN, LOG_REQUESTS: "false", DATA_DIR: `/tmp/dealer-garage-http-${process.pid}` });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

describe("where the garage is off (the group site)", () => {
  it.each(["/api/auth", "/my-garage", "/my-garage?tab=saved-cars", "/my-garage/saved", "/my-garage/data.json", "/mybigboxcars", "/mybigboxcars/saved", "/myservco"])(
    "%s is a 404",
    async (path) => {
      expect((await call("sunshine", path)).status).toBe(404);
    },
  );
  it("shows no sign-in in the header", async () => {
    expect((await call("sunshine", "/")).text).not.toContain("My Garage");
  });
  it("a post to the garage is a 404 too", async () => {
    expect((await call("sunshine", "/my-garage", { form: { intent: "request-code", email: "a@example.com" } })).status).toBe(404);
  });
});

describe("drivewell (garage_enabled)", () => {
  it("answers /api/auth signed out with a 401 JSON, and another dealer's base with a 404", async () => {
    const a = await call("drivewell", "/api/auth");
    expect(a.status).toBe(401);
    expect(a.headers["content-type"]).toMatch(/application\/json/);
    expect(JSON.parse(a.text)).toEqual({ error: "Not signed in" });
    expect((await call("drivewell", "/api/auth", { cookie: "__garage=forged.value" })).status).toBe(401);
    expect((await call("drivewell", "/api/auth", { method: "PUT" })).status).toBe(405);
    expect((await call("drivewell", "/mybigboxcars")).status).toBe(404);
    expect((await call("drivewell", "/my-garage")).text).toContain("Email me a code");
  });

  it("merges the browser's favourites at sign-in; a saved car no longer in stock shows as sold with 'Find Me Something Similar'", async () => {
    const gone = { id: 999_001, name: "2019 Toyota Corolla Ascent", slug: "2019-toyota-corolla-ascent-999001", make: "Toyota", model: "Corolla", primary_image_url: null };
    const cookie = await signIn("sold-test@example.com", [gone, { id: 5, name: "bad", slug: "../admin", make: "x", model: "y", primary_image_url: null }]);
    const body = JSON.parse((await call("drivewell", "/api/auth", { cookie })).text);
    expect(body.watchlist).toEqual([gone]); // the entry with a slug that is no slug is dropped
    const page = (await call("drivewell", "/my-garage?tab=saved-cars", { cookie })).text;
    expect(page).toContain(gone.name);
    expect(page).toMatch(/<span class="garage-car__sold">Sold<\/span>/);
    expect(page).toMatch(/<a [^>]*href="\/search[^"]*toyota[^"]*corolla[^"]*"[^>]*>Find Me Something Similar<\/a>/i);
  });

  it("the admin mailbox shows an open mail's HTML body only in a sandboxed srcdoc frame under its own strict policy", async () => {
    await call("drivewell", "/my-garage", { form: { intent: "request-code", email: "html-view@example.com" } });
    const id = (await call("drivewell", "/admin/mailbox", { auth: true })).text.match(/href="\/admin\/mailbox\?id=(\d+)"/)?.[1];
    const page = (await call("drivewell", `/admin/mailbox?id=${id}`, { auth: true })).text;
    const frames = page.match(/<iframe [^>]*>/g) ?? [];
    expect(frames).toHaveLength(1);
    const frame = frames[0] ?? "";
    expect(frame).toMatch(/ sandbox=""/);
    const doc = (frame.match(/ srcDoc="([^"]*)"/i)?.[1] ?? "").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    expect(doc).toMatch(/^<!doctype html><html lang="en-AU"><head><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; [^"]*"><meta charset="utf-8">/);
    expect(doc).toMatch(/<p style="font-size:32px[^"]*">\d{6}<\/p>/); // the code, in the site's HTML body
    expect(page).not.toContain('<body style="margin:0'); // the mail's markup only ever inside the attribute
    expect(page).toMatch(/<pre class="mailbox__text">Drivewell\n/); // the plain text stays
  });

  it("refuses a bad email with the field's message, not a 500", async () => {
    const a = await call("drivewell", "/my-garage", { form: { intent: "request-code", email: "not-an-email\u0000" } });
    expect(a.status).toBe(400);
    expect(a.text).toContain("Enter a valid email address");
  });

  it("signs in with the mailed code; /api/auth is {user, watchlist}; the star's form post saves; download and delete", async () => {
    const cookie = await signIn("http-test@example.com");
    let auth = await call("drivewell", "/api/auth", { cookie });
    expect(auth.status).toBe(200);
    expect(auth.headers["cache-control"]).toBe("private, no-store");
    let body = JSON.parse(auth.text);
    expect(Object.keys(body).sort()).toEqual(["user", "watchlist"]);
    expect(body.user).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: "http-test@example.com", created_at: expect.any(String) });
    expect(body.watchlist).toEqual([]);

    const car = firstCars[0];
    const starred = await call("drivewell", "/my-garage", { cookie, form: { intent: "watch", slug: car.slug, return_to: "/search/subscription-cars" } });
    expect(starred.status).toBe(302);
    expect(starred.headers.location).toBe("/search/subscription-cars");
    auth = await call("drivewell", "/api/auth", { cookie });
    body = JSON.parse(auth.text);
    expect(body.watchlist).toEqual([{ id: car.id, name: expect.any(String), slug: car.slug, make: car.make, model: expect.any(String), primary_image_url: expect.anything() }]);
    expect((await call("drivewell", "/my-garage?tab=saved-cars", { cookie })).text).toContain(body.watchlist[0].name);

    const data = await call("drivewell", "/my-garage/data.json", { cookie });
    expect(data.headers["content-disposition"]).toMatch(/attachment/);
    expect(JSON.parse(data.text)).toMatchObject({ user: { email: "http-test@example.com" }, watchlist: [{ id: car.id }] });

    const refused = await call("drivewell", "/my-garage", { cookie, form: { intent: "delete-account" } });
    expect(refused.status).toBe(400);
    const deleted = await call("drivewell", "/my-garage", { cookie, form: { intent: "delete-account", confirm: "yes" } });
    expect(deleted.status).toBe(302);
    expect((await call("drivewell", "/api/auth", { cookie })).status).toBe(401); // the old cookie signs nobody in
    const box = await call("drivewell", "/admin/mailbox", { auth: true });
    expect(box.text).not.toContain("http-test@example.com"); // its mail went with it
  });
});
