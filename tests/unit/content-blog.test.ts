// "/news (replaces /blog on one site), an external investor link" (spec point 2): the blog is one page
// under either spelling, found under the site's own path first; the footer links it and the investor site.
import { describe, expect, it } from "vitest";
import { BLOG_PATHS, contentKeys } from "~/lib/content-path";
import { loadSitesDir } from "../../server/sites/load";
import { SiteRegistry } from "../../server/sites/registry";
import { contentPage, contentSlugs } from "~/models/content.server";
import { layoutData } from "~/models/layout.server";
import { siteSchema } from "../../server/sites/schema";

describe("contentKeys", () => {
  it("a blog spelling resolves to the site's own blog slug, then tries the other key", () => {
    expect(contentKeys("news", "/blog")).toEqual({ slug: "blog", keys: ["blog", "news"] });
    expect(contentKeys("blog", "/news")).toEqual({ slug: "news", keys: ["news", "blog"] });
    expect(contentKeys("news", "/news")).toEqual({ slug: "news", keys: ["news", "blog"] });
  });

  it("any other page is itself", () => {
    expect(contentKeys("about-us", "/news")).toEqual({ slug: "about-us", keys: ["about-us"] });
    expect(contentKeys("blogs", "/blog")).toEqual({ slug: "blogs", keys: ["blogs"] });
  });
});

describe("blog_path and investor_url in a site file", () => {
  const parse = (extra: object) => siteSchema.safeParse({ id: 1, slug: "x", template: "dealer", name: "X", ...extra });
  it("default to /blog and no investor link; only /blog or /news, only a web URL", () => {
    const site = parse({}).data!;
    expect([site.blog_path, site.investor_url]).toEqual(["/blog", undefined]);
    expect(BLOG_PATHS).toEqual(["/blog", "/news"]);
    expect(parse({ blog_path: "/articles" }).success).toBe(false);
    expect(parse({ investor_url: "javascript:alert(1)" }).success).toBe(false);
    expect(parse({ investor_url: "https://investors.example.com" }).success).toBe(true);
  });
});

describe("the demo sites", () => {
  const registry = new SiteRegistry(loadSitesDir("sites"), "sunshine");
  const entry = (slug: string) => registry.bySiteSlug(slug)!;
  const request = new Request("http://sunshine.localhost/");

  it("sunshine's blog is /news with an investor link; its sister site files the same page at /blog", () => {
    expect(contentPage(entry("sunshine"), "blog")?.slug).toBe("news");
    expect(layoutData(entry("sunshine"), request).site).toMatchObject({ blog: { href: "/news", label: "News" }, investorUrl: "https://investors.sunshinemotorgroup.com.au" });
    expect(contentPage(entry("sunshine-toyota"), "news")?.slug).toBe("blog");
    expect(contentSlugs(entry("sunshine-toyota"))).toContain("blog");
    expect(contentSlugs(entry("sunshine-toyota"))).not.toContain("news");
    expect(layoutData(entry("sunshine-toyota"), request).site.investorUrl).toBeNull();
  });

  it("tamaki has a /blog; a site with no blog page links none", () => {
    expect(layoutData(entry("tamaki"), request).site.blog).toEqual({ href: "/blog", label: "Blog" });
    expect(contentPage(entry("tamaki"), "news")?.slug).toBe("blog");
    expect(layoutData(entry("live-oak"), request).site.blog).toBeNull();
    expect(contentPage(entry("live-oak"), "blog")).toBeNull();
  });
});
