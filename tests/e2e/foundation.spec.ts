// The platform frame: sites by host, layout, content pages, error pages, SEO files, with and without JS.
import { expect } from "@playwright/test";
import { test, apiUrl, minimalUrl, siteUrl } from "./support";

test("the group home page shows the banner, header buttons, stock summary and cars", async ({ page }) => {
  const response = await page.goto(siteUrl("sunshine"));
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Est. 1958 - Family-owned. Community focused.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Value My Car" })).toHaveAttribute("href", "/valuations");
  await expect(page.getByRole("link", { name: "Book a Service" })).toHaveAttribute("href", "/service");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our stock" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^[\d,]+ vehicles$/ })).toBeVisible();
  await expect(page.locator(".car-card").first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.sunshinemotorgroup.com.au/");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /new, used and demo vehicles\./);
  // The primary-location banner: address, phone, Test Drive and Finance links.
  const banner = page.locator(".location-banner");
  await expect(banner.getByRole("link", { name: "Test Drive" })).toBeVisible();
  await expect(banner.getByRole("link", { name: "Finance" })).toBeVisible();
  await expect(page.locator(".payment-logos").getByRole("img", { name: "Visa" })).toBeVisible();
});

test("each site answers on its own host with its own name and locale", async ({ page }) => {
  await page.goto(siteUrl("tamaki"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en-NZ");
  await expect(page).toHaveTitle(/Tamaki/);
  await page.goto(siteUrl("live-oak"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  await expect(page).toHaveTitle(/Live Oak/);
});

test("about-us history: ARIA tabs with arrow keys with JavaScript, plain links without", async ({ page, javaScriptEnabled }) => {
  await page.goto(siteUrl("sunshine", "/about-us"));
  const periods = ["1950s", "1960s", "1970s", "1980s", "1990s", "2000s", "2010s", "2020s"];
  const panel = page.locator("#history-panel");
  if (!javaScriptEnabled) {
    const links = page.getByRole("list", { name: "Periods" }).getByRole("link");
    await expect(links).toHaveText(periods);
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expect(links.first()).toHaveAttribute("aria-current", "true");
    await page.getByRole("link", { name: "1970s" }).click();
    await expect(page.getByRole("link", { name: "1970s" })).toHaveAttribute("aria-current", "true");
    await expect(panel.getByRole("heading", { name: "1970s" })).toBeVisible();
    return;
  }
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(periods);
  await expect(page.getByRole("tab", { name: "1950s" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "1970s" }).click();
  await expect(page.getByRole("tab", { name: "1970s" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("heading", { name: "1970s" })).toBeVisible();
  // One tab stop; arrow keys, Home and End move focus and select.
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "1980s" })).toBeFocused();
  await expect(page.getByRole("tabpanel").getByRole("heading", { name: "1980s" })).toBeVisible();
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "2020s" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "1950s" })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "2020s" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "1990s" })).toHaveAttribute("tabindex", "-1");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("tabpanel")).toBeFocused();
});

test("/pages/ prefixed content redirects to the unprefixed page", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/pages/privacy-policy"));
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("an unknown path is a 404 in the site's layout", async ({ page }) => {
  const response = await page.goto(siteUrl("sunshine", "/no-such-page/at-all"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Sorry, we couldn't find that page" })).toBeVisible();
  await expect(page.getByText("Est. 1958 - Family-owned. Community focused.")).toBeVisible();
});

test("an unknown host is a clear 404 page", async ({ page }) => {
  const response = await page.goto(siteUrl("no-such-dealer"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No dealer site answers at this address" })).toBeVisible();
});

test("a throwing loader is a 500 in the site's layout with no stack trace", async ({ page }) => {
  const response = await page.goto(siteUrl("sunshine", "/diagnostics/throw"));
  expect(response?.status()).toBe(500);
  await expect(page.getByRole("heading", { name: "Something went wrong on our side" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Book a Service" })).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain("Deliberate failure");
  expect(html).not.toMatch(/at \w+ \(.*:\d+:\d+\)/);
});

test("robots.txt, sitemap.xml and /healthz describe the site", async ({ request }) => {
  const robots = await request.get(apiUrl("/robots.txt"), { headers: { host: "sunshine.localhost" } });
  expect(await robots.text()).toContain("Sitemap: https://www.sunshinemotorgroup.com.au/sitemap.xml");
  const sitemap = await request.get(apiUrl("/sitemap.xml"), { headers: { host: "sunshine.localhost" } });
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  expect(xml).toContain("/about-us</loc>");
  expect(xml).toContain("/search/new-used-and-demo-cars</loc>");
  const health = await (await request.get(apiUrl("/healthz"))).json();
  expect(health.ok).toBe(true);
  expect(health.sites.map((s: { slug: string }) => s.slug)).toContain("sunshine");
  const group = health.sites.find((s: { slug: string }) => s.slug === "sunshine");
  expect(group).toMatchObject({ template: "group", locale: "en-AU" });
  expect(group.hosts).toContain("sunshinemotorgroup.com.au");
});

test("a hand-written minimal site from sites/README.md is served", async ({ page }) => {
  const response = await page.goto(minimalUrl("/"));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Corner Cars/);
  await page.goto(minimalUrl("/about-us"));
  await expect(page.getByRole("heading", { name: "About Corner Cars" })).toBeVisible();
});

test("home counts use the thousands separator, like search", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/"));
  const total = page.locator(".stat__value").first();
  await expect(total).toHaveText(/^\d{1,3}(,\d{3})+$/); // the group has over a thousand cars
  await expect(page.getByRole("link", { name: /^View all \d{1,3}(,\d{3})+ vehicles$/ })).toBeVisible();
});
