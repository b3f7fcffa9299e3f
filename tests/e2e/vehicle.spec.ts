// The vehicle page with and without JavaScript: what the rules say for the demo's edge-case cars,
// the gallery, the phone reveal, the site's own vehicle path, bad slugs, and the JSON API.
import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { test, apiUrl, siteUrl, untilHydrated } from "./support";

const hasJs = () => test.info().project.name !== "no-js";
const goto = async (page: Page, slug: string, site = "sunshine") => {
  const response = await page.goto(siteUrl(site, `/cars/${slug}`));
  expect(response?.status()).toBe(200);
};
const price = (page: Page) => page.getByTestId("vehicle-price");
const actions = (page: Page) => page.getByRole("list", { name: "Vehicle actions" });

test("a car page: title, price, specifications, description, sidebar, actions, location, value strip, JSON-LD", async ({ page }) => {
  await goto(page, "edge-history-report");
  await expect(page.getByRole("heading", { level: 1, name: /^2014 Toyota HiLux Workmate/ })).toBeVisible();
  await expect(price(page)).toHaveText("$11,990Drive Away");
  await expect(page.getByRole("heading", { name: "Specifications" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Condition Used/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Description" })).toBeVisible();

  const interested = page.getByRole("region", { name: "Interested in this vehicle?" });
  await expect(interested.getByRole("listitem")).toHaveCount(2);
  await expect(interested).toContainText("Reserve Now");
  await expect(interested).toContainText("Secure the vehicle with a debit or credit card payment.");
  await expect(interested).toContainText("Trade In Valuation");
  await expect(interested).toContainText("Get an instant price from an independent valuation tool.");

  const bar = actions(page);
  await expect(bar.getByRole("link", { name: "Enquire Now" })).toHaveAttribute("href", "/enquire?car_id=edge-history-report");
  await expect(bar.getByRole("link", { name: "Book a Test Drive" })).toHaveAttribute("href", "/book-test-drive?car_id=edge-history-report");
  await expect(bar.getByRole("link", { name: "Car History Report" })).toHaveAttribute("href", /^\/demo-files\/history-\d+\.pdf$/);
  await expect(bar.getByRole("link", { name: "Get Finance" })).toHaveAttribute("href", "/finance?car_id=edge-history-report");
  await expect(bar.getByRole("link", { name: "Trade In Valuation" })).toHaveAttribute("href", /^\/valuations\?car_id=\d+$/);
  await expect(bar.getByRole("link", { name: "Reserve Now $200" })).toHaveAttribute("href", "/cars/edge-history-report/checkout");

  await expect(page.locator("#vehicle-map")).toContainText("Sunshine Used Cars Nerang");
  const strip = page.locator(".value-strip");
  for (const title of ["Reserve Quickly Online", "Secure Online Payments", "Apply For Finance"]) {
    await expect(strip.getByRole("heading", { name: title })).toBeVisible();
  }

  await expect(page).toHaveTitle(/^Used 2014 Toyota HiLux Workmate .*\| Sunshine Motor Group$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.sunshinemotorgroup.com.au/cars/edge-history-report");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /\$11,990/);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(ld).toMatchObject({
    "@type": "Car",
    brand: { name: "Toyota" },
    model: "HiLux",
    vehicleModelDate: "2014",
    itemCondition: "https://schema.org/UsedCondition",
    offers: { price: 11990, priceCurrency: "AUD", availability: "https://schema.org/InStock" },
  });
  expect(ld.offers.seller.address.addressLocality).toBe("Gold Coast");
});

// What each edge-case car shows: price text, tag, was-price, below-market badge, Reserve Now.
const EDGE: Array<{ slug: string; price: string; tag?: string; was?: string; market?: boolean; reserve: boolean }> = [
  { slug: "edge-price-0", price: "Enquire for price.", reserve: false },
  { slug: "edge-price-10", price: "Enquire for price.", reserve: false },
  { slug: "edge-price-11", price: "$11", reserve: false },
  { slug: "edge-price-200", price: "$200", reserve: false },
  { slug: "edge-price-201", price: "$201", reserve: true },
  { slug: "edge-preorder", price: "PREORDER", tag: "Pre-order", reserve: false },
  { slug: "edge-before-price-higher", price: "$37,990", was: "$40,990", reserve: true },
  { slug: "edge-before-price-lower", price: "$37,990", reserve: true },
  { slug: "edge-market-499", price: "$24,990", market: false, reserve: true },
  { slug: "edge-market-500", price: "$32,990", market: true, reserve: true },
  { slug: "edge-market-state-above", price: "$19,990", market: true, reserve: true },
  { slug: "edge-market-state-below", price: "$27,990", market: false, reserve: true },
  { slug: "edge-coming-soon", price: "$110,990", tag: "COMING SOON", reserve: false },
  { slug: "edge-reserved", price: "$24,990", tag: "RESERVED", reserve: false },
  { slug: "edge-test-drive-only", price: "$67,990", tag: "Test Drive Only", reserve: true },
  { slug: "edge-special", price: "$47,990", tag: "Special", reserve: true },
  { slug: "edge-created-1-day", price: "$40,990", tag: "New", reserve: true },
];

for (const edge of EDGE) {
  test(`${edge.slug}: ${edge.price}${edge.tag ? `, tag ${edge.tag}` : ""}${edge.was ? `, was ${edge.was}` : ""}${edge.market ? ", below market" : ""}, reserve ${edge.reserve}`, async ({ page }) => {
    await goto(page, edge.slug);
    await expect(price(page)).toContainText(edge.price);
    const summary = page.locator(".vehicle__summary");
    if (edge.tag) await expect(summary.locator(".tag")).toHaveText(edge.tag);
    else await expect(summary.locator(".tag")).toHaveCount(0);
    if (edge.was) await expect(page.getByText(`Was ${edge.was}`)).toBeVisible();
    else await expect(page.getByText(/^Was \$/)).toHaveCount(0);
    await expect(page.getByText("Below Market Price")).toHaveCount(edge.market ? 1 : 0);
    await expect(actions(page).getByRole("link", { name: /^Reserve Now/ })).toHaveCount(edge.reserve ? 1 : 0);
  });
}

test("no images: the image-not-found picture, with width and height", async ({ page }) => {
  await goto(page, "edge-no-images");
  const img = page.getByRole("img", { name: /image not available/ });
  await expect(img).toHaveAttribute("src", "/demo-images/image-not-found.svg");
  await expect(img).toHaveAttribute("width", "1280");
  await expect(img).toHaveAttribute("height", "960");
});

test("the unsafe description shows its text without script or event handlers", async ({ page }) => {
  await goto(page, "edge-unsafe-description");
  const description = page.locator(".vehicle-description");
  await expect(description).toContainText("Click here for a special offer.");
  expect(await description.innerHTML()).not.toMatch(/script|onclick|alert/i);
});

test("sold inside the retention window: JUST SOLD and 'Find Me Something Similar'", async ({ page }) => {
  await goto(page, "edge-sold-1-day");
  await expect(page.locator(".vehicle__summary .tag")).toHaveText("JUST SOLD");
  await expect(actions(page).getByRole("link", { name: "Find Me Something Similar" })).toHaveAttribute(
    "href",
    "/enquire?car_id=edge-sold-1-day&form=find-similar",
  );
  await expect(actions(page).getByRole("link")).toHaveCount(1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("sold outside the window: a 302 to the search for its make and model, saying it has been sold", async ({ page, request }) => {
  const response = await request.get(apiUrl("/cars/edge-sold-10-days"), { headers: { host: "sunshine.localhost" }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers()["location"]).toMatch(/^\/search\/mazda\/cx-5\?notice=sold$/);
  await page.goto(siteUrl("sunshine", "/cars/edge-sold-10-days"));
  await expect(page).toHaveURL(/\/search\/mazda\/cx-5\?notice=sold$/);
  await expect(page.getByText("This vehicle has been sold", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Mazda CX-5");
});

test("not shown on dealer websites, or never there: the site's 404 page", async ({ page }) => {
  for (const slug of ["edge-hidden", "no-such-car"]) {
    const response = await page.goto(siteUrl("sunshine", `/cars/${slug}`));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Sorry, we couldn't find that page" })).toBeVisible();
  }
});

test("the gallery: thumbnails show each photo", async ({ page }) => {
  await goto(page, "edge-unsafe-description");
  const gallery = page.getByRole("region", { name: "Photos" });
  await expect(gallery.getByText("Photo 1 of 7")).toBeVisible();
  await gallery.getByRole("link", { name: "Show photo 3" }).click();
  await expect(gallery.getByText("Photo 3 of 7")).toBeVisible();
  await expect(gallery.getByRole("img", { name: /photo 3 of 7/ })).toHaveAttribute("src", "/demo-images/wagon-black-3.svg");
  // Without JavaScript the thumbnail is a link to the page with that photo; with it, nothing reloads.
  if (hasJs()) await expect(page).toHaveURL(/\/cars\/edge-unsafe-description$/);
  else await expect(page).toHaveURL(/\?photo=3#gallery$/);
  // The current photo's thumbnail says so, and only it.
  await expect(gallery.getByRole("link", { name: "Show photo 3" })).toHaveAttribute("aria-current", "true");
  await expect(gallery.getByRole("link", { name: "Show photo 1" })).not.toHaveAttribute("aria-current");
  await gallery.getByRole("link", { name: "Next photo" }).click();
  await expect(gallery.getByText("Photo 4 of 7")).toBeVisible();
  await expect(gallery.getByRole("link", { name: "Show photo 4" })).toHaveAttribute("aria-current", "true");
  await expect(gallery.locator("[aria-current]")).toHaveCount(1);
  // The keyboard picks a thumbnail as the mouse does.
  await gallery.getByRole("link", { name: "Show photo 6" }).focus();
  await page.keyboard.press("Enter");
  await expect(gallery.getByText("Photo 6 of 7")).toBeVisible();
});

test("the phone: first 5 characters then stars, revealed by a click (a form post without JavaScript)", async ({ page }) => {
  await goto(page, "edge-special");
  const map = page.locator("#vehicle-map");
  await expect(map.getByText("07 55*******")).toBeVisible();
  await expect(map.getByRole("link", { name: /^07 5550/ })).toHaveCount(0);
  await map.getByRole("button", { name: /^Show number of / }).click();
  const number = map.getByRole("link", { name: /^07 5550 0\d{3}$/ });
  await expect(number).toBeVisible();
  await expect(number).toHaveAttribute("href", /^tel:075550/);
  await expect(map.getByText("07 55*******")).toHaveCount(0);
});

test("similar vehicles: cards with the page (with or without JavaScript), and a link to the matching search", async ({ page }) => {
  await goto(page, "edge-market-500");
  const similar = page.getByRole("region", { name: "Similar vehicles" });
  await expect(similar.getByRole("link", { name: "Browse more vehicles like this Toyota" })).toHaveAttribute("href", "/search/toyota?body=SUV");
  await expect(similar.locator(".car-card")).toHaveCount(6);
});

test("a similar car's page, reached in the browser, shows its own similar cars", async ({ page }) => {
  test.skip(!hasJs(), "a client navigation needs JavaScript");
  await goto(page, "edge-market-500");
  await untilHydrated(page);
  // What the document's data leaves out stays as the server wrote it through hydration.
  const jsonLd = async () => JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as { name: string; vehicleIdentificationNumber?: string };
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())!;
  expect((await jsonLd()).name).toBe(heading);
  const specs = page.locator(".spec-table");
  await expect(specs.getByRole("row", { name: /Condition/ })).toBeVisible();
  const specsBefore = await specs.textContent();
  await expect(actions(page).getByRole("link", { name: "Enquire Now" })).toHaveAttribute("href", "/enquire?car_id=edge-market-500");
  const similar = page.getByRole("region", { name: "Similar vehicles" });
  const first = similar.locator(".car-card").first();
  const title = (await first.locator(".car-card__title").textContent())!;
  // The document's cards stay as the server wrote them; the next page's come with its data.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await first.getByRole("link", { name: "Explore Vehicle" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  const cards = similar.locator(".car-card");
  await expect(cards).not.toHaveCount(0);
  await expect(cards.locator(".car-card__title", { hasText: title })).toHaveCount(0);
  const titles = await cards.locator(".car-card__title").allTextContents();
  expect(titles.every((t) => t.length > 0)).toBe(true);
  // The new car's JSON-LD and specifications come from its data.
  expect((await jsonLd()).name).toBe(title);
  await expect(specs.getByRole("row", { name: /Condition/ })).toBeVisible();
  const slug = new URL(page.url()).pathname.split("/").pop();
  await expect(actions(page).getByRole("link", { name: "Enquire Now" })).toHaveAttribute("href", `/enquire?car_id=${slug}`);
  expect(await specs.textContent()).not.toBe(specsBefore);
});

test("the other vehicle paths redirect to the site's own", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/motorcycles/edge-special?photo=1"));
  await expect(page).toHaveURL(/\/cars\/edge-special\?photo=1$/);
  await page.goto(siteUrl("sunshine", "/campers/edge-special"));
  await expect(page).toHaveURL(/\/cars\/edge-special$/);

  const ridgeline = JSON.parse(readFileSync("sites/ridgeline-motorcycles/stock.json", "utf8")).cars.find(
    (c: { status: string; show_on_dealer_website: boolean }) => c.status === "in_stock" && c.show_on_dealer_website !== false,
  );
  await page.goto(siteUrl("ridgeline", `/cars/${ridgeline.slug}`));
  await expect(page).toHaveURL(new RegExp(`/motorcycles/${ridgeline.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(actions(page).getByRole("link", { name: /^Reserve Now|^Enquire Now/ }).first()).toHaveAttribute("href", /.+/);
});

const BAD_SLUGS: Array<[string, string]> = [
  ["a dot", "a.b"],
  ["dots", "..%2F..%2Fetc%2Fpasswd"],
  ["a slash", "a/b"],
  ["an encoded slash", "a%2Fb"],
  ["unicode", "voiture-%C3%A9t%C3%A9"],
  ["10 kB", "a".repeat(10_240)],
  ["10 kB of dots", ".".repeat(10_240)],
  ["%00", "%00"],
  ["SQL", "1'%20OR%20'1'%3D'1"],
  ["a script", "%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
];

test("bad slugs are a 404 page, never a 500", async ({ page }) => {
  for (const [, slug] of BAD_SLUGS) {
    const response = await page.goto(siteUrl("sunshine", `/cars/${slug}`));
    expect(response?.status(), slug.slice(0, 40)).toBe(404);
  }
  await expect(page.getByRole("heading", { name: "Sorry, we couldn't find that page" })).toBeVisible();
});

test.describe("GET /api/cars/{slug}", () => {
  const host = { host: "sunshine.localhost" };

  test("the car as JSON", async ({ request }) => {
    const response = await request.get(apiUrl("/api/cars/edge-special"), { headers: host });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(await response.json()).toMatchObject({ slug: "edge-special", make: "Mazda", price: 47990, tag: "Special" });
  });

  test("unknown, hidden, sold long ago, another site's car, bad slugs: 404 JSON", async ({ request }) => {
    const cases: Array<[string, string]> = [
      ["sunshine.localhost", "no-such-car"],
      ["sunshine.localhost", "edge-hidden"],
      ["sunshine.localhost", "edge-sold-10-days"],
      ["sunshine-toyota.localhost", "edge-special"],
      ...BAD_SLUGS.map(([, slug]): [string, string] => ["sunshine.localhost", slug]),
    ];
    for (const [hostName, slug] of cases) {
      const response = await request.get(apiUrl(`/api/cars/${slug}`), { headers: { host: hostName } });
      expect(response.status(), `${hostName} ${slug.slice(0, 40)}`).toBe(404);
      expect(response.headers()["content-type"]).toContain("application/json");
      expect(await response.json()).toEqual({ error: "Car not found" });
    }
  });

  test("other methods: 405 JSON", async ({ request }) => {
    for (const path of ["/api/cars/edge-special", "/api/cars/a/b"]) {
      const response = await request.post(apiUrl(path), { headers: host, form: { a: "1" } });
      expect(response.status()).toBe(405);
      expect(await response.json()).toEqual({ error: "Method not allowed: use GET or HEAD." });
    }
  });

  test("an unknown host: 404 JSON", async ({ request }) => {
    const response = await request.get(apiUrl("/api/cars/edge-special"), { headers: { host: "nowhere.localhost" } });
    expect(response.status()).toBe(404);
    expect(await response.json()).toEqual({ error: "No site answers at this address" });
  });
});
