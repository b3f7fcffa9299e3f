// The built server with the car API down: a listed car's page answers 503 with Retry-After in the
// site's layout (search engines keep it), the JSON API a 503 JSON error; an unknown car stays a 404.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";

let upstream: Server;
let app: RunningServer;
const HOST = { host: "sunshine.localhost" };

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if (req.url?.includes("/cars/missing-car.json")) res.writeHead(404, { "Content-Type": "application/json" }).end('{"error":"Not found"}');
    else res.writeHead(500, { "Content-Type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  app = await startServer({
    CAR_API_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    DATA_DIR: `/tmp/dealer-int-car-outage-${process.pid}`,
  });
});
afterAll(async () => {
  await app?.stop();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

describe("car API outage over HTTP", () => {
  it("a vehicle page: 503, Retry-After, the site's layout and a clear message", async () => {
    const res = await fetch(`${app.url}/cars/edge-special`, { headers: HOST });
    const html = await res.text();
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(html).toContain("This vehicle is temporarily unavailable");
    expect(html).toContain("Sunshine"); // the site's own header and footer
    expect(html).not.toContain("Sorry, we couldn't find that page");
  });

  it("GET /api/cars/{slug}: a 503 JSON error with Retry-After", async () => {
    const res = await fetch(`${app.url}/api/cars/edge-special`, { headers: HOST });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(res.headers.get("content-type")).toContain("application/json");
    expect((await res.json()).error).toMatch(/temporarily unavailable/);
  });

  it("an upstream 404 stays a 404", async () => {
    expect((await fetch(`${app.url}/cars/missing-car`, { headers: HOST })).status).toBe(404);
    expect((await fetch(`${app.url}/api/cars/missing-car`, { headers: HOST })).status).toBe(404);
  });
});
