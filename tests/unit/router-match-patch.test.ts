// React Router's server build, as scripts/patch-dependencies.mjs leaves it: route patterns compiled
// once and a route array's ranked branches kept, with the same matches as an unpatched router gives.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
type Router = typeof import("@remix-run/router");
const routerDir = dirname(require.resolve("@remix-run/router/package.json"));
const patched: Router = require(join(routerDir, "dist/router.cjs.js"));

const routes = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "search", path: "search/*" },
      { id: "car", path: "cars/:id" },
      { id: "checkout", path: "cars/:id/checkout" },
      { id: "optional", path: ":lang?/about" },
      { id: "Case", path: "CaseSensitive", caseSensitive: true },
      { id: "content", path: "*" },
    ],
  },
];

const paths = ["/", "/search", "/search/used-cars/toyota", "/cars/abc", "/cars/abc/checkout", "/cars/abc/", "/en/about", "/about", "/CaseSensitive", "/casesensitive", "/privacy-policy", "/cars/%E2%98%85"];

function ids(router: Router, path: string) {
  return router.matchRoutes(routes, path)?.map((m) => [m.route.id, m.params, m.pathname]);
}

describe("React Router's server build, patched", () => {
  it("is the patched file", () => {
    expect(readFileSync(join(routerDir, "dist/router.cjs.js"), "utf8")).toContain("dealer-platform patch");
  });

  it("matches every path as the unpatched router does (its ESM build, the browser's, whose matching is not patched), every time", async () => {
    const unpatched: Router = await import(join(routerDir, "dist/router.js"));
    expect(readFileSync(join(routerDir, "dist/router.js"), "utf8")).not.toContain("rankedBranches");
    const expected = paths.map((p) => ids(unpatched, p));
    for (let i = 0; i < 3; i++) expect(paths.map((p) => ids(patched, p))).toEqual(expected);
  });

  it("matches the written-out expectations", () => {
    // The expected matches, written out: the patch keeps React Router's ranking and params.
    expect(ids(patched, "/cars/abc")).toEqual([
      ["root", { id: "abc" }, "/"],
      ["car", { id: "abc" }, "/cars/abc"],
    ]);
    expect(ids(patched, "/search/used-cars/toyota")?.[1]).toEqual(["search", { "*": "used-cars/toyota" }, "/search/used-cars/toyota"]);
    expect(ids(patched, "/casesensitive")?.[1][0]).toBe("content");
    expect(ids(patched, "/CaseSensitive")?.[1][0]).toBe("Case");
  });

  it("gives each match its own params object (a caller may change one)", () => {
    const a = patched.matchPath("/cars/:id", "/cars/one")!;
    (a.params as Record<string, string>).id = "changed";
    expect(patched.matchPath("/cars/:id", "/cars/one")!.params).toEqual({ id: "one" });
  });

  it("compiles a pattern once per case sensitivity and end", () => {
    expect(patched.matchPath({ path: "/cars", end: false }, "/cars/abc")?.pathnameBase).toBe("/cars");
    expect(patched.matchPath({ path: "/cars", end: true }, "/cars/abc")).toBeNull();
    expect(patched.matchPath({ path: "/Cars", caseSensitive: true }, "/cars")).toBeNull();
    expect(patched.matchPath({ path: "/Cars", caseSensitive: false }, "/cars")).not.toBeNull();
  });

  it("ranks a new route array of its own (the cache is per array)", () => {
    const other = [{ id: "only", path: "/cars/:id" }];
    expect(patched.matchRoutes(other, "/cars/x")?.map((m) => m.route.id)).toEqual(["only"]);
    expect(patched.matchRoutes(routes, "/cars/x")?.map((m) => m.route.id)).toEqual(["root", "car"]);
  });
});
