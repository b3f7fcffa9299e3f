// The browser build's React is preact/compat: React DOM, React and the scheduler are 47 kB of the
// 84 kB gzip framework chunk, and the initial JS budget is 85 kB (docs/decisions/2026-11-27-js-budget.md).
// The server build keeps React for SSR, and dev keeps React too (Fast Refresh and the dep optimizer
// expect it); only `vite build`'s client modules resolve React's entry points to Preact's.
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const PREACT_FOR: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": fileURLToPath(new URL("./app/preact-client.ts", import.meta.url)),
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
};

export function preactInTheBrowser(): Plugin {
  return {
    name: "preact-in-the-browser",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer, options) {
      const target = PREACT_FOR[source];
      if (!target || options?.ssr) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
