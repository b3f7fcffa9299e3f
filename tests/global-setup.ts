// Vitest global setup: the integration tests start the built server, so build once before the run when
// build/ is missing or was built from other sources (scripts/build-sources.mjs).
import { execFileSync } from "node:child_process";
import { builtHash, sourcesHash } from "../scripts/build-sources.mjs";

export default function setup() {
  const built = builtHash();
  if (built === sourcesHash()) return;
  console.log(built ? "Sources changed since the last build: npm run build" : "No build: npm run build");
  execFileSync("npm", ["run", "-s", "build"], { stdio: "inherit" });
}
