// Locations, opening hours, reviews and maps: with JavaScript and without.
import { expect, type Locator, type Page } from "@playwright/test";
import { test, apiUrl, minimalUrl, ownClientAddress, siteUrl } from "./support";

// Every test is its own client (the lead rate limit is per client address).
test.beforeEach(({ page }) => ownClientAddress(page));

test("the group's locations page lists every location with a map, a pins list and the postcode box", async ({ page }) => {
  const response = await page.goto(siteUrl("sunshine", "/our-locations/"));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Our Locations" })).toBeVisible();
  const cards = page.locator("article.location-card");
  await expect(cards).toHaveCount(14);
  await expect(cards.first().getByRole("heading", { name: "Sunshine Toyota Ipswich" })).toBeVisible();
  await expect(cards.nth(9).getByText("COMING EARLY 2026")).toBeVisible();
  // The key-less map: a pins diagram and the accessible list of addresses with directions links.
  await expect(page.getByRole("img", { name: /^Map of our locations:/ })).toBeVisible();
  const list = page.getByRole("list", { name: "Map of our locations: addresses" });
  await expect(list.getByRole("listitem")).toHaveCount(14);
  await expect(list.getByRole("link", { name: /Get Directions to Sunshine Toyota Ipswich/ })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps/);
  await expect(page.getByRole("textbox", { name: "Postcode" })).toBeVisible();
  // Card contents of spec point 2 on the group site: stars, licences, review summary, Book a Service.
  const toyota = cards.first();
  await expect(toyota.getByRole("img", { name: "Rated 4.7 out of 5" })).toBeVisible();
  await expect(toyota.getByText("DL 3170458")).toBeVisible();
  await expect(toyota.getByText("MRB 48213")).toBeVisible();
  await expect(toyota.getByText("4.7 (912 reviews)")).toBeVisible();
  await expect(toyota.getByRole("link", { name: /^Email Us/ })).toHaveAttribute("href", "/contact-us/sunshine-toyota-ipswich");
  await expect(cards.nth(1).getByRole("link", { name: /Book a Service at Sunshine Toyota Service Ipswich/ })).toHaveAttribute(
    "href",
    "/service?location=sunshine-toyota-service-ipswich",
  );
  await expect(toyota.getByRole("link", { name: /Book a Service/ })).toHaveCount(0);
});

test("/our-locations without the slash goes to /our-locations/", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/our-locations"));
  await expect(page).toHaveURL(/\/our-locations\/$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.sunshinemotorgroup.com.au/our-locations/");
});

test("a postcode orders the locations nearest first", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/our-locations/"));
  await page.getByRole("textbox", { name: "Postcode" }).fill("4558");
  await page.getByRole("button", { name: "Find nearest" }).click();
  await expect(page).toHaveURL(/postcode=4558/);
  await expect(page.getByText("Nearest first from 4558 (Cotton Tree).")).toBeVisible(); // the shipped table names a postcode after a locality near its centre
  const first = page.locator("article.location-card").first();
  await expect(first.getByRole("heading", { name: "Sunshine Kia Maroochydore" })).toBeVisible();
  await expect(first.getByText("1.2 km away")).toBeVisible();
});

for (const [postcode, message] of [
  ["abcd", "Invalid postcode. Please enter a 4-digit number."],
  ["99999", "Invalid postcode. Please enter a 4-digit number."],
  ["", "*This is a required field."],
  ["0000", "Invalid postcode"],
] as const) {
  test(`postcode '${postcode}' shows '${message}' under the field`, async ({ page }) => {
    const response = await page.goto(siteUrl("sunshine", `/our-locations/?postcode=${postcode}`));
    expect(response?.status()).toBe(400);
    const field = page.getByRole("textbox", { name: "Postcode" });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
    await expect(page.locator("article.location-card")).toHaveCount(14);
  });
}

test("a location page: large card with its map, reviews and AutoDealer JSON-LD", async ({ page }) => {
  const response = await page.goto(siteUrl("sunshine", "/our-location/sunshine-toyota-ipswich"));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Sunshine Toyota Ipswich" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Map of Sunshine Toyota Ipswich: addresses" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Get Directions to Sunshine Toyota Ipswich/ }).first()).toHaveAttribute("href", /212%20Brisbane%20Road/);
  await expect(page.getByRole("heading", { name: "Customer reviews" })).toBeVisible();
  const reviews = page.locator(".review");
  expect(await reviews.count()).toBeGreaterThan(0);
  expect(await reviews.count()).toBeLessThanOrEqual(12);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({
    "@type": "AutoDealer",
    name: "Sunshine Toyota Ipswich",
    telephone: "07 5550 0101",
    address: { streetAddress: "212 Brisbane Road, Booval", postalCode: "4304", addressCountry: "AU" },
    geo: { latitude: -27.6138, longitude: 152.7893 },
    aggregateRating: { ratingValue: 4.7, reviewCount: 912 },
  });
  expect(jsonLd.openingHoursSpecification).toHaveLength(7);
  expect(jsonLd.department).toEqual([expect.objectContaining({ "@type": "AutoRepair", name: "Sunshine Toyota Service Ipswich" })]);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Our Locations" })).toBeVisible();
});

