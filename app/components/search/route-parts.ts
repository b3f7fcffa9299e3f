// The links and meta every search route shares (title, description, canonical; noindex for
// query-string searches, which are endless).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import type { SearchLoader } from "~/models/search.server";
import { pageMeta } from "~/lib/seo";
import { unpack } from "~/lib/packed";
import searchCss from "~/styles/search.css?url";

// Only the search styles block the first paint (issue 18): the Quick Enquiry dialog links the forms'
// styles when it opens, and a dealership's reviews link theirs where they appear (SearchPage).
export const searchLinks: LinksFunction = () => [{ rel: "stylesheet", href: searchCss }];

export const searchMeta: MetaFunction<SearchLoader> = (args) => {
  if (!args.data) return [{ title: "Page not found" }];
  const page = unpack(args.data.page);
  return pageMeta(args, {
    title: page.pagination.page > 1 ? `${page.heading} - page ${page.pagination.page}` : page.heading,
    description: page.description,
    path: page.canonical,
    noindex: page.noindex,
  });
};
