// The initial JS of a page, as npm run bench counts it (issue 18): the page's own script src and
// modulepreload tags, and every module its inline module script imports or preloads. Remix's modules
// wait for the first paint (scripts/dependency-patches/modules-after-paint.js), so their list is in
// that script's `let preloads = [...]`, not in tags; the route manifest the page also carries names
// other pages' modules and is not counted.
export function initialScripts(html: string): Set<string> {
  const tags = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g), ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)];
  const inline = [...html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => [
    ...[...m[1].matchAll(/\bimport\b[^"'();]*?(?:from\s*)?\(?\s*["']([^"']+\.js)["']/g)].map((i) => i[1]),
    ...[...m[1].matchAll(/\blet preloads = (\[[^\]]*\]);/g)].flatMap((list) => JSON.parse(list[1]) as string[]),
  ]);
  return new Set([...tags.map((m) => m[1]), ...inline]);
}
