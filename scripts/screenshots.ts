// npm run screenshots -- sunshine:/ tamaki:/about-us ...  Starts the built server on a free loopback
// port and saves full-page PNGs of each site:path at 390 and 1280 px, JavaScript on and off, into
// screenshots/ (git-ignored), for a person to look at. Run `npm run build` first.
import { productionSecrets } from "./production-secrets";
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";


async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function main() {
  const targets = process.argv.slice(2);
  if (targets.length === 0) throw new Error("usage: npm run screenshots -- <site>:<path> ...");
  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, NODE_ENV: "production", ...productionSecrets(), PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "false", DATA_DIR: `/tmp/dealer-shots-${port}` },
    stdio: "ignore",
  });
  mkdirSync("screenshots", { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (let i = 0; i < 100; i++) {
      if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    for (const target of targets) {
      const [site, path = "/"] = target.split(/:(.*)/s);
      for (const width of [390, 1280]) {
        for (const js of [true, false]) {
          const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, javaScriptEnabled: js });
          const page = await context.newPage();
          const response = await page.goto(`http://${site}.localhost:${port}${path}`);
          const file = `screenshots/${site}${path.replace(/[^a-z0-9]+/gi, "_")}-${width}-${js ? "js" : "nojs"}.png`;
          await page.screenshot({ path: file, fullPage: true });
          console.log(`${response?.status()} ${file}`);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    server.kill("SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
