// /pre-owned: the make template's default search (spec point 2); other sites have no such page.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { searchLoader, usesPreOwned } from "~/models/search.server";
import { SearchPage } from "~/components/search/SearchPage";
import { searchLinks, searchMeta } from "~/components/search/route-parts";
import { publicPage } from "~/lib/cache-policy";

export const loader = searchLoader({ kind: "cars", base: "/search", alias: "/pre-owned" }, { only: usesPreOwned });
export const links: LinksFunction = searchLinks;
export const meta: MetaFunction<typeof loader> = searchMeta;

export const headers = publicPage;

export default function PreOwned() {
  return <SearchPage data={useLoaderData<typeof loader>()} />;
}
