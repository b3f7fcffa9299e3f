import { describe, expect, it } from "vitest";
import { normaliseHost, SiteRegistry } from "../../server/sites/registry";
import { SitesError, type LoadedGroup } from "../../server/sites/load";
import { groupSchema, siteSchema } from "../../server/sites/schema";

const group = groupSchema.parse({
  id: 1,
  slug: "g",
  name: "Group",
  dealerships: [
    { id: 1, name: "One", slug: "one" },
    { id: 2, name: "Two", slug: "two" },
  ],
});
const site = (slug: string, hosts: string[] = [], dealership_ids: number[] = []) =>
  siteSchema.parse({ id: 1, slug, template: "dealer", name: slug, hosts, dealership_ids });
const loaded = (sites: ReturnType<typeof site>[]): LoadedGroup => ({ dir: "/x/g", group, cars: [], parts: [], sites });

describe("host resolution", () => {
  const registry = new SiteRegistry([loaded([site("alpha", ["alpha.com.au"]), site("beta", ["beta.co.nz"], [2])])], "beta");

  it.each([
    ["alpha.localhost", "alpha"],
    ["alpha.localhost:3000", "alpha"],
    ["ALPHA.LOCALHOST:3000", "alpha"],
    ["alpha.com.au", "alpha"],
    ["www.alpha.com.au", "alpha"],
    ["alpha.com.au.", "alpha"],
    ["beta.co.nz:443", "beta"],
    ["localhost:3000", "beta"],
    ["127.0.0.1:3000", "beta"],
  ])("%s serves %s", (host, slug) => {
    expect(registry.resolve(host)?.site.slug).toBe(slug);
  });

  it.each([["gamma.localhost"], ["evil.com"], [""], ["a".repeat(300)], ["alpha.com.au/../x"], ["<script>"]])("%s serves no site", (host) => {
    expect(registry.resolve(host)).toBeNull();
  });

  it("gives a site only its own dealerships", () => {
    expect(registry.bySiteSlug("beta")!.dealerships.map((d) => d.id)).toEqual([2]);
    expect(registry.bySiteSlug("alpha")!.dealerships.map((d) => d.id)).toEqual([1, 2]);
  });

  it("refuses a DEFAULT_SITE that does not exist, and duplicate slugs or hosts", () => {
    expect(() => new SiteRegistry([loaded([site("alpha")])], "nope")).toThrow(/DEFAULT_SITE: no site with slug 'nope'/);
    expect(() => new SiteRegistry([loaded([site("alpha"), site("alpha")])])).toThrow(SitesError);
    expect(() => new SiteRegistry([loaded([site("a", ["x.com"]), site("b", ["x.com"])])])).toThrow(/hosts: 'x.com' is also a host of a/);
  });

  it("normalises host headers", () => {
    expect(normaliseHost("[::1]:3000")).toBe("[::1]");
    expect(normaliseHost(undefined)).toBeNull();
  });
});

describe("default site", () => {
  it("is the first group site when DEFAULT_SITE is unset", () => {
    const groupSite = siteSchema.parse({ id: 2, slug: "zeta", template: "group", name: "Zeta" });
    const registry = new SiteRegistry([loaded([site("alpha"), groupSite])]);
    expect(registry.resolve("localhost")?.site.slug).toBe("zeta");
  });
});
