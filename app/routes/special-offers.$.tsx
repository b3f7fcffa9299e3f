// /special-offers: the offers index (cars tagged Special or showing a was-price), same shape as /search.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { searchLoader } from "~/models/search.server";
import { SearchPage } from "~/components/search/SearchPage";
import { searchLinks, searchMeta } from "~/components/search/route-parts";
import { publicPage } from "~/lib/cache-policy";

export const loader = searchLoader({ kind: "offers", base: "/special-offers" });
export const links: LinksFunction = searchLinks;
export const meta: MetaFunction<typeof loader> = searchMeta;

export const headers = publicPage;

export default function SpecialOffers() {
  return <SearchPage data={useLoaderData<typeof loader>()} />;
}
