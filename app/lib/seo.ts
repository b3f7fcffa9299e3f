// Title, description and canonical URL for every page, built the same way everywhere.
import type { MetaDescriptor } from "@remix-run/node";

interface RootData {
  origin: string;
  site: { name: string };
}

interface MetaInput {
  title: string;
  description: string;
  /** Canonical path; defaults to the request path without its query. */
  path?: string;
  noindex?: boolean;
}

export function pageMeta(
  args: { matches: Array<{ id: string; data: unknown } | undefined>; location: { pathname: string } },
  { title, description, path, noindex }: MetaInput,
): MetaDescriptor[] {
  const root = args.matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const siteName = root?.site.name;
  const fullTitle = siteName && !title.includes(siteName) ? `${title} | ${siteName}` : title;
  const href = root ? `${root.origin}${path ?? args.location.pathname}` : undefined;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    ...(siteName ? [{ property: "og:site_name", content: siteName }] : []),
    ...(href ? [{ tagName: "link", rel: "canonical", href }, { property: "og:url", content: href }] : []),
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
