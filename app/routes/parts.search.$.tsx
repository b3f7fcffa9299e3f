// /parts/search: the parts index, same shape as /search. The demo feeds carry no parts, so it
// answers with a friendly empty state and the parts counters' phone numbers.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { searchLoader } from "~/models/search.server";
import { SearchPage } from "~/components/search/SearchPage";
import { searchLinks, searchMeta } from "~/components/search/route-parts";
import { publicPage } from "~/lib/cache-policy";

export const loader = searchLoader({ kind: "parts", base: "/parts/search" });
export const links: LinksFunction = searchLinks;
export const meta: MetaFunction<typeof loader> = searchMeta;

export const headers = publicPage;

export default function PartsSearch() {
  return <SearchPage data={useLoaderData<typeof loader>()} />;
}
