// Shared steps of the reservation e2e specs: picking a car no other test (or project) reserves,
// filling the checkout, paying in the sandbox.
import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { test, siteUrl } from "./support";

interface StockCar {
  id: number;
  slug: string;
  status: string;
  sold: boolean;
  reserved: boolean;
  price: number;
  state: string;
  show_on_dealer_website: boolean;
  payment_processors: { authorization_key: string; deposit_amount?: number }[];
}

/**
 * The group site's cars that reserve through the sandbox for a $200 deposit in Queensland, from the
 * stock file, in id order (not from a page, whose Reserve links change as other tests reserve).
 * Each test takes its own index, offset per project, so parallel tests never race each other for a
 * car; the demo's edge-case cars belong to other specs.
 */
const sandboxCars = (JSON.parse(readFileSync("sites/sunshine-motor-group/stock.json", "utf8")).cars as StockCar[])
  .filter(
    (c) =>
      !c.slug.startsWith("edge-") &&
      c.status === "in_stock" &&
      !c.sold &&
      !c.reserved &&
      c.price > 200 &&
      c.state === "QLD" &&
      c.show_on_dealer_website !== false &&
      c.payment_processors.length === 1 &&
      /^pk_live_/.test(c.payment_processors[0].authorization_key) &&
      (c.payment_processors[0].deposit_amount ?? 200) === 200,
  )
  .sort((a, b) => a.id - b.id);
const PER_PROJECT = 6;

export function pickCar(index: number): string {
  const offset = test.info().project.name === "js" ? 0 : PER_PROJECT;
  const car = sandboxCars[offset + index];
  expect(car, `sandbox car ${offset + index}`).toBeTruthy();
  return car.slug;
}

/** A car past both projects' picks, for a spec that runs once (in the js project only). */
export function spareCar(index: number): string {
  const car = sandboxCars[2 * PER_PROJECT + index];
  expect(car, `spare sandbox car ${index}`).toBeTruthy();
  return car.slug;
}

export async function fillCheckout(page: Page, name = "Jane") {
  await page.getByLabel("First name").fill(name);
  await page.getByLabel("Last name").fill("Citizen");
  await page.getByLabel("Email").fill(`${name.toLowerCase()}@example.com`);
  await page.getByLabel("Phone").fill("0412 345 678");
  await page.getByLabel("Postcode").fill("4000");
  await page.getByLabel("I agree to the terms of use").check();
}

/** Checkout → sandbox → paid: returns the confirmation page's URL and reservation number. */
export async function reserve(page: Page, slug: string) {
  await page.goto(siteUrl("sunshine", `/cars/${slug}/checkout`));
  await fillCheckout(page);
  await page.getByRole("button", { name: /^Pay \$200 deposit$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Test payment — no money moves" })).toBeVisible();
  await page.getByRole("button", { name: /^Pay \$200 AUD \(test\)$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your car is reserved" })).toBeVisible();
  return { url: page.url(), number: (await page.getByTestId("reservation-number").textContent()) ?? "" };
}
