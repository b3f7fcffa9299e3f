// The production server: compression, cache headers, one log line per request, graceful SIGTERM.
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer, type RunningServer } from "./support/server";

function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("production server", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ LOG_REQUESTS: "true", DATA_DIR: `/tmp/dealer-int-server-${process.pid}` });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("compresses pages with brotli or gzip, as the client accepts", async () => {
    const br = await get(`${server.url}/`, { host: "sunshine.localhost", "accept-encoding": "br" });
    expect(br.status).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    const gz = await get(`${server.url}/about-us`, { host: "sunshine.localhost", "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
  });

  it("caches hashed assets for a year, immutable", async () => {
    const html = (await get(`${server.url}/`, { host: "sunshine.localhost" })).body.toString();
    const asset = html.match(/\/assets\/[^"]+\.css/)![0];
    const res = await get(`${server.url}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("writes one log line per request", async () => {
    await get(`${server.url}/robots.txt?probe=log-line`, { host: "sunshine.localhost" });
    // Lines are written in order, so once a later request's line is out, every line of this one is too.
    await get(`${server.url}/robots.txt?probe=after`, { host: "sunshine.localhost" });
    await vi.waitFor(() => expect(server.output()).toContain("probe=after"));
    const lines = server.output().split("\n").filter((l) => l.includes("probe=log-line"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^GET sunshine\.localhost\/robots\.txt\?probe=log-line 200 \d+\.\dms$/);
  });

  it("answers /healthz with every site", async () => {
    const health = JSON.parse((await get(`${server.url}/healthz`)).body.toString());
    expect(health.ok).toBe(true);
    expect(health.sites).toHaveLength(10); // the ten demo sites of README.md
    for (const site of health.sites) expect(Object.keys(site).sort()).toEqual(["hosts", "locale", "slug", "stock", "template"]);
  });

  it("shuts down cleanly on SIGTERM", async () => {
    const code = await server.stop("SIGTERM");
    expect(code).toBe(0);
    expect(server.output()).toContain("SIGTERM received: closing");
  });
});
