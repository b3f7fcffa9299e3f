// Content pages come from site data: the site's own pages override its group's.
import type { SiteEntry } from "../../server/sites/registry";
import { contentKeys } from "~/lib/content-path";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function contentSlugs(entry: SiteEntry): string[] {
  const keys = [...Object.keys(entry.group.group.pages), ...Object.keys(entry.site.pages)];
  return [...new Set(keys.map((key) => contentKeys(key, entry.site.blog_path).slug))].sort();
}

export function contentPage(entry: SiteEntry, requested: string | undefined) {
  if (!requested || requested.length > 100 || !SLUG.test(requested)) return null;
  const { slug, keys } = contentKeys(requested, entry.site.blog_path);
  const page = keys.map((key) => entry.site.pages[key] ?? entry.group.group.pages[key]).find(Boolean);
  if (!page) return null;
  const history = slug === "about-us" ? [...entry.group.group.history].sort((a, b) => a.index - b.index) : [];
  return { slug, page, history };
}

export type ContentPageData = NonNullable<ReturnType<typeof contentPage>>;
