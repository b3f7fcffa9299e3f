import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/models/layout.server";
import { sitemapPaths, sitemapXml } from "~/models/sitemap.server";
import { publicResponseHeaders } from "~/lib/cache-policy";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const xml = sitemapXml(siteOrigin(context.site, request), sitemapPaths(context.site, context.services.search.forSite(context.site)));
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", ...publicResponseHeaders } });
}
