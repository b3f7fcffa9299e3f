// The route tree kept per build (scripts/patch-dependencies.mjs applies these; why: section 7 of
// docs/decisions/2026-11-27-dependency-patches.md).
import { MARKER } from "./marker.mjs";

/** Remix's <RemixServer> makes the whole route tree afresh for every page it renders, and React Router's
 * static router converts it again; being new arrays, the ranked branches kept per route array (above)
 * were never found again, so every render flattened and ranked the tree once more. Both depend only on
 * the build, so the server keeps them per build. The static router's state, routes and the rest were
 * getters of an object literal made per render: V8 makes each such accessor in its old generation,
 * and through it every minor GC kept the render's loader data (a class's getters do not). */
export const remixServerRoutes = {
  package: "@remix-run/react",
  version: "2.17.5",
  files: {
    "dist/server.js": [
      {
        from: "  let routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);\n",
        to: [
          `  let kept = serverRoutes.get(manifest.routes);${MARKER}`,
          // The route modules come in a new object per request, holding the build's same modules.
          "  if (kept === undefined || !sameModules(kept.routeModules, routeModules) || kept.future !== context.future || kept.isSpaMode !== context.isSpaMode) {",
          "    kept = { routeModules, future: context.future, isSpaMode: context.isSpaMode, routes: routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode) };",
          "    serverRoutes.set(manifest.routes, kept);",
          "  }",
          "  let routes$1 = kept.routes;",
          "",
        ].join("\n"),
      },
      {
        from: "function RemixServer({\n",
        to: [
          "const serverRoutes = new WeakMap();",
          "function sameModules(a, b) {",
          "  if (a === b) return true;",
          "  let keys = Object.keys(b);",
          "  if (keys.length !== Object.keys(a).length) return false;",
          "  for (let key of keys) if (a[key] !== b[key]) return false;",
          "  return true;",
          "}",
          "function RemixServer({",
          "",
        ].join("\n"),
      },
    ],
  },
};

export const staticRouter = {
  package: "react-router-dom",
  version: "6.30.4",
  files: {
    "server.js": [
      {
        from: "  let manifest = {};\n  let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);\n",
        to: [
          `  let converted = dataRoutesOf.get(routes);${MARKER}`,
          "  if (converted === undefined) {",
          "    let manifest = {};",
          "    converted = { manifest, dataRoutes: router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest) };",
          "    dataRoutesOf.set(routes, converted);",
          "  }",
          "  let { manifest, dataRoutes } = converted;",
          "",
        ].join("\n"),
      },
      {
        from: /  return \{\n    get basename\(\) \{\n[\s\S]*?    get window\(\) \{\n      return undefined;\n    \},\n/,
        to: "  return Object.assign(new StaticRouterView(context, matches, dataRoutes, opts), {\n",
      },
      { from: "      throw msg(\"_internalSetRoutes\");\n    }\n  };\n}\n", to: "      throw msg(\"_internalSetRoutes\");\n    }\n  });\n}\n" },
      {
        from: "function createStaticRouter(routes, context, opts = {}) {\n",
        to: [
          "const dataRoutesOf = new WeakMap();",
          "class StaticRouterView {",
          "  constructor(context, matches, dataRoutes, opts) {",
          "    this._context = context;",
          "    this._matches = matches;",
          "    this._dataRoutes = dataRoutes;",
          "    this._opts = opts;",
          "  }",
          "  get basename() {",
          "    return this._context.basename;",
          "  }",
          "  get future() {",
          "    let opts = this._opts;",
          "    return {",
          "      v7_fetcherPersist: false,",
          "      v7_normalizeFormMethod: false,",
          "      v7_partialHydration: opts.future?.v7_partialHydration === true,",
          "      v7_prependBasename: false,",
          "      v7_relativeSplatPath: opts.future?.v7_relativeSplatPath === true,",
          "      v7_skipActionErrorRevalidation: false",
          "    };",
          "  }",
          "  get state() {",
          "    let context = this._context;",
          "    return {",
          "      historyAction: router.Action.Pop,",
          "      location: context.location,",
          "      matches: this._matches,",
          "      loaderData: context.loaderData,",
          "      actionData: context.actionData,",
          "      errors: context.errors,",
          "      initialized: true,",
          "      navigation: router.IDLE_NAVIGATION,",
          "      restoreScrollPosition: null,",
          "      preventScrollReset: false,",
          "      revalidation: \"idle\",",
          "      fetchers: new Map(),",
          "      blockers: new Map()",
          "    };",
          "  }",
          "  get routes() {",
          "    return this._dataRoutes;",
          "  }",
          "  get window() {",
          "    return undefined;",
          "  }",
          "}",
          "function createStaticRouter(routes, context, opts = {}) {",
          "",
        ].join("\n"),
      },
    ],
  },
};
