// Vitest global setup of the integration tests: they start the built server, so build once before the
// run when build/ is missing or was built from other sources (scripts/build-sources.mjs).
import { execFileSync } from "node:child_process";
import { builtHash, sourcesHash } from "../scripts/build-sources.mjs";

export default function setup() {
  const built = builtHash();
  if (built === sourcesHash()) return;
  console.log(built ? "Sources changed since the last build: npm run build" : "No build: npm run build");
  try {
    execFileSync("npm", ["run", "-s", "build"], { stdio: "pipe", encoding: "utf8" });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`npm run build failed:\n${stdout ?? ""}${stderr ?? ""}`);
  }
}
