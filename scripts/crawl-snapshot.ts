// A snapshot of every sitemap URL of every demo site, from the built production server, for proving a
// refactor changed no page: `tsx scripts/crawl-snapshot.ts DIR` writes one file a URL (status and
// body), with what legitimately differs run to run (asset build hashes, CSP nonces) masked.
// Compare two snapshots with `diff -r A B`. Needs `npm run build` first.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { startServer } from "../tests/integration/support/server";

const out = process.argv[2];
if (!out) throw new Error("usage: tsx scripts/crawl-snapshot.ts DIR");

function siteSlugs() {
  return readdirSync("sites", { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((g) => readdirSync(path.join("sites", g.name, "sites")).map((f) => path.join("sites", g.name, "sites", f)))
    .map((file) => (JSON.parse(readFileSync(file, "utf8")) as { slug: string }).slug);
}

function get(port: number, host: string, urlPath: string) {
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: urlPath, headers: { host, "accept-encoding": "identity" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, location: res.headers.location, body: Buffer.concat(chunks).toString() }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

// Build hashes (Vite's 8-character base64url suffix), per-request nonces and the search's own timing
// are not page content; nor is the build's script wiring (which chunks a page preloads and the
// route manifest), which moves whenever modules are split or merged.
const mask = (body: string) =>
  body
    .replace(/(\/assets\/[\w.-]+?-)[\w-]{8}(\.(?:js|css))/g, "$1HASH$2")
    .replace(/nonce="[^"]*"/g, 'nonce="NONCE"')
    .replace(/\\"ms\\",[\d.]+/g, '\\"ms\\",MS')
    .replace(/<link rel="modulepreload" href="\/assets\/[^"]*"\/>/g, "")
    .replace(/^import \* as (route\d+) from "\/assets\/[^"]*";$/gm, 'import * as $1 from "MODULE";')
    .replace(/^window\.__remixManifest = \{[\s\S]*?^\};$/m, "window.__remixManifest = MANIFEST;");

const server = await startServer({ DATA_DIR: `/tmp/dealer-crawl-${process.pid}`, PAYMENTS: "sandbox" });
try {
  rmSync(out, { recursive: true, force: true });
  const pages: { host: string; path: string }[] = [];
  for (const slug of siteSlugs()) {
    const host = `${slug}.localhost`;
    for (const p of ["/sitemap.xml", "/robots.txt", "/"]) pages.push({ host, path: p });
    const sitemap = await get(server.port, host, "/sitemap.xml");
    for (const m of sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const loc = new URL(m[1].replaceAll("&amp;", "&"));
      pages.push({ host, path: loc.pathname + loc.search });
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const page = pages[next++];
      const res = await get(server.port, page.host, page.path);
      const file = path.join(out, page.host, encodeURIComponent(page.path).slice(0, 200) || "_");
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${res.status} ${res.location ?? ""}\n${mask(res.body)}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  console.log(`${pages.length} pages written to ${out}`);
} finally {
  await server.stop();
}
