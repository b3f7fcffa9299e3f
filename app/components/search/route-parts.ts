// The links and meta every search route shares (title, description, canonical; noindex for
// query-string searches, which are endless).
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import locationsCss from "~/styles/locations.css?url";
import type { SearchLoader } from "~/models/search.server";
import { pageMeta } from "~/lib/seo";
import searchCss from "~/styles/search.css?url";
import formsCss from "~/styles/forms.css?url";

export const searchLinks: LinksFunction = () => [
  { rel: "stylesheet", href: searchCss },
  { rel: "stylesheet", href: formsCss }, // the Quick Enquiry dialog of the result cards
  { rel: "stylesheet", href: locationsCss }, // reviews on a dealership's page
];

export const searchMeta: MetaFunction<SearchLoader> = (args) =>
  args.data
    ? pageMeta(args, {
        title: args.data.pagination.page > 1 ? `${args.data.heading} - page ${args.data.pagination.page}` : args.data.heading,
        description: args.data.description,
        path: args.data.canonical,
        noindex: args.data.noindex,
      })
    : [{ title: "Page not found" }];
