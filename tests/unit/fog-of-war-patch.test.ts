// Remix's route discovery, as scripts/patch-dependencies.mjs leaves its browser build: the /__manifest
// request's query is built first and set once, and the URL is the one the unpatched build (its CommonJS
// file, which the browser bundle does not use) asks for.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";

const require = createRequire(import.meta.url);
const remixDir = dirname(require.resolve("@remix-run/react/package.json"));
type FogOfWar = { fetchAndApplyManifestPatches: (paths: string[], errorReloadPath: string | null, manifest: { version: string; routes: object }, ...rest: unknown[]) => Promise<void> };

/** The URL one module asks for, given the paths (a refused request ends the call). */
async function requestedUrl(module: FogOfWar, paths: string[]): Promise<string> {
  let asked = "";
  vi.stubGlobal("window", { location: { origin: "http://127.0.0.1:4701", href: "http://127.0.0.1:4701/" } });
  vi.stubGlobal("fetch", async (url: URL) => {
    asked = url.toString();
    return new Response("no", { status: 500 });
  });
  await expect(module.fetchAndApplyManifestPatches([...paths], null, { version: "a1b2c3", routes: {} }, {}, {}, false, "/", () => {})).rejects.toThrow();
  return asked;
}

afterEach(() => vi.unstubAllGlobals());

describe("route discovery's manifest request, patched", () => {
  it("is the patched file the browser bundle uses; the CommonJS one is not", () => {
    expect(readFileSync(join(remixDir, "dist/esm/fog-of-war.js"), "utf8")).toContain("dealer-platform patch");
    expect(readFileSync(join(remixDir, "dist/fog-of-war.js"), "utf8")).not.toContain('query.append("p"');
  });

  it("asks for the same URL as the unpatched code: sorted paths, then the version, escaped alike", async () => {
    const patched: FogOfWar = await import(join(remixDir, "dist/esm/fog-of-war.js"));
    const unpatched: FogOfWar = require(join(remixDir, "dist/fog-of-war.js"));
    const paths = ["/search/used-cars/toyota", "/cars/2025-hyundai-kona-100267", "/favourites", "/search/a b&c=d?e#f", "/enquire", "/é"];
    const url = await requestedUrl(patched, paths);
    expect(url).toBe(await requestedUrl(unpatched, paths));
    expect(url).toBe(
      "http://127.0.0.1:4701/__manifest?p=%2Fcars%2F2025-hyundai-kona-100267&p=%2Fenquire&p=%2Ffavourites&p=%2Fsearch%2Fa+b%26c%3Dd%3Fe%23f&p=%2Fsearch%2Fused-cars%2Ftoyota&p=%2F%C3%A9&version=a1b2c3",
    );
    const many = Array.from({ length: 97 }, (_, i) => `/search/used-cars/make-${i}`);
    expect(await requestedUrl(patched, many)).toBe(await requestedUrl(unpatched, many));
  });
});
