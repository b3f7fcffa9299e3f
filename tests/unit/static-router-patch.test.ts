// React Router's static router and Remix's server routes, as scripts/patch-dependencies.mjs leaves them:
// the data routes kept per route array, the router's state read through a class's getters (never an
// object literal's, which kept every render's loader data through minor GCs), and the same router as
// the unpatched build (its ESM file, which Node's server does not load) gives.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createStaticHandler } from "@remix-run/router";

const require = createRequire(import.meta.url);
type Server = typeof import("react-router-dom/server");
const domDir = dirname(require.resolve("react-router-dom/package.json"));
const patched: Server = require(join(domDir, "server.js"));

const routes = [{ id: "root", path: "/", children: [{ id: "car", path: "cars/:slug", loader: () => ({ car: "one" }) }, { id: "content", path: "*" }] }];

async function contextFor(path: string) {
  const context = await createStaticHandler(routes).query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("a response");
  return context;
}

describe("the static router, patched", () => {
  it("is the patched file, and Remix's server keeps its routes per build", () => {
    expect(readFileSync(join(domDir, "server.js"), "utf8")).toContain("dealer-platform patch");
    const remixServer = join(dirname(require.resolve("@remix-run/react/package.json")), "dist/server.js");
    expect(readFileSync(remixServer, "utf8")).toContain("dealer-platform patch");
  });

  it("reads as the unpatched router does: state, routes, future, basename", async () => {
    const unpatched: Server = await import(join(domDir, "server.mjs"));
    expect(readFileSync(join(domDir, "server.mjs"), "utf8")).not.toContain("dealer-platform patch");
    const context = await contextFor("/cars/abc");
    const opts = { future: { v7_partialHydration: true } };
    const a = patched.createStaticRouter(routes, context, opts);
    const b = unpatched.createStaticRouter(routes, context, opts);
    expect(a.basename).toBe(b.basename);
    expect(a.future).toEqual(b.future);
    expect(a.window).toBeUndefined();
    const strip = (state: typeof a.state) => ({ ...state, matches: state.matches.map((m) => [m.route.id, m.params, m.pathname]) });
    expect(strip(a.state)).toEqual(strip(b.state));
    expect(a.state.loaderData).toEqual({ root: null, car: { car: "one" } });
    expect(JSON.stringify(a.routes)).toBe(JSON.stringify(b.routes));
    expect(() => a.navigate(1)).toThrow("You cannot use router.navigate() on the server");
  });

  it("keeps a route array's data routes; another request's state is its own", async () => {
    const one = patched.createStaticRouter(routes, await contextFor("/cars/one"));
    const two = patched.createStaticRouter(routes, await contextFor("/privacy-policy"));
    expect(two.routes).toBe(one.routes);
    expect(one.state.matches[1].route).toBe(one.routes[0].children![0]);
    expect(one.state.location.pathname).toBe("/cars/one");
    expect(two.state.matches.map((m) => m.route.id)).toEqual(["root", "content"]);
    // Different routes, different data routes.
    expect(patched.createStaticRouter([...routes], await contextFor("/cars/one")).routes).not.toBe(one.routes);
  });

  it("has no getter of its own: they are its class's", async () => {
    const router = patched.createStaticRouter(routes, await contextFor("/cars/one"));
    for (const name of ["state", "routes", "basename", "future", "window"]) {
      expect(Object.getOwnPropertyDescriptor(router, name)).toBeUndefined();
    }
    expect(Object.keys(router)).toContain("navigate");
  });
});
