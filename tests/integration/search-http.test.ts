// The search pages and GET /api/search over real HTTP on the built production server: every route
// pattern, special segment and default search path answers 200 with the right refinements; facet
// counts equal a brute-force count over the stock file; garbage never gives a 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as httpRequest } from "node:http";
import { startServer, type RunningServer } from "./support/server";
import { loadGroup } from "../../server/sites/load";
import { isListed } from "../../app/lib/listing";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ LOG_REQUESTS: "false", DATA_DIR: mkdtempSync(path.join(tmpdir(), "search-http-")) });
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: () => Promise<string>;
  json: () => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** GET with the site's Host header (fetch drops a Host header, node:http sends it). */
function getOnce(site: string, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}${url}`, { headers: { Host: `${site}.localhost` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const body = Buffer.concat(chunks).toString("utf8");
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: async () => body, json: async () => JSON.parse(body) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

async function get(site: string, url: string, redirect: "manual" | "follow" = "manual"): Promise<Answer> {
  let answer = await getOnce(site, url);
  for (let hops = 0; redirect === "follow" && hops < 5 && answer.status >= 300 && answer.status < 400; hops++) {
    answer = await getOnce(site, String(answer.headers.location));
  }
  return answer;
}

async function api(site: string, query: string) {
  const response = await get(site, `/api/search${query}`);
  return { status: response.status, body: await response.json() };
}

describe("paths answer 200 with the right refinements", () => {
  const cases: [string, string, Record<string, string[]>, { subscription?: boolean }?][] = [
    ["sunshine", "/search/used-cars/toyota", { car_type: ["used"], make: ["Toyota"] }],
    ["sunshine", "/search/used-cars/qld/brisbane", { car_type: ["used"], state: ["QLD"], city: ["Brisbane"] }],
    ["sunshine", "/search/new-cars/qld", { car_type: ["new"], state: ["QLD"] }],
    ["sunshine", "/search/demo-cars", { car_type: ["demo"] }],
    ["sunshine", "/search/sunshine-kia", { dealership_name: ["Sunshine Kia"] }],
    ["sunshine", "/search/qld", { state: ["QLD"] }],
    ["sunshine", "/search/brisbane/toyota", { city: ["Brisbane"], make: ["Toyota"] }],
    ["sunshine", "/search/gold-coast", { city: ["Gold Coast"] }],
    ["sunshine", "/search/sunshine-toyota-ipswich/toyota", { location_name: ["Sunshine Toyota Ipswich"], make: ["Toyota"] }],
    ["sunshine", "/search/sunshine-mazda-newstead", { location_name: ["Sunshine Mazda Newstead"] }],
    ["sunshine", "/search/toyota/corolla", { make: ["Toyota"], make_model: ["Corolla"] }],
    ["sunshine", "/search/toyota", { make: ["Toyota"] }],
    ["sunshine", "/search/suv", { body: ["SUV"] }],
    ["sunshine", "/search/awd", { drive: ["AWD"] }],
    ["sunshine", "/search/hybrid", { fuel: ["Hybrid"] }],
    ["sunshine", "/search/family", { categories: ["Family"] }],
    ["sunshine", "/search/used-cars", { car_type: ["used"] }],
    ["sunshine", "/search/pre-owned-cars", { car_type: ["used"] }],
    ["sunshine", "/search/used-cars-brisbane", { car_type: ["used"], city: ["Brisbane"] }],
    ["ridgeline", "/search/used-motorcycles", { car_type: ["used"] }],
    ["ridgeline", "/search/new-motorcycles", { car_type: ["new"] }],
    ["redgum", "/search/used-caravans", { car_type: ["used"] }],
    ["redgum", "/search/new-caravans", { car_type: ["new"] }],
    ["drivewell", "/search/subscription-cars-brisbane", { city: ["Brisbane"] }, { subscription: true }],
    ["drivewell", "/search/subscription-cars", {}, { subscription: true }],
    ["drivewell", "/search/subscription-cars/", {}, { subscription: true }],
    ["sunshine", "/search/new-used-and-demo-cars", {}],
    ["sunshine", "/search/new-used-and-demo-cars/", {}],
    ["ironbark", "/search/new-used-and-demo-trucks", {}],
    ["ironbark", "/search/used-trucks", { car_type: ["used"] }],
    ["sunshine", "/search/our-cars", {}],
    ["coastline", "/search/rental-cars", {}],
    ["coastline", "/find/rental-cars", {}],
    ["coastline", "/find/rental-cars/", {}],
    ["sunshine", "/search", {}],
    ["sunshine-toyota", "/search/used-cars", { car_type: ["used"] }],
    ["sunshine-mazda", "/pre-owned", {}],
    ["sunshine-mazda", "/pre-owned/", {}],
    ["tamaki", "/search/new-used-and-demo-cars", {}],
    ["live-oak", "/search/new-used-and-demo-cars", {}],
  ];

  it.each(cases)("%s %s", async (site, url, refinements, extra = {}) => {
    const response = await get(site, url);
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const [facet, values] of Object.entries(refinements)) {
      const title = { car_type: "Condition", make: "Make", make_model: "Model", state: "State", city: "City", dealership_name: "Dealership", location_name: "Location", body: "Body type", drive: "Drive type", fuel: "Fuel type", categories: "Lifestyle" }[facet]!;
      for (const v of values) {
        const label = facet === "car_type" ? v.charAt(0).toUpperCase() + v.slice(1) : v;
        expect(html).toContain(`${title}: ${label}`);
      }
    }
    if (Object.keys(refinements).length === 0) expect(html).not.toContain("Refinements in force");
    if (extra.subscription) expect(html).toMatch(/<h1>Subscription Cars/);
    // The API reads the same path the same way.
    const apiPath = url.startsWith("/pre-owned") || url.startsWith("/find/") ? `/search/new-used-and-demo-cars` : url;
    const { status, body } = await api(site, `?path=${encodeURIComponent(apiPath)}&limit=1`);
    expect(status).toBe(200);
    expect(body.search.state.refinements).toEqual(refinements);
  });

  it("the make site's whole-stock paths redirect to /pre-owned", async () => {
    const response = await get("sunshine-mazda", "/search/new-used-and-demo-cars?sortBy=latest");
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/pre-owned?sortBy=latest");
    expect((await get("sunshine", "/pre-owned")).status).toBe(404); // not a make site
  });

  it("another kind's whole-stock paths redirect a site to its own default search (trucks and rental on a car site)", async () => {
    for (const [site, url, location] of [
      ["sunshine", "/search/new-used-and-demo-trucks", "/search/new-used-and-demo-cars"],
      ["sunshine", "/search/rental-cars?sortBy=latest", "/search/new-used-and-demo-cars?sortBy=latest"],
      ["sunshine", "/find/rental-cars", "/search/new-used-and-demo-cars"],
      ["sunshine-toyota", "/find/rental-cars/", "/search/used-cars"],
      ["ironbark", "/search/rental-cars", "/search/new-used-and-demo-trucks"],
      ["coastline", "/search/new-used-and-demo-trucks", "/search/rental-cars"],
    ]) {
      const response = await get(site, url);
      expect([url, response.status, response.headers.location]).toEqual([url, 302, location]);
    }
    const trucks = await (await get("ironbark", "/search/new-used-and-demo-trucks")).text();
    expect(trucks).toContain("<h1>New, Used and Demo Trucks for Sale</h1>");
    expect(trucks).toMatch(/<dt>GVM<\/dt><dd>[\d,]+ kg<\/dd>/);
    const rental = await (await get("coastline", "/find/rental-cars")).text();
    expect(rental).toContain("<h1>Rental Cars</h1>");
    expect(rental).toMatch(/\$\d+ per day/);
    expect(rental).not.toContain("for Sale");
  });

  it("a path no pattern reads is a 404 in the site's layout", async () => {
    const response = await get("sunshine", "/search/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Sunshine Motor Group");
  });

  it("a form sent without JavaScript lands on the canonical URL", async () => {
    const response = await get("sunshine", "/search/new-used-and-demo-cars?query=&make=Toyota&state=QLD&price_min=20000&price_max=&sortBy=price-asc");
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/search/qld?make=Toyota&price=20000:&sortBy=price-asc");
    expect((await get("sunshine", String(response.headers.location))).status).toBe(200);
  });

  it("one 'min:max' rule for the page and the API: plain integers, exponent notation refused by both", async () => {
    expect((await api("sunshine", "?price=1000:50000")).status).toBe(200);
    const refused = await api("sunshine", "?price=1e3:5e3");
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^price: expected 'min:max'/);
    // The page drops what it cannot read and sends the visitor to the URL without it.
    const page = await get("sunshine", "/search/new-used-and-demo-cars?make=Toyota&price=1e3:5e3");
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe("/search/toyota");
  });

  it("the page has its canonical link, title and noindex for query-string searches", async () => {
    const html = await (await get("sunshine", "/search/our-cars")).text();
    expect(html).toContain('rel="canonical" href="https://www.sunshinemotorgroup.com.au/search/new-used-and-demo-cars"');
    expect(html).toContain("<title>New, Used and Demo Cars for Sale | Sunshine Motor Group</title>");
    const filtered = await (await get("sunshine", "/search/toyota?query=hybrid")).text();
    expect(filtered).toContain('name="robots" content="noindex"');
  });

  it("a dealership's page shows its reviews; other searches do not", async () => {
    const dealer = await (await get("sunshine", "/search/sunshine-kia")).text();
    expect(dealer).toContain('id="reviews-heading"');
    expect(dealer).toMatch(/\d\.\d \(\d+ reviews\)/);
    const make = await (await get("sunshine", "/search/kia")).text();
    expect(make).not.toContain('id="reviews-heading"');
  });
});

describe("/api/search reads its page as the pages do", () => {
  it.each(["0", "-1", "1.5", "02", "+2", "1e3", "", "abc"])("page=%s is page 1", async (page) => {
    const { status, body } = await api("sunshine", `?limit=5&page=${encodeURIComponent(page)}`);
    expect(status).toBe(200);
    expect(body.pagination.page).toBe(1);
  });
  it("page=2 is page 2", async () => {
    expect((await api("sunshine", "?limit=5&page=2")).body.pagination.page).toBe(2);
  });
});

describe("facet counts over HTTP equal a brute-force count over the stock file", () => {
  it("makes, car types and cities of the group site", async () => {
    const cars = loadGroup(path.resolve("sites/sunshine-motor-group")).cars;
    const now = new Date();
    const listed = cars.filter((c) => isListed(c, now, 3));
    const { body } = await api("sunshine", "?limit=1");
    expect(body.count).toBe(listed.length);
    const tally = (key: (c: (typeof cars)[number]) => string) => listed.reduce<Record<string, number>>((acc, c) => ({ ...acc, [key(c)]: (acc[key(c)] ?? 0) + 1 }), {});
    const asMap = (facet: string) => Object.fromEntries(body.facets[facet].map((f: { value: string; count: number }) => [f.value, f.count]));
    expect(asMap("make")).toEqual(tally((c) => c.make));
    expect(asMap("car_type")).toEqual(tally((c) => c.car_type));
    expect(asMap("city")).toEqual(tally((c) => c.city));
    // Disjunctive: with Toyota picked, every make still shows its full count.
    const toyota = await api("sunshine", "?make=Toyota&limit=1");
    expect(Object.fromEntries(toyota.body.facets.make.map((f: { value: string; count: number }) => [f.value, f.count]))).toEqual(tally((c) => c.make));
    expect(toyota.body.count).toBe(tally((c) => c.make).Toyota);
  });
});

describe("garbage never gives a 500", () => {
  const long = "x".repeat(10_000);
  const urls = [
    `/search/${long}`,
    `/search/toyota/${long}`,
    `/search/new-used-and-demo-cars?query=${long}`,
    `/search/new-used-and-demo-cars?make=${"a,".repeat(4000)}`,
    "/search/new-used-and-demo-cars?page=-1",
    "/search/new-used-and-demo-cars?page=0",
    "/search/new-used-and-demo-cars?page=1.5",
    "/search/new-used-and-demo-cars?page=99999999999999999999999999",
    "/search/new-used-and-demo-cars?price=abc:",
    "/search/new-used-and-demo-cars?price=1e400:",
    "/search/new-used-and-demo-cars?price=-1:-2&km=::",
    "/search/new-used-and-demo-cars?year_min=abc&km_max=1e999",
    "/search/new-used-and-demo-cars?sortBy=%3Cscript%3Ealert(1)%3C/script%3E",
    "/search/%F0%9F%9A%97",
    "/search/%C3%BC%C3%B1%C3%AE%C3%A7%C3%B8d%C3%A9/%E2%9C%93",
    "/search/%ZZ",
    "/search/%00",
    "/search/new-used-and-demo-cars?%ZZ=%ZZ&make=%E0%A4%A",
    "/special-offers?page=-1&price=abc:",
    "/parts/search?query=%F0%9F%9A%97",
    "/pre-owned?page=abc",
    "/api/search?page=-1",
    "/api/search?price=abc:",
    `/api/search?query=${long}`,
    `/api/search?path=/search/${long}`,
    "/api/search?path=%ZZ",
    "/api/search?make=%E0%A4%A",
  ];
  it.each(urls.map((u) => [u.length > 100 ? `${u.slice(0, 50)}… (${u.length} characters)` : u, u]))("%s", async (_name, url) => {
    for (const site of ["sunshine", "sunshine-mazda"]) {
      const response = await get(site, url, "follow");
      expect([200, 400, 404]).toContain(response.status);
    }
  });
});
