import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Unit and integration tests only: Playwright specs under tests/e2e run with `playwright test`.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "unit", include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx"] } },
      {
        extends: true,
        // Builds the app first when build/ is missing or stale: integration tests start the built server.
        test: { name: "integration", include: ["tests/integration/**/*.test.ts"], globalSetup: ["tests/global-setup.ts"] },
      },
    ],
  },
});
