// Route discovery in the browser (scripts/patch-dependencies.mjs applies these; why: sections 8 and 9
// of docs/decisions/2026-11-27-dependency-patches.md).
import { MARKER } from "./marker.mjs";

/** Once a page has hydrated, Remix asks the server for the routes of every link on it in one
 * /__manifest?p=…&p=… request, appending each path to the URL's own query. Each append re-serialises
 * and re-parses the whole URL in the browser, so a search page's hundred paths took 3.6 ms (about
 * 14 ms on Lighthouse's phone) against 0.09 ms for building the query first and setting it once: the
 * same URL, in the same order. */
export const manifestQueryAtOnce = {
  package: "@remix-run/react",
  version: "2.17.5",
  files: {
    "dist/esm/fog-of-war.js": [
      {
        from: '  paths.sort().forEach(path => url.searchParams.append("p", path));\n  url.searchParams.set("version", manifest.version);\n',
        to: [
          `  let query = new URLSearchParams();${MARKER}`,
          '  paths.sort().forEach(path => query.append("p", path));',
          '  query.set("version", manifest.version);',
          "  url.search = query.toString();",
          "",
        ].join("\n"),
      },
    ],
  },
};

/** Route discovery hands the routes it fetched to the router's patchRoutes, which re-rendered the whole
 * page from its root (updateState) so that memoised uses of `router.routes` see the new array. The routes
 * of other paths cannot change what the page shows: the page's own routes came with it. On a search page
 * that re-render was one task of 42-60 ms on a 4x throttled phone, after hydration, in Lighthouse's
 * blocking-time window. The router now re-renders only when the patched routes change the current
 * location's matches (the original condition besides); the next navigation renders with the new array. */
export const discoveredRoutesWithoutRender = {
  package: "@remix-run/router",
  version: "1.23.3",
  files: {
    "dist/router.js": [
      {
        from: "    if (isNonHMR) {\n      dataRoutes = [...dataRoutes];\n      updateState({});\n    }\n",
        to: [
          `    if (isNonHMR) {${MARKER}`,
          "      dataRoutes = [...dataRoutes];",
          "      let matches = matchRoutes(dataRoutes, state.location, basename);",
          "      if (!matches || matches.length !== state.matches.length || matches.some((m, i) => m.route.id !== state.matches[i].route.id)) updateState({});",
          "    }",
          "",
        ].join("\n"),
      },
    ],
  },
};
