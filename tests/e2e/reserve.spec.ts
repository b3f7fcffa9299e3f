// Reserving a car online (issue 10) on the demo group site, with and without JavaScript: checkout
// with the deposit terms, the sandbox payment, the confirmation, RESERVED everywhere, cancel and
// reservable again; a second browser racing for the car is refused; the why-not page; the dealer.
import { expect, type Page } from "@playwright/test";
import { test, E2E_ADMIN_PASSWORD, ownClientAddress, siteUrl } from "./support";
import { fillCheckout, pickCar, reserve } from "./reserve-support";

// Every test is its own client (the lead rate limit is per client address).
test.beforeEach(({ page }) => ownClientAddress(page));

const actions = (page: Page) => page.getByRole("list", { name: "Vehicle actions" });
const interested = (page: Page) => page.getByRole("region", { name: "Interested in this vehicle?" });

async function expectReservable(page: Page, slug: string, yes: boolean) {
  await page.goto(siteUrl("sunshine", `/cars/${slug}`));
  await expect(actions(page).getByRole("link", { name: "Reserve Now $200" })).toHaveCount(yes ? 1 : 0);
  await expect(interested(page).getByRole("link", { name: "Reserve Now" })).toHaveCount(yes ? 1 : 0);
  await expect(page.locator(".vehicle__summary .tag--reserved")).toHaveCount(yes ? 0 : 1);
  const stock = (await page.getByRole("row", { name: /Stock number/ }).locator("td").textContent())?.trim() ?? "";
  // Its results card, found by its stock number.
  await page.goto(siteUrl("sunshine", `/search?query=${encodeURIComponent(stock)}`));
  const card = page.locator(".car-card", { has: page.locator(`a[href="/cars/${slug}"]`) });
  await expect(card).toHaveCount(1);
  await expect(card.getByText("RESERVED", { exact: true })).toHaveCount(yes ? 0 : 1);
  await expect(card.getByRole("link", { name: /^Reserve This Car/ })).toHaveCount(yes ? 1 : 0);
}

