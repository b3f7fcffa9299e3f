// Remix options live here; vite.config.ts imports them (the Vite plugin does not read this file itself).
import type { VitePluginConfig } from "@remix-run/dev";
import { tableRoutes } from "./app/route-table";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  ignoredRouteFiles: ["**/*.css", "**/*.test.*"],
  // Besides the files of app/routes: the pages that are rows of a table, one shared module each.
  routes: tableRoutes,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
} satisfies VitePluginConfig;
