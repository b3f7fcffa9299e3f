// React Router's browser build, as scripts/patch-dependencies.mjs leaves it: routes handed to
// patchRoutes (Remix's route discovery) re-render the page only when they change what the current
// location matches; the unpatched router (its CommonJS build, the server's) re-renders every time.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
type RouterModule = typeof import("@remix-run/router");
const routerDir = dirname(require.resolve("@remix-run/router/package.json"));
const unpatched: RouterModule = require(join(routerDir, "dist/router.cjs.js"));
const patched = (): Promise<RouterModule> => import(join(routerDir, "dist/router.js"));

const routes = () => [{ id: "root", path: "/", children: [{ id: "search", path: "search/*" }] }];

/** A router at `path` (no loaders: it starts initialised), and how many times it told its subscriber. */
function startAt(module: RouterModule, path: string, tree = routes()) {
  const router = module.createRouter({ routes: tree, history: module.createMemoryHistory({ initialEntries: [path] }), hydrationData: { loaderData: {} } }).initialize();
  const renders = { count: 0 };
  router.subscribe(() => renders.count++);
  return { router, renders };
}

const ids = (router: { state: { matches: { route: { id: string } }[] } }) => router.state.matches.map((m) => m.route.id);

describe("routes found by discovery, patched into the browser's router", () => {
  it("is the patched file the browser bundle uses", () => {
    expect(readFileSync(join(routerDir, "dist/router.js"), "utf8")).toContain("dealer-platform patch");
  });

  it("do not re-render the page when they are other paths' routes; the next navigation uses them", async () => {
    const { router, renders } = startAt(await patched(), "/search/used-cars");
    const before = router.routes;
    router.patchRoutes("root", [{ id: "car", path: "cars/:id" }]);
    expect(renders.count).toBe(0);
    expect(router.routes).not.toBe(before); // a new identity for whatever memoises on it
    expect(ids(router)).toEqual(["root", "search"]);
    await router.navigate("/cars/abc");
    expect(ids(router)).toEqual(["root", "car"]);
    expect(router.state.location.pathname).toBe("/cars/abc");
  });

  it("which the unpatched router re-renders for", () => {
    const { router, renders } = startAt(unpatched, "/search/used-cars");
    router.patchRoutes("root", [{ id: "car", path: "cars/:id" }]);
    expect(renders.count).toBe(1);
  });

  it("re-render when the current location matches differently: a page with no route (404) that now has one", async () => {
    const { router, renders } = startAt(await patched(), "/cars/abc");
    expect(router.state.errors).not.toBeNull();
    router.patchRoutes("root", [{ id: "car", path: "cars/:id" }]);
    expect(renders.count).toBe(1);
  });

  it("re-render when a patched route matches the current location better than the one it matched", async () => {
    const tree = [{ id: "root", path: "/", children: [{ id: "content", path: "*" }] }];
    const { router, renders } = startAt(await patched(), "/cars/abc", tree);
    expect(ids(router)).toEqual(["root", "content"]);
    router.patchRoutes("root", [{ id: "car", path: "cars/:id" }]);
    expect(renders.count).toBe(1);
  });
});
