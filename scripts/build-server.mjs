// The production server as plain JavaScript, so `npm start` runs no TypeScript transpiler: server/index.ts
// and the local modules it imports (server/, app/lib, ...) bundled into build/server.js, packages left to
// node_modules. The Remix app itself is Vite's build/server/index.js, which server/index.ts imports at run time.
// The migrations are read next to the module (import.meta.url), so they are copied beside the bundle.
// It runs last in `npm run build`, so it stamps the whole build with the hash of its sources.
import { build } from "esbuild";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { sourcesHash, writeBuildStamp } from "./build-sources.mjs";

const hash = sourcesHash();

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  // The app's "~/" imports (tsconfig paths) are local modules to bundle, not packages.
  plugins: [{ name: "app-alias", setup: (b) => b.onResolve({ filter: /^~\// }, (args) => b.resolve(`./${args.path.slice(2)}`, { kind: args.kind, resolveDir: path.resolve("app") })) }],
  sourcemap: "linked",
  logLevel: "warning",
});
rmSync("build/migrations", { recursive: true, force: true });
cpSync("server/db/migrations", "build/migrations", { recursive: true });
// The embedded geocoder's postcode tables, read the same way (server/geocoding/postcode-tables.ts).
rmSync("build/postcodes", { recursive: true, force: true });
cpSync("server/geocoding/postcodes", "build/postcodes", { recursive: true });
writeBuildStamp(hash);
