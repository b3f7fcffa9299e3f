// The Content-Security-Policy is enforced, not report-only: every page type loads in Chromium with
// no violation and hydrates (its inline scripts carry the response's nonce, so Remix boots).
import { expect, type Page } from "@playwright/test";
import { test, siteUrl } from "./support";

/** Collects CSP violations (the DOM event and the console's report) and page errors. */
async function watch(page: Page) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|CSP violation|Permissions-Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

const hydrated = (page: Page) =>
  expect.poll(() => page.evaluate(() => Boolean((window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized))).toBe(true);

const PAGES: [string, string, string][] = [
  ["home", "sunshine", "/"],
  ["search", "sunshine", "/search/new-used-and-demo-cars"],
  ["vehicle", "sunshine", "/cars/edge-special"],
  ["form", "sunshine", "/contact-us"],
  ["multi-step form", "sunshine", "/finance"],
  ["locations", "sunshine", "/our-locations/"],
  ["location", "tamaki", "/our-location/tamaki-motors-penrose"],
  ["content", "sunshine", "/about-us"],
  ["not found", "sunshine", "/no-such-page"],
];

for (const [kind, site, path] of PAGES) {
  test(`${kind} page (${site} ${path}) loads and hydrates with no CSP violation`, async ({ page }) => {
    const problems = await watch(page);
    const res = await page.goto(siteUrl(site, path));
    expect(res?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await hydrated(page);
    expect(problems).toEqual([]);
  });
}

test("with JavaScript, the phone reveal happens in the page (a fetcher), under the CSP", async ({ page }) => {
  const problems = await watch(page);
  await page.goto(siteUrl("sunshine", "/cars/edge-special"));
  await hydrated(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  const map = page.locator("#vehicle-map");
  await map.getByRole("button", { name: /^Show number of / }).click();
  await expect(map.getByRole("link", { name: /^07 5550 0\d{3}$/ })).toBeVisible();
  expect(documents).toEqual([]);
  expect(problems).toEqual([]);
});

test("with JavaScript, a link navigates in the page and the new page streams its deferred parts under the CSP", async ({ page }) => {
  const problems = await watch(page);
  await page.goto(siteUrl("sunshine", "/search/new-used-and-demo-cars"));
  await hydrated(page);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.locator('main a[href^="/cars/"]').first().click();
  await expect(page).toHaveURL(/\/cars\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents).toEqual([]);
  expect(problems).toEqual([]);
});
