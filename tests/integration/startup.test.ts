// Start-up failures stop the real server process with a message naming the culprit.
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_ARGS } from "./support/server";

const minimal = path.resolve("tests/fixtures/minimal-sites");

function start(env: Record<string, string>) {
  const result = spawnSync(process.execPath, SERVER_ARGS, {
    env: { PATH: process.env.PATH, NODE_ENV: "production", PORT: "0", LOG_REQUESTS: "false", SESSION_SECRET: "test-session-secret-not-for-production-000000", ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { status: result.status, stderr: result.stderr };
}

function brokenCopy(edit: (dir: string) => void) {
  const dir = mkdtempSync(path.join(tmpdir(), "sites-"));
  cpSync(minimal, dir, { recursive: true });
  edit(dir);
  return dir;
}

describe("start-up", () => {
  it("stops on a bad environment variable, naming it", () => {
    const { status, stderr } = start({ PORT: "not-a-port", SITES_DIR: minimal });
    expect(status).toBe(1);
    expect(stderr).toContain("Invalid environment:");
    expect(stderr).toContain("PORT:");
  });

  it("stops on a malformed site file, naming file and field", () => {
    const dir = brokenCopy((d) => {
      const file = path.join(d, "corner-cars/sites/corner-cars.json");
      const site = JSON.parse(readFileSync(file, "utf8"));
      site.locale = "fr-FR";
      writeFileSync(file, JSON.stringify(site));
    });
    const { status, stderr } = start({ SITES_DIR: dir });
    expect(status).toBe(1);
    expect(stderr).toContain(`${dir}/corner-cars/sites/corner-cars.json: field locale:`);
  });

  it("stops on a tracking id that could inject script, naming file and field", () => {
    const dir = brokenCopy((d) => {
      const file = path.join(d, "corner-cars/sites/corner-cars.json");
      const site = JSON.parse(readFileSync(file, "utf8"));
      site.tracking = { tag_manager_id: 'GTM-AB12"></script><script>alert(1)</script>' };
      writeFileSync(file, JSON.stringify(site));
    });
    const { status, stderr } = start({ SITES_DIR: dir });
    expect(status).toBe(1);
    expect(stderr).toContain(`${dir}/corner-cars/sites/corner-cars.json: field tracking.tag_manager_id: must be a Google Tag Manager container id`);
  });

  it("stops on a malformed car, naming the stock file and the car's field", () => {
    const dir = brokenCopy((d) => {
      const file = path.join(d, "corner-cars/stock.json");
      const stock = JSON.parse(readFileSync(file, "utf8"));
      stock.cars[0].price = "cheap";
      writeFileSync(file, JSON.stringify(stock));
    });
    const { status, stderr } = start({ SITES_DIR: dir });
    expect(status).toBe(1);
    expect(stderr).toContain(`${dir}/corner-cars/stock.json: field cars.0.price:`);
  });

  it("stops on a file that is not JSON", () => {
    const dir = brokenCopy((d) => writeFileSync(path.join(d, "corner-cars/group.json"), "{ nope"));
    const { status, stderr } = start({ SITES_DIR: dir });
    expect(status).toBe(1);
    expect(stderr).toContain(`${dir}/corner-cars/group.json is not valid JSON`);
  });

  it("stops on an unknown DEFAULT_SITE", () => {
    const { status, stderr } = start({ SITES_DIR: minimal, DEFAULT_SITE: "nowhere" });
    expect(status).toBe(1);
    expect(stderr).toContain("DEFAULT_SITE: no site with slug 'nowhere'");
  });
});
