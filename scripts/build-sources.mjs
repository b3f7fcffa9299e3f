// What `npm run build` is built from, as one hash: build/.sources-sha256 records it after a build, and
// the Vitest global setup (tests/global-setup.ts) rebuilds when it differs. Content, not mtimes: a clone
// or checkout sets those arbitrarily. sites/ is not an input: the server reads it at run time.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const INPUTS = ["app", "server", "public", "remix.config.ts", "vite.config.ts", "tsconfig.json", "package-lock.json", "scripts/build-server.mjs", "scripts/build-sources.mjs"];
export const BUILD_STAMP = "build/.sources-sha256";

const files = (entry) => {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { recursive: true })
    .map((name) => path.join(entry, name))
    .filter((file) => statSync(file).isFile());
};

export function sourcesHash() {
  const hash = createHash("sha256");
  for (const file of INPUTS.flatMap(files).sort()) hash.update(`${file}\0`).update(readFileSync(file)).update("\0");
  return hash.digest("hex");
}

/** The hash the current build was made from, or "" when there is no complete build. */
export const builtHash = () => (existsSync(BUILD_STAMP) && existsSync("build/server.js") ? readFileSync(BUILD_STAMP, "utf8") : "");

export const writeBuildStamp = (hash) => writeFileSync(BUILD_STAMP, hash);
