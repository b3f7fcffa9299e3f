import { describe, expect, it } from "vitest";
import { ALWAYS_UNPREFIXED, canonicalContentPath, contentPath, contentSlug } from "~/lib/content-path";

describe("/pages/... paths lose the /pages prefix unless the site uses a pages path", () => {
  it("without a pages path: /slug", () => {
    expect(contentPath("book-a-service", false)).toBe("/book-a-service");
    expect(contentPath("/pages/book-a-service", false)).toBe("/book-a-service");
  });

  it("with a pages path: /pages/slug", () => {
    expect(contentPath("book-a-service", true)).toBe("/pages/book-a-service");
    expect(contentPath("/book-a-service", true)).toBe("/pages/book-a-service");
  });
});

describe("privacy-policy, terms-and-conditions, about-us and vehicle-parts-and-accessories are always unprefixed", () => {
  it("lists exactly those four", () => {
    expect([...ALWAYS_UNPREFIXED]).toEqual([
      "privacy-policy",
      "terms-and-conditions",
      "about-us",
      "vehicle-parts-and-accessories",
    ]);
  });

  it.each(["privacy-policy", "terms-and-conditions", "about-us", "vehicle-parts-and-accessories"])(
    "%s has no prefix even where the site uses a pages path",
    (slug) => {
      expect(contentPath(slug, true)).toBe(`/${slug}`);
      expect(contentPath(slug, false)).toBe(`/${slug}`);
      expect(canonicalContentPath(`/pages/${slug}`, true)).toBe(`/${slug}`);
    },
  );
});

describe("canonicalContentPath gives the form to redirect the other one to", () => {
  it("site without a pages path: /pages/x → /x, /x stays", () => {
    expect(canonicalContentPath("/pages/book-a-service", false)).toBe("/book-a-service");
    expect(canonicalContentPath("/book-a-service", false)).toBe("/book-a-service");
  });

  it("site with a pages path: /x → /pages/x, /pages/x stays", () => {
    expect(canonicalContentPath("/book-a-service", true)).toBe("/pages/book-a-service");
    expect(canonicalContentPath("/pages/book-a-service", true)).toBe("/pages/book-a-service");
  });

  it("drops a trailing slash", () => {
    expect(canonicalContentPath("/pages/book-a-service/", false)).toBe("/book-a-service");
  });

  it("is null for anything that is not a one-slug content path", () => {
    expect(canonicalContentPath("/", false)).toBeNull();
    expect(canonicalContentPath("/pages", false)).toBeNull();
    expect(canonicalContentPath("/pages/", true)).toBeNull();
    expect(canonicalContentPath("/search/used-cars", true)).toBeNull();
    expect(canonicalContentPath("/pages/a/b", false)).toBeNull();
    expect(canonicalContentPath("/pages/bad%20slug", false)).toBeNull();
    expect(canonicalContentPath("no-leading-slash", false)).toBeNull();
  });

  it("extracts the slug from either form", () => {
    expect(contentSlug("/pages/book-a-service")).toBe("book-a-service");
    expect(contentSlug("/book-a-service")).toBe("book-a-service");
    expect(contentSlug("/pages")).toBeNull();
  });
});
