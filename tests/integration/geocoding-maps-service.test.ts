// The maps-service geocoder against a real HTTP server on 127.0.0.1 that plays the maps service.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMapsServiceGeocoder } from "../../server/geocoding/maps-service";
import { createEmbeddedGeocoder } from "../../server/geocoding/embedded";
import { withFallback } from "../../server/geocoding/port";

type Reply = { status: number; body: unknown } | { status: number; raw: string } | "hang";

let server: Server;
let baseUrl: string;
let requests: URL[] = [];
let replies: Reply[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(new URL(req.url ?? "/", "http://127.0.0.1"));
    const reply = replies.shift() ?? { status: 200, body: { status: "ZERO_RESULTS", results: [] } };
    if (reply === "hang") return; // the client's timeout must end it
    res.writeHead(reply.status, { "content-type": "application/json" });
    res.end("raw" in reply ? reply.raw : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/maps/api/geocode/json`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests = [];
  replies = [];
});

const found = (lat: number, lng: number) => ({
  status: 200,
  body: { status: "OK", results: [{ formatted_address: "Brisbane City QLD 4000, Australia", geometry: { location: { lat, lng } } }] },
});

const geocoder = (over: Partial<Parameters<typeof createMapsServiceGeocoder>[0]> = {}) =>
  createMapsServiceGeocoder({ apiKey: "test-key", baseUrl, timeoutMs: 300, sleep: async () => {}, ...over });

describe("maps-service geocoder (spec point 7)", () => {
  it("sends a GET with components postal_code and country AU and the key, and reads results[0].geometry.location", async () => {
    replies.push(found(-27.4698, 153.0251));
    const result = await geocoder().geocodePostcode("4000", "AU");
    expect(result).toEqual({ status: "found", point: { lat: -27.4698, lng: 153.0251 }, place: "Brisbane City QLD 4000, Australia" });
    expect(requests).toHaveLength(1);
    expect(requests[0].pathname).toBe("/maps/api/geocode/json");
    expect(requests[0].searchParams.get("components")).toBe("postal_code:4000|country:AU");
    expect(requests[0].searchParams.get("key")).toBe("test-key");
  });

  it("reads only the first result", async () => {
    replies.push({
      status: 200,
      body: { status: "OK", results: [{ geometry: { location: { lat: -27.6, lng: 152.8 } } }, { geometry: { location: { lat: 1, lng: 2 } } }] },
    });
    expect(await geocoder().geocodePostcode("4304", "AU")).toMatchObject({ status: "found", point: { lat: -27.6, lng: 152.8 } });
  });

  it.each([
    ["ZERO_RESULTS", { status: "ZERO_RESULTS", results: [] }],
    ["OK with no results", { status: "OK", results: [] }],
    ["OK without a location", { status: "OK", results: [{ geometry: {} }] }],
    ["OK with a location that is not a number", { status: "OK", results: [{ geometry: { location: { lat: "north", lng: null } } }] }],
  ])("no result (%s) is not-found: the visitor sees 'Invalid postcode'", async (_name, body) => {
    replies.push({ status: 200, body });
    expect(await geocoder().geocodePostcode("0000", "AU")).toEqual({ status: "not-found" });
    expect(requests).toHaveLength(1);
  });

  it("retries a 5xx up to 2 more times, then answers", async () => {
    replies.push({ status: 503, body: {} }, { status: 500, body: {} }, found(-28, 153.4));
    expect(await geocoder().geocodePostcode("4217", "AU")).toMatchObject({ status: "found" });
    expect(requests).toHaveLength(3);
  });

  it("gives up as unavailable after 3 tries in all", async () => {
    replies.push({ status: 500, body: {} }, { status: 502, body: {} }, { status: 503, body: {} }, found(0, 0));
    expect(await geocoder().geocodePostcode("4217", "AU")).toMatchObject({ status: "unavailable", reason: expect.stringMatching(/^maps geocoding: answered 503 \(GET http:\/\/127\.0\.0\.1:\d+\/.*key=\*\*\*/) });
    expect(requests).toHaveLength(3);
  });

  it("a hanging service is ended by the timeout and counts as a failed try", async () => {
    replies.push("hang", found(-27.97, 153.4));
    expect(await geocoder().geocodePostcode("4215", "AU")).toMatchObject({ status: "found" });
    expect(requests).toHaveLength(2);
  });

  it("a reply that is not JSON is retried", async () => {
    replies.push({ status: 200, raw: "<html>oops</html>" }, found(-27.97, 153.4));
    expect(await geocoder().geocodePostcode("4215", "AU")).toMatchObject({ status: "found" });
  });

  it.each([
    ["REQUEST_DENIED", { status: 200, body: { status: "REQUEST_DENIED", error_message: "The provided API key is invalid." } }],
    ["OVER_QUERY_LIMIT", { status: 200, body: { status: "OVER_QUERY_LIMIT" } }],
    ["a 403", { status: 403, body: {} }],
  ])("%s is unavailable at once (retrying cannot help)", async (_name, reply) => {
    replies.push(reply as Reply);
    expect(await geocoder().geocodePostcode("4000", "AU")).toMatchObject({ status: "unavailable" });
    expect(requests).toHaveLength(1);
  });

  it("a refused connection is unavailable, not an exception", async () => {
    const closed = createMapsServiceGeocoder({ apiKey: "k", baseUrl: "http://127.0.0.1:9/geocode", timeoutMs: 300, sleep: async () => {} });
    expect(await closed.geocodePostcode("4000", "AU")).toMatchObject({ status: "unavailable" });
  });

  it("caches answers but not failures", async () => {
    const g = geocoder();
    replies.push({ status: 500, body: {} }, { status: 500, body: {} }, { status: 500, body: {} });
    expect((await g.geocodePostcode("4558", "AU")).status).toBe("unavailable");
    replies.push(found(-26.66, 153.09));
    expect((await g.geocodePostcode("4558", "AU")).status).toBe("found");
    expect((await g.geocodePostcode("4558", "AU")).status).toBe("found");
    expect(requests).toHaveLength(4);
  });

  it("two visitors asking for the same postcode at once share one request", async () => {
    const g = geocoder();
    replies.push(found(-26.66, 153.09), found(0, 0));
    const answers = await Promise.all([g.geocodePostcode("4558", "AU"), g.geocodePostcode("4558", "AU")]);
    expect(answers.map((a) => a.status)).toEqual(["found", "found"]);
    expect(requests).toHaveLength(1);
  });

  it("passes the site's country", async () => {
    replies.push(found(30.2361, -97.7907));
    await geocoder().geocodePostcode("78704", "US");
    expect(requests[0].searchParams.get("components")).toBe("postal_code:78704|country:US");
  });
});

describe("maps service with the embedded table behind it", () => {
  it("falls back to the table when the service cannot answer", async () => {
    replies.push({ status: 500, body: {} }, { status: 500, body: {} }, { status: 500, body: {} });
    const g = withFallback(geocoder(), createEmbeddedGeocoder());
    expect(await g.geocodePostcode("4000", "AU")).toMatchObject({ status: "found", place: "Brisbane" });
  });

  it("keeps the service's 'no such postcode' (the table is not asked)", async () => {
    replies.push({ status: 200, body: { status: "ZERO_RESULTS", results: [] } });
    const g = withFallback(geocoder(), createEmbeddedGeocoder({ AU: new Map([["0000", { lat: 1, lng: 1, place: "x" }]]) }));
    expect(await g.geocodePostcode("0000", "AU")).toEqual({ status: "not-found" });
  });
});
