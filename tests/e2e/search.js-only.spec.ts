// Stock search with JavaScript: refining updates the URL and results without scrolling, the keyword
// is debounced and drops the page, panels remember being open or closed, the last searches are
// offered, and the favourite star is kept per site.
import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { test, siteUrl } from "./support";

const panel = (page: Page, name: string) => page.locator("summary.search-panel__title", { hasText: new RegExp(`^${name}$`) });

test.beforeEach(async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/search/new-used-and-demo-cars"));
  // Hydrated: the no-JavaScript 'Apply filters' button is gone.
  await expect(page.getByRole("button", { name: "Apply filters" })).toHaveCount(0);
});

test("ticking a box refines at once, without scrolling", async ({ page }) => {
  await panel(page, "Colour").click();
  const white = page.getByRole("group", { name: "Colour" }).getByRole("checkbox", { name: /^White/ });
  await white.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(0);
  await white.check();
  await expect(page).toHaveURL(/colour=White/);
  await expect(page.getByRole("list", { name: "Refinements in force" })).toContainText("Colour: White");
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(50);
});

test("the keyword is debounced and drops the page parameter", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/search/new-used-and-demo-cars?page=3"));
  await expect(page.getByRole("button", { name: "Apply filters" })).toHaveCount(0);
  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(".data")) requests.push(r.url());
  });
  await page.getByRole("searchbox", { name: "Keyword search" }).pressSequentially("hybrid", { delay: 40 });
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?query=hybrid$/);
  expect(requests.length).toBe(1); // one search for six quick key presses
});

test("a panel's open or closed state is remembered", async ({ page }) => {
  await panel(page, "Seats").click();
  await expect(page.getByRole("group", { name: "Seats" })).toBeVisible();
  await panel(page, "Make").click();
  await expect(page.getByRole("link", { name: /^Toyota, \d+ vehicles$/ })).toBeHidden();
  await page.reload();
  await expect(page.getByRole("group", { name: "Seats" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Toyota, \d+ vehicles$/ })).toBeHidden();
});

test("the last searches are offered", async ({ page }) => {
  await page.getByRole("link", { name: /^Kia, \d+ vehicles$/ }).click();
  await expect(page).toHaveURL(/\/search\/kia$/);
  // The Kia page has rendered once its Mazda link adds Mazda to Kia (a loaded machine can lag the URL).
  const mazda = page.getByRole("link", { name: /^Mazda, \d+ vehicles$/ });
  await expect(mazda).toHaveAttribute("href", /make=Kia,Mazda/);
  await mazda.click();
  await expect(page).toHaveURL(/\/search\/kia\/|make=Kia,Mazda/);
  const recent = page.getByRole("navigation", { name: "Recent searches" });
  await expect(recent.getByRole("link", { name: "Kia" })).toBeVisible();
  await recent.getByRole("link", { name: "Kia" }).click();
  await expect(page).toHaveURL(/\/search\/kia$/);
});

test("the favourite star toggles and is kept per site", async ({ page }) => {
  const star = page.getByRole("button", { name: /^Save to favourites: / }).first();
  const name = ((await star.textContent()) ?? "").replace("Save to favourites: ", "").trim();
  await star.click();
  const saved = page.getByRole("button", { name: `Saved to favourites: ${name}` });
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("favourites:sunshine") ?? "[]"));
  expect(stored[0]).toMatchObject({ name, slug: expect.any(String), make: expect.any(String), model: expect.any(String) });
  expect(Object.keys(stored[0]).sort()).toEqual(["id", "make", "model", "name", "primary_image_url", "slug"]);
  await saved.click();
  await expect(page.getByRole("button", { name: `Save to favourites: ${name}` })).toHaveAttribute("aria-pressed", "false");
});

test("the search pages pass axe-core", async ({ page }) => {
  test.slow(); // axe walks a page of some 2,000 elements, three times
  for (const path of ["/search/new-used-and-demo-cars", "/search/toyota?price=20000:60000", "/parts/search"]) {
    await page.goto(siteUrl("sunshine", path));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  }
});

// Keyboard only: focus stays where the visitor was after each refinement, the sort select moves with
// the arrow keys without searching, page links take focus to the results, the count is announced.
test("keyboard refine: focus kept on the filter, sort and price box; page links focus the results", async ({ page }) => {
  const searches: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(".data")) searches.push(r.url());
  });
  await panel(page, "Colour").focus();
  await page.keyboard.press("Enter"); // opens the panel
  const white = page.getByRole("group", { name: "Colour" }).getByRole("checkbox", { name: /^White/ });
  await white.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/colour=White/);
  await expect(page.getByRole("list", { name: "Refinements in force" })).toContainText("Colour: White");
  await expect(white).toBeFocused();
  await expect(white).toBeChecked();

  const sort = page.getByLabel("Sort by");
  await sort.focus();
  const before = searches.length;
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(sort).not.toHaveValue("relevance");
  expect(searches.length).toBe(before); // arrow keys alone run no search
  await expect(page).not.toHaveURL(/sortBy=/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/sortBy=/);
  await expect(sort).toBeFocused();

  const priceFrom = page.locator("#search-price-min");
  await priceFrom.focus();
  await page.keyboard.type("10000");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/price_min=10000|price=10000/);
  await expect(page.getByRole("list", { name: "Refinements in force" })).toContainText("10,000");
  await expect(priceFrom).toBeFocused();

  await expect(page.getByRole("status").filter({ hasText: /vehicles/ })).toContainText("vehicles");
  const next = page.getByRole("navigation", { name: "Pages of results" }).getByRole("link", { name: /Next/ });
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator("#search-results-heading")).toBeFocused();
});

