// GET /api/search: the search page's parameters in, the search reply shape out (hits, facets,
// facetStats, count, ms, pagination), for testers and scripts. A bad parameter is a 400 in JSON.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { ApiSearchError, apiSearch } from "~/models/search-api.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    return Response.json(await apiSearch(context.site, context.services.search, new URL(request.url), new Date()));
  } catch (error) {
    if (error instanceof ApiSearchError) return Response.json({ error: error.message }, { status: 400 });
    throw error;
  }
}
