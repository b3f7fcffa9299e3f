import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/models/layout.server";
import { siteVehicleFeed } from "~/models/vehicle-feed.server";
import { publicResponseHeaders } from "~/lib/cache-policy";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const body = siteVehicleFeed(context.site, context.services.search.forSite(context.site), siteOrigin(context.site, request), new Date());
  return new Response(body, { headers: { "Content-Type": "text/tab-separated-values; charset=utf-8", ...publicResponseHeaders } });
}
