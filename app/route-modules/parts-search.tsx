// /parts/search and /parts/search/<category>: the group's parts catalogue (issue 19); a thin
// route over app/models/parts-search.server.ts.
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { partsSearchLoader } from "~/models/parts-search.server";
import { PartsSearchPage } from "~/components/parts/PartsSearchPage";
import { pageMeta } from "~/lib/seo";
import { publicPage } from "~/lib/cache-policy";
import type { RootData } from "~/root";
import searchCss from "~/styles/search.css?url";
import partsCss from "~/styles/parts.css?url";

export const loader = partsSearchLoader;

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: searchCss },
  { rel: "stylesheet", href: partsCss },
];

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data
    ? pageMeta(args, {
        title: args.data.catalogue && args.data.catalogue.pagination.page > 1 ? `${args.data.heading} - page ${args.data.catalogue.pagination.page}` : args.data.heading,
        description: args.data.description,
        path: args.data.canonical,
        noindex: args.data.noindex,
      })
    : [{ title: "Page not found" }];

export const headers = publicPage;

export default function PartsSearch() {
  const root = useRouteLoaderData<RootData>("root");
  return <PartsSearchPage data={useLoaderData<typeof loader>()} siteSlug={root?.site.slug ?? "site"} />;
}
