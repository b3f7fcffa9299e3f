// End-to-end tests in Debian's Chromium against the built production server on a free loopback port,
// once with JavaScript and once without.
import { defineConfig } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/chromium";
import { E2E_ADMIN_PASSWORD } from "./tests/e2e/support";

// Workers inherit the runner's environment, so the ports are picked once.
const freePort = () =>
  execFileSync(process.execPath, ["-e", "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"])
    .toString()
    .trim();
process.env.E2E_PORT ??= freePort();
process.env.E2E_MINIMAL_PORT ??= freePort();
const port = Number(process.env.E2E_PORT);
const minimalPort = Number(process.env.E2E_MINIMAL_PORT);
// The browser stands where a load balancer would: its X-Forwarded-For (tests/e2e/support.ts
// ownClientAddress) names each test's client, so lead rate limits apply per test, not to the whole run.
const serverEnv = { NODE_ENV: "production", HOST: "127.0.0.1", LOG_REQUESTS: "false", PAYMENTS: "sandbox", TRUST_PROXY: "loopback", SESSION_SECRET: "test-session-secret-not-for-production-000000", CAPTCHA_HMAC_KEY: "test-captcha-key-not-for-production-0000000", CAPTCHA_MIN_FILL_MS: "0" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://sunshine.localhost:${port}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false }, testIgnore: /\.js-only\.spec\.ts$/ },
  ],
  webServer: [
    {
      // The demo sites.
      command: "node --enable-source-maps build/server.js",
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { ...serverEnv, PORT: String(port), DEFAULT_SITE: "sunshine", DATA_DIR: `/tmp/dealer-e2e-${port}`, TEST_ROUTES: "true", ADMIN_PASSWORD: E2E_ADMIN_PASSWORD },
    },
    {
      // A hand-written minimal SITES_DIR, written only from sites/README.md.
      command: "node --enable-source-maps build/server.js",
      url: `http://127.0.0.1:${minimalPort}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { ...serverEnv, PORT: String(minimalPort), SITES_DIR: "tests/fixtures/minimal-sites", DATA_DIR: `/tmp/dealer-e2e-${minimalPort}` },
    },
  ],
});
