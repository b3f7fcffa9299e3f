// npm run bench: what the 'Text us' chat adds to a page's first JS (budget: under 2 kB gzip) and
// what loads on the first click. The first figure bundles the widget module as the browser build
// does (minified), leaving out what every page loads anyway (React, Remix, the guarded storage)
// and the dialog (a dynamic import). It is an upper bound: it also holds a copy of Vite's preload
// helper, which the real build shares in a chunk every page already loads (a build with and
// without the widget differed by 0.64 kB; docs/decisions/2026-11-27-chat.md). The second figure
// weighs the built dialog's chunks.
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Rollup } from "vite";

export const CHAT_FIRST_JS_BUDGET_BYTES = 2 * 1024;
const app = fileURLToPath(new URL("../app", import.meta.url));
/** Already in every page's first JS, chat or not. */
const EVERY_PAGE = [/^react($|\/)/, /^react-dom($|\/)/, /^@remix-run\/react$/, /\/lib\/browser-storage(\.ts)?$/, /\/ChatDialog(\.tsx)?$/];

async function widgetBytes(): Promise<number> {
  const out = (await build({
    configFile: false,
    logLevel: "silent",
    resolve: { alias: { "~": app } },
    esbuild: { jsx: "automatic" },
    build: {
      write: false,
      target: "es2020",
      rollupOptions: { input: `${app}/components/chat/ChatWidget.tsx`, external: (id) => EVERY_PAGE.some((re) => re.test(id)), preserveEntrySignatures: "strict" },
    },
  })) as Rollup.RollupOutput;
  const code = out.output.filter((o): o is Rollup.OutputChunk => o.type === "chunk").map((c) => c.code).join("");
  return gzipSync(code).length;
}

async function dialogBytes(clientDir = "build/client/assets"): Promise<number> {
  const files = (await readdir(clientDir)).filter((f) => /^(ChatDialog|ChatForm|ChatThread)-[\w-]+\.js$/.test(f));
  let total = 0;
  for (const f of files) total += gzipSync(await readFile(`${clientDir}/${f}`)).length;
  return total;
}

export async function chatBenchLines(): Promise<string[]> {
  const first = await widgetBytes();
  const onClick = await dialogBytes();
  const verdict = first < CHAT_FIRST_JS_BUDGET_BYTES ? "within" : "OVER";
  return [
    `Chat: the widget adds at most ${(first / 1024).toFixed(2)} kB gz to a page's first JS (${verdict} the 2 kB budget); the dialog loads on the first click: ${(onClick / 1024).toFixed(2)} kB gz.`,
  ];
}
