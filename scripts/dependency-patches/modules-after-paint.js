// Inserted (without "export") into @remix-run/react's components.js by scripts/patch-dependencies.mjs:
// the body of <Scripts>' module script, which requests the page's modules once the page has painted
// (3 s at most, for a tab opened in the background), at low priority, so the first paint and the
// largest image do not share the phone's network and CPU with the scripts. The paint is the browser's
// own paint entry; where it has none (older Safari), the next frame.
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
    `for (let href of ${JSON.stringify(preloads)}) document.head.appendChild(Object.assign(document.createElement("link"), { rel: "modulepreload", fetchPriority: "low", href }));`,
    `let [${names}] = await Promise.all([${imports}]);`,
  ].join("\n");
}
