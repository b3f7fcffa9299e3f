// WCAG 1.4.10 at 200% zoom of a 1280 px window (a 640 px layout viewport): the similar-vehicle cards
// stay inside their grid and their content inside each card. The page itself did not scroll sideways
// while the right-hand cards stuck out by 4 to 24 px (their longest words widened the grid's columns),
// so this checks the cards, not the page. Similar vehicles are streamed in: JavaScript only.
import { expect } from "@playwright/test";
import { test, siteUrl } from "./support";

// The group site's one-photo car and a US site's car (miles and longer spec values: the widest cards).
const CARS: Array<{ site: string; path?: string }> = [
  { site: "sunshine", path: "/cars/edge-special" },
  { site: "live-oak" },
];

for (const car of CARS) {
  test(`${car.site}: similar-vehicle cards fit their grid at 640 px (200% zoom), 390 and 1280 px`, async ({
    page,
  }) => {
    let path = car.path;
    if (!path) {
      await page.goto(siteUrl(car.site, "/search"));
      path =
        (await page
          .locator(".car-card__title a")
          .first()
          .getAttribute("href")) ?? "";
    }
    for (const width of [640, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(siteUrl(car.site, path));
      await expect(page.locator(".similar .car-card").nth(1)).toBeVisible();
      const outside = await page
        .locator(".similar .card-grid")
        .evaluate((grid) => {
          const box = grid.getBoundingClientRect();
          const found: string[] = [];
          grid.querySelectorAll<HTMLElement>(".car-card").forEach((card, i) => {
            const r = card.getBoundingClientRect();
            if (r.left < box.left - 0.5 || r.right > box.right + 0.5)
              found.push(
                `card ${i + 1}: ${Math.round(r.left)}–${Math.round(
                  r.right
                )} outside ${box.left}–${box.right}`
              );
            // The card hides what sticks out, so compare what it holds with what it shows (the spec row's labels too).
            if (card.scrollWidth > card.clientWidth)
              found.push(
                `card ${i + 1}: content ${card.scrollWidth} px in ${
                  card.clientWidth
                } px`
              );
            card
              .querySelectorAll<HTMLElement>(".spec-row dt, .spec-row dd")
              .forEach((cell) => {
                if (cell.scrollWidth > cell.clientWidth + 1)
                  found.push(
                    `card ${i + 1}: '${cell.textContent}' ${
                      cell.scrollWidth
                    } px in ${cell.clientWidth} px`
                  );
              });
          });
          return found;
        });
      expect(outside, `${width} px`).toEqual([]);
    }
  });
}
