// npm run bench's initial-JS figure (issue 18) reads the module list out of the script that
// scripts/dependency-patches/modules-after-paint.js writes: this holds the two in step, so a change to
// that script cannot make the bench count no modules (it once counted 3 kB for a page of 80 kB).
import { describe, expect, it } from "vitest";
import { initialScripts } from "../../scripts/initial-scripts";
import { modulesAfterPaint } from "../../scripts/dependency-patches/modules-after-paint.js";

const manifest = {
  entry: { module: "/assets/entry.client-A.js", imports: ["/assets/jsx-runtime-B.js"] },
  routes: {
    root: { module: "/assets/root-D.js", imports: ["/assets/jsx-runtime-B.js", "/assets/SiteFrame-E.js"] },
    "routes/search.$": { module: "/assets/search._-F.js", imports: ["/assets/CarCard-G.js"] },
    "routes/garage": { module: "/assets/garage-H.js", imports: [] },
  },
};
const page = (moduleScript: string) =>
  [
    '<html><head><link rel="stylesheet" href="/assets/app.css"><script src="/assets/theme-toggle-T.js" defer=""></script></head><body>',
    `<script nonce="n">window.__remixManifest=${JSON.stringify(manifest)};</script>`,
    `<script nonce="n" type="module" async="">${moduleScript}</script>`,
    "</body></html>",
  ].join("");

describe("the initial JS the bench counts", () => {
  it("is the page's script tags and every module the after-paint script preloads or imports", () => {
    const script = modulesAfterPaint(manifest, [{ route: { id: "root" } }, { route: { id: "routes/search.$" } }]);
    expect([...initialScripts(page(script))].sort()).toEqual([
      "/assets/CarCard-G.js",
      "/assets/SiteFrame-E.js",
      "/assets/entry.client-A.js",
      "/assets/jsx-runtime-B.js",
      "/assets/root-D.js",
      "/assets/search._-F.js",
      "/assets/theme-toggle-T.js",
    ]);
  });

  it("counts modulepreload tags and static imports too (Remix's unpatched output)", () => {
    const html = '<link rel="modulepreload" href="/assets/a.js"><script type="module">import "/assets/b.js"; import * as r from "/assets/c.js";</script>';
    expect([...initialScripts(html)].sort()).toEqual(["/assets/a.js", "/assets/b.js", "/assets/c.js"]);
  });
});