test("reserve a car through the sandbox, see it RESERVED everywhere, cancel, and it is reservable again", async ({ page }) => {
  const slug = pickCar(0);
  await page.goto(siteUrl("sunshine", `/cars/${slug}`));
  await actions(page).getByRole("link", { name: "Reserve Now $200" }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${slug}/checkout$`));

  // The deposit and its terms, before paying.
  await expect(page.getByRole("heading", { level: 1, name: "Reserve this car" })).toBeVisible();
  await expect(page.getByTestId("deposit-amount")).toHaveText("$200 AUD");
  const terms = page.getByRole("region", { name: "Your deposit" });
  await expect(terms).toContainText("holds this car for you for 48 hours");
  await expect(terms).toContainText("Cancel within 48 hours of paying for a full refund.");
  await expect(terms).toContainText("Queensland law: no more than $100 of a deposit may be non-refundable.");

  const { url, number } = await reserve(page, slug);
  expect(number).toMatch(/^R-[A-Z0-9]+$/);
  await expect(page.getByTestId("reservation-status")).toHaveText("Reserved");
  await expect(page.getByText("Held until")).toBeVisible();
  await expect(page.getByText(/AEST$/).first()).toBeVisible(); // the dealer's time zone (Queensland)
  await expect(page.locator("address.reservation-dealer")).toContainText(/Phone \d/);

  await expectReservable(page, slug, false);

  await page.goto(url);
  await page.getByRole("button", { name: "Cancel and refund" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your reservation is cancelled and your refund is on its way." })).toBeVisible();
  await expect(page.getByTestId("reservation-status")).toHaveText("Cancelled");
  await expect(page.getByRole("button", { name: /Cancel/ })).toHaveCount(0);

  await expectReservable(page, slug, true);
});

test("a second browser racing for the same car is refused before paying, with its details kept", async ({ browser, page }) => {
  const slug = pickCar(1);
  const js = test.info().project.name === "js";
  const other = await browser.newContext({ javaScriptEnabled: js });
  const rival = await other.newPage();
  try {
    // Both visitors have the checkout open.
    await page.goto(siteUrl("sunshine", `/cars/${slug}/checkout`));
    await rival.goto(siteUrl("sunshine", `/cars/${slug}/checkout`));
    await fillCheckout(page, "Jane");
    await fillCheckout(rival, "Rita");

    await page.getByRole("button", { name: /^Pay \$200 deposit$/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Test payment — no money moves" })).toBeVisible();

    await rival.getByRole("button", { name: /^Pay \$200 deposit$/ }).click();
    await expect(rival.getByRole("alert")).toHaveText("Sorry, this vehicle has just been reserved by someone else. Nothing has been charged.");
    await expect(rival).toHaveURL(new RegExp(`/cars/${slug}/checkout$`));
    // Their details are kept (without JavaScript, in the forms of the why-not page the reload shows).
    await expect(rival.getByLabel("First name").first()).toHaveValue("Rita");
    await expect(rival.getByLabel("Email").first()).toHaveValue("rita@example.com");
    await expect(rival.getByRole("button", { name: /^Pay/ })).toHaveCount(js ? 1 : 0);

    // The first visitor leaves the payment page: the car is free again.
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByText("You left the payment page without paying, so nothing was charged.")).toBeVisible();
    await expectReservable(page, slug, true);
  } finally {
    await other.close();
  }
});

test("a car that fails the rule gets the why-not page, with the enquiry and 'Find Me Something Similar' forms", async ({ page }) => {
  for (const [slug, reason] of [
    ["edge-price-200", "This vehicle needs a price before it can be reserved online."],
    ["edge-sold-1-day", "This vehicle has been sold."],
    ["edge-reserved", "This vehicle is already reserved by another buyer."],
  ]) {
    const response = await page.goto(siteUrl("sunshine", `/cars/${slug}/checkout`));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "This car cannot be reserved online" })).toBeVisible();
    await expect(page.getByTestId("why-not-reasons")).toContainText(reason);
    if (slug === "edge-sold-1-day") await expect(page.getByTestId("why-not-reasons")).not.toContainText("not in stock"); // sold says it all
    await expect(page.getByRole("heading", { name: "Find Me Something Similar" })).toBeVisible();
    await expect(page.getByLabel("Comments").last()).toHaveValue("Can you please find me something similar?");
    await expect(page.getByRole("button", { name: /Pay/ })).toHaveCount(0);
  }
  // An unknown car stays a 404.
  expect((await page.goto(siteUrl("sunshine", "/cars/no-such-car-123/checkout")))?.status()).toBe(404);
});

test("the other checkout paths lead to the site's own", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/cars/edge-price-201/buy-online"));
  await expect(page).toHaveURL(/\/cars\/edge-price-201\/checkout$/);
  await page.goto(siteUrl("sunshine", "/checkout-journey?car_id=edge-price-201"));
  await expect(page).toHaveURL(/\/cars\/edge-price-201\/checkout$/);
  await page.goto(siteUrl("sunshine", "/motorcycles/edge-price-201/checkout"));
  await expect(page).toHaveURL(/\/cars\/edge-price-201\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reserve this car" })).toBeVisible();
});

test("the dealer sees the reservation and releases it; the car is reservable again", async ({ browser, page }) => {
  const slug = pickCar(2);
  const { number } = await reserve(page, slug);
  const dealer = await browser.newContext({ javaScriptEnabled: test.info().project.name === "js", httpCredentials: { username: "dealer", password: E2E_ADMIN_PASSWORD } });
  try {
    const admin = await dealer.newPage();
    await admin.goto(siteUrl("sunshine", "/admin/reservations"));
    const row = admin.locator(`tr[data-reservation="${number}"]`);
    await expect(row.getByRole("link")).toHaveAttribute("href", `/cars/${slug}`);
    await expect(row).toContainText("Reserved");
    await expect(row).toContainText("$200 AUD");
    await expect(row).toContainText("jane@example.com");
    await row.getByRole("button", { name: `Release ${number}` }).click();
    await expect(admin.getByRole("status")).toHaveText(`Reservation ${number} released.`);
    await expect(admin.locator(`tr[data-reservation="${number}"]`)).toContainText("Cancelled");
    await expect(admin.locator(`tr[data-reservation="${number}"]`).getByRole("button")).toHaveCount(0);
    await expect(admin.getByRole("link", { name: "Dealer inbox (leads)" })).toHaveAttribute("href", "/admin/leads");
  } finally {
    await dealer.close();
  }
  await expectReservable(page, slug, true);
});

test("a car with no usable payment processor reserves through the 'Reserve Car' lead, and says no payment is taken", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/cars/edge-no-processor/checkout"));
  await expect(page.getByRole("heading", { level: 1, name: "Reserve this car" })).toBeVisible();
  await expect(page.getByText("No payment is taken online.")).toBeVisible();
  await expect(page.getByText(/the dealer will call you to take the deposit/)).toBeVisible();
  await fillCheckout(page, "Lena");
  await page.getByRole("button", { name: "Reserve This Car" }).click();
  await expect(page).toHaveURL(/\/success\?category=reserve-car&car_id=edge-no-processor$/);
  await expect(page.getByRole("heading", { level: 1, name: "Thank you" })).toBeVisible();
});

test("bad details are refused with the spec's messages, the visitor's values kept, and nothing reserved", async ({ page }) => {
  const slug = pickCar(4);
  await page.goto(siteUrl("sunshine", `/cars/${slug}/checkout`));
  await fillCheckout(page);
  await page.getByLabel("Email").fill("jane@example");
  // The browser's own check lets this address through; ours does not.
  await page.getByRole("button", { name: /^Pay \$200 deposit$/ }).click();
  await expect(page.getByText("invalid email address")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Jane");
  await expect(page.getByLabel("Email")).toHaveValue("jane@example");
  await expect(page).toHaveURL(new RegExp(`/cars/${slug}/checkout$`));
  await expectReservable(page, slug, true);
});

test("sites with another checkout path link to it, and send the default path there", async ({ page }) => {
  for (const [site, search, base, pattern] of [
    ["ridgeline", "/search/new-used-and-demo-cars", "/motorcycles", /^\/checkout-journey\?car_id=[\w-]+$/],
    ["drivewell", "/search/subscription-cars", "/cars", /^\/cars\/[\w-]+\/buy-online$/],
  ] as const) {
    await page.goto(siteUrl(site, search));
    const reserve = page.getByRole("link", { name: /^Reserve This Car/ }).first();
    const href = (await reserve.getAttribute("href")) ?? "";
    expect(href).toMatch(pattern);
    const slug = href.includes("car_id=") ? href.split("car_id=")[1] : href.split("/")[2];
    await page.goto(siteUrl(site, `${base}/${slug}/checkout`));
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(href);
    await expect(page.getByRole("heading", { level: 1, name: /Reserve this car|cannot be reserved online/ })).toBeVisible();
  }
});
