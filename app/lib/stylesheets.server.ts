// The text of each stylesheet a route links, for the first HTML of a page to carry inline (issue 18):
// a linked stylesheet blocks the first paint for a round trip on a phone's network, and all of a
// page's styles are a few kB gzip. Vite builds these strings from the same files as the linked
// /assets/<name>-<hash>.css, so a link's file name finds its text.
const texts = import.meta.glob<string>("../styles/*.css", { query: "?inline", import: "default", eager: true });

const byName = new Map(Object.entries(texts).map(([path, css]) => [path.slice(path.lastIndexOf("/") + 1, -".css".length), css]));

/** The stylesheet's text for a built /assets/<name>-<hash>.css link; undefined for any other URL. */
export function stylesheetText(href: string): string | undefined {
  const name = /^\/assets\/(.+)-[\w-]{8}\.css$/.exec(href)?.[1];
  return name === undefined ? undefined : byName.get(name);
}
