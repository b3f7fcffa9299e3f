// The truck dealer and the rental site (spec point 1), JavaScript on and off: their own stock under
// headings and cards that say what it is, a hire car's booking enquiry stored with the car, and the
// other kind's whole-stock paths sending a car site to its own default search.
import { expect } from "@playwright/test";
import { test, E2E_ADMIN_PASSWORD, ownClientAddress, siteUrl } from "./support";

test.beforeEach(({ page }) => ownClientAddress(page));

test("Ironbark: the truck search says trucks, its cards and a truck's page show GVM and axle configuration", async ({ page }) => {
  await page.goto(siteUrl("ironbark", "/"));
  await page.getByRole("navigation").getByRole("link", { name: "All Trucks" }).first().click();
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-trucks$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New, Used and Demo Trucks for Sale");
  const card = page.locator(".car-card").first();
  await expect(card.locator(".spec-row dt")).toHaveText(["Condition", "GVM", "Axle configuration", "Odometer"]);
  await expect(card.locator(".spec-row dd").nth(1)).toHaveText(/^\d{1,2},\d{3} kg$/);
  await expect(card.locator(".spec-row dd").nth(2)).toHaveText(/^(4x2|6x4|8x4)$/);

  await page.goto(siteUrl("ironbark", "/search/used-trucks"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used Trucks for Sale");
  const title = await page.locator(".car-card h3").first().innerText();
  await page.locator(".car-card h3 a").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  const specs = page.locator(".spec-table");
  await expect(specs.getByRole("row", { name: /^GVM [\d,]+ kg$/ })).toHaveCount(1);
  await expect(specs.getByRole("row", { name: /^Axle configuration (4x2|6x4|8x4)$/ })).toHaveCount(1);
});

test("Coastline: rental cars at /search/rental-cars and /find/rental-cars with daily and weekly rates; 'Book This Car' stores a booking enquiry with the car", async ({ page, browser }) => {
  const js = test.info().project.name === "js";
  for (const path of ["/search/rental-cars", "/find/rental-cars"]) {
    await page.goto(siteUrl("coastline", path));
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rental Cars");
  }
  const card = page.locator(".car-card").filter({ has: page.getByRole("link", { name: "Book This Car" }) }).first();
  await expect(card.locator(".car-card__price")).toHaveText(/^\$\d+ per dayor \$\d+ per week$/);
  await expect(card.locator(".spec-row dt")).toHaveText(["Body type", "Seats", "Transmission", "Fuel Type"]);
  await expect(card.getByText(/Reserve This Car|for Sale/)).toHaveCount(0);
  const title = await card.getByRole("heading").innerText();

  await card.getByRole("link", { name: "Book This Car" }).click();
  const form = js ? page.getByRole("dialog", { name: /Book This Car/ }) : page.locator("main");
  if (js) await expect(form).toContainText(title);
  else await expect(page).toHaveURL(/\/enquire\?car_id=[\w-]+&form=rental-booking$/);
  const email = `booking-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await form.getByLabel("First name").fill("Hana");
  await form.getByLabel("Last name").fill("Hire");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("0400000000");
  await form.getByLabel("Postcode").fill("4870");
  await form.getByLabel("Pick-up date and time").fill("2026-12-20T09:00");
  await form.getByLabel("Return date and time").fill("2026-12-27T09:00");
  await form.getByLabel("Comments").fill("Airport pick-up please");
  await form.getByRole("button", { name: "Send Booking Enquiry" }).click();
  await expect(page).toHaveURL(/\/success\?category=/);

  const context = await browser.newContext({ httpCredentials: { username: "dealer", password: E2E_ADMIN_PASSWORD } });
  const inbox = await context.newPage();
  await inbox.goto(siteUrl("coastline", "/admin/leads"));
  const row = inbox.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Rental Booking");
  await row.getByText("Details").click();
  await expect(row).toContainText("2026-12-20");
  await expect(row).toContainText("Airport pick-up please");
  await context.close();
});

test("a hire car's page shows its rates and one 'Book This Car', no sale price, finance, reservation or trade-in", async ({ page }) => {
  await page.goto(siteUrl("coastline", "/search/rental-cars"));
  await page.locator(".car-card h3 a").first().click();
  await expect(page.getByTestId("vehicle-price")).toHaveText(/^\$\d+ per dayor \$\d+ per week$/);
  const bar = page.locator(".action-bar");
  await expect(bar.getByRole("link")).toHaveText(["Book This Car"]);
  await expect(page.getByRole("heading", { name: "Interested in this vehicle?" })).toHaveCount(0); // its bullets are about buying
});

test("a car site's trucks and rental paths go to its own default search, not its cars under another heading", async ({ page }) => {
  for (const path of ["/search/new-used-and-demo-trucks", "/search/rental-cars", "/find/rental-cars"]) {
    const response = await page.goto(siteUrl("sunshine", path));
    expect(response!.status()).toBe(200);
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New, Used and Demo Cars for Sale");
  }
  await page.goto(siteUrl("sunshine-toyota", "/search/rental-cars"));
  await expect(page).toHaveURL(/\/search\/used-cars$/);
  await page.goto(siteUrl("ironbark", "/find/rental-cars"));
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-trucks$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New, Used and Demo Trucks for Sale");
});
