// The routes that are rows of a table rather than files of app/routes: many paths, one shared route
// module (app/route-modules) each. remix.config.ts hands them to Remix. Every route keeps the id its
// file route had, so the loader data in the HTML is keyed as before.
import type { VitePluginConfig } from "@remix-run/dev";
import type { SearchRoute } from "./models/search-site.server";
import { FORM_PAGES } from "./lib/forms/form-pages";
import { VEHICLE_CHECKOUT_PATHS, VEHICLE_PATHS } from "./lib/vehicle-paths";
import { routePath } from "./lib/route-path";
import { GARAGE_PATHS } from "./lib/garage/paths";

export interface SearchPageRow {
  id: string;
  /** The page's path; a splat row also serves every filtered path below it. */
  path: string;
  splat: boolean;
  route: SearchRoute;
  /** Only the sites that use /pre-owned have the page. */
  preOwnedOnly?: boolean;
}

export const SEARCH_PAGES: readonly SearchPageRow[] = [
  { id: "routes/search.$", path: "/search", splat: true, route: { kind: "cars", base: "/search" } },
  { id: "routes/special-offers.$", path: "/special-offers", splat: true, route: { kind: "offers", base: "/special-offers" } },
  { id: "routes/pre-owned", path: "/pre-owned", splat: false, route: { kind: "cars", base: "/search", alias: "/pre-owned", carTypes: ["used", "demo"] }, preOwnedOnly: true },
  { id: "routes/find.rental-cars", path: "/find/rental-cars", splat: false, route: { kind: "cars", base: "/search", alias: "/find/rental-cars" } },
];

export function searchPageAt(pathname: string): SearchPageRow | undefined {
  const path = routePath(pathname);
  return SEARCH_PAGES.find((row) => path === row.path || (row.splat && path.startsWith(`${row.path}/`)));
}

/** The lead API and its /mock twin (validates the same way, stores nothing). */
export const LEAD_API_PREFIXES = ["/api", "/mock"] as const;

const MODULES = {
  formPage: "route-modules/form-page.tsx",
  financePage: "route-modules/finance-page.tsx",
  valuation: "route-modules/valuation.tsx",
  contentPage: "route-modules/content-page.tsx",
  vehicle: "route-modules/vehicle.tsx",
  checkout: "route-modules/checkout.tsx",
  search: "route-modules/search.tsx",
  partsSearch: "route-modules/parts-search.tsx",
  leadApi: "route-modules/lead-api.ts",
  garage: "route-modules/garage.tsx",
  garageData: "route-modules/garage-data.ts",
  garageUnsubscribe: "route-modules/garage-unsubscribe.tsx",
};

// '/cars' → 'cars', the file route's name for it.
const name = (path: string) => path.slice(1).replaceAll("/", ".");

type DefineRoutes = Parameters<NonNullable<VitePluginConfig["routes"]>>[0];

export function tableRoutes(defineRoutes: DefineRoutes) {
  return defineRoutes((route) => {
    for (const row of FORM_PAGES) {
      const finance = row.form === "finance" || row.form === "finance-pre-approval";
      route(row.path.slice(1), row.flow === "valuation" ? MODULES.valuation : finance ? MODULES.financePage : MODULES.formPage, { id: row.id });
    }
    route(":page", MODULES.contentPage, { id: "routes/$page" });
    route("pages/:page", MODULES.contentPage, { id: "routes/pages.$page" });
    for (const base of VEHICLE_PATHS) {
      route(`${base.slice(1)}/:slug`, MODULES.vehicle, { id: `routes/${name(base)}.$slug` });
      for (const variant of VEHICLE_CHECKOUT_PATHS) {
        route(`${base.slice(1)}/:slug/${variant}`, MODULES.checkout, { id: `routes/${name(base)}.$slug_.${variant}` });
      }
    }
    for (const row of SEARCH_PAGES) route(row.path.slice(1) + (row.splat ? "/*" : ""), MODULES.search, { id: row.id });
    // The parts catalogue: its own page model over the same search engine (issue 19).
    route("parts/search/*", MODULES.partsSearch, { id: "routes/parts.search.$" });
    // Every base on every site: the loader answers 404 unless it is this site's own garage.
    for (const base of GARAGE_PATHS) {
      route(base.slice(1), MODULES.garage, { id: `routes/${name(base)}` });
      route(`${base.slice(1)}/saved`, MODULES.garage, { id: `routes/${name(base)}.saved` });
      route(`${base.slice(1)}/data.json`, MODULES.garageData, { id: `routes/${name(base)}.data` });
      route(`${base.slice(1)}/unsubscribe`, MODULES.garageUnsubscribe, { id: `routes/${name(base)}.unsubscribe` });
    }
    for (const prefix of LEAD_API_PREFIXES) {
      route(`${prefix.slice(1)}/leads`, MODULES.leadApi, { id: `routes/${name(prefix)}.leads` });
      route(`${prefix.slice(1)}/leads/:id`, MODULES.leadApi, { id: `routes/${name(prefix)}.leads.$id` });
      route(`${prefix.slice(1)}/leads/with-files`, MODULES.leadApi, { id: `routes/${name(prefix)}.leads.with-files` });
    }
  });
}
