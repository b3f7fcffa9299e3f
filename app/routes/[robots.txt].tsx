import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/models/layout.server";
import { publicResponseHeaders } from "~/lib/cache-policy";
import { VEHICLE_FEED_PATH } from "~/lib/vehicle-feed";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(context.site, request);
  const body = context.site.site.indexing
    ? `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n# Google vehicle listings feed: ${origin}${VEHICLE_FEED_PATH}\n`
    : "User-agent: *\nDisallow: /\n";
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", ...publicResponseHeaders } });
}