test("result, make and chip links navigate in the page (no document load); a new-tab click is left to the browser", async ({ page, context }) => {
  const documents: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents.push(r.url());
  });
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

  // A make (the sidebar keeps its scroll position: preventScrollReset), then its chip. The sidebar shows
  // each new search's makes and counts (the document's data left them to its HTML).
  const bodyTypes = page.getByRole("group", { name: "Body type" });
  const everyCount = await bodyTypes.textContent();
  const toyota = page.locator(".make-card__link", { hasText: "Toyota" }).first();
  await toyota.click();
  await expect(page).toHaveURL(/toyota/i);
  await expect(page.locator(".make-card--selected", { hasText: "Toyota" }).getByText("Select models")).toBeAttached();
  await expect(bodyTypes).not.toHaveText(everyCount ?? "");
  const chip = page.getByRole("list", { name: "Refinements in force" }).getByRole("link", { name: /Toyota/ });
  await expect(chip).toBeVisible();
  await chip.click();
  await expect(page).not.toHaveURL(/toyota/i);
  await expect(page.locator(".make-card--selected")).toHaveCount(0);
  await expect(bodyTypes).toHaveText(everyCount ?? "");

  // Hovering a car's title prefetches its page's data, as Remix's <Link prefetch="intent"> did.
  const title = page.locator(".car-card__title a").first();
  await title.hover();
  await expect(page.locator('link[rel="prefetch"][href*=".data"]')).not.toHaveCount(0);
  const href = await title.getAttribute("href");

  // A modified click opens a new tab and leaves this page where it is.
  const [tab] = await Promise.all([context.waitForEvent("page"), title.click({ modifiers: ["Control"] })]);
  await tab.close();
  expect(new URL(page.url()).pathname).toBe("/search/new-used-and-demo-cars");

  await title.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await stayed()).toBe(true);
  expect(documents).toEqual([]);

  await page.goBack();
  await expect(page.locator(".car-card__title a").first()).toBeVisible();
  expect(await stayed()).toBe(true);
});

test("the document's cards and sidebar stay through a reload of the same results (a star keeps its focus, the extra makes stay open); other results replace them, live stars and all", async ({ page }) => {
  type Marked = HTMLElement & { kept?: boolean };
  const moreMakes = page.locator("details.more-makes");
  await moreMakes.locator("summary").click();
  await expect(moreMakes).toHaveAttribute("open", "");
  await page.locator(".make-card").first().evaluate((card) => ((card as Marked).kept = true));
  const cards = page.locator(".search-grid .car-card");
  const stars = page.locator(".search-grid").getByRole("button", { name: /^Save to favourites: / });
  await expect(stars).toHaveCount(await cards.count());
  await cards.first().evaluate((card) => ((card as Marked).kept = true));
  const star = stars.first();
  await star.focus();

  // What a dialog's form does once sent: every loader of the page runs again (same results).
  type Router = { revalidate(): unknown; state: { revalidation: string } };
  await Promise.all([
    page.waitForResponse((r) => r.url().includes(".data")),
    page.evaluate(() => void (window as unknown as { __remixRouter: Router }).__remixRouter.revalidate()),
  ]);
  await page.waitForFunction(() => (window as unknown as { __remixRouter: Router }).__remixRouter.state.revalidation === "idle");
  expect(await cards.first().evaluate((card) => (card as Marked).kept === true && card.isConnected)).toBe(true);
  await expect(star).toBeFocused();
  expect(await page.locator(".make-card").first().evaluate((card) => (card as Marked).kept === true && card.isConnected)).toBe(true);
  await expect(moreMakes).toHaveAttribute("open", "");

  const firstTitle = await page.locator(".car-card__title").first().textContent();
  await page.getByRole("navigation", { name: "Pages of results" }).getByRole("link", { name: "Page 2", exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator(".car-card__title").first()).not.toHaveText(firstTitle ?? "");
  expect(await cards.first().evaluate((card) => (card as Marked).kept === true)).toBe(false);
  await expect(stars).toHaveCount(await cards.count());
  await stars.first().click();
  await expect(page.locator(".search-grid").getByRole("button", { name: /^Saved to favourites: / })).toHaveCount(1);
});
