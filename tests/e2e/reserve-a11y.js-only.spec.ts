// axe-core on the reservation pages (it runs inside the page, so this needs JavaScript).
import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { test, E2E_ADMIN_PASSWORD, siteUrl } from "./support";
import { pickCar, reserve } from "./reserve-support";

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("the checkout (with its field errors) and the why-not page pass axe-core", async ({ page }) => {
  test.slow(); // several axe-core runs: 21 s in a loaded clean-clone run
  await page.goto(siteUrl("sunshine", `/cars/${pickCar(4)}/checkout`));
  await axe(page);
  // With the field errors showing.
  await page.getByRole("button", { name: /^Pay \$200 deposit$/ }).click();
  await expect(page.getByRole("alert").first()).toBeVisible({ timeout: 20_000 });
  await axe(page);

  await page.goto(siteUrl("sunshine", "/cars/edge-price-200/checkout"));
  await axe(page);
});

test("the confirmation, cancelled and dealer pages pass axe-core", async ({ browser, page }) => {
  test.slow(); // a reservation, a cancellation and three axe-core runs: 30 s was not enough on a loaded machine
  const slug = pickCar(3);
  const { url } = await reserve(page, slug);
  await axe(page);

  const dealer = await browser.newContext({ httpCredentials: { username: "dealer", password: E2E_ADMIN_PASSWORD } });
  try {
    const admin = await dealer.newPage();
    await admin.goto(siteUrl("sunshine", "/admin/reservations"));
    await axe(admin);
  } finally {
    await dealer.close();
  }

  await page.goto(url);
  await page.getByRole("button", { name: "Cancel and refund" }).click();
  await expect(page.getByTestId("reservation-status")).toHaveText("Cancelled");
  await axe(page);
});
