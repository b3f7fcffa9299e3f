// Issue 18, first paint: a page's stylesheets come inline in its HTML (app/components/layout/DocumentLinks.tsx),
// so no stylesheet request blocks the first paint; the page is styled with and without JavaScript.
import { expect } from "@playwright/test";
import { test, siteUrl } from "./support";

const PAGES = [
  { site: "sunshine", path: "/", sheets: ["app"] },
  { site: "sunshine", path: "/search/new-used-and-demo-cars", sheets: ["app", "search"] },
  { site: "sunshine", path: "/cars/edge-history-report", sheets: ["app", "vehicle", "finance-calculator"] },
  { site: "live-oak", path: "/search/used-cars/ford", sheets: ["app", "search"] },
];

for (const { site, path, sheets } of PAGES) {
  test(`${site}${path}: the stylesheets are inline, none is linked; the modules wait for the first paint`, async ({ page, javaScriptEnabled }) => {
    const html = (await (await page.goto(siteUrl(site, path)))?.text()) ?? "";
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toMatch(/<link[^>]*rel="stylesheet"/);
    const inline = [...head.matchAll(/<style data-href="\/assets\/([\w-]+)-[\w-]{8}\.css">/g)].map((m) => m[1]);
    expect(inline).toEqual(sheets);
    // Each is ASCII (lib/stylesheets.server.ts escapes the rest), which React's stream writes fastest.
    for (const [, css] of head.matchAll(/<style data-href="[^"]+">([^<]*)<\/style>/g)) expect(css).toMatch(/^[\0-\x7f]+$/);
    // The page's modules are named in its module script and requested once it has painted.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/import\("\/assets\/root-[\w-]+\.js"\)/);

    await page.waitForLoadState("networkidle");
    await expect(page.locator("head link[rel=stylesheet]")).toHaveCount(0);
    await expect(page.locator("head style[data-href]")).toHaveCount(sheets.length);
    const { painted, scripts } = await page.evaluate(() => ({
      painted: performance.getEntriesByName("first-paint")[0]?.startTime,
      scripts: performance.getEntriesByType("resource").filter((r) => /\/assets\/[^?]+\.js$/.test(r.name)).map((r) => r.startTime),
    }));
    if (javaScriptEnabled) {
      expect(scripts.length).toBeGreaterThan(3);
      expect(painted).toBeGreaterThan(0);
      for (const start of scripts) expect(start).toBeGreaterThanOrEqual(painted!);
    } else expect(scripts).toEqual([]);
    // Styled: app.css places the site header (static without it), and the route's own rules apply.
    await expect(page.locator(".site-header")).toHaveCSS("position", "relative");
    if (sheets.includes("search")) await expect(page.locator(".search-layout")).toHaveCSS("display", "grid");
    if (sheets.includes("vehicle")) {
      await expect(page.getByTestId("vehicle-price")).toHaveCSS("font-weight", "800");
      // An escaped character reads as itself: the ticks of 'Interested in this vehicle?'.
      const tick = await page.locator(".interested li").first().evaluate((li) => getComputedStyle(li, "::before").content);
      expect(tick).toBe('"✓"');
    }
  });
}

test("an error the root shows (a 404 under /search) carries only the root's stylesheet, as Remix's <Links> did", async ({ page }) => {
  const response = await page.goto(siteUrl("sunshine", "/search/not-a-search-path-at-all"));
  expect(response?.status()).toBe(404);
  const html = (await response?.text()) ?? "";
  expect([...html.matchAll(/<style data-href="\/assets\/([\w-]+)-[\w-]{8}\.css">/g)].map((m) => m[1])).toEqual(["app"]);
  await expect(page.locator(".site-header")).toHaveCSS("position", "relative");
});
