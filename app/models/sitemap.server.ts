// Every indexable path of a site, for sitemap.xml.
import type { SiteEntry } from "../../server/sites/registry";
import type { SiteStock } from "../../server/search/site-stock";
import { contentPath } from "~/lib/content-path";
import { contentSlugs } from "./content.server";
import { leadSitemapPaths } from "./form-page.server";
import { locationSitemapPaths } from "./locations.server";
import { searchSitemapPaths } from "./search.server";
import { vehicleSitemapPaths } from "./vehicle.server";

export function sitemapPaths(entry: SiteEntry, stock: SiteStock): string[] {
  const { site } = entry;
  return [
    "/",
    site.default_search_path,
    ...contentSlugs(entry).map((slug) => contentPath(slug, site.use_pages_path)),
    ...locationSitemapPaths(entry),
    ...leadSitemapPaths(entry),
    ...searchSitemapPaths(entry, stock, new Date()),
    ...vehicleSitemapPaths(entry, stock, new Date()),
  ];
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = [...new Set(paths)].map((p) => `<url><loc>${xmlEscape(origin + p)}</loc></url>`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}
