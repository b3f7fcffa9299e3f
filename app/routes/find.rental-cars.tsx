// /find/rental-cars: one of the spec's default search paths, the whole stock of the site.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { searchLoader } from "~/models/search.server";
import { SearchPage } from "~/components/search/SearchPage";
import { searchLinks, searchMeta } from "~/components/search/route-parts";
import { publicPage } from "~/lib/cache-policy";

export const loader = searchLoader({ kind: "cars", base: "/search", alias: "/find/rental-cars" });
export const links: LinksFunction = searchLinks;
export const meta: MetaFunction<typeof loader> = searchMeta;

export const headers = publicPage;

export default function RentalCars() {
  return <SearchPage data={useLoaderData<typeof loader>()} />;
}
