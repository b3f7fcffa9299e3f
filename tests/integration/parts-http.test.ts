// Issue 19, the parts catalogue over HTTP on the built server: /parts/search shows the demo group's
// parts (facets, keyword, category paths, sort, pages), a group without a catalogue gets the honest
// page and never cars; POST /api/stock/import?kind=parts takes a feed with the group's token, bad rows
// answered by line and field, and the change reaches the page without a restart: on PGlite (parts.json,
// watched) and on PostgreSQL with two app servers (the stock_parts table, LISTEN/NOTIFY).
// Polls allow 20 s for a loaded machine. Needs `npm run build`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";
import { serversOnPostgres } from "./support/server-pair";
import { send, sitesCopy } from "./support/stock";
import type { Part } from "../../server/sites/part-schema";

const TOKEN = "parts-token-for-the-sunshine-group";
const POLL = { timeout: 20_000, interval: 250 };
const partsOf = (sitesDir: string) => (JSON.parse(readFileSync(path.join(sitesDir, "sunshine-motor-group", "parts.json"), "utf8")) as { parts: Part[] }).parts;
const importParts = (base: string, body: string, type = "text/csv", query = "") =>
  send(base, "POST", `/api/stock/import?kind=parts${query}`, { headers: { authorization: `Bearer ${TOKEN}`, "content-type": type }, body });
/** The part numbers of the cards a page shows, in order. */
const cardNumbers = (html: string) => [...html.matchAll(/<span class="visually-hidden">Part number <\/span>([^<]+)</g)].map((m) => m[1]);

