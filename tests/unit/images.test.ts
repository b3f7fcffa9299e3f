import { describe, expect, it } from "vitest";
import {
  IMAGE_NOT_FOUND,
  LARGE_QUALITY,
  LARGE_WIDTH,
  SIMPLE_QUALITY,
  SIZED_QUALITY,
  imageConfig,
  logoOrImageNotFound,
  largeImageUrl,
  responsiveImage,
  simpleImageUrl,
  sizedImageUrl,
  srcSet,
  type ImageConfig,
} from "~/lib/images";

const plain: ImageConfig = { serviceUrl: null, sizedQuality: 75 };
const service: ImageConfig = { serviceUrl: "https://img.example.net", sizedQuality: 75 };
const lowQuality: ImageConfig = { serviceUrl: "https://img.example.net/", sizedQuality: 60 };

const params = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("the spec's defaults", () => {
  it("simple 80, sized 75, large 1280 at 75", () => {
    expect(SIMPLE_QUALITY).toBe(80);
    expect(SIZED_QUALITY).toBe(75);
    expect(LARGE_WIDTH).toBe(1280);
    expect(LARGE_QUALITY).toBe(75);
  });

  it("a site that says so gets sized quality 60; every other site 75", () => {
    expect(imageConfig(undefined, { sizedImageQuality: 60 })).toEqual({ serviceUrl: null, sizedQuality: 60 });
    expect(imageConfig("https://img.example.net", {})).toEqual({ serviceUrl: "https://img.example.net", sizedQuality: 75 });
  });
});

describe("with no image service configured: plain URLs", () => {
  it.each([
    ["simple", simpleImageUrl("/demo-images/suv-red-1.svg", plain)],
    ["sized", sizedImageUrl("/demo-images/suv-red-1.svg", 400, 300, plain)],
    ["large", largeImageUrl("/demo-images/suv-red-1.svg", plain)],
  ])("%s keeps the URL as it is", (_kind, url) => {
    expect(url).toBe("/demo-images/suv-red-1.svg");
  });

  it("absolute URLs and their queries are kept too", () => {
    expect(sizedImageUrl("https://cdn.example.com/a.jpg?v=2", 400, 300, plain)).toBe("https://cdn.example.com/a.jpg?v=2");
  });

  it("no srcset: every width would be the same file", () => {
    expect(srcSet("/demo-images/suv-red-1.svg", [400, 800], 0.75, plain)).toBeUndefined();
  });
});

describe("with an image service: width, auto-format, quality and cropping", () => {
  it("the simple builder: quality 80, auto format, no resize", () => {
    const url = simpleImageUrl("/demo-images/suv-red-1.svg", service);
    expect(url.startsWith("https://img.example.net/demo-images/suv-red-1.svg?")).toBe(true);
    expect(params(url)).toEqual({ auto: "format", q: "80" });
  });

  it("the sized builder: the width and height, cropped, quality 75", () => {
    expect(params(sizedImageUrl("/demo-images/suv-red-1.svg", 400, 300, service))).toEqual({
      auto: "format",
      q: "75",
      w: "400",
      h: "300",
      fit: "crop",
    });
  });

  it("the sized builder on a site that says so: quality 60", () => {
    expect(params(sizedImageUrl("/demo-images/suv-red-1.svg", 400, 300, lowQuality)).q).toBe("60");
  });

  it("the large builder: width 1280 at 75 whatever the site's sized quality", () => {
    const url = largeImageUrl("/demo-images/suv-red-1.svg", lowQuality);
    expect(url.startsWith("https://img.example.net/demo-images/suv-red-1.svg?")).toBe(true);
    expect(params(url)).toEqual({ auto: "format", q: "75", w: "1280" });
  });

  it("an absolute source is passed to the service encoded, as one path segment", () => {
    const url = sizedImageUrl("https://cdn.example.com/a b.jpg?v=2", 200, 150, service);
    expect(url.startsWith(`https://img.example.net/${encodeURIComponent("https://cdn.example.com/a b.jpg?v=2")}?`)).toBe(true);
    expect(params(url).w).toBe("200");
  });

  it("a relative source keeps its own query beside the service's parameters", () => {
    const url = sizedImageUrl("/demo-images/suv-red-1.svg?thumb=1", 160, 120, service);
    expect(params(url)).toMatchObject({ thumb: "1", w: "160", h: "120" });
  });

  it("a service URL with a path prefix keeps it", () => {
    const url = simpleImageUrl("/x.jpg", { serviceUrl: "https://img.example.net/dealer/", sizedQuality: 75 });
    expect(url.startsWith("https://img.example.net/dealer/x.jpg?")).toBe(true);
  });

  it("a srcset lists each width with its cropped height", () => {
    const set = srcSet("/a.jpg", [400, 800], 0.75, service)!;
    const entries = set.split(", ").map((e) => e.split(" "));
    expect(entries.map(([, w]) => w)).toEqual(["400w", "800w"]);
    expect(params(entries[0][0])).toMatchObject({ w: "400", h: "300" });
    expect(params(entries[1][0])).toMatchObject({ w: "800", h: "600" });
  });
});

describe("missing or unsafe sources fall back to the image-not-found picture", () => {
  it.each([[null], [undefined], [""], ["   "], ["javascript:alert(1)"], ["data:image/svg+xml,<svg/>"], ["ftp://x/y.jpg"]])(
    "%s",
    (src) => {
      expect(sizedImageUrl(src, 400, 300, service)).toBe(IMAGE_NOT_FOUND);
      expect(largeImageUrl(src, plain)).toBe(IMAGE_NOT_FOUND);
    },
  );
});

describe("responsiveImage: what an <img> needs", () => {
  it("width and height always; srcset and sizes only with a service", () => {
    expect(responsiveImage("/a.jpg", { width: 400, height: 300, widths: [400, 800], sizes: "100vw" }, plain)).toEqual({
      src: "/a.jpg",
      width: 400,
      height: 300,
    });
    const r = responsiveImage("/a.jpg", { width: 400, height: 300, widths: [400, 800], sizes: "100vw" }, service);
    expect(r.width).toBe(400);
    expect(r.height).toBe(300);
    expect(r.sizes).toBe("100vw");
    expect(r.srcSet).toContain("800w");
    expect(params(r.src)).toMatchObject({ w: "400", h: "300" });
  });

  it("a missing image gives the fallback and no srcset", () => {
    expect(responsiveImage(null, { width: 400, height: 300, widths: [400, 800] }, service)).toEqual({
      src: IMAGE_NOT_FOUND,
      width: 400,
      height: 300,
      missing: true,
    });
  });
});

describe("logoOrImageNotFound (spec point 2: missing brand falls back to image-not-found)", () => {
  it("keeps a usable logo URL and falls back for null, blank or unusable ones", () => {
    expect(logoOrImageNotFound("/brand-logos/toyota.svg")).toBe("/brand-logos/toyota.svg");
    expect(logoOrImageNotFound("https://cdn.example.com/ford.png")).toBe("https://cdn.example.com/ford.png");
    for (const missing of [null, undefined, "", "  ", "javascript:alert(1)", "data:image/png;base64,AA"]) {
      expect(logoOrImageNotFound(missing), String(missing)).toBe(IMAGE_NOT_FOUND);
    }
  });
});
