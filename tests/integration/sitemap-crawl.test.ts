// Every URL in every demo site's sitemap, fetched from the built production server: no 5xx and no
// NUL byte in any body (React 18's Node stream padded 2048-byte chunks with NULs, issue 9).
import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";

const CONCURRENCY = 4;

function demoSiteSlugs() {
  return readdirSync("sites", { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((group) => readdirSync(path.join("sites", group.name, "sites")).map((f) => path.join("sites", group.name, "sites", f)))
    .map((file) => (JSON.parse(readFileSync(file, "utf8")) as { slug: string }).slug);
}

function get(port: number, host: string, urlPath: string) {
  return new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: urlPath, headers: { host, "accept-encoding": "identity" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("sitemap crawl", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: `/tmp/dealer-int-crawl-${process.pid}` });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("answers every sitemap URL of every demo site without a 5xx or a NUL byte", async () => {
    const pages: { host: string; path: string }[] = [];
    for (const slug of demoSiteSlugs()) {
      const host = `${slug}.localhost`;
      const sitemap = await get(server.port, host, "/sitemap.xml");
      expect(sitemap.status, host).toBe(200);
      const locs = [...sitemap.body.toString().matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replaceAll("&amp;", "&")));
      expect(locs.length, host).toBeGreaterThan(10);
      for (const loc of locs) pages.push({ host, path: loc.pathname + loc.search });
    }

    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < pages.length) {
        const page = pages[next++];
        const res = await get(server.port, page.host, page.path);
        if (res.status >= 500) failures.push(`${res.status} ${page.host}${page.path}`);
        const nul = res.body.indexOf(0);
        if (nul >= 0) failures.push(`NUL at byte ${nul} of ${page.host}${page.path}: …${res.body.subarray(Math.max(0, nul - 40), nul + 8).toString("latin1")}…`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures, `${failures.length} of ${pages.length} pages failed`).toEqual([]);
    expect(pages.length).toBeGreaterThan(1000);
  }, 300_000);
});
