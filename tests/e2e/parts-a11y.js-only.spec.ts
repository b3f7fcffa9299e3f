// axe-core runs inside the page, so this needs JavaScript; the parts pages themselves do not.
import { expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { test, siteUrl } from "./support";

test.describe.configure({ timeout: 120_000 });

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];
const violations = (results: Awaited<ReturnType<AxeBuilder["analyze"]>>) =>
  results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);

for (const width of [390, 1280]) {
  test(`at ${width} px: the parts search, a category, an empty search, the prefilled enquiry and the page without a catalogue pass axe (WCAG 2.2 AA)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const [site, path] of [
      ["sunshine", "/parts/search"],
      ["sunshine", "/parts/search/brakes?sortBy=price-desc"],
      ["sunshine", "/parts/search?query=zzzqqq"],
      ["tamaki", "/parts/search"],
    ] as const) {
      await page.goto(siteUrl(site, path));
      expect(violations(await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()), `${site}${path}`).toEqual([]);
    }
    await page.goto(siteUrl("sunshine", "/parts/search"));
    await page.locator(".part-card").first().getByRole("link", { name: /^Enquire/ }).click();
    await expect(page).toHaveURL(/\/parts-enquiry\?part=/);
    expect(violations(await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze())).toEqual([]);
  });
}