test("'View Holiday Hours' lists dates with hours or Closed, in a list that scrolls at 16rem", async ({ page, javaScriptEnabled }) => {
  await page.goto(siteUrl("sunshine", "/our-location/sunshine-toyota-ipswich"));
  const open = javaScriptEnabled ? page.getByRole("button", { name: "View Holiday Hours" }) : page.getByText("View Holiday Hours");
  await open.click();
  const list = page.getByRole("list", { name: "Holiday Hours" });
  await expect(list).toBeVisible();
  await expect(list.getByRole("listitem").filter({ hasText: "Fri 25 Dec 2026" })).toContainText("Closed");
  await expect(list.getByRole("listitem").filter({ hasText: "Thu 24 Dec 2026" })).toContainText("8:00am - 12:00pm");
  expect(await list.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("256px");
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "Holiday Hours" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  }
});

const field = (scope: Page | Locator, name: string) => scope.getByRole("textbox", { name: new RegExp(`^${name}`) });
const locationSelect = (scope: Page | Locator) => scope.getByRole("combobox", { name: /^Location/ });

async function fillContactForm(scope: Page | Locator) {
  await scope.getByRole("combobox", { name: /^Enquiry type/ }).selectOption("General");
  await field(scope, "First name").fill("Zoë");
  await field(scope, "Last name").fill("Nguyen");
  await field(scope, "Email").fill("zoe@example.com");
  await field(scope, "Phone").fill("0412 345 678");
  await field(scope, "Postcode").fill("4558");
  await field(scope, "Comments").fill("Is the showroom open on Saturday afternoon?");
}

test("'Email Us' without JavaScript is the location's contact page, whose form is sent with the location chosen", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "with JavaScript 'Email Us' opens a dialog (next test)");
  await page.goto(siteUrl("sunshine", "/our-location/sunshine-kia-maroochydore"));
  await page.getByRole("link", { name: /^Email Us/ }).click();
  await expect(page).toHaveURL(/\/contact-us\/sunshine-kia-maroochydore$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Sunshine Kia Maroochydore" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "EMAIL US" })).toBeVisible();
  await expect(locationSelect(page)).toHaveValue("105");
  await expect(page.locator(".location-card").getByText("31 Maroochydore Road, Maroochydore")).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.sunshinemotorgroup.com.au/contact-us/sunshine-kia-maroochydore");
  await fillContactForm(page);
  await page.getByRole("button", { name: /Enquire Now|Message Now/ }).click();
  await expect(page).toHaveURL(/\/success\?/);
});

test("a location's contact page keeps the visitor's values and shows field messages", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/contact-us/sunshine-kia-maroochydore"));
  await field(page, "First name").fill("Zoë");
  await field(page, "Email").fill("not-an-email");
  // Without JavaScript the browser's own required checks would stop the post: let it through to test the server.
  await page.locator("form.lead-form").evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: /Enquire Now|Message Now/ }).click();
  await expect(field(page, "Email")).toHaveAccessibleDescription(/invalid email address/);
  await expect(field(page, "First name")).toHaveValue("Zoë");
  await expect(page).toHaveURL(/\/contact-us\/sunshine-kia-maroochydore$/);
});

test("'Email Us' with JavaScript opens the 'EMAIL US' dialog with the contact form, location preselected", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "needs JavaScript");
  await page.goto(siteUrl("sunshine", "/our-locations/"));
  await page.getByRole("link", { name: "Email Us Sunshine Kia Maroochydore" }).click();
  const dialog = page.getByRole("dialog", { name: /EMAIL US/ });
  await expect(dialog).toBeVisible();
  await expect(locationSelect(dialog)).toHaveValue("105");
  await expect(page).toHaveURL(/\/our-locations\/$/); // still on the page
  await fillContactForm(dialog);
  await dialog.getByRole("button", { name: /Enquire Now|Message Now/ }).click();
  await expect(page).toHaveURL(/\/success\?/);
});

test("the camper site's locations carry the appointment-only note", async ({ page }) => {
  await page.goto(siteUrl("redgum", "/our-locations/"));
  const cards = page.locator("article.location-card");
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    await expect(card.getByText("Visits are by appointment only.", { exact: false })).toBeVisible();
  }
  // One dealership: no multiple-location display.
  await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveCount(0);
});

test("a site with one location shows no multiple-location display", async ({ page }) => {
  const response = await page.goto(minimalUrl("/our-locations/"));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Our Location" })).toBeVisible();
  await expect(page.locator("article.location-card")).toHaveCount(1);
  await expect(page.getByRole("textbox", { name: "Postcode" })).toHaveCount(0);
  await expect(page.getByRole("img", { name: /^Map of our locations/ })).toHaveCount(0);
  await page.goto(minimalUrl("/our-location/corner-cars-darwin"));
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Our other locations" })).toHaveCount(0);
});

for (const [name, path] of [
  ["an unknown location", "/our-location/no-such-place"],
  ["a unicode slug", "/our-location/sunshine-t%C3%B8yota"],
  ["a 10 kB slug", `/our-location/${"a".repeat(10_240)}`],
  ["an unknown contact location", "/contact-us/no-such-place"],
] as const) {
  test(`${name} is a 404 in the site's layout`, async ({ page }) => {
    const response = await page.goto(siteUrl("sunshine", path));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Sorry, we couldn't find that page" })).toBeVisible();
  });
}

test("the sitemap lists the location pages", async ({ request }) => {
  const xml = await (await request.get(apiUrl("/sitemap.xml"), { headers: { host: "sunshine.localhost" } })).text();
  expect(xml).toContain("https://www.sunshinemotorgroup.com.au/our-locations/</loc>");
  expect(xml).toContain("/our-location/sunshine-byd-helensvale</loc>");
});
