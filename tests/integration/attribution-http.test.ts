// Attribution without JavaScript, over real HTTP against the built server: each page's <noscript>
// journey pixel sets the journey cookies, so the landing query and the pages a visitor browsed reach
// the lead while the pages themselves stay publicly cacheable and cookie-free; junk never gives a 500.
// Needs `npm run build` (the global setup does it when sources changed).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "./support/server";
import { openDatabase } from "../../server/db/open";
import { listLeads } from "../../server/leads/repository";
import { VALID_CONTACT } from "./support/leads";
import { formStarted } from "./support/captcha";

let server: RunningServer;
let dataDir: string;
let client = 0;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "dealer-attribution-http-"));
  server = await startServer({ DATA_DIR: dataDir, LOG_REQUESTS: "false", TRUST_PROXY: "loopback" });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** A browser without JavaScript: one client address, and a cookie jar kept from Set-Cookie. */
function visitor(proto = "http", userAgent = BROWSER) {
  const jar = new Map<string, string>();
  const address = `10.88.${++client}.1`;
  return {
    jar,
    async fetch(pathAndQuery: string, init: { method?: string; body?: string; cookie?: string } = {}) {
      const res = await fetch(server.url + pathAndQuery, {
        method: init.method ?? "GET",
        body: init.body,
        redirect: "manual",
        headers: {
          host: "sunshine.localhost",
          "user-agent": userAgent,
          "x-forwarded-for": address,
          "x-forwarded-proto": proto,
          cookie: init.cookie ?? [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
          ...(init.body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
      });
      const html = res.headers.get("content-type")?.startsWith("text/html") ? await res.text() : (await res.arrayBuffer(), "");
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair.indexOf("=");
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return Object.assign(res, { html });
    },
    /** A page as a browser without JavaScript loads it: the HTML, then the pixel its <noscript> holds. */
    async view(pathAndQuery: string) {
      const page = await this.fetch(pathAndQuery);
      const pixel = pixelOf(page.html);
      return { page, pixel: pixel ? await this.fetch(pixel) : null };
    },
  };
}

/** The journey pixel's URL in a page's HTML, or null. */
function pixelOf(html: string): string | null {
  const img = /<noscript><img [^>]*src="(\/journey\.gif\?p=[^"]+)"[^>]*><\/noscript>/.exec(html);
  return img ? img[1].replaceAll("&amp;", "&") : null;
}

const PUBLIC_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

const enquiry = (email: string) =>
  new URLSearchParams({ ...VALID_CONTACT, email, message: "Hi", "Best Deal": "Yes", intent: "submit", step: "0", visited_pages: "", linked_query_params: "", ...formStarted() }).toString();

/** The stored leads, read once the server has stopped (PGlite is one process's). */
async function storedLeads() {
  await server.stop();
  const db = await openDatabase({ DATA_DIR: dataDir });
  try {
    return (await listLeads(db, { limit: 50 })).leads;
  } finally {
    await db.close();
  }
}

describe("a visitor without JavaScript", () => {
  it("landing on /?utm_source=google&gclid=X, three pages and an enquiry: the lead holds all of it", async () => {
    const v = visitor();
    const landing = await v.view("/?utm_source=google&gclid=X");
    expect(landing.page.status).toBe(200);
    // The page is the same for everyone: no cookie, cacheable by a CDN; the pixel carries the journey.
    expect(landing.page.headers.getSetCookie()).toEqual([]);
    expect(landing.page.headers.get("cache-control")).toBe(PUBLIC_CACHE);
    expect(pixelOf(landing.page.html)).toBe("/journey.gif?p=%2F%3Futm_source%3Dgoogle%26gclid%3DX");
    expect(landing.page.html).toMatch(/<noscript><img class="journey-pixel" src="[^"]+" alt="" aria-hidden="true" width="1" height="1"\/><\/noscript>/);
    const pixel = landing.pixel!;
    expect([pixel.status, pixel.headers.get("content-type"), pixel.headers.get("cache-control")]).toEqual([200, "image/gif", "private, no-store"]);
    const cookies = pixel.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toMatch(/^visited_pages=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/); // the browser session
    expect(cookies[1]).toMatch(/^first_page_query=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/); // 30 days
    expect(cookies.join()).not.toContain("Secure");
    for (const path of ["/search/new-used-and-demo-cars", "/cars/edge-special", "/our-locations/", "/enquire?car_id=edge-special"]) {
      const { page, pixel } = await v.view(path);
      expect([page.status, pixel?.status], path).toEqual([200, 200]);
      expect(page.headers.getSetCookie(), path).toEqual([]);
      if (!path.startsWith("/enquire")) expect(page.headers.get("cache-control"), path).toBe(PUBLIC_CACHE); // a form page is private anyway
    }
    const again = await v.view("/cars/edge-special"); // nothing new to remember
    expect(again.pixel!.headers.getSetCookie()).toEqual([]);
    const post = await v.fetch("/enquire?car_id=edge-special", { method: "POST", body: enquiry("nojs@example.com") });
    expect(post.status).toBe(302);

    const also = visitor("https"); // behind a TLS-terminating proxy the cookies are Secure
    expect((await also.view("/?gclid=Y")).pixel!.headers.getSetCookie().map((c) => c.includes("; Secure"))).toEqual([true, true]);
    const bot = visitor("http", "Googlebot/2.1 (+http://www.google.com/bot.html)"); // bots keep no cookies
    expect((await bot.view("/?gclid=Z")).pixel!.headers.getSetCookie()).toEqual([]);

    // A tampered, oversized or garbled cookie is no journey, never a 500.
    const junk = `visited_pages=${"%E0%A4%A".repeat(500)}; first_page_query={bad%00; visited_pages=[1]`;
    expect((await visitor().fetch("/our-locations/", { cookie: junk })).status).toBe(200);
    expect((await visitor().fetch("/journey.gif?p=%2F", { cookie: junk })).status).toBe(200);
    const refused = await visitor().fetch("/enquire?car_id=edge-special", { method: "POST", body: enquiry("junk@example.com"), cookie: junk });
    expect(refused.status).toBe(302);
    // A p that is not a path of this site is a 400 that sets nothing.
    for (const p of ["", "?p=", "?p=cars", "?p=%2F%2Fevil.example%2Fx", "?p=https%3A%2F%2Fevil.example%2F", "?p=%2F%5Cevil.example", "?p=%2Fa%00b", "?p=%E0%A4%A", "?p[]=%2F", `?p=%2F${"x".repeat(2_100)}`]) {
      const res = await visitor().fetch(`/journey.gif${p}`);
      expect([res.status, res.headers.getSetCookie()], p).toEqual([400, []]);
    }

    const leads = await storedLeads();
    const lead = leads.find((l) => l.email === "nojs@example.com")!;
    expect(lead.payload).toMatchObject({
      utm_source: "google",
      gclid: "X",
      lead_attributes: {
        visited_pages: ["/?utm_source=google&gclid=X", "/search/new-used-and-demo-cars", "/cars/edge-special", "/our-locations/", "/enquire?car_id=edge-special"],
        linked_query_params: { utm_source: "google", gclid: "X" },
      },
    });
    expect(leads.find((l) => l.email === "junk@example.com")?.status).toBe("complete");
  });
});
