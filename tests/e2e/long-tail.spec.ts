// Issue 19's smaller rows, with JavaScript and without: the preferred make order, accordion motion,
// the footer's blog and investor links, image-not-found fallbacks and the 360-spin slot's absence.
import { expect } from "@playwright/test";
import { test, siteUrl } from "./support";

const IMAGE_NOT_FOUND = "/demo-images/image-not-found.svg";

test("tamaki's preferred make order leads its make facet and 'Shop by make' (Toyota before Suzuki, which has more cars)", async ({ page }) => {
  await page.goto(siteUrl("tamaki", "/search/new-used-and-demo-cars"));
  const cards = page.locator(".make-card__link");
  await expect(cards.nth(0)).toHaveAttribute("aria-label", /^Toyota, \d+ vehicles/);
  await expect(cards.nth(1)).toHaveAttribute("aria-label", /^Mitsubishi, \d+ vehicles/);
  await expect(cards.nth(2)).toHaveAttribute("aria-label", /^Suzuki, 36 vehicles/);
  await page.goto(siteUrl("tamaki", "/"));
  const chips = page.locator(".chip-list .chip");
  await expect(chips.nth(0)).toContainText("Toyota");
  await expect(chips.nth(2)).toContainText(/Suzuki \(\d+\)/);
  // A site without the setting keeps the count order.
  await page.goto(siteUrl("sunshine", "/"));
  await expect(page.locator(".chip-list .chip").nth(1)).toContainText("Mazda");
});

test("accordion panels grow and shrink over 300 ms and end at their new size; at once under reduced motion", async ({ page, javaScriptEnabled }) => {
  const panel = page.locator("details.search-panel").first();
  const height = () => panel.evaluate((el) => Math.round(el.getBoundingClientRect().height));
  // Toggles the panel and records its height for 450 ms: the sizes it passed through. With JavaScript,
  // at every frame in the page (a loaded machine's round trips from here can miss the whole 300 ms);
  // without, from here (the page then runs no timers or frame callbacks of its own), with the page's
  // animations played at a tenth of their speed through DevTools, so round trips of up to a few hundred
  // ms on a loaded machine still see the sizes in between (a CI run once saw none at full speed).
  const SLOWER = 10;
  if (!javaScriptEnabled) {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send("Animation.enable");
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 1 / SLOWER });
  }
  const toggle = async () => {
    if (javaScriptEnabled)
      return panel.evaluate(
        (el) =>
          new Promise<number[]>((done) => {
            const heights: number[] = [];
            const start = performance.now();
            const sample = () => {
              heights.push(Math.round(el.getBoundingClientRect().height));
              if (performance.now() - start < 450) requestAnimationFrame(sample);
              else done(heights);
            };
            el.querySelector("summary")!.click();
            requestAnimationFrame(sample);
          }),
      );
    await panel.evaluate((el) => el.querySelector("summary")!.click());
    const heights: number[] = [];
    for (const start = Date.now(); Date.now() - start < 450 * SLOWER; ) heights.push(await height());
    return heights;
  };
  const between = (heights: number[], a: number, b: number) => heights.filter((h) => h > Math.min(a, b) && h < Math.max(a, b));
  const duration = () => panel.evaluate((el) => getComputedStyle(el, "::details-content").transitionDuration);
  await page.goto(siteUrl("sunshine", "/search"));
  if (await panel.evaluate((el) => (el as HTMLDetailsElement).open)) await toggle(); // begin closed
  const closed = await height();

  expect(await duration()).toBe("0.3s, 0.3s"); // closed: the size, and content-visibility so it stays shown while shrinking
  const opening = await toggle();
  const opened = opening.at(-1)!;
  expect(opened).toBeGreaterThan(closed + 40);
  expect(between(opening, closed, opened).length).toBeGreaterThan(0); // it grew through sizes in between
  expect(await duration()).toBe("0.3s"); // open: the size only
  const closing = await toggle();
  expect(closing.at(-1)).toBe(closed); // it really ends closed
  expect(between(closing, closed, opened).length).toBeGreaterThan(0);

  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await duration()).toBe("0s");
  const instant = await toggle();
  expect(between(instant, closed, opened)).toEqual([]); // at once
  expect(instant.at(-1)).toBe(opened);
});

test("the footer links the site's blog (/news on sunshine, /blog on tamaki) and sunshine's investor site; the other spelling redirects", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/"));
  const footer = page.locator("footer.site-footer");
  await expect(footer.getByRole("link", { name: "News", exact: true })).toHaveAttribute("href", "/news");
  await expect(footer.getByRole("link", { name: /^Investors/ })).toHaveAttribute("href", "https://investors.sunshinemotorgroup.com.au");
  const blog = await page.goto(siteUrl("sunshine", "/blog"));
  expect(new URL(blog!.url()).pathname).toBe("/news");
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();

  await page.goto(siteUrl("tamaki", "/"));
  await expect(page.locator("footer.site-footer").getByRole("link", { name: "Blog", exact: true })).toHaveAttribute("href", "/blog");
  await expect(page.locator("footer.site-footer").getByRole("link", { name: /^Investors/ })).toHaveCount(0);
  const news = await page.goto(siteUrl("tamaki", "/news"));
  expect(new URL(news!.url()).pathname).toBe("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
});

test("a make without a logo (GWM, logo.url null) gets the image-not-found picture in 'Shop by make' and the make facet", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/"));
  await expect(page.locator(".chip-list .chip", { hasText: "GWM" }).locator("img")).toHaveAttribute("src", IMAGE_NOT_FOUND);
  await expect(page.locator(".chip-list .chip", { hasText: "Toyota" }).locator("img")).toHaveAttribute("src", "/brand-logos/toyota.svg");
  await page.goto(siteUrl("sunshine", "/search"));
  await expect(page.locator(".make-card__link[aria-label^='GWM,'] img")).toHaveAttribute("src", IMAGE_NOT_FOUND);
});

test("a car without a spin id never loads the 360-spin script; without JavaScript no car does", async ({ page, javaScriptEnabled }) => {
  const spinRequests: string[] = [];
  await page.route("https://spin.integrator.example/**", (route) => {
    spinRequests.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "" });
  });
  await page.goto(siteUrl("sunshine", "/cars/edge-price-11"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "View 360° spin" })).toHaveCount(0);
  await page.goto(siteUrl("sunshine", "/cars/edge-price-201"));
  if (!javaScriptEnabled) await expect(page.getByRole("button", { name: "View 360° spin" })).toHaveCount(0);
  else await expect(page.getByRole("button", { name: "View 360° spin" })).toBeVisible();
  expect(spinRequests).toEqual([]);
});
