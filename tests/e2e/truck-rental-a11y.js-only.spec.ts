// axe-core runs inside the page, so this needs JavaScript; the truck and rental pages themselves do not.
import { expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { test, siteUrl } from "./support";

// Four pages and four axe runs a test: room for a loaded 2-core machine.
test.describe.configure({ timeout: 120_000 });

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];
const violations = (results: Awaited<ReturnType<AxeBuilder["analyze"]>>) =>
  results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);

for (const [site, search] of [
  ["ironbark", "/search/new-used-and-demo-trucks"],
  ["coastline", "/search/rental-cars"],
] as const) {
  for (const width of [390, 1280]) {
    test(`${site} at ${width} px: home, search, a vehicle page and its enquiry pass axe (WCAG 2.2 AA)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl(site, "/"));
      expect(violations(await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze())).toEqual([]);
      await page.goto(siteUrl(site, search));
      expect(violations(await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze())).toEqual([]);
      const href = await page.locator(".car-card h3 a").first().getAttribute("href");
      await page.goto(siteUrl(site, href!));
      expect(violations(await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze())).toEqual([]);
      const enquiry = await page.locator(".action-bar a").first().getAttribute("href");
      expect(enquiry).toMatch(/^\/enquire\?/);
      await page.goto(siteUrl(site, enquiry!));
      expect(violations(await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze())).toEqual([]);
    });
  }
}

test("the open 'Book This Car' dialog passes axe-core", async ({ page }) => {
  await page.goto(siteUrl("coastline", "/search/rental-cars"));
  await page.getByRole("link", { name: "Book This Car" }).first().click();
  const dialog = page.getByRole("dialog", { name: /Book This Car/ });
  await expect(dialog.getByLabel("Pick-up date and time")).toBeVisible();
  expect(violations(await new AxeBuilder({ page }).include("dialog[open]").withTags(WCAG_TAGS).analyze())).toEqual([]);
});
