// WCAG 1.4.10 at 200% zoom of a 1280 px window (a 640 px layout viewport): the similar-vehicle cards
// stay inside their grid and their content inside each card. The page itself did not scroll sideways
// while the right-hand cards stuck out by 4 to 24 px (their longest words widened the grid's columns),
// so this checks the cards, not the page. Similar vehicles are streamed in: JavaScript only.
import { expect, test } from "@playwright/test";
import { siteUrl } from "./support";

// The group site's one-photo car and a US site's car (miles and longer spec values: the widest cards).
const CARS: Array<{ site: string; path?: string }> = [{ site: "sunshine", path: "/cars/edge-special" }, { site: "live-oak" }];

for (const car of CARS) {
  test(`${car.site}: similar-vehicle cards fit their grid at 640 px (200% zoom)`, async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 800 });
    let path = car.path;
    if (!path) {
      await page.goto(siteUrl(car.site, "/search"));
      path = (await page.locator(".car-card__title a").first().getAttribute("href")) ?? "";
    }
    await page.goto(siteUrl(car.site, path));
    await expect(page.locator(".similar .car-card").nth(1)).toBeVisible(); // a row of two
    const outside = await page.locator(".similar .card-grid").evaluate((grid) => {
      const box = grid.getBoundingClientRect();
      const found: string[] = [];
      grid.querySelectorAll<HTMLElement>(".car-card").forEach((card, i) => {
        const r = card.getBoundingClientRect();
        if (r.left < box.left - 0.5 || r.right > box.right + 0.5) found.push(`card ${i + 1}: ${Math.round(r.left)}–${Math.round(r.right)} outside ${box.left}–${box.right}`);
        if (card.scrollWidth > card.clientWidth) found.push(`card ${i + 1}: content ${card.scrollWidth} px in ${card.clientWidth} px`);
      });
      return found;
    });
    expect(outside).toEqual([]);
  });
}
