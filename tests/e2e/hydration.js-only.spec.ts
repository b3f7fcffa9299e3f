// The browser build runs on preact/compat (vite.preact.ts, docs/decisions/2026-11-27-js-budget.md):
// hydrating the whole document must adopt the server's <html> (not nest a second one), keep the
// doctype (standards mode), log no error, and leave a working router (a click navigates in the page).
import { expect, type Page } from "@playwright/test";
import { test, siteUrl } from "./support";

const PAGES = [
  ["sunshine", "/"],
  ["sunshine", "/search/new-used-and-demo-cars"],
  ["sunshine", "/search/used-cars/toyota"],
  ["sunshine", "/cars/edge-history-report"],
  ["live-oak", "/"],
] as const;

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    // Chromium's own note about the Permissions-Policy header is not the page's.
    if (message.type() === "error" && !message.text().includes("Permissions-Policy")) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

for (const [site, path] of PAGES) {
  test(`${site}${path} hydrates onto the server's document without errors`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(siteUrl(site, path));
    await page.waitForLoadState("networkidle");
    const shape = await page.evaluate(() => ({
      mode: document.compatMode,
      htmls: document.querySelectorAll("html").length,
      bodies: document.querySelectorAll("body").length,
      heads: document.querySelectorAll("head").length,
    }));
    expect(shape).toEqual({ mode: "CSS1Compat", htmls: 1, bodies: 1, heads: 1 });
    expect(errors).toEqual([]);
  });
}

test("after hydration a link click navigates inside the page", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(siteUrl("sunshine", "/search/new-used-and-demo-cars"));
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.locator("article.car-card a").first().click();
  await expect(page).toHaveURL(/\/cars\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(errors).toEqual([]);
});

// Once the page is idle, route discovery has patched in the routes of its links without rendering the
// page again (scripts/dependency-patches/fog-of-war.mjs): a click on them still navigates in the page.
const IN_PAGE_LINKS = [
  ["a make on the home page", "/", ".chip-list a", /\/search\//],
  ["the location banner's Finance link", "/privacy-policy", ".location-banner a[href='/finance']", /\/finance$/],
] as const;

for (const [name, path, selector, url] of IN_PAGE_LINKS) {
  test(`after route discovery, ${name} navigates inside the page`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(siteUrl("sunshine", path));
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator(selector).first().click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(errors).toEqual([]);
  });
}

test("effects run after hydration: the chat link becomes a button", async ({ page }) => {
  await page.goto(siteUrl("live-oak", "/"));
  await expect(page.getByRole("button", { name: "Text us" })).toBeVisible();
});
