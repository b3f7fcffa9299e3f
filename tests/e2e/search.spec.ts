// Stock search with JavaScript on and off: refine by make, model, state, price range and sort, page
// through the results and land on a vehicle; every refinement is a link or a GET form that works.
import { expect, type Page, type TestInfo } from "@playwright/test";
import { test, apiUrl, siteUrl } from "./support";

const noJs = (info: TestInfo) => info.project.name === "no-js";

/** Without JavaScript a form change needs its button; with it, the change applies by itself. */
async function apply(page: Page, info: TestInfo, button: "Apply filters" | "Sort" = "Apply filters") {
  if (noJs(info)) await page.getByRole("button", { name: button, exact: true }).click();
}

/** A sidebar panel's heading (a <summary>: it has no ARIA role of its own). */
const panel = (page: Page, name: string) => page.locator("summary.search-panel__title", { hasText: new RegExp(`^${name}$`) });
const chips = (page: Page) => page.getByRole("list", { name: "Refinements in force" });
const count = async (page: Page) => Number((await page.getByRole("status").first().innerText()).replace(/,/g, "").match(/\d+/)![0]);

test("refine by make, model, state, price range and sort, page through and land on a vehicle", async ({ page }, info) => {
  await page.goto(siteUrl("sunshine", "/search/new-used-and-demo-cars"));
  await expect(page.getByRole("heading", { level: 1, name: "New, Used and Demo Cars for Sale" })).toBeVisible();
  const all = await count(page);
  expect(all).toBeGreaterThan(1000);

  // Page through: real links.
  await page.getByRole("navigation", { name: "Pages of results" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?page=2$/);
  await expect(page.getByRole("status").first()).toContainText("page 2 of");
  await page.getByRole("link", { name: /Previous/ }).click();
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars$/);

  // Make: a make card is a link.
  await page.getByRole("link", { name: /^Toyota, \d+ vehicles$/ }).click();
  await expect(page).toHaveURL(/\/search\/toyota$/);
  await expect(chips(page).getByRole("link", { name: /Make: Toyota/ })).toBeVisible();

  // Model: 'Select models' reveals the make's models, each a link.
  await page.getByText("Select models").click();
  await page.getByRole("link", { name: /^Corolla, \d+ vehicles$/ }).click();
  await expect(page).toHaveURL(/\/search\/toyota\/corolla$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New, Used and Demo Toyota Corolla Cars for Sale");

  // State: a checkbox in the sidebar's GET form.
  await panel(page, "State").click();
  await page.getByRole("group", { name: "State" }).getByRole("checkbox", { name: /QLD/ }).check();
  await apply(page, info);
  await expect(chips(page).getByRole("link", { name: /State: QLD/ })).toBeVisible();
  await expect(chips(page).getByRole("link", { name: /Model: Corolla/ })).toBeVisible();

  // Price range: two number fields.
  await page.getByLabel("From ($)").fill("20000");
  await page.getByLabel("To ($)").fill("45000");
  if (noJs(info)) await apply(page, info);
  else await page.getByLabel("To ($)").press("Enter");
  await expect(chips(page).getByRole("link", { name: /Price: \$20,000 to \$45,000/ })).toBeVisible();
  await expect(page).toHaveURL(/price=20000:45000/);

  // Sort: Lowest Price.
  await page.getByLabel("Sort by").selectOption({ label: "Lowest Price" });
  await apply(page, info, "Sort");
  await expect(page).toHaveURL(/sortBy=price-asc/);
  await expect(page.getByLabel("Sort by")).toHaveValue("price-asc");

  // The results follow the URL once the new page has rendered: poll until they are the sorted ones.
  const prices = async () => (await page.locator(".car-card__price").allTextContents()).map((t) => Number(t.match(/\$([\d,]+)/)![1].replace(/,/g, "")));
  await expect.poll(async () => {
    const p = await prices();
    return p.length > 0 && p.every((x) => x >= 20000 && x <= 45000) && p.every((x, i) => i === 0 || p[i - 1] <= x);
  }).toBe(true);
  for (const title of await page.locator(".car-card__title").allTextContents()) expect(title).toMatch(/Toyota Corolla/);

  // Land on a vehicle.
  const first = page.locator(".car-card__title a").first();
  const title = (await first.innerText()).trim();
  const href = await first.getAttribute("href");
  expect(href).toMatch(/^\/cars\/[A-Za-z0-9_-]+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
});

test("a chip removes its refinement; 'Clear all' goes back to the whole stock", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/search/used-cars/toyota?price=10000:30000"));
  await chips(page).getByRole("link", { name: /Condition: Used/ }).click();
  await expect(page).toHaveURL(/\/search\/toyota\?price=10000:30000$/);
  await chips(page).getByRole("link", { name: "Clear all" }).click();
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars$/);
});

test("the keyword box has the spec's placeholder and searches on submit", async ({ page }, info) => {
  await page.goto(siteUrl("sunshine", "/search/new-used-and-demo-cars"));
  const box = page.getByRole("searchbox", { name: "Keyword search" });
  await expect(box).toHaveAttribute("placeholder", "Keyword search eg. EV, SUV, Toyota");
  await box.fill("hilux");
  if (noJs(info)) await box.press("Enter");
  await expect(page).toHaveURL(/query=hilux/);
  await expect(page.getByRole("heading", { level: 3 }).first()).toContainText(/HiLux/i);
  for (const title of await page.locator(".car-card__title").allTextContents()) expect(title).toMatch(/HiLux/i);
});

