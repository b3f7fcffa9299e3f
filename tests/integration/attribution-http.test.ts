// Attribution without JavaScript, over real HTTP against the built server: the landing query and the
// pages a visitor browsed travel in the server's journey cookies and reach the lead, however the
// cookies arrive (or do not). Needs `npm run build` (the global setup does it when sources changed).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "./support/server";
import { openDatabase } from "../../server/db/open";
import { listLeads } from "../../server/leads/repository";
import { VALID_CONTACT } from "./support/leads";

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
function visitor(proto = "http") {
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
          "user-agent": BROWSER, // a bot keeps no cookies, so the server records no journey for one
          "x-forwarded-for": address,
          "x-forwarded-proto": proto,
          cookie: init.cookie ?? [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
          ...(init.body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
      });
      await res.arrayBuffer();
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(";");
        const at = pair.indexOf("=");
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return res;
    },
  };
}

const enquiry = (email: string) =>
  new URLSearchParams({ ...VALID_CONTACT, email, message: "Hi", "Best Deal": "Yes", intent: "submit", step: "0", visited_pages: "", linked_query_params: "" }).toString();

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
    const landing = await v.fetch("/?utm_source=google&gclid=X");
    expect(landing.status).toBe(200);
    expect(landing.headers.get("cache-control")).toBe("private, no-store"); // it carries this visitor's cookies
    const cookies = landing.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).toMatch(/; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(cookies.join()).not.toContain("Secure");
    for (const page of ["/search/new-used-and-demo-cars", "/cars/edge-special", "/our-locations/", "/enquire?car_id=edge-special"]) {
      expect((await v.fetch(page)).status).toBe(200);
    }
    const again = await v.fetch("/cars/edge-special"); // nothing new to remember: the page stays public
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(again.headers.get("cache-control")).toMatch(/^public/);
    const post = await v.fetch("/enquire?car_id=edge-special", { method: "POST", body: enquiry("nojs@example.com") });
    expect(post.status).toBe(302);

    const also = visitor("https"); // behind a TLS-terminating proxy the cookies are Secure
    expect((await also.fetch("/?gclid=Y")).headers.getSetCookie().every((c) => c.includes("; Secure"))).toBe(true);
    // A tampered, oversized or garbled cookie is no journey, never a 500.
    const junk = `visited_pages=${"%E0%A4%A".repeat(500)}; first_page_query={bad%00; visited_pages=[1]`;
    expect((await visitor().fetch("/our-locations/", { cookie: junk })).status).toBe(200);
    const refused = await visitor().fetch("/enquire?car_id=edge-special", { method: "POST", body: enquiry("junk@example.com"), cookie: junk });
    expect(refused.status).toBe(302);

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
