import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import remixConfig from "./remix.config";
import { preactInTheBrowser } from "./vite.preact";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [preactInTheBrowser(), remix(remixConfig)],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: { target: "es2020" },
  server: { hmr: { port: 24678 } },
});
