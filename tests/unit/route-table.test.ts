// The tables that are routes (app/route-table.ts, app/lib/forms/form-pages.ts): one row a path,
// every row a real form, every form page in the sitemap, and a request finds its row the way Remix
// matches it.
import { describe, expect, it } from "vitest";
import { UNSAFE_defineRoutes as defineRoutes } from "@remix-run/dev";
import { readdirSync } from "node:fs";
import { FORM_DEFINITIONS } from "~/lib/forms/definitions";
import { FORM_PAGES, formPageAt, formPageSitemapPaths, type FormPageSite } from "~/lib/forms/form-pages";
import { routePath, routeSegments } from "~/lib/route-path";
import { vehicleBaseAt, vehicleCheckoutAt } from "~/lib/vehicle-paths";
import { SEARCH_PAGES, searchPageAt, tableRoutes } from "~/route-table";

const site = (over: Partial<FormPageSite> = {}): FormPageSite => ({
  template: "dealer",
  finance_path: "/finance",
  use_pages_path: false,
  forms: { finance_pre_approval: false },
  ...over,
});
// Every combination of the settings the table reads.
const SITES: FormPageSite[] = ["dealer", "group", "make"].flatMap((template) =>
  (["/finance", "/finance-enquiry", "/apply-for-finance"] as const).flatMap((finance_path) =>
    [true, false].flatMap((use_pages_path) =>
      [true, false].map((pre) => site({ template: template as FormPageSite["template"], finance_path, use_pages_path, forms: { finance_pre_approval: pre } })),
    ),
  ),
);

describe("the form page table", () => {
  it("has one row a path and a route id", () => {
    expect(new Set(FORM_PAGES.map((r) => r.path)).size).toBe(FORM_PAGES.length);
    expect(new Set(FORM_PAGES.map((r) => r.id)).size).toBe(FORM_PAGES.length);
  });

  it("names only declared forms", () => {
    for (const row of FORM_PAGES) expect(FORM_DEFINITIONS[row.form], row.path).toBeDefined();
  });

  it("puts every listed row in some site's sitemap, and no path twice", () => {
    const listed = new Set(SITES.flatMap((s) => formPageSitemapPaths(s)));
    for (const row of FORM_PAGES) expect(listed.has(row.path), row.path).toBe(row.sitemap !== false);
    for (const s of SITES) expect(new Set(formPageSitemapPaths(s)).size).toBe(formPageSitemapPaths(s).length);
  });

  it("lists a site's form pages in the sitemap's order, each spelling only where the site uses it", () => {
    expect(formPageSitemapPaths(site())).toEqual([
      "/finance", "/book-test-drive", "/service", "/book-a-service", "/contact-us", "/trade-in",
      "/sell-my-car", "/careers", "/fleet", "/parts-enquiry",
    ]);
    expect(formPageSitemapPaths(site({ template: "group", finance_path: "/apply-for-finance", use_pages_path: true, forms: { finance_pre_approval: true } }))).toEqual([
      "/apply-for-finance", "/finance-pre-approval", "/book-test-drive", "/service", "/pages/book-a-service", "/contact-us",
      "/valuations", "/sell-my-car", "/careers", "/fleet", "/parts-enquiry",
    ]);
  });

  it("finds a request's row as Remix matches it: any case, trailing slash, escapes", () => {
    expect(formPageAt("/contact")?.id).toBe("routes/contact");
    expect(formPageAt("/Contact-Us/")?.id).toBe("routes/contact-us._index");
    expect(formPageAt("/cars/trade-%49n")?.id).toBe("routes/cars.trade-in");
    expect(formPageAt("/contact/x")).toBeUndefined();
    expect(routeSegments("/a/%zz/")).toEqual(["a", "%zz"]);
    expect(routePath("//Pages//Book-a-Service")).toBe("/pages/book-a-service");
  });
});

describe("the routes of the tables", () => {
  const routes = Object.values(tableRoutes(defineRoutes));
  const fileRoutes = readdirSync("app/routes").map((f) => `routes/${f.replace(/\.tsx?$/, "")}`);

  it("keep the ids of the file routes they replaced, and clash with no file route", () => {
    const ids = routes.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(fileRoutes).not.toContain(id);
    expect(ids).toEqual(expect.arrayContaining(["routes/contact", "routes/$page", "routes/pages.$page", "routes/campers.$slug_.buy-online", "routes/search.$", "routes/mock.leads.with-files"]));
  });

  it("route each path to the module that reads it back", () => {
    const paths = Object.fromEntries(routes.map((r) => [r.id, r.path]));
    expect(paths["routes/motorcycles.$slug_.checkout"]).toBe("motorcycles/:slug/checkout");
    expect(paths["routes/parts.search.$"]).toBe("parts/search/*");
    expect(vehicleBaseAt("/Motorcycles/x/checkout")).toBe("/motorcycles");
    expect(vehicleCheckoutAt("/campers/x/Buy-Online/")).toBe("buy-online");
    expect(vehicleBaseAt("/boats/x")).toBeNull();
    for (const row of FORM_PAGES) {
      const finance = row.form === "finance" || row.form === "finance-pre-approval";
      const file = row.flow === "valuation" ? "route-modules/valuation.tsx" : finance ? "route-modules/finance-page.tsx" : "route-modules/form-page.tsx";
      expect(routes.find((r) => r.id === row.id)?.file, row.path).toBe(file);
    }
    expect(FORM_PAGES.filter((row) => row.flow === "valuation").map((row) => row.path)).toEqual(["/valuations", "/trade-in", "/sell-my-car", "/cars/trade-in"]);
    for (const row of SEARCH_PAGES) expect(searchPageAt(`${row.path}${row.splat ? "/used-cars/toyota" : ""}`)).toBe(row);
    expect(searchPageAt("/searching")).toBeUndefined();
  });
});
