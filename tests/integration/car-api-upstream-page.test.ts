// The vehicle page and the JSON API with the upstream adapter: a car from a real loopback HTTP
// server renders; an unknown car is a 404; a failing or hanging API is a 503 with Retry-After (the
// car is still listed), or the last good copy when one is kept; never a 500.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { loadSitesDir } from "../../server/sites/load";
import { SiteRegistry } from "../../server/sites/registry";
import { createUpstreamCarApi } from "../../server/cars/upstream";
import type { CarApi } from "../../server/cars/port";
import { vehiclePage, type VehiclePageData } from "~/models/vehicle.server";
import { apiCarLoader, vehicleAction, vehicleLoader } from "~/models/vehicle-routes.server";
import { documentJsonText, unpack, type Packed } from "~/lib/packed";
import type { CarCardView } from "~/lib/car-card";
import { memoryRateLimits } from "../../server/rate-limits";
import { siteCars } from "../fixtures/site-cars";
import { SearchService } from "../../server/search/service";

let server: Server;
let registry: SiteRegistry;
let cars: CarApi;
const requests: string[] = [];
const seen = new Map<string, number>();

beforeAll(async () => {
  registry = new SiteRegistry(loadSitesDir(path.resolve("sites")));
  const special = siteCars(registry.bySiteSlug("sunshine")!).find((c) => c.slug === "edge-special")!;
  server = createServer((req, res) => {
    requests.push(req.url ?? "");
    if (req.url === "/websites/1/cars/edge-special.json") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ car: { ...special, name: "From the upstream API" } }));
    } else if (req.url === "/websites/1/cars/broken.json") {
      res.writeHead(500, "Internal Server Error").end("{}");
    } else if (req.url === "/websites/1/cars/hanging.json") {
      // never answers
    } else if (req.url === "/websites/1/cars/edge-special-then-down.json") {
      const n = (seen.get(req.url) ?? 0) + 1;
      seen.set(req.url, n);
      if (n === 1) res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ ...special, slug: "edge-special-then-down" }));
      else res.writeHead(500).end("{}");
    } else {
      res.writeHead(404, { "Content-Type": "application/json" }).end('{"error":"Not found"}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cars = createUpstreamCarApi({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    user: "u",
    password: "p",
    timeoutMs: 200,
    deadlineMs: 300,
    sleep: async () => {},
    log: () => {},
  });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const entry = () => registry.bySiteSlug("sunshine")!;
const page = (slug: string) => vehiclePage(entry(), { cars, env: {} as never, search: new SearchService(registry) }, slug, { now: new Date(), origin: "https://x.example" });

