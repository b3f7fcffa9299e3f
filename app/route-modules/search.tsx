// /search, /special-offers, /parts/search with every filtered path below them, and /pre-owned and
// /find/rental-cars (the rows of SEARCH_PAGES in app/route-table.ts): the URL codec reads the path;
// a path it cannot read is a 404.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { searchLoader, usesPreOwned } from "~/models/search.server";
import { searchPageAt } from "~/route-table";
import { SearchPage } from "~/components/search/SearchPage";
import { searchLinks, searchMeta } from "~/components/search/route-parts";
import { publicPage } from "~/lib/cache-policy";
import { unpack } from "~/lib/packed";
import { DocumentJson } from "~/components/DocumentJson";

export async function loader(args: LoaderFunctionArgs) {
  const row = searchPageAt(new URL(args.request.url).pathname);
  if (!row) throw new Response("Not found", { status: 404 });
  return searchLoader(row.route, { only: row.preOwnedOnly ? usesPreOwned : undefined })(args);
}
export const links: LinksFunction = searchLinks;
export const meta: MetaFunction<typeof loader> = searchMeta;

export const headers = publicPage;

export default function Search() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <>
      <DocumentJson packed={page} />
      <SearchPage data={unpack(page)} />
    </>
  );
}