describe("on PGlite: parts.json, the running server watches it", () => {
  let server: RunningServer;
  let sitesDir: string;

  beforeAll(async () => {
    sitesDir = sitesCopy();
    server = await startServer({ SITES_DIR: sitesDir, DATA_DIR: path.join(sitesDir, ".data"), LOG_REQUESTS: "false", STOCK_IMPORT_TOKEN_SUNSHINE_MOTOR_GROUP: TOKEN });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("shows the demo catalogue: count, cards in catalogue order, the three facets with counts", async () => {
    const parts = partsOf(sitesDir);
    const page = await send(server.url, "GET", "/parts/search");
    expect(page.status).toBe(200);
    expect(page.text).toContain(`${parts.length} parts`);
    expect(cardNumbers(page.text)).toEqual(parts.slice(0, cardNumbers(page.text).length).map((p) => p.part_number));
    for (const title of ["Category", "Brand", "Fits make"]) expect(page.text).toContain(`<summary class="search-panel__title">${title}</summary>`);
    const brakes = parts.filter((p) => p.category === "Brakes").length;
    expect(page.text).toContain(`Brakes <span class="facet-option__count">(${brakes})</span>`);
    expect(page.text).not.toContain('href="/cars/');
  });

  it("a category: its own path, other categories' counts kept (disjunctive), a form's query sent to the path", async () => {
    const parts = partsOf(sitesDir);
    const redirect = await send(server.url, "GET", "/parts/search?category=Brakes");
    expect(redirect).toMatchObject({ status: 302, location: "/parts/search/brakes" });
    const page = await send(server.url, "GET", "/parts/search/brakes");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<h1>Brakes Parts</h1>");
    const numbers = cardNumbers(page.text);
    const byNumber = new Map(parts.map((p) => [p.part_number, p]));
    expect(numbers.length).toBeGreaterThan(0);
    expect(numbers.every((n) => byNumber.get(n)!.category === "Brakes")).toBe(true);
    expect(page.text).toMatch(/Filters <span class="facet-option__count">\(\d+\)/); // other categories still offered
    expect((await send(server.url, "GET", "/parts/search/no-such-category")).status).toBe(404);
    expect((await send(server.url, "GET", "/parts/search/brakes/more")).status).toBe(404);
  });

  it("keyword: a part number finds its part first; sort by price; page links; an empty search says so", async () => {
    const parts = partsOf(sitesDir);
    const target = parts[137];
    const found = await send(server.url, "GET", `/parts/search?query=${encodeURIComponent(target.part_number)}`);
    expect(found.status).toBe(200);
    expect(cardNumbers(found.text)[0]).toBe(target.part_number);
    const cheap = await send(server.url, "GET", "/parts/search?sortBy=price-asc");
    const cheapest = [...parts].sort((a, b) => a.price - b.price)[0];
    expect(cardNumbers(cheap.text)[0]).toBe(parts.find((p) => p.price === cheapest.price)!.part_number);
    expect(found.text).not.toContain('rel="next"');
    expect((await send(server.url, "GET", "/parts/search")).text).toContain('href="/parts/search?page=2"');
    const none = await send(server.url, "GET", "/parts/search?query=zzzqqq");
    expect(none.status).toBe(200);
    expect(none.text).toContain("No parts match your search");
    expect((await send(server.url, "GET", "/parts/search?page=999")).status).toBe(404);
  });

  it("bad query strings never give a 500, and the server keeps answering", async () => {
    for (const q of ["?query=%00%01", "?category=__proto__", "?brand=" + "x".repeat(5000), "?sortBy=constructor", "?page=-1", "?fits_make=a,b,,c,,", "?query=%F0%9F%9A%97"]) {
      const answer = await send(server.url, "GET", `/parts/search${q}`);
      expect([200, 302], q).toContain(answer.status);
    }
    expect((await send(server.url, "GET", "/parts/search")).status).toBe(200);
  });

  it("'Enquire' opens the Parts Enquiry naming the part", async () => {
    const part = partsOf(sitesDir)[5];
    const page = await send(server.url, "GET", "/parts/search");
    expect(page.text).toContain(`href="/parts-enquiry?part=${encodeURIComponent(partsOf(sitesDir)[0].part_number)}"`);
    const form = await send(server.url, "GET", `/parts-enquiry?part=${encodeURIComponent(part.part_number)}`);
    expect(form.status).toBe(200);
    expect(form.text).toContain(`Part ${part.part_number}: ${part.name} (${part.brand})`.replace(/&/g, "&amp;"));
    // An unknown part number still opens the form, just not prefilled.
    expect((await send(server.url, "GET", "/parts-enquiry?part=NOPE-1")).status).toBe(200);
  });

  it("a site whose group has no catalogue: the honest page, no cars under a parts heading; its paths are 404", async () => {
    const page = await send(server.url, "GET", "/parts/search", { host: "tamaki.localhost" });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Our parts catalogue is not online yet");
    expect(page.text).not.toContain('href="/cars/');
    expect(page.text).toContain('name="robots" content="noindex');
    expect((await send(server.url, "GET", "/parts/search/brakes", { host: "tamaki.localhost" })).status).toBe(404);
  });

  it("GET /api/search?index=parts answers in the search reply shape; a bad parameter is a 400", async () => {
    const answer = await send(server.url, "GET", "/api/search?index=parts&category=Brakes&limit=3");
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.text);
    expect(Object.keys(body).sort()).toEqual(["count", "facetStats", "facets", "hits", "ms", "pagination", "search"]);
    expect(body.hits).toHaveLength(3);
    expect(body.hits.every((p: Part) => p.category === "Brakes")).toBe(true);
    expect(body.facets.category.length).toBeGreaterThan(1); // disjunctive
    expect((await send(server.url, "GET", "/api/search?index=parts&make=Toyota")).status).toBe(400);
    expect((await send(server.url, "GET", "/api/search?index=parts&limit=1000")).status).toBe(400);
  });

  it("the import: token, kind, bad rows by line and field, the good rows in and on the page without a restart", async () => {
    const before = partsOf(sitesDir);
    expect((await send(server.url, "POST", "/api/stock/import?kind=parts", { headers: { "content-type": "text/csv" }, body: "part_number\n" })).status).toBe(401);
    expect((await send(server.url, "POST", "/api/stock/import?kind=bogus", { headers: { authorization: `Bearer ${TOKEN}`, "content-type": "text/csv" }, body: "x\n" })).status).toBe(400);
    expect((await importParts(server.url, "part_number,name\nA\u0000,B\n")).status).toBe(400);
    const proto = await importParts(server.url, "part_number,__proto__\nA,1\n");
    expect(JSON.parse(proto.text)).toMatchObject({ added: 0, errors: [{ line: 1, field: "__proto__", message: "not a part field name" }] });
    const changed = before[0];
    const csv = [
      "part_number,name,category,brand,fits_make,fits_model,price,stock",
      "NEW-00001,Turbo Intercooler Hose,Engine,Test Brand,Toyota|Mazda,HiLux|BT-50,\"$1,234.50\",7",
      `${changed.part_number.toLowerCase()},,,,,,99.95,`,
      "BAD-1,Negative,Engine,X,,,-5,1",
      "BAD-2,Huge,Engine,X,,,10,99999999999",
      "BAD-3,Half,Engine,X,,,10,1.5",
      ",No number,Engine,X,,,10,1",
      "NEW-00001,Twice,Engine,X,,,10,1",
    ].join("\n");
    const answer = await importParts(server.url, csv);
    expect(answer.status, answer.text).toBe(200);
    const body = JSON.parse(answer.text);
    expect(body).toMatchObject({ kind: "parts", dry_run: false, added: 1, changed: 1, out_of_stock: 0 });
    expect(body.errors.map((e: { line: number; field: string }) => `${e.line}:${e.field}`)).toEqual(["4:price", "5:stock", "6:stock", "7:part_number", "8:part_number"]);
    const after = partsOf(sitesDir);
    expect(after.find((p) => p.part_number === "NEW-00001")).toMatchObject({ price: 1234.5, stock: 7, fits_make: ["Toyota", "Mazda"] });
    expect(after.find((p) => p.part_number === changed.part_number)).toMatchObject({ price: 99.95, name: changed.name });
    const page = await send(server.url, "GET", "/parts/search?query=intercooler");
    expect(cardNumbers(page.text)).toEqual(["NEW-00001"]);
    expect(page.text).toContain("$1,234.50");
    // JSON with a prototype key: refused by name, nothing polluted.
    const json = await importParts(server.url, '{"parts":[{"part_number":"P-1","name":"x","category":"c","brand":"b","price":1,"stock":1,"__proto__":{"polluted":1}}]}', "application/json");
    expect(json.status).toBe(200);
    expect(JSON.parse(json.text)).toMatchObject({ added: 0, errors: [expect.objectContaining({ line: 1 })] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("a full feed sets the parts it no longer lists to no stock; a dry run changes nothing", async () => {
    const before = partsOf(sitesDir);
    const keep = before.slice(0, 2);
    const csv = ["part_number,stock", ...keep.map((p) => `${p.part_number},3`)].join("\n");
    const dry = JSON.parse((await importParts(server.url, csv, "text/csv", "&full=1&dry_run=1")).text);
    expect(dry.out_of_stock).toBe(before.filter((p) => p.stock > 0).length - keep.filter((p) => p.stock > 0).length);
    expect(partsOf(sitesDir)).toEqual(before);
  });

  it("an edited parts.json reaches the page without a restart (the watch)", async () => {
    const parts = partsOf(sitesDir);
    const edited = { ...parts[10], name: "Hand Edited Sprocket" };
    writeFileSync(path.join(sitesDir, "sunshine-motor-group", "parts.json"), JSON.stringify({ parts: parts.map((p, i) => (i === 10 ? edited : p)) }));
    await expect.poll(async () => cardNumbers((await send(server.url, "GET", "/parts/search?query=sprocket")).text), POLL).toEqual([edited.part_number]);
  });
});

describe("on PostgreSQL with two app servers: the stock_parts table, NOTIFY reaches both", () => {
  let a: RunningServer;
  let b: RunningServer;
  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ a, b, stop } = await serversOnPostgres("parts_live", { SITES_DIR: sitesCopy(), LOG_REQUESTS: "false", STOCK_IMPORT_TOKEN_SUNSHINE_MOTOR_GROUP: TOKEN }));
  }, 180_000);
  afterAll(() => stop?.());

  it("the table is seeded from parts.json; an import on one server shows on the other", async () => {
    expect((await send(b.url, "GET", "/parts/search")).text).toContain("360 parts");
    const answer = await importParts(a.url, "part_number,name,category,brand,price,stock\nPG-00001,Postgres Gasket,Engine,Elephant,42,2\n");
    expect(JSON.parse(answer.text)).toMatchObject({ added: 1, errors: [] });
    await expect.poll(async () => cardNumbers((await send(b.url, "GET", "/parts/search?query=gasket")).text), POLL).toEqual(["PG-00001"]);
    expect(cardNumbers((await send(a.url, "GET", "/parts/search?query=gasket")).text)).toEqual(["PG-00001"]);
    expect((await send(b.url, "GET", "/parts/search")).text).toContain("361 parts");
  }, 90_000);
});