describe("the vehicle page over the upstream car API", () => {
  it("renders the car the API answers, asked for by the site's website id", async () => {
    const data = await page("edge-special");
    expect(data?.car.title).toMatch(/^2026 Mazda CX-30 G25 Astina/);
    expect(data?.price.text).toBe("$47,990");
    expect(requests).toContain("/websites/1/cars/edge-special.json");
  });

  it("unknown: no page (a 404)", async () => {
    expect(await page("unknown")).toBeNull();
  });

  // Only what the vehicle routes read: the car API, the reveal limit, the stock for similar cars, and no live reservations.
  const limits = memoryRateLimits();
  const services = () => ({ cars, env: {}, limits, search: new SearchService(registry), reservations: { heldCarIds: () => new Set<string>() } });
  const context = () => ({ site: entry(), services: services(), siteOrigin: "https://x.example" }) as unknown as AppLoadContext;
  const load = (slug: string) =>
    vehicleLoader({ params: { slug }, context: context(), request: new Request(`http://x/cars/${slug}`) }, "/cars").then(
      () => null,
      (thrown: unknown) => thrown as Response,
    );

  it.each([["broken"], ["hanging"]])("%s API: a 503 with Retry-After, not a 404", async (slug) => {
    const thrown = await load(slug);
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown!.status).toBe(503);
    expect(Number(thrown!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(thrown!.headers.get("Cache-Control")).toBe("no-store");
  });

  it("the phone reveal of a car the API cannot answer for: a 503, not a 404", async () => {
    const request = new Request("http://x/cars/broken", { method: "POST", body: new URLSearchParams({ intent: "reveal-phone" }) });
    const thrown = await vehicleAction({ params: { slug: "broken" }, context: context(), request }, "/cars").catch((e: unknown) => e as Response);
    expect((thrown as Response).status).toBe(503);
  });

  type Sent = { data: { trackingItem: unknown; page: Packed<VehiclePageData>; similar: Packed<CarCardView[] | null> } };
  const loadData = (document: boolean) =>
    vehicleLoader({ params: { slug: "edge-special" }, context: { ...context(), document }, request: new Request("http://x/cars/edge-special") }, "/cars") as unknown as Promise<Sent>;

  it("the loader sends the page as one JSON string and the similar cars as another, the tracking item beside", async () => {
    const sent = await loadData(false);
    const direct = (await page("edge-special"))!;
    expect(Object.keys(sent.data).sort()).toEqual(["page", "similar", "trackingItem"]);
    expect(sent.data.trackingItem).toEqual(direct.trackingItem);
    // What the browser gets: the strings parsed; the same page as the server renders, without the two beside it.
    const received = unpack(JSON.parse(JSON.stringify(sent.data.page)) as Packed<VehiclePageData>);
    expect(received).toEqual(unpack(sent.data.page));
    expect(received.car.slug).toBe("edge-special");
    expect(received.price.text).toBe(direct.price.text);
    expect(received).not.toHaveProperty("trackingItem");
    expect(received).not.toHaveProperty("similar");
    // The embedded search has answered by then: the cards come with the page, not streamed after it.
    expect(sent.data.similar).not.toBeInstanceOf(Promise);
    const similar = unpack(JSON.parse(JSON.stringify(sent.data.similar)) as Packed<CarCardView[]>);
    expect(similar.length).toBeGreaterThan(0);
    expect(similar).toEqual(await direct.similar);
  });

  it("in a document the similar cards are in the HTML, so the data sends null for them; the server still renders them", async () => {
    const sent = await loadData(true);
    expect(unpack(JSON.parse(JSON.stringify(sent.data.similar)) as Packed<CarCardView[] | null>)).toBeNull();
    expect(unpack(sent.data.similar)).toEqual(await (await page("edge-special"))!.similar);
    // The page leaves out what the HTML shows and the browser does not write again (the JSON-LD, the
    // action bar, the specifications and features); the rest it hydrates with comes whole. The server renders all.
    // The page's JSON is in an element of the document's own (DocumentJson); the data names it.
    expect(JSON.parse(JSON.stringify(sent.data.page))).toEqual({ json: "", inDocument: "vehicle-page-data" });
    const received = JSON.parse(documentJsonText(sent.data.page)!) as VehiclePageData;
    const whole = unpack(sent.data.page);
    expect(whole.jsonLd).toContain('"@type":"Car"');
    expect(whole.specifications.length).toBeGreaterThan(0);
    expect(whole.actions.length).toBeGreaterThan(0);
    expect(received).toEqual({ ...whole, jsonLd: null, actions: null, specifications: null, features: null });
    // A client navigation's data (not a document) is whole.
    const data = await loadData(false);
    expect(unpack(JSON.parse(JSON.stringify(data.data.page)) as Packed<VehiclePageData>)).toEqual(whole);
  });

  it("an unknown car stays a 404 through the loader", async () => {
    expect((await load("unknown"))!.status).toBe(404);
  });

  it("a failure after a success serves the last good copy", async () => {
    expect((await page("edge-special-then-down"))?.car.slug).toBe("edge-special-then-down");
    expect((await page("edge-special-then-down"))?.car.slug).toBe("edge-special-then-down");
    expect(seen.get("/websites/1/cars/edge-special-then-down.json")).toBeGreaterThan(1);
  });

  it("a bad slug never reaches the API", async () => {
    const before = requests.length;
    expect(await page("..%2Fadmin")).toBeNull();
    expect(requests.length).toBe(before);
  });

  it("GET /api/cars: 200 with the API's car, 503 JSON when the API fails, 404 JSON for an unknown car", async () => {
    const context = { site: entry(), services: services() } as unknown as AppLoadContext;
    const ok = await apiCarLoader({ params: { slug: "edge-special" }, context, request: new Request("http://x/api/cars/edge-special") });
    expect(ok.status).toBe(200);
    expect((await ok.json()).name).toBe("From the upstream API");
    const failed = await apiCarLoader({ params: { slug: "broken" }, context, request: new Request("http://x/api/cars/broken") });
    expect(failed.status).toBe(503);
    expect(failed.headers.get("Retry-After")).toBe("30");
    expect(await failed.json()).toMatchObject({ error: expect.stringContaining("temporarily unavailable") });
    const hanging = await apiCarLoader({ params: { slug: "hanging" }, context, request: new Request("http://x/api/cars/hanging") });
    expect(hanging.status).toBe(503);
    const unknown = await apiCarLoader({ params: { slug: "unknown" }, context, request: new Request("http://x/api/cars/unknown") });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Car not found" });
  });
});

describe("a console log on failure, as the spec's catalogue says", () => {
  it("logs the failing call by default", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const logging = createUpstreamCarApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sleep: async () => {} });
    await expect(logging.getCar({ id: 1, slug: "sunshine" }, "broken")).rejects.toThrow("car API getCar");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("car API getCar: An unexpected error occurred: Internal Server Error"));
    error.mockRestore();
  });
});
