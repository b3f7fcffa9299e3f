// Small edits to installed dependencies, applied by postinstall (idempotent; a version or text
// that no longer matches stops the install, so an upgrade cannot silently drop them). Why each one
// exists: docs/decisions/2026-11-27-dependency-patches.md.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { MARKER } from "./dependency-patches/marker.mjs";
import { remixServerRoutes, staticRouter } from "./dependency-patches/route-tree.mjs";
import { discoveredRoutesWithoutRender, manifestQueryAtOnce } from "./dependency-patches/fog-of-war.mjs";

const require = createRequire(import.meta.url);

/** React 18.3's Node stream encodes every string into 2 kB views (a typed-array view per string, NUL
 * padding at some view ends: react#31134). Instead it keeps the strings and writes one chunk per flush.
 * Production encodes them a few kB at a time into one buffer: one string of the whole flush became a
 * two-byte string in V8 as soon as one piece held a character past U+00FF (a '…' or '›' on a search or
 * vehicle page), and flattening and encoding that cost 1 ms of a search page, five times a Latin-1 one. */
const reactDomWrites = {
  package: "react-dom",
  version: "18.3.1",
  files: {
    "cjs/react-dom-server.node.production.min.js": [
      {
        from: /function r\(a,b\)\{if\("string"===typeof b\).*?(?=function t\(a,b\)\{)/s,
        to: [
          `var __dealerPending="",__dealerDecoder=new aa.TextDecoder,__dealerEncoder=new aa.TextEncoder,__dealerBuffer=null,__dealerLength=0,__dealerHint=16384;`,
          // Encodes the pending text into this flush's buffer, growing it (a copy) only when it did not fit:
          // reserving 3 bytes a character first (UTF-8's worst case) grew a search page's 130 kB buffer to
          // 260 kB for its 41 kB of ASCII cards, every request, and the garbage collector counts such memory.
          `function __dealerEncode(){var s=__dealerPending;__dealerPending="";`,
          `if(null===__dealerBuffer)__dealerBuffer=Buffer.allocUnsafe(Math.max(__dealerHint,s.length));`,
          `for(;;){var w=__dealerEncoder.encodeInto(s,__dealerBuffer.subarray(__dealerLength));__dealerLength+=w.written;if(w.read===s.length)return;`,
          `s=s.slice(w.read);var n=Buffer.allocUnsafe(Math.max(2*__dealerBuffer.length,__dealerLength+3*s.length));__dealerBuffer.copy(n,0,0,__dealerLength);__dealerBuffer=n}}`,
          // A string of 1 kB or more (a template's HTML, a stylesheet, a page's JSON) is encoded on its own:
          // appended to the pending text it was copied again when that was flattened, where alone, flat and
          // one-byte, it encodes at a tenth of the cost (a search page's encoding fell from 103 to 73 µs).
          `function r(a,b){${MARKER}"string"===typeof b?1024<=b.length?(0<__dealerPending.length&&__dealerEncode(),__dealerPending=b,__dealerEncode()):__dealerPending+=b:0!==b.byteLength&&(__dealerPending+=__dealerDecoder.decode(b));4096<__dealerPending.length&&__dealerEncode()}`,
        ].join(""),
      },
      {
        from: "function ca(a){k&&0<l&&a.write(k.subarray(0,l));k=null;l=0;q=!0}",
        // The buffer goes to the stream whole and is never written again; the next flush starts a new one
        // sized like this one (up to 1 MB), so a page's flush rarely grows its buffer.
        to: 'function ca(a){0<__dealerPending.length&&__dealerEncode();0<__dealerLength&&(a.write(__dealerBuffer.subarray(0,__dealerLength)),__dealerHint=Math.min(1048576,Math.max(16384,__dealerLength+1024)));__dealerBuffer=null;__dealerLength=0;k=null;l=0;q=!0}',
      },
      { from: "function x(a){return u.encode(a)}", to: "function x(a){return a}" },
    ],
    "cjs/react-dom-server.node.development.js": [
      {
        from: /function writeChunk\(destination, chunk\) \{\n  if \(typeof chunk === 'string'\) \{\n    writeStringChunk\(destination, chunk\);\n  \} else \{\n    writeViewChunk\(destination, chunk\);\n  \}\n\}/,
        to: `var pendingText = ""; var pendingDecoder = new util.TextDecoder();\nfunction writeChunk(destination, chunk) {${MARKER}\n  pendingText += typeof chunk === 'string' ? chunk : pendingDecoder.decode(chunk);\n}`,
      },
      {
        from: "function completeWriting(destination) {\n  if (currentView && writtenBytes > 0) {\n    destination.write(currentView.subarray(0, writtenBytes));\n  }\n",
        to: 'function completeWriting(destination) {\n  if (pendingText.length > 0) {\n    destination.write(pendingText);\n    pendingText = "";\n  }\n',
      },
      { from: "function stringToPrecomputedChunk(content) {\n  return textEncoder.encode(content);\n}", to: "function stringToPrecomputedChunk(content) {\n  return content;\n}" },
    ],
  },
};

/** Remix 2's <Scripts> preloads the page's modules as the HTML arrives and runs them as soon as they are
 * in. Here they are requested once the page has painted (scripts/dependency-patches/modules-after-paint.js):
 * the first paint and the largest image do not share the phone's network and CPU with 75 kB of scripts,
 * and the page works without them meanwhile (plain links and forms). */
const remixScriptsAfterPaint = {
  package: "@remix-run/react",
  version: "2.17.5",
  files: Object.fromEntries(
    ["dist/components.js", "dist/esm/components.js"].map((file) => [
      file,
      [
        {
          from: "${matches.map((match, index) => `import * as route${index} from ${JSON.stringify(manifest.routes[match.route.id].module)};`).join(\"\\n\")}",
          to: "${modulesAfterPaint(manifest, matches)}",
        },
        {
          // The <link rel="modulepreload"> tags: the script above adds them when the wait is over.
          from: /\/\*#__PURE__\*\/React(?:__namespace)?\.createElement\("link", \{\n {4}rel: "modulepreload",\n {4}href: manifest\.entry\.module,[\s\S]*?\}\)\), initialScripts, deferredScripts\);/,
          to: "null, initialScripts, deferredScripts);",
        },
        {
          from: "function DeferredHydrationScript({",
          to: `${MARKER}\n${readFileSync(new URL("./dependency-patches/modules-after-paint.js", import.meta.url), "utf8").replace("export function", "function")}\nfunction DeferredHydrationScript({`,
        },
      ],
    ]),
  ),
};

/** React Router matches every request against every route several times (Remix's server, its static
 * handler, the rendered <Routes>, the initial route manifest), flattening and ranking the route tree and
 * compiling a RegExp per route pattern each time: a fifth of a search page's server CPU. The server's
 * routes never change after start, so the compiled patterns and the ranked branches of a route array are
 * kept. Node's CommonJS build only: the browser's router (the ESM build) patches routes as it discovers them. */
const routerMatchCache = {
  package: "@remix-run/router",
  version: "1.23.3",
  files: {
    "dist/router.cjs.js": [
      {
        from: "  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n",
        to: `  let branches = rankedBranches.get(routes);${MARKER}\n  if (branches === undefined) {\n    branches = flattenRoutes(routes);\n    rankRouteBranches(branches);\n    rankedBranches.set(routes, branches);\n  }\n`,
      },
      {
        from: "function compilePath(path, caseSensitive, end) {\n",
        to: [
          "const rankedBranches = new WeakMap();",
          "const compiledPaths = new Map();",
          "function compilePath(path, caseSensitive, end) {",
          '  let key = path + "\\0" + Boolean(caseSensitive) + "\\0" + (end === undefined || Boolean(end));',
          "  let compiled = compiledPaths.get(key);",
          "  if (compiled === undefined) {",
          "    if (compiledPaths.size >= 1000) compiledPaths.clear();",
          "    compiled = compilePathOnce(path, caseSensitive, end);",
          "    compiledPaths.set(key, compiled);",
          "  }",
          "  return compiled;",
          "}",
          "function compilePathOnce(path, caseSensitive, end) {",
          "",
        ].join("\n"),
      },
    ],
  },
};

/** Remix's first page puts the routes of the URL's parent paths in the page's route manifest, matching
 * each parent path against every route on every request; the answer per path is the same for one build. */
const remixParentRoutes = {
  package: "@remix-run/react",
  version: "2.17.5",
  files: {
    "dist/fog-of-war.js": [
      {
        from: "    let matches = router.matchRoutes(router$1.routes, path, router$1.basename);\n    if (matches) {\n      matches.forEach(m => routeIds.add(m.route.id));\n    }\n",
        to: [
          `    let byPath = parentRouteIds.get(manifest);${MARKER}`,
          "    if (byPath === undefined) parentRouteIds.set(manifest, byPath = new Map());",
          "    let ids = byPath.get(path);",
          "    if (ids === undefined) {",
          "      let matches = router.matchRoutes(router$1.routes, path, router$1.basename);",
          "      ids = matches ? matches.map(m => m.route.id) : [];",
          "      if (byPath.size >= 1000) byPath.clear();",
          "      byPath.set(path, ids);",
          "    }",
          "    ids.forEach(id => routeIds.add(id));",
          "",
        ].join("\n"),
      },
      { from: "function getPartialManifest(manifest, router$1) {", to: "const parentRouteIds = new WeakMap();\nfunction getPartialManifest(manifest, router$1) {" },
    ],
  },
};

export const PATCHES = [reactDomWrites, remixScriptsAfterPaint, routerMatchCache, remixParentRoutes, remixServerRoutes, staticRouter, manifestQueryAtOnce, discoveredRoutesWithoutRender];

function packageRoot(name) {
  return dirname(require.resolve(`${name}/package.json`));
}

/** Applies one package's edits; returns what it did, throws when the installed text is not the expected one. */
export function applyPatch(patch) {
  const root = packageRoot(patch.package);
  const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  if (version !== patch.version) throw new Error(`${patch.package} is ${version}; scripts/patch-dependencies.mjs expects ${patch.version}: review the patch`);
  const done = [];
  for (const [file, edits] of Object.entries(patch.files)) {
    const path = join(root, file);
    let text = readFileSync(path, "utf8");
    if (text.includes(MARKER)) continue;
    for (const { from, to } of edits) {
      const count = typeof from === "string" ? text.split(from).length - 1 : (text.match(new RegExp(from.source, `${from.flags}g`)) ?? []).length;
      if (count !== 1) throw new Error(`${patch.package}/${file}: expected the text to patch once, found it ${count} times`);
      text = text.replace(from, () => to);
    }
    writeFileSync(path, text);
    done.push(`${patch.package}/${file}`);
  }
  return done;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const patch of PATCHES) for (const file of applyPatch(patch)) console.log(`patched ${file}`);
}
