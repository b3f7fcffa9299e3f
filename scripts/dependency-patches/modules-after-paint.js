// Inserted (without "export") into @remix-run/react's components.js by scripts/patch-dependencies.mjs:
// the body of <Scripts>' module script, which requests the page's modules once the page has painted
// (3 s at most, for a tab opened in the background), at low priority, so the first paint and the
// largest image do not share the phone's network and CPU with the scripts. The paint is the browser's
// own paint entry; where it has none (older Safari), the next frame.
const PRELOADS_PER_TASK = 8;

export function modulesAfterPaint(manifest, matches) {
  let routes = matches.map((match) => manifest.routes[match.route.id]);
  let preloads = [...new Set([manifest.entry.module, ...manifest.entry.imports, ...routes.flatMap((route) => [...(route.imports || []), route.module])])];
  let names = routes.map((_, index) => `route${index}`).join(", ");
  let imports = routes.map((route) => `import(${JSON.stringify(route.module)})`).join(", ");
  return [
    "await new Promise((ready) => {",
    '  if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint"))',
    '    new PerformanceObserver((_, observer) => (observer.disconnect(), ready())).observe({ type: "paint", buffered: true });',
    "  else requestAnimationFrame(() => setTimeout(ready));",
    "  setTimeout(ready, 3000);",
    "});",
    `let preloads = ${JSON.stringify(preloads)};`,
    // Adding a preload link starts its request there and then (about 1 ms each on a fast CPU): a search
    // page's 33 in one task made a 36 ms task, 144 ms on Lighthouse's 4x slower phone. A few at a time,
    // yielding through a message, not a timer: a test's fake clock stops timers, a background tab slows them.
    "let turn = new MessageChannel();",
    `for (let i = 0; i < preloads.length; i += ${PRELOADS_PER_TASK}) {`,
    "  if (i > 0) await new Promise((next) => ((turn.port1.onmessage = next), turn.port2.postMessage(0)));",
    `  for (let href of preloads.slice(i, i + ${PRELOADS_PER_TASK})) document.head.appendChild(Object.assign(document.createElement("link"), { rel: "modulepreload", fetchPriority: "low", href }));`,
    "}",
    `let [${names}] = await Promise.all([${imports}]);`,
  ].join("\n");
}
