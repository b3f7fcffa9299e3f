// Production and development server entry: parse env, load sites, serve, shut down gracefully.
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { createApp } from "./app";
import { EnvError, parseEnv } from "./env";
import { loadSitesDir, SitesError } from "./sites/load";
import { SiteRegistry } from "./sites/registry";
import { closeServices, createServices } from "./services";

const PAYMENTS_SAID = {
  sandbox: "PAYMENTS=sandbox, the test checkout (no money moves; for demos only)",
  stripe: "PAYMENTS=stripe, Stripe Checkout where a dealership has a key",
  off: "PAYMENTS=off, every reservation is a 'Reserve Car' lead",
} as const;

async function main() {
  const env = parseEnv();
  const registry = new SiteRegistry(loadSitesDir(path.resolve(env.SITES_DIR)), env.DEFAULT_SITE);
  const services = await createServices(env, registry);

  let app;
  if (env.NODE_ENV === "production") {
    const buildPath = path.resolve("build/server/index.js");
    const build = (await import(buildPath)) as ServerBuild;
    app = createApp({ services, build });
  } else {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    app = createApp({
      services,
      build: () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>,
      viteMiddlewares: vite.middlewares,
    });
  }

  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    console.log(`Dealer platform listening on http://${env.HOST}:${port} (${registry.entries.length} sites)`);
    console.log(`  reservations: ${PAYMENTS_SAID[env.PAYMENTS]}`);
    for (const { site } of registry.entries) console.log(`  ${site.slug}: http://${site.slug}.localhost:${port}`);
  });
  server.keepAliveTimeout = 65_000;

  // Finish in-flight requests (a lead being stored must complete), then exit.
  const shutdown = (signal: string) => {
    console.log(`${signal} received: closing`);
    server.close(() => {
      void closeServices(services).finally(() => process.exit(0));
    });
    services.chat.endStreams(); // an open chat stream is a request that never ends by itself
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  if (error instanceof EnvError || error instanceof SitesError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
