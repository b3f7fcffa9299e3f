import { describe, expect, it } from "vitest";
import { isValidHost } from "../../server/http-guards";
import { cspDirectives, newNonce, withTrackingOrigins } from "../../server/security-headers";
import { trackingOrigins } from "~/lib/tracking/tags";
import { safeLocalPath } from "~/lib/safe-path";
import { pagePath } from "~/lib/forms/session-journey";
import { PRIVATE_NO_STORE, PUBLIC_CACHE, isSharedCacheable, privatePage, publicPage } from "~/lib/cache-policy";

describe("isValidHost (an unparseable Host is a 400)", () => {
  it.each(["sunshine.localhost", "sunshine.localhost:3000", "127.0.0.1:80", "[::1]:3000", "WWW.Example.COM", "a-b.example."])("accepts %s", (host) => {
    expect(isValidHost(host)).toBe(true);
  });
  it.each([":99999", "a:99999", "a@b", "a, b", "a,b", "[x]", "😀.example", "a\u202eb", "", "a b", "a/b", "a:", "a:1:2"])("refuses %j", (host) => {
    expect(isValidHost(host)).toBe(false);
  });
});

describe("safeLocalPath (every path that came from the visitor)", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeLocalPath("/cars/edge-special?x=1")).toBe("/cars/edge-special?x=1");
  });
  it.each(["/\\evil.example/x", "//evil.example", "/\t/evil.example", "/\n/evil.example", "https://evil.example", "javascript:alert(1)", "evil", "/a/../b", "", 7, null])(
    "refuses %j",
    (value) => {
      expect(safeLocalPath(value)).toBeNull();
    },
  );
  it("is the rule of pagePath (the success page's back link, a form's redirectTo, the journey)", () => {
    expect(pagePath("/\\evil.example/x")).toBeNull();
    expect(pagePath("http://sunshine.localhost/cars/x?y=1")).toBe("/cars/x?y=1");
  });
});

describe("cache policy", () => {
  const args = (loader: Record<string, string> = {}, error?: Record<string, string>) =>
    ({ loaderHeaders: new Headers(loader), parentHeaders: new Headers(), actionHeaders: new Headers(), errorHeaders: error && new Headers(error) }) as Parameters<typeof publicPage>[0];
  const asHeaders = (h: ReturnType<typeof publicPage>) => new Headers(h as HeadersInit);

  it("public pages: a CDN keeps them a minute per host", () => {
    const h = asHeaders(publicPage(args({ "X-Robots-Tag": "noindex" })));
    expect(h.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    expect(PUBLIC_CACHE).toBe(h.get("cache-control"));
    expect(h.get("vary")).toBe("Host");
    expect(h.get("x-robots-tag")).toBe("noindex");
  });
  it("private pages and errors are never stored, and keep the error's own headers", () => {
    expect(asHeaders(privatePage(args())).get("cache-control")).toBe(PRIVATE_NO_STORE);
    const h = asHeaders(privatePage(args({}, { "WWW-Authenticate": "Basic", "Cache-Control": "public" })));
    expect([h.get("cache-control"), h.get("www-authenticate")]).toEqual(["private, no-store", "Basic"]);
  });
  it("an answer a shared cache may keep for everyone says public, and neither private nor no-store", () => {
    for (const yes of [PUBLIC_CACHE, "public", "max-age=3600, public", "PUBLIC, Max-Age=60"]) expect(isSharedCacheable(yes), yes).toBe(true);
    for (const no of [PRIVATE_NO_STORE, "", "max-age=3600", "public, no-store", "public, private", "Public, No-Store", "publicity", "no-store", "private"]) expect(isSharedCacheable(no), no).toBe(false);
  });
});

describe("Content-Security-Policy", () => {
  const prod = { NODE_ENV: "production", IMAGE_SERVICE_URL: undefined, MAPS_API_KEY: undefined, PAYMENTS: "sandbox" } as const;
  it("scripts need the nonce; no plugins, no <base>, framed only by the site itself", () => {
    const d = cspDirectives(prod);
    expect(d["script-src"]).toHaveLength(2);
    expect(d["object-src"]).toEqual(["'none'"]);
    expect(d["base-uri"]).toEqual(["'none'"]);
    expect(d["frame-ancestors"]).toEqual(["'self'"]);
    expect(d["connect-src"]).toEqual(["'self'"]);
  });
  it("images from the image service's origin; the maps service's hosts only with MAPS_API_KEY", () => {
    const d = cspDirectives({ ...prod, IMAGE_SERVICE_URL: "https://dealer.imgix.net/base", MAPS_API_KEY: "k" });
    expect(d["img-src"]).toEqual(expect.arrayContaining(["'self'", "data:", "https://dealer.imgix.net"]));
    expect(d["img-src"]).not.toContain("https:");
    expect(d["script-src"]).toContain("https://maps.googleapis.com");
    expect(cspDirectives(prod)["script-src"]).not.toContain("https://maps.googleapis.com");
  });
  it("forms may lead to Stripe Checkout only when Stripe takes the payments", () => {
    expect(cspDirectives(prod)["form-action"]).toEqual(["'self'"]);
    expect(cspDirectives({ ...prod, PAYMENTS: "stripe" })["form-action"]).toEqual(["'self'", "https://checkout.stripe.com"]);
  });
  it("development lets Vite's client run (inline modules, its WebSocket)", () => {
    const d = cspDirectives({ ...prod, NODE_ENV: "development" });
    expect(d["script-src"]).toContain("'unsafe-inline'");
    expect(d["connect-src"]).toContain("ws:");
  });
});

describe("Content-Security-Policy: a site's third-party tags", () => {
  const prod = { NODE_ENV: "production", IMAGE_SERVICE_URL: undefined, MAPS_API_KEY: undefined, PAYMENTS: "sandbox" } as const;
  const directives = withTrackingOrigins(cspDirectives(prod));
  /** One directive's value as helmet writes it for a response whose site has these ids. */
  const value = (name: "script-src" | "img-src" | "connect-src", ids: Parameters<typeof trackingOrigins>[0]) =>
    directives[name].map((v) => (typeof v === "string" ? v : v({} as never, { locals: { cspNonce: "N", trackingOrigins: trackingOrigins(ids) } } as never))).join(" ");

  it("a site without ids: exactly the shared sources, nothing added", () => {
    expect(value("script-src", {})).toBe("'self' 'nonce-N'");
    expect(value("img-src", {})).toBe("'self' data: https:");
    expect(value("connect-src", undefined)).toBe("'self'");
  });
  it("a site with ids: exactly their origins, on its own responses", () => {
    expect(value("script-src", { ad_pixel_id: "100000000000001" })).toBe("'self' 'nonce-N' https://connect.facebook.net");
    expect(value("connect-src", { ad_pixel_id: "100000000000001" })).toBe("'self' https://www.facebook.com https://connect.facebook.net");
    expect(value("script-src", { tag_manager_id: "GTM-DEMO01", call_tracking_id: "100001" })).toBe("'self' 'nonce-N' https://www.googletagmanager.com https://100001.tctm.co");
  });
  it("the other directives never change", () => {
    expect(directives["frame-src"]).toEqual(["'self'"]);
    expect(directives["default-src"]).toEqual(["'self'"]);
  });
});

describe("CSP nonces", () => {
  it("are 16 random bytes, never repeated across many responses", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) seen.add(newNonce());
    expect(seen.size).toBe(2000);
    for (const nonce of seen) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });
});
