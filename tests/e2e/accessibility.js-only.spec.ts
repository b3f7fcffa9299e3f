// axe-core runs inside the page, so this needs JavaScript; the pages themselves do not.
import { expect, test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { siteUrl } from "./support";

test("the home and about pages pass axe-core", async ({ page }) => {
  for (const path of ["/", "/about-us"]) {
    await page.goto(siteUrl("sunshine", path));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
});
