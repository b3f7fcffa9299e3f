// The vehicle page and the JSON API with the upstream adapter: a car from a real loopback HTTP
// server renders; an unknown car, a failing or a hanging API gives "no car" (a 404), never a 500.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { loadSitesDir } from "../../server/sites/load";
import { SiteRegistry } from "../../server/sites/registry";
import { createUpstreamCarApi } from "../../server/cars/upstream";
import type { CarApi } from "../../server/cars/port";
import { apiCarLoader, vehiclePage } from "~/models/vehicle.server";

let server: Server;
let registry: SiteRegistry;
let cars: CarApi;
const requests: string[] = [];

beforeAll(async () => {
  registry = new SiteRegistry(loadSitesDir(path.resolve("sites")));
  const special = registry.bySiteSlug("sunshine")!.cars.find((c) => c.slug === "edge-special")!;
  server = createServer((req, res) => {
    requests.push(req.url ?? "");
    if (req.url === "/websites/1/cars/edge-special.json") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ car: { ...special, name: "From the upstream API" } }));
    } else if (req.url === "/websites/1/cars/broken.json") {
      res.writeHead(500, "Internal Server Error").end("{}");
    } else if (req.url === "/websites/1/cars/hanging.json") {
      // never answers
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
    sleep: async () => {},
    log: () => {},
  });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const entry = () => registry.bySiteSlug("sunshine")!;
const page = (slug: string) => vehiclePage(entry(), { cars, env: {} as never }, slug, { now: new Date(), origin: "https://x.example" });

describe("the vehicle page over the upstream car API", () => {
  it("renders the car the API answers, asked for by the site's website id", async () => {
    const data = await page("edge-special");
    expect(data?.car.title).toMatch(/^2026 Mazda CX-30 G25 Astina/);
    expect(data?.price.text).toBe("$47,990");
    expect(requests).toContain("/websites/1/cars/edge-special.json");
  });

  it.each([["unknown"], ["broken"], ["hanging"]])("%s: no page (a 404), not an error", async (slug) => {
    expect(await page(slug)).toBeNull();
  });

  it("a bad slug never reaches the API", async () => {
    const before = requests.length;
    expect(await page("..%2Fadmin")).toBeNull();
    expect(requests.length).toBe(before);
  });

  it("GET /api/cars: 200 with the API's car, 404 JSON when the API fails", async () => {
    const context = { site: entry(), services: { cars } } as unknown as AppLoadContext;
    const ok = await apiCarLoader({ params: { slug: "edge-special" }, context, request: new Request("http://x/api/cars/edge-special") });
    expect(ok.status).toBe(200);
    expect((await ok.json()).name).toBe("From the upstream API");
    const failed = await apiCarLoader({ params: { slug: "broken" }, context, request: new Request("http://x/api/cars/broken") });
    expect(failed.status).toBe(404);
    expect(await failed.json()).toEqual({ error: "Car not found" });
  });
});

describe("a console log on failure, as the spec's catalogue says", () => {
  it("logs the failing call by default", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const logging = createUpstreamCarApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sleep: async () => {} });
    expect(await logging.getCar({ id: 1, slug: "sunshine" }, "broken")).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining("car API getCar: An unexpected error occurred: Internal Server Error"));
    error.mockRestore();
  });
});
