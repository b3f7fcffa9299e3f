// The links and meta every search route shares (title, description, canonical; noindex for
// query-string searches, which are endless).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import type { SearchLoader } from "~/models/search.server";
import { pageMeta } from "~/lib/seo";
import searchCss from "~/styles/search.css?url";

// Only the search styles block the first paint (issue 18): the Quick Enquiry dialog links the forms'
// styles when it opens, and a dealership's reviews link theirs where they appear (SearchPage).
export const searchLinks: LinksFunction = () => [{ rel: "stylesheet", href: searchCss }];

export const searchMeta: MetaFunction<SearchLoader> = (args) =>
  args.data
    ? pageMeta(args, {
        title: args.data.pagination.page > 1 ? `${args.data.heading} - page ${args.data.pagination.page}` : args.data.heading,
        description: args.data.description,
        path: args.data.canonical,
        noindex: args.data.noindex,
      })
    : [{ title: "Page not found" }];
