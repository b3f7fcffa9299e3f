// Third-party tags over real HTTP (needs `npm run build`): the CSP of each response allows exactly the
// tag origins of its own site, and a site without ids gets no origin and no tag data in its pages.
import { request } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";

const TAG_HOSTS = /googletagmanager|google-analytics|analytics\.google|facebook|tctm\.co/;

/** The CSP as directive → sources. */
const directives = (csp: string) => Object.fromEntries(csp.split(";").map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe("third-party tags over HTTP", () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "dealer-tracking-"));
    server = await startServer({ DATA_DIR: dataDir, LOG_REQUESTS: "false" });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** node:http, not fetch: fetch does not send a Host header of our choosing. */
  const get = (host: string, p: string): Promise<{ status: number; csp: string; html: string }> =>
    new Promise((resolve, reject) => {
      request(server.url + p, { headers: { host } }, (res) => {
        let html = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (html += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, csp: String(res.headers["content-security-policy"]), html }));
      })
        .on("error", reject)
        .end();
    });

  it("a site without ids: no tag origin in its CSP, on any page", async () => {
    for (const p of ["/", "/cars/edge-special", "/search/new-used-and-demo-cars"]) {
      const csp = (await get("sunshine.localhost", p)).csp;
      expect(csp, p).not.toMatch(TAG_HOSTS);
      // Only its own and its 360-spin integrator's (sunshine's spin_script_url): no tag origin.
      expect(directives(csp)["connect-src"], p).toEqual(["'self'", "https://spin.integrator.example"]);
    }
  });

  it("a site with every id: exactly the origins of its tags", async () => {
    const d = directives((await get("sunshine-toyota.localhost", "/")).csp);
    expect(d["script-src"].slice(2)).toEqual(["https://www.googletagmanager.com", "https://*.googletagmanager.com", "https://connect.facebook.net", "https://000001.tctm.co"]);
    expect(d["img-src"]).toEqual(["'self'", "data:", "https:", "https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.googletagmanager.com", "https://www.facebook.com"]);
    expect(d["frame-src"]).toEqual(["'self'"]);
  });

  it("per request's site: the same server answers each host with its own origins, and an unknown host with none", async () => {
    const tamaki = (await get("tamaki.localhost", "/")).csp;
    expect(directives(tamaki)["script-src"].slice(2)).toEqual(["https://*.googletagmanager.com", "https://connect.facebook.net"]);
    expect(tamaki).not.toMatch(/tctm\.co|www\.googletagmanager/);
    const unknown = await get("nobody.example", "/");
    expect(unknown.status).toBe(404);
    expect(unknown.csp).not.toMatch(TAG_HOSTS);
  });
});
