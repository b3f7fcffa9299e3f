// The pages that are one lead form, one row each: what tells them apart. The rows are the routes
// (app/route-table.ts points every path at app/route-modules/form-page.tsx, the finance forms' at
// finance-page.tsx) and the sitemap's form pages, so adding a form page is adding a row. The order
// is the sitemap's.
import type { Site } from "../../../server/sites/schema";
import type { FormKey } from "./definitions";
import { contentPath } from "../content-path";
import { routePath } from "../route-path";

export interface FormPageRow {
  /** The route id, as the file route this row replaced had it: the page's loader data is keyed by it. */
  id: string;
  path: string;
  form: FormKey;
  /** The site content page shown above the form (its slug), when the path is also a content page. */
  contentSlug?: string;
  heading?: string;
  /** The page's canonical path when it is not `path` (/contact is the same page as /contact-us). */
  canonical?: string;
  /**
   * How the site chooses the page: "finance-path" is the site's finance_path among its spellings,
   * "pages-path" is /{slug} or /pages/{slug} by use_pages_path (the other spellings 301 there);
   * "pre-approval" is served only where forms.finance_pre_approval is on (else a 302 to finance).
   */
  site?: "finance-path" | "pages-path" | "pre-approval";
  /** The trade-in and sell paths are the valuation flow (app/route-modules/valuation.tsx), the rest one lead form. */
  flow?: "valuation";
  /** Listed in the sitemap (default yes): never (a second address), or only on group sites or only on the others. */
  sitemap?: false | "group" | "not-group";
}

const FINANCE = { form: "finance", heading: "Apply for Finance", site: "finance-path" } as const;
const BOOK_A_SERVICE = { form: "service-booking", contentSlug: "book-a-service", site: "pages-path" } as const;

export const FORM_PAGES: readonly FormPageRow[] = [
  { id: "routes/finance", path: "/finance", ...FINANCE },
  { id: "routes/finance-enquiry", path: "/finance-enquiry", ...FINANCE },
  { id: "routes/apply-for-finance", path: "/apply-for-finance", ...FINANCE },
  { id: "routes/finance-pre-approval", path: "/finance-pre-approval", form: "finance-pre-approval", site: "pre-approval" },
  { id: "routes/book-test-drive", path: "/book-test-drive", form: "test-drive" },
  { id: "routes/service", path: "/service", form: "service-booking", contentSlug: "service" },
  { id: "routes/book-a-service", path: "/book-a-service", ...BOOK_A_SERVICE },
  { id: "routes/pages.book-a-service", path: "/pages/book-a-service", ...BOOK_A_SERVICE },
  { id: "routes/contact-us._index", path: "/contact-us", form: "contact", contentSlug: "contact-us", heading: "Contact Us" },
  { id: "routes/valuations", path: "/valuations", form: "trade-in", flow: "valuation", heading: "Value My Car", sitemap: "group" },
  { id: "routes/trade-in", path: "/trade-in", form: "trade-in", flow: "valuation", sitemap: "not-group" },
  { id: "routes/sell-my-car", path: "/sell-my-car", form: "sell-my-car", flow: "valuation", contentSlug: "sell-my-car" },
  { id: "routes/careers", path: "/careers", form: "careers", contentSlug: "careers" },
  { id: "routes/fleet", path: "/fleet", form: "fleet", contentSlug: "fleet" },
  { id: "routes/parts-enquiry", path: "/parts-enquiry", form: "parts", contentSlug: "vehicle-parts-and-accessories", heading: "Parts Enquiry" },
  { id: "routes/contact", path: "/contact", form: "contact", canonical: "/contact-us", sitemap: false },
  { id: "routes/cars.trade-in", path: "/cars/trade-in", form: "trade-in", flow: "valuation", sitemap: false },
];

/** The row a request path is routed to ('/Contact/' is /contact's), if any. */
export function formPageAt(pathname: string): FormPageRow | undefined {
  const path = routePath(pathname);
  return FORM_PAGES.find((row) => row.path === path);
}

export type FormPageSite = Pick<Site, "template" | "finance_path" | "use_pages_path"> & { forms: Pick<Site["forms"], "finance_pre_approval"> };

/** The path a site serves a row at; null where the site has no such page (another spelling is its own). */
function sitePath(row: FormPageRow, site: FormPageSite): string | null {
  switch (row.site) {
    case "finance-path":
      return row.path === site.finance_path ? row.path : null;
    case "pages-path":
      return row.path === contentPath(row.contentSlug ?? row.path, site.use_pages_path) ? row.path : null;
    case "pre-approval":
      return site.forms.finance_pre_approval ? row.path : null;
    default:
      return row.path;
  }
}

/** The form pages a search engine should know (not /enquire, /success or the API). */
export function formPageSitemapPaths(site: FormPageSite): string[] {
  return FORM_PAGES.flatMap((row) => {
    if (row.sitemap === false) return [];
    if (row.sitemap === "group" && site.template !== "group") return [];
    if (row.sitemap === "not-group" && site.template === "group") return [];
    const path = sitePath(row, site);
    return path ? [path] : [];
  });
}
