// The spec's lead success behaviour after a paid reservation (a JavaScript feature): the per-site
// success marker and the stored customer, who is then prefilled on the next checkout.
import { expect } from "@playwright/test";
import { test, siteUrl } from "./support";
import { pickCar, reserve } from "./reserve-support";

test("a paid reservation stores the success marker and the customer, who prefills the next checkout", async ({ page }) => {
  const slug = pickCar(5);
  const { url } = await reserve(page, slug);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("dealer:sunshine:lead_success") ?? "null")))
    .toMatchObject({ category: "reserve-car", car: slug });
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("dealer:sunshine:customer") ?? "{}"));
  expect(stored).toMatchObject({ name: "Jane", email: "jane@example.com" });

  await page.goto(siteUrl("sunshine", `/cars/${pickCar(4)}/checkout`));
  await expect(page.getByLabel("First name")).toHaveValue("Jane");
  await expect(page.getByLabel("Email")).toHaveValue("jane@example.com");

  await page.goto(url);
  await page.getByRole("button", { name: "Cancel and refund" }).click();
  await expect(page.getByTestId("reservation-status")).toHaveText("Cancelled");
});
