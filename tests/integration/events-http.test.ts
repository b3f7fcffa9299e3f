// Analytics events over HTTP on the built server (PostgreSQL behind it, read directly): document
// loads are recorded server-side with their page type and the visitor's id cookies; POST
// /api/events takes the beacon's events and refuses bad bodies with JSON; bots, Do Not Track,
// Global Privacy Control and a site with events off store nothing. Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request as httpRequest } from "node:http";
import pg from "pg";
import { startServer, type RunningServer } from "./support/server";
import { startPostgres, type TempPostgres } from "./support/postgres";
import { formStarted } from "./support/captcha";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const USED_CAR = "2021-hyundai-i30-elite-100001";

let server: RunningServer;
let postgres: TempPostgres;
let db: pg.Client;

beforeAll(async () => {
  postgres = await startPostgres();
  const url = await postgres.createDatabase("events_http");
  server = await startServer({ DATABASE_URL: url, LOG_REQUESTS: "false" });
  db = new pg.Client({ connectionString: url });
  await db.connect();
}, 120_000);
afterAll(async () => {
  await db?.end();
  await server?.stop();
  await postgres?.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  cookies: string[];
}

/** One request with its Host header as given (fetch would drop it; node:http sends it). */
function send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}${path}`, { method, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, cookies: res.headers["set-cookie"] ?? [] }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

let ip = 0;
const page = (path: string, headers: Record<string, string> = {}, host = "sunshine.localhost") =>
  send("GET", path, { host, accept: "text/html", "user-agent": BROWSER, "x-forwarded-for": `10.9.0.${++ip % 250}`, ...headers });

const post = (body: unknown, headers: Record<string, string> = {}, host = "sunshine.localhost") =>
  send("POST", "/api/events", { host, "content-type": "application/json", "user-agent": BROWSER, origin: `http://${host}`, ...headers }, typeof body === "string" ? body : JSON.stringify(body));

interface Row {
  event_id: number;
  category: string;
  page_type: string | null;
  url: string;
  car_id: string | null;
  anon_id: string | null;
  session_id: string | null;
  website_slug: string;
  group_slug: string;
  event_properties: Record<string, unknown>;
}
const rows = async (where = "true", params: unknown[] = []) => (await db.query<Row>(`SELECT * FROM events WHERE ${where} ORDER BY id`, params)).rows;

/** Events are written in batches: wait for one carrying this marker (everything sent before it is written by then). */
async function marker(name: string): Promise<void> {
  expect((await post({ website_slug: "sunshine", url: "/", category: "Click to Call", event_properties: { marker: name } })).status).toBe(204);
  await expect.poll(async () => (await rows("event_properties->>'marker' = $1", [name])).length, { timeout: 20_000, interval: 200 }).toBe(1);
}

const cookieOf = (res: Answer, name: string) =>
  res.cookies
    .find((c) => c.startsWith(`${name}=`))
    ?.split(";")[0]
    .split("=")[1];

