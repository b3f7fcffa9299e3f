// Issue 18's optional micro-cache (server/page-cache.ts) on the built server with PAGE_CACHE_SECONDS
// set: a repeated anonymous GET is answered with the same bytes (its own CSP nonce in place), a stock
// change drops the group's pages, and nothing personal or unsafe is ever kept; then the bounds, on a
// small app with the same middleware. Needs `npm run build`.
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";
import { send, sitesCopy, type Answer } from "./support/stock";
import { createPageCache, PAGE_CACHE_HEADER, type PageCacheLimits } from "../../server/page-cache";
import type { Car } from "../../server/sites/schema";

const TOKEN = "stock-token-for-the-page-cache-test";
const SEARCH = "/search/new-used-and-demo-cars";
// Minutes, not seconds: the test never waits for an entry to age out, and a loaded machine is slow.
const TTL_SECONDS = "60";

/** send() with the options this file uses most: GET unless said, the group site's host. */
const get = (base: string, target: string, opts: { host?: string; method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  send(base, opts.method ?? "GET", target, opts);

const nonceOf = (a: Answer) => /'nonce-([^']+)'/.exec(String(a.headers["content-security-policy"]))![1];
/** The body with its nonce named, so two answers compare byte for byte. */
const withoutNonce = (a: Answer) => a.text.replaceAll(nonceOf(a), "NONCE");

const CACHE = PAGE_CACHE_HEADER.toLowerCase();

describe("the micro-cache on the built server", () => {
  let server: RunningServer;
  let sitesDir: string;

  beforeAll(async () => {
    sitesDir = sitesCopy();
    server = await startServer({
      SITES_DIR: sitesDir,
      DATA_DIR: path.join(sitesDir, ".data"),
      LOG_REQUESTS: "false",
      PAGE_CACHE_SECONDS: TTL_SECONDS,
      STOCK_IMPORT_TOKEN_SUNSHINE_MOTOR_GROUP: TOKEN,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("answers a repeated anonymous GET with the same bytes, each with its own CSP nonce", async () => {
    const first = await get(server.url, SEARCH);
    const second = await get(server.url, SEARCH);
    expect(first.status).toBe(200);
    expect(first.headers[CACHE]).toBe("miss");
    expect(second.headers[CACHE]).toBe("hit");
    expect(second.status).toBe(200);
    expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(second.headers["cache-control"]).toBe(first.headers["cache-control"]);
    // A public page carries no opener policy, kept or not (server/security-headers.ts).
    expect(first.headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(second.headers["cross-origin-opener-policy"]).toBeUndefined();
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second.text).toContain(`nonce="${nonceOf(second)}"`);
    expect(withoutNonce(second)).toBe(withoutNonce(first));
    // Another host, another page; compression answers each Accept-Encoding from the kept page.
    expect((await get(server.url, SEARCH, { host: "sunshine-toyota.localhost" })).headers[CACHE]).not.toBe("hit");
    const gzip = await get(server.url, SEARCH, { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers[CACHE]).toBe("hit");
  });

  it("drops the group's pages when its stock changes", async () => {
    await get(server.url, SEARCH);
    const kept = await get(server.url, SEARCH);
    expect(kept.headers[CACHE]).toBe("hit");
    // The first card's car gets a new price through the import webhook.
    const slug = /href="\/cars\/([^"/]+)"/.exec(kept.text)![1];
    const cars = (JSON.parse(readFileSync(path.join(sitesDir, "sunshine-motor-group", "stock.json"), "utf8")) as { cars: Car[] }).cars;
    const car = cars.find((c) => c.slug === slug)!;
    expect(kept.text).not.toContain("$12,345");
    const csv = `vin,price\n${car.vin},12345\n`;
    const imported = await get(server.url, "/api/stock/import", { method: "POST", headers: { authorization: `Bearer ${TOKEN}`, "content-type": "text/csv" }, body: csv });
    expect(imported.status).toBe(200);
    const after = await get(server.url, SEARCH);
    expect(after.headers[CACHE]).toBe("miss");
    expect(after.text).toContain("$12,345");
  });

  it("never keeps a page for, or gives one to, a request with a cookie", async () => {
    const path = "/search/used-cars";
    const withCookie = { headers: { cookie: "__garage=signed-in-visitor" } };
    expect((await get(server.url, path, withCookie)).headers[CACHE]).toBeUndefined();
    expect((await get(server.url, path)).headers[CACHE]).toBe("miss");
    expect((await get(server.url, path)).headers[CACHE]).toBe("hit");
    for (const cookie of ["__garage=x", "chat_token=x", "device_id=x", "visited_pages=x"]) {
      expect((await get(server.url, path, { headers: { cookie } })).headers[CACHE]).toBeUndefined();
    }
  });

  it("never keeps an answer that sets a cookie, or a private page", async () => {
    // A browser's first page on a site that records events gets its visitor-id cookies.
    const browser = { headers: { accept: "text/html", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36" } };
    for (let i = 0; i < 2; i++) {
      const answer = await get(server.url, "/privacy-policy", browser);
      expect(answer.headers["set-cookie"]).toBeDefined();
      expect(answer.headers[CACHE]).toBeUndefined();
    }
    for (let i = 0; i < 2; i++) {
      const form = await get(server.url, "/enquire");
      expect(form.headers["cache-control"]).toMatch(/private/);
      expect(form.headers[CACHE]).toBeUndefined();
    }
  });

  it("never keeps or answers a POST", async () => {
    const post = await get(server.url, "/contact-us", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://sunshine.localhost" }, body: "a=b" });
    expect(post.headers[CACHE]).toBeUndefined();
    expect((await get(server.url, "/contact-us")).headers[CACHE]).not.toBe("hit");
  });
});

/** A small app with the cache in front of public pages of the asked size. */
async function pagesApp(limits: PageCacheLimits) {
  const cache = createPageCache(limits);
  const app = express();
  app.use((_req, res, next) => {
    res.locals.site = { group: { group: { slug: "g" } } };
    res.locals.cspNonce = "n0nce";
    next();
  });
  app.use(cache.middleware);
  app.get("/page/:bytes", (req, res) => {
    res.set("Cache-Control", "public, s-maxage=60").type("html").send(`<p>${"x".repeat(Number(req.params.bytes))}</p>`);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  return { cache, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe("the micro-cache's bounds", () => {
  it("keeps at most maxEntries pages, the least recently used dropped", async () => {
    const { cache, base, close } = await pagesApp({ ttlMs: 60_000, maxEntries: 3, maxBytes: 1_000_000 });
    for (const n of [10, 11, 12, 13]) await get(base, `/page/${n}`);
    expect(cache.size).toBe(3);
    expect((await get(base, "/page/13")).headers[CACHE]).toBe("hit");
    expect((await get(base, "/page/10")).headers[CACHE]).toBe("miss");
    close();
  });

  it("keeps at most maxBytes, and never a page over a tenth of it", async () => {
    const { cache, base, close } = await pagesApp({ ttlMs: 60_000, maxEntries: 1000, maxBytes: 20_000 });
    await get(base, "/page/2000");
    expect((await get(base, "/page/2000")).headers[CACHE]).toBe("miss");
    expect(cache.size).toBe(0);
    for (let n = 1000; n < 1030; n++) await get(base, `/page/${n}`);
    // Each page is kept as its bytes plus 512: at most 20,000 / 1,519 of them fit.
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThanOrEqual(13);
    expect((await get(base, "/page/1029")).headers[CACHE]).toBe("hit");
    cache.dropGroup("g");
    expect(cache.size).toBe(0);
    close();
  });
});
