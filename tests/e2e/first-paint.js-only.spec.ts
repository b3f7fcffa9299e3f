// Issue 18, with JavaScript: hydration keeps the inline stylesheets, a client-side navigation to another
// kind of page brings that page's styles (a <link> Remix loads first) and back again the inline ones;
// a search page hydrates its cards and filter panels in slices (HydrateLater), and every one of them
// comes alive: each card's star is the live button, and a filter applies at once.
import { expect } from "@playwright/test";
import { test, siteUrl } from "./support";

const SEARCH = "/search/new-used-and-demo-cars";

test("client-side navigation keeps every page styled", async ({ page }) => {
  await page.goto(siteUrl("sunshine", SEARCH));
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await page.locator("article.car-card h3 a").first().click();
  await expect(page).toHaveURL(/\/cars\//);
  await expect(page.getByTestId("vehicle-price")).toHaveCSS("font-weight", "800");
  await expect(page.locator("head link[rel=stylesheet][href*='/vehicle-']")).toHaveCount(1);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${SEARCH}$`));
  await expect(page.locator(".search-layout")).toHaveCSS("display", "grid");
  await expect(page.locator("head style[data-href*='/search-']")).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("every card and filter panel of a search page hydrates", async ({ page }) => {
  await page.goto(siteUrl("sunshine", SEARCH));
  const cards = page.locator("article.car-card");
  const count = await cards.count();
  expect(count).toBeGreaterThan(10);
  // The live star (a toggle button) replaces the no-JavaScript submit button on every card once it hydrated.
  await expect(page.locator("article.car-card button.favourite-button[aria-pressed]")).toHaveCount(count, { timeout: 30_000 });
  await expect(page.locator("article.car-card button[form]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Apply filters" })).toHaveCount(0);
  // The last filter panel's checkbox applies at once (its change handler came with its slice).
  const panel = page.locator("details.search-panel").last();
  await panel.evaluate((d) => ((d as HTMLDetailsElement).open = true));
  await panel.locator("input[type=checkbox]").first().check();
  await expect(page).not.toHaveURL(new RegExp(`${SEARCH}$`), { timeout: 30_000 });
});