describe("page views recorded by the server (no JavaScript needed)", () => {
  it("a first document load sets the device and session id cookies (private answer) and stores a Home view with them", async () => {
    const res = await page("/?utm_source=news&gclid=abc");
    expect(res.status).toBe(200);
    const device = cookieOf(res, "device_id");
    const session = cookieOf(res, "session_id");
    expect(device).toMatch(/^device_[A-Za-z0-9]{10}$/);
    expect(session).toMatch(/^session_[A-Za-z0-9]{10}$/);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    await marker("home");
    const [view] = await rows("anon_id = $1", [device]);
    expect(view).toMatchObject({ event_id: 1, category: "Page View", page_type: "Home", session_id: session, website_slug: "sunshine", group_slug: "sunshine-motor-group" });
    expect(view.event_properties).toMatchObject({ browser: "Firefox", os: "Linux", device: "desktop", utm_source: "news", gclid: "abc" });

    // The next page keeps the ids and sets no cookie.
    const again = await page("/finance", { cookie: `device_id=${device}; session_id=${session}` });
    expect(again.cookies).toEqual([]);
    await marker("finance");
    expect((await rows("anon_id = $1", [device])).map((r) => [r.event_id, r.page_type, r.session_id])).toEqual([
      [1, "Home", session],
      [9, "Finance", session],
    ]);
  });

  it("a used car's page is Used Vehicle Details (4) with the car's id, slug and name", async () => {
    const res = await page(`/cars/${USED_CAR}`, { cookie: "device_id=device_USEDCAR001" });
    expect(res.status).toBe(200);
    await marker("car");
    const [view] = await rows("anon_id = 'device_USEDCAR001'");
    expect(view).toMatchObject({ event_id: 4, page_type: "Used Vehicle Details", car_id: "100001" });
    expect(view.event_properties).toMatchObject({ car_slug: USED_CAR, car_name: "2021 Hyundai i30 Elite CN7" });
  });

  it("a phone reveal posted without JavaScript is a click to call (25) about the page's car", async () => {
    const res = await send("POST", `/cars/${USED_CAR}`, { host: "sunshine.localhost", origin: "http://sunshine.localhost", "content-type": "application/x-www-form-urlencoded", accept: "text/html", "user-agent": BROWSER, cookie: "device_id=device_REVEAL0001" }, "intent=reveal-phone");
    expect(res.status).toBe(200);
    await marker("reveal");
    const events = await rows("anon_id = 'device_REVEAL0001'");
    expect(events.map((e) => [e.event_id, e.category, e.car_id])).toEqual([[25, "Click to Call", "100001"]]);
  });

  it("the valuation flow without JavaScript: vehicle lookup and valuation (52, 53 on trade-in; 43, 50 on sell), its saved step a next step (32)", async () => {
    const flow = (path: string, device: string) =>
      send("POST", path, { host: "sunshine.localhost", origin: "http://sunshine.localhost", "content-type": "application/x-www-form-urlencoded", accept: "text/html", "user-agent": BROWSER, cookie: `device_id=${device}` },
        new URLSearchParams({ flow_step: "vehicle", intent: "continue", year: "2025", make: "Toyota", model: "RAV4", odometer: "30000", condition: "Good", ...formStarted() }).toString());
    expect((await flow("/valuations", "device_VALUETRADE")).status).toBe(200);
    expect((await flow("/sell-my-car", "device_VALUESELL1")).status).toBe(200);
    await marker("valuation-flow");
    const ids = async (device: string) => (await rows("anon_id = $1", [device])).map((e) => [e.event_id, e.category]);
    expect(await ids("device_VALUETRADE")).toEqual([[52, "Vehicle Lookup - Trade-in"], [53, "Valuation - Trade-in"], [32, "Next Step - Step 1"]]);
    expect(await ids("device_VALUESELL1")).toEqual([[43, "Vehicle Lookup - Sell My Car"], [50, "Valuation - Sell My Car"], [32, "Next Step - Step 1"]]);
  });

  it("a listing with a make is a listing view (2) and a search (29) with the make", async () => {
    // The query form is sent to the canonical path (not a page view: a redirect), then shown.
    const sent = await page("/search/new-used-and-demo-cars?make=Hyundai", { cookie: "device_id=device_SEARCH0001" });
    expect(sent.status).toBe(302);
    const res = await page(String(sent.headers.location), { cookie: "device_id=device_SEARCH0001" });
    expect(res.status).toBe(200);
    await marker("search");
    const events = await rows("anon_id = 'device_SEARCH0001'");
    expect(events.map((e) => e.event_id)).toEqual([2, 29]);
    expect(events[1]).toMatchObject({ category: "Search" });
    expect(String(events[1].event_properties.make)).toMatch(/hyundai/i);
  });

  it("bots, DNT, Sec-GPC, data requests, a 404 and a site with events off store nothing and get no id cookie", async () => {
    const quiet = [
      await page("/", { "user-agent": GOOGLEBOT, cookie: "device_id=device_QUIET00001" }),
      await page("/", { dnt: "1", cookie: "device_id=device_QUIET00001" }),
      await page("/", { "sec-gpc": "1", cookie: "device_id=device_QUIET00001" }),
      await page("/_root.data", { accept: "*/*", cookie: "device_id=device_QUIET00001" }),
      await page("/finance", { accept: "*/*", "sec-fetch-dest": "empty", cookie: "device_id=device_QUIET00001" }),
      await page("/", { cookie: "device_id=device_QUIET00001" }, "drivewell.localhost"),
    ];
    for (const res of quiet) expect(res.cookies.filter((c) => /^(device|session)_id=/.test(c))).toEqual([]);
    // A page that is not found: its ids may be set (they are, before the answer is known), but no view is stored.
    expect((await page("/no-such-page-here", { cookie: "device_id=device_QUIET00001" })).status).toBe(404);
    await marker("quiet");
    expect(await rows("anon_id = 'device_QUIET00001'")).toEqual([]);
    expect(await rows("website_slug = 'drivewell'")).toEqual([]);
  });
});

