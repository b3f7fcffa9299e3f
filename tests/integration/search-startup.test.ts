// A site whose search_filters expression does not parse stops the real server at start-up, naming
// the file, the field and the column.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_ARGS } from "./support/server";

describe("start-up", () => {
  it("stops on a site filter that does not parse", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "search-startup-"));
    cpSync(path.resolve("tests/fixtures/minimal-sites"), dir, { recursive: true });
    const file = path.join(dir, "corner-cars/sites/corner-cars.json");
    const site = JSON.parse(readFileSync(file, "utf8"));
    site.search_filters = "car_type:=used && (km:<100000";
    writeFileSync(file, JSON.stringify(site));
    const result = spawnSync(process.execPath, SERVER_ARGS, {
      env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: "0", LOG_REQUESTS: "false", SITES_DIR: dir, DATA_DIR: path.join(dir, ".data") },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${file}: field search_filters: missing ')' to close the '(' at column 19`);
  });
});
