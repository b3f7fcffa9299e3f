// The bench measures the server as `npm start` runs it: the same node flags (the young generation's
// size changes req/s by 9-16%), so a flag added to one and not the other would measure another server.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_COMMANDS } from "../../scripts/startup-time";

describe("the production server command", () => {
  it("npm start runs node with the bench's flags", () => {
    const scripts = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).scripts as Record<string, string>;
    expect(scripts.start).toBe(`NODE_ENV=production node ${SERVER_COMMANDS.compiled.join(" ")}`);
  });

  it("gives the young generation room for a few pages in flight", () => {
    expect(SERVER_COMMANDS.compiled).toContain("--max-semi-space-size=64");
  });
});
