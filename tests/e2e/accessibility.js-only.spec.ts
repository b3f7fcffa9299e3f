// axe-core runs inside the page, so this needs JavaScript; the pages themselves do not.
import { expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { test, siteUrl } from "./support";
import { contrastRatio } from "../../app/lib/theme";

test("the home and about pages pass axe-core", async ({ page }) => {
  test.slow(); // two pages and two axe-core runs: 24 s in a loaded clean-clone run
  for (const path of ["/", "/about-us"]) {
    await page.goto(siteUrl("sunshine", path));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  }
});

// Every demo theme (one page load each): the focus ring reaches 3:1 on the page, in the hero and in the
// footer, and text typed into the home search box is readable (it was white on white).
const DEMO_SITES = ["sunshine", "sunshine-toyota", "sunshine-mazda", "drivewell", "live-oak", "redgum", "ridgeline", "tamaki", "ironbark", "coastline"];

// "rgb(200, 16, 46)" or, from color-mix, "color(srgb 0.47 0.03 0.1)".
const rgbHex = (css: string) => {
  const scale = css.startsWith("color(") ? 255 : 1;
  const [r, g, b] = css.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((v) => Number(v) * scale);
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
};

// One test per theme: ten page loads in one test ran past 30 s in a loaded clean-clone run.
for (const slug of DEMO_SITES) {
  test(`${slug} theme: focus ring 3:1 wherever it shows, readable home search text`, async ({ page }) => {
    await page.goto(siteUrl(slug, "/"));
    const box = page.locator("#home-query");
    await box.fill("Toyota");
    const field = await box.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(el).backgroundColor]);
    expect(contrastRatio(rgbHex(field[0]), rgbHex(field[1])), `${slug} search text`).toBeGreaterThanOrEqual(4.5);

    await page.keyboard.press("Tab"); // keyboard use, so programmatic focus shows :focus-visible
    const rings = [
      { name: "hero field", el: box, bg: ".hero" },
      { name: "page link", el: page.locator("main a").last(), bg: "body" },
      { name: "footer link", el: page.locator(".site-footer a").first(), bg: ".site-footer" },
      { name: "banner link", el: page.locator(".header-banner a").first(), bg: ".header-banner" },
    ];
    for (const ring of rings) {
      if ((await ring.el.count()) === 0) continue;
      await ring.el.focus();
      const outline = await ring.el.evaluate((el) => getComputedStyle(el).outlineColor);
      // The hero is a gradient: check both of its ends.
      const backgrounds = await page.locator(ring.bg).first().evaluate((el) => {
        const style = getComputedStyle(el);
        const colours = style.backgroundImage.match(/rgba?\([^)]+\)|color\([^)]+\)/g) ?? [];
        return colours.length ? colours : [style.backgroundColor === "rgba(0, 0, 0, 0)" ? "rgb(255, 255, 255)" : style.backgroundColor];
      });
      for (const bg of backgrounds) {
        expect(contrastRatio(rgbHex(outline), rgbHex(bg)), `${slug} ${ring.name} ring ${outline} on ${bg}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
}

// The axe set: WCAG 2.0/2.1/2.2 A and AA, target size included, at phone width.
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

test("at 390 px home, search and a vehicle page pass axe (WCAG 2.2 AA, value strip scrollable by keyboard)", async ({ page }) => {
  test.setTimeout(90_000); // four pages and four axe runs: a loaded 2-core runner took 30 s
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/", "/search", "/cars/edge-special", "/cars/edge-no-images"]) {
    await page.goto(siteUrl("sunshine", path));
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});
