// Content pages come from site data: the site's own pages override its group's.
import type { SiteEntry } from "../../server/sites/registry";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function contentSlugs(entry: SiteEntry): string[] {
  return [...new Set([...Object.keys(entry.group.group.pages), ...Object.keys(entry.site.pages)])].sort();
}

export function contentPage(entry: SiteEntry, slug: string | undefined) {
  if (!slug || slug.length > 100 || !SLUG.test(slug)) return null;
  const page = entry.site.pages[slug] ?? entry.group.group.pages[slug];
  if (!page) return null;
  const history = slug === "about-us" ? [...entry.group.group.history].sort((a, b) => a.index - b.index) : [];
  return { slug, page, history };
}

export type ContentPageData = NonNullable<ReturnType<typeof contentPage>>;