describe("POST /api/events", () => {
  const good = { website_slug: "sunshine", url: "http://sunshine.localhost/service", category: "Page View", anon_id: "device_BEACON0001", session_id: "session_BEACON0001" };

  it("stores a client navigation's page view with its page type, and the actions with their ids", async () => {
    expect((await post(good)).status).toBe(204);
    expect((await post({ ...good, url: "/cars/" + USED_CAR })).status).toBe(204);
    expect((await post({ event: { ...good, category: "Click to Call", event_properties: { car_slug: USED_CAR } } })).status).toBe(204);
    expect((await post({ ...good, category: "Next Step - Step 2" })).status).toBe(204);
    expect((await post({ ...good, url: `/cars/${USED_CAR}#vehicle-map`, category: "Get Directions" })).status).toBe(204);
    for (const category of ["Add to Wishlist", "Get Directions", "Finance Quote", "Car History Report Download", "Search"]) {
      expect((await post({ ...good, category, event_properties: { make: "Toyota", model: "Corolla" } })).status).toBe(204);
    }
    // A reservation's page holds its secret token: no view, and an action there keeps no token.
    expect((await post({ ...good, url: "/reservation/secret-token-123" })).status).toBe(204);
    // The dealer's inbox is not a visitor's page.
    expect((await post({ ...good, url: "/admin/leads?page=2" })).status).toBe(204);
    expect((await post({ ...good, url: "/admin/leads", category: "Click to Call" })).status).toBe(204);
    expect((await post({ ...good, url: "/reservation/secret-token-123", category: "Click to Call", anon_id: "device_PRIVATE001" })).status).toBe(204);
    await marker("beacon");
    expect((await rows("anon_id = 'device_PRIVATE001'")).map((r) => r.url)).toEqual(["http://sunshine.localhost/reservation"]);
    expect(await rows("url LIKE '%secret-token%'")).toEqual([]);
    const events = await rows("anon_id = 'device_BEACON0001'");
    expect(events.map((e) => [e.event_id, e.category, e.page_type])).toEqual([
      [7, "Page View", "Service"],
      [4, "Page View", "Used Vehicle Details"],
      [25, "Click to Call", null],
      [32, "Next Step - Step 2", null],
      [41, "Get Directions", null],
      [39, "Add to Wishlist", null],
      [41, "Get Directions", null],
      [58, "Finance Quote", null],
      [60, "Car History Report Download", null],
      [29, "Search", null],
    ]);
    // The car an action is about: named by car_slug, or the vehicle page it happened on.
    expect(events[2]).toMatchObject({ car_id: "100001", session_id: "session_BEACON0001" });
    expect(events[2].event_properties).toMatchObject({ car_slug: USED_CAR, car_name: "2021 Hyundai i30 Elite CN7" });
    expect(events[4]).toMatchObject({ car_id: "100001" });
    expect(events[5]).toMatchObject({ car_id: null });
    expect(events[9].event_properties).toMatchObject({ make: "Toyota", model: "Corolla", browser: "Firefox" });
  });

  it("bad bodies are a 4xx JSON {error, fieldErrors}, never stored", async () => {
    const cases: [string, unknown, Record<string, string>, number, string?][] = [
      ["NUL in a field", { ...good, category: "Page\u0000View" }, {}, 400, "category"],
      ["__proto__", `{"website_slug":"sunshine","url":"/","category":"Page View","event_properties":{"__proto__":{"x":1}}}`, {}, 400, "event"],
      ["constructor key", { ...good, event_properties: { constructor: "x" } }, {}, 400, "event"],
      ["huge", { ...good, error_message: "x".repeat(40_000) }, {}, 413],
      ["url a number", { ...good, url: 5 }, {}, 400, "url"],
      ["bad device id", { ...good, anon_id: "device_1" }, {}, 400, "anon_id"],
      ["bad session id", { ...good, session_id: "session_<script>" }, {}, 400, "session_id"],
      ["properties an array", { ...good, event_properties: [1, 2] }, {}, 400, "event_properties"],
      ["nested property", { ...good, event_properties: { a: { b: 1 } } }, {}, 400, "event_properties.a"],
      ["lead id not a uuid", { ...good, lead_id: "1; DROP TABLE events" }, {}, 400, "lead_id"],
      ["unknown field", { ...good, extra: 1 }, {}, 400],
      ["another site's slug", { ...good, website_slug: "tamaki" }, {}, 400, "website_slug"],
      ["another site's url", { ...good, url: "https://evil.example/" }, {}, 400, "url"],
      ["javascript url", { ...good, url: "javascript:alert(1)" }, {}, 400, "url"],
      ["unknown category", { ...good, category: "Hacked" }, {}, 400, "category"],
      ["form submission", { ...good, category: "Form Submission" }, {}, 400, "category"],
      ["not JSON", "{oops", {}, 400],
      ["an array", "[1]", {}, 400, "event"],
      ["not declared JSON", JSON.stringify(good), { "content-type": "text/plain" }, 415],
    ];
    for (const [name, body, headers, status, field] of cases) {
      const res = await post(body, headers);
      expect(res.status, name).toBe(status);
      const answer = JSON.parse(res.text) as { error: string; fieldErrors?: Record<string, string[]> };
      expect(typeof answer.error, name).toBe("string");
      if (field) expect(Object.keys(answer.fieldErrors ?? {}), name).toContain(field);
      if (status === 413) expect(answer.error).toBe("The event is too large (at most 16 KB).");
      if (status === 415) expect(answer.error).toBe("Send the event as JSON (Content-Type: application/json).");
    }
    expect((await send("GET", "/api/events", { host: "sunshine.localhost" })).status).toBe(405);
    await marker("bad");
    expect(await rows("category <> 'Click to Call' AND anon_id = 'device_BEACON0001' AND event_id NOT IN (7, 4, 32, 39, 41, 58, 60, 29)")).toEqual([]);
  });

  it("a bot's, a DNT and a Sec-GPC visitor's events get a 204 and are not stored; a site with events off answers 404", async () => {
    const quiet = { ...good, anon_id: "device_QUIETPOST1" };
    expect((await post(quiet, { "user-agent": GOOGLEBOT })).status).toBe(204);
    expect((await post(quiet, { dnt: "1" })).status).toBe(204);
    expect((await post(quiet, { "sec-gpc": "1" })).status).toBe(204);
    const off = await post({ ...quiet, website_slug: "drivewell", url: "/" }, {}, "drivewell.localhost");
    expect(off.status).toBe(404);
    expect(JSON.parse(off.text)).toEqual({ error: "Events are not recorded on this site." });
    await marker("quiet-post");
    expect(await rows("anon_id = 'device_QUIETPOST1'")).toEqual([]);
  });
});

describe("shutdown", () => {
  it("events still queued are written before the server exits (last: it stops the server)", async () => {
    const event = { website_slug: "sunshine", url: "/finance", category: "Finance Quote", anon_id: "device_SHUTDOWN01" };
    expect((await post(event)).status).toBe(204);
    expect(await server.stop()).toBe(0);
    expect(await rows("anon_id = 'device_SHUTDOWN01'")).toHaveLength(1);
  });
});
