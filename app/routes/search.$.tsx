// /search and every filtered search path (/search/used-cars/toyota, /search/sunshine-kia, ...):
// the URL codec reads the path; a path it cannot read is a 404.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { searchLoader } from "~/models/search.server";
import { SearchPage } from "~/components/search/SearchPage";
import { searchLinks, searchMeta } from "~/components/search/route-parts";
import { publicPage } from "~/lib/cache-policy";

export const loader = searchLoader({ kind: "cars", base: "/search" });
export const links: LinksFunction = searchLinks;
export const meta: MetaFunction<typeof loader> = searchMeta;

export const headers = publicPage;

export default function Search() {
  return <SearchPage data={useLoaderData<typeof loader>()} />;
}