test("more than 7 makes: 'Show all makes' reveals the rest, 'Hide extra makes' folds them", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/search/new-used-and-demo-cars"));
  const makes = page.locator(".search-sidebar .make-card");
  const more = page.getByText("Show all makes");
  await expect(more).toBeVisible();
  await expect(page.getByRole("link", { name: /^Tesla, \d+ vehicles$/ })).toBeHidden();
  await more.click();
  await expect(page.getByRole("link", { name: /^Tesla, \d+ vehicles$/ })).toBeVisible();
  await page.getByText("Hide extra makes").click();
  await expect(page.getByRole("link", { name: /^Tesla, \d+ vehicles$/ })).toBeHidden();
  expect(await makes.count()).toBeGreaterThan(7);
});

test("panels fold and unfold without JavaScript (native details)", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/search/new-used-and-demo-cars"));
  const colour = page.getByRole("group", { name: "Colour" });
  await expect(colour).toBeHidden();
  await panel(page, "Colour").click();
  await expect(colour).toBeVisible();
});

test("a promo card sits among the results at the group's position 9", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/search/new-used-and-demo-cars"));
  const cells = page.locator(".search-grid > li");
  await expect(cells.nth(8).getByRole("complementary", { name: "Low-rate finance, approved in minutes" })).toBeVisible();
  await expect(cells.nth(8).getByRole("link")).toHaveAttribute("href", "/finance");
});

test("default search paths of each kind of site", async ({ page }) => {
  test.slow(); // a page load per kind of site: 21 s in a loaded clean-clone run
  for (const [site, path, heading] of [
    ["sunshine-toyota", "/search/used-cars", "Used Cars for Sale"],
    ["sunshine-mazda", "/pre-owned", "Used and Demo Cars for Sale"],
    ["drivewell", "/search/subscription-cars", "Subscription Cars"],
    ["ridgeline", "/search/used-motorcycles", "Used Motorcycles for Sale"],
    ["redgum", "/search/new-caravans", "New Caravans and Campers for Sale"],
  ] as const) {
    const response = await page.goto(siteUrl(site, path));
    expect(response?.status(), `${site} ${path}`).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
  // The make site's whole-stock paths redirect to /pre-owned.
  await page.goto(siteUrl("sunshine-mazda", "/search/new-used-and-demo-cars"));
  await expect(page).toHaveURL(/\/pre-owned$/);
});

test("a sold car still listed offers 'Find Me Something Similar'", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/search/new-used-and-demo-cars?query=SX&make=Toyota&make_model=Corolla&sortBy=latest"));
  // The query string above is not canonical: the server sends the visitor to the canonical URL.
  await expect(page).toHaveURL(/\/search\/toyota\/corolla\?query=SX&sortBy=latest$/);
  const sold = page.locator(".car-card", { has: page.getByRole("link", { name: /2026 Toyota Corolla SX/ }) }).filter({ hasText: "Find Me Something Similar" });
  await expect(sold.first()).toBeVisible();
  await expect(sold.first().getByText("Like this and want something similar?")).toBeVisible();
});

test("parts search answers with a friendly empty state where a group has no catalogue; special offers list offers", async ({ page }) => {
  await page.goto(siteUrl("tamaki", "/parts/search")); // the sunshine group's catalogue: e2e/parts.spec.ts
  await expect(page.getByRole("heading", { name: "Our parts catalogue is not online yet" })).toBeVisible();
  await page.goto(siteUrl("sunshine", "/special-offers"));
  await expect(page.getByRole("heading", { level: 1, name: "Special Offers" })).toBeVisible();
  await expect(page.locator(".car-card").first()).toBeVisible();
});

test("garbage in paths and parameters is a 404 or a sensible page, never a 500", async ({ request }) => {
  const long = "x".repeat(10_000);
  const urls = [
    `/search/${long}`,
    `/search/new-used-and-demo-cars?query=${long}`,
    "/search/new-used-and-demo-cars?page=-1",
    "/search/new-used-and-demo-cars?page=99999999999999999999",
    "/search/new-used-and-demo-cars?price=abc:",
    "/search/new-used-and-demo-cars?price=1e999:&km_max=-",
    "/search/%F0%9F%9A%97/%C3%BC",
    "/search/%ZZ",
    "/search/new-used-and-demo-cars?make=%E0%A4%A&sortBy=%3Cscript%3E",
    "/api/search?page=-1",
    "/api/search?price=abc:",
    `/api/search?query=${long}`,
  ];
  for (const url of urls) {
    const response = await request.get(apiUrl(url), { headers: { Host: "sunshine.localhost" }, maxRedirects: 5 });
    expect([200, 400, 404], url.slice(0, 80)).toContain(response.status());
  }
  const api = await request.get(apiUrl("/api/search?make=Toyota&limit=3"), { headers: { Host: "sunshine.localhost" } });
  expect(api.status()).toBe(200);
  const body = await api.json();
  expect(Object.keys(body)).toEqual(expect.arrayContaining(["hits", "facets", "facetStats", "count", "ms", "pagination"]));
  expect(body.hits).toHaveLength(3);
  // A page that is not a clean integer above 1 is page 1, as on the search pages (spec point 7).
  const bad = await request.get(apiUrl("/api/search?page=-1"), { headers: { Host: "sunshine.localhost" } });
  expect(bad.status()).toBe(200);
  expect((await bad.json()).pagination.page).toBe(1);
});

test("an en-US site's cards speak US English ('Quick Inquiry'), an en-AU site's Australian", async ({ page }) => {
  await page.goto(siteUrl("live-oak", "/search"));
  const cards = page.locator(".car-card__actions");
  await expect(cards.first()).toContainText("Quick Inquiry");
  await expect(page.locator(".card-grid")).not.toContainText("Enquiry");
  await page.goto(siteUrl("sunshine", "/search"));
  await expect(page.locator(".car-card__actions").first()).toContainText("Quick Enquiry");
});
