// WCAG 1.4.10 reflow: nothing scrolls sideways at 320 px wide, nor at 200% zoom of a 1280 px window
// (a 640 px layout viewport). One page load per page and width; JavaScript on and off.
import { expect } from "@playwright/test";
import { test, siteUrl } from "./support";

const PAGES = ["/", "/search", "/cars/edge-special", "/cars/edge-history-report", "/enquire?car_id=edge-special", "/finance", "/contact-us"];

for (const width of [320, 640]) {
  test(`no horizontal scroll at ${width} px: home, search, vehicle and forms`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const wide: string[] = [];
    for (const path of PAGES) {
      await page.goto(siteUrl("sunshine", path));
      const overflow = await page.evaluate(() => {
        const doc = document.documentElement;
        if (doc.scrollWidth <= doc.clientWidth) return null;
        // Name the widest culprits, to make a failure useful.
        const culprits = [...document.querySelectorAll("body *")]
          .filter((el) => el.getBoundingClientRect().right > doc.clientWidth + 1 && getComputedStyle(el).position !== "absolute")
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`)
          .slice(0, 4);
        return `${doc.scrollWidth} > ${doc.clientWidth} (${culprits.join(", ")})`;
      });
      if (overflow) wide.push(`${path}: ${overflow}`);
    }
    expect(wide).toEqual([]);
  });
}

test("card buttons line up across a row (search and similar vehicles)", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const misaligned: string[] = [];
  for (const path of ["/search", "/cars/edge-special"]) {
    await page.goto(siteUrl("sunshine", path));
    await expect(page.locator(".car-card").first()).toBeVisible();
    const rows = await page.locator(".card-grid").first().evaluate((grid) => {
      const byRow = new Map<number, number[]>();
      // Off-screen search results skip layout (content-visibility: auto) until scrolled near: lay
      // every card out, as it is when it comes into view.
      for (const item of grid.querySelectorAll<HTMLElement>(":scope > li")) item.style.contentVisibility = "visible";
      for (const card of grid.querySelectorAll(".car-card")) {
        const top = Math.round(card.getBoundingClientRect().top);
        // The buttons every card has end the actions: their line must be at one height.
        const buttons = card.querySelector(".car-card__actions > :last-child")!.getBoundingClientRect();
        byRow.set(top, [...(byRow.get(top) ?? []), Math.round(buttons.top)]);
      }
      return [...byRow.values()];
    });
    for (const row of rows) if (new Set(row).size > 1) misaligned.push(`${path}: ${row.join(", ")}`);
  }
  expect(misaligned).toEqual([]);
});
