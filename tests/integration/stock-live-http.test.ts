// Issue 16 "Done when": a feed that adds, changes and drops cars shows on the running server's
// search, vehicle and sitemap pages within seconds, with no restart: on PGlite (the sites/ files,
// watched; the feed imported by `npm run import`) and on PostgreSQL with two app servers (the stock
// table; the feed posted to one server's webhook, the other hears of it through LISTEN/NOTIFY).
// The polls allow 20 s for a loaded machine; the latency itself is measured by `npm run bench`.
// Needs `npm run build`.
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";
import { serversOnPostgres } from "./support/server-pair";
import { NEW_SLUG, send, sitesCopy, sunshineFeed } from "./support/stock";

const TOKEN = "sunshine-import-token-0123456789";
const POLL = { timeout: 20_000, interval: 250 };

/** The three pages the change must reach on one server. */
async function expectChangeOn(base: string, feed: ReturnType<typeof sunshineFeed>) {
  // Search: a make the stock did not have is a search path now (it was a 404), with the new car in it.
  await expect.poll(async () => (await send(base, "GET", "/search/chevrolet")).text.includes(`/cars/${NEW_SLUG}`), POLL).toBe(true);
  // Vehicle pages: the new car, the changed price, the dropped car sold (inside the retention window).
  expect((await send(base, "GET", `/cars/${NEW_SLUG}`)).status).toBe(200);
  await expect.poll(async () => (await send(base, "GET", `/cars/${feed.changed.slug}`)).text.includes("12,345"), POLL).toBe(true);
  const dropped = await send(base, "GET", `/cars/${feed.dropped.slug}`);
  expect(dropped.status).toBe(200);
  expect(dropped.text).toMatch(/SOLD/);
  // Sitemap: the new car listed, the sold one gone.
  const sitemap = (await send(base, "GET", "/sitemap.xml")).text;
  expect(sitemap).toContain(`/cars/${NEW_SLUG}<`);
  expect(sitemap).not.toContain(`/cars/${feed.dropped.slug}<`);
  // The vehicle listings feed (linked from robots.txt): the new car in, the sold one out.
  expect((await send(base, "GET", "/robots.txt")).text).toContain("/vehicle-feed.txt");
  const vehicleFeed = (await send(base, "GET", "/vehicle-feed.txt")).text;
  expect(vehicleFeed).toMatch(/^vin\tid\tstore_code\tdealership_name\tdealership_address\t/);
  expect(vehicleFeed).toContain("IMPORTTEST0000001\tIMP-1\t");
  if (feed.dropped.vin) expect(vehicleFeed).not.toContain(`${feed.dropped.vin}\t`);
}

async function expectBefore(base: string, feed: ReturnType<typeof sunshineFeed>) {
  expect((await send(base, "GET", "/search/chevrolet")).status).toBe(404);
  expect((await send(base, "GET", `/cars/${NEW_SLUG}`)).status).toBe(404);
  expect((await send(base, "GET", "/sitemap.xml")).text).toContain(`/cars/${feed.dropped.slug}<`);
}

describe("on PGlite: npm run import writes sites/<group>/stock.json, the running server watches it", () => {
  let server: RunningServer;
  let sitesDir: string;

  beforeAll(async () => {
    sitesDir = sitesCopy();
    server = await startServer({ SITES_DIR: sitesDir, DATA_DIR: path.join(sitesDir, ".data"), LOG_REQUESTS: "false" });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("adds, changes and drops cars on the search, vehicle and sitemap pages without a restart", async () => {
    const feed = sunshineFeed(sitesDir);
    await expectBefore(server.url, feed);
    const file = path.join(sitesDir, ".feed.json");
    writeFileSync(file, feed.json);
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/import-stock.ts", "--group", "sunshine-motor-group", "--full", file], {
      env: { PATH: process.env.PATH, NODE_ENV: "production", SITES_DIR: sitesDir },
    });
    expect(stdout).toMatch(/^Imported: 1 added, 1 changed, 1 marked sold, \d+ unchanged, 0 bad rows/);
    await expectChangeOn(server.url, feed);
  }, 90_000);
});

describe("on PostgreSQL with two app servers: the webhook writes the stock table, NOTIFY reaches both", () => {
  let a: RunningServer;
  let b: RunningServer;
  let stop: (() => Promise<void>) | undefined;
  let sitesDir: string;

  beforeAll(async () => {
    sitesDir = sitesCopy();
    ({ a, b, stop } = await serversOnPostgres("stock_live", { SITES_DIR: sitesDir, LOG_REQUESTS: "false", STOCK_IMPORT_TOKEN_SUNSHINE_MOTOR_GROUP: TOKEN }));
  }, 180_000);
  afterAll(() => stop?.());

  it("a dry run through the webhook says what would change and changes nothing", async () => {
    const feed = sunshineFeed(sitesDir);
    const answer = await send(a.url, "POST", "/api/stock/import?full=1&dry_run=1", {
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
      body: feed.json,
    });
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ dry_run: true, full: true, added: 1, changed: 1, sold: 1, errors: [] });
    await expectBefore(a.url, feed);
    await expectBefore(b.url, feed);
  });

  it("adds, changes and drops cars on both servers' search, vehicle and sitemap pages without a restart", async () => {
    const feed = sunshineFeed(sitesDir);
    const answer = await send(a.url, "POST", "/api/stock/import?full=1", {
      headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
      body: feed.json,
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ dry_run: false, added: 1, changed: 1, sold: 1, errors: [] });
    await expectChangeOn(b.url, feed); // the other server first: it only hears of the change through NOTIFY
    await expectChangeOn(a.url, feed);
  }, 90_000);
});
