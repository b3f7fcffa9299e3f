// Remix's route discovery in the browser (scripts/patch-dependencies.mjs applies this; why: section 8
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
