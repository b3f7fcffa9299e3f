// The finance calculator (issue 19 item 1, spec point 9 "Default finance calculator interest 10
// percent"), JavaScript on and off: on a vehicle page, prefilled with the car's price; Calculate
// (a GET form: the server's result without JavaScript, the same figures live with it); a field
// message tied to its field; 'Apply for finance' to the finance page with the price and the car,
// where the calculator starts from that price. axe-core with JavaScript (it runs in the page).
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { test, ownClientAddress, siteUrl } from "./support";

test.beforeEach(({ page }) => ownClientAddress(page));

const js = () => test.info().project.name === "js";
const calculator = (page: Page) => page.locator("#finance-calculator");

async function axe(page: Page) {
  if (!js()) return;
  const results = await new AxeBuilder({ page }).include("#finance-calculator").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

async function hydrated(page: Page) {
  if (js()) await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
}

test("vehicle page: prefilled with the car's price at 10 percent; $30,000 over 60 months is $637.41 a month", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/cars/edge-special"));
  await hydrated(page);
  const calc = calculator(page);
  await expect(calc.getByRole("heading", { name: "Finance calculator" })).toBeVisible();
  await expect(calc.getByLabel("Vehicle price ($)")).toHaveValue("47990");
  await expect(calc.getByLabel("Interest rate (% p.a.)")).toHaveValue("10");
  await expect(calc.getByLabel("Term (months)")).toHaveValue("60");
  await expect(calc.getByText("Comparison rate note:")).toBeVisible();
  await expect(calc.getByText(/Repayment = \(P − B ÷ \(1 \+ r\)/)).toBeVisible();
  await axe(page);

  await calc.getByLabel("Vehicle price ($)").fill("35,000");
  await calc.getByLabel("Deposit ($)").fill("5000");
  if (js()) {
    // Live: the result follows the figures without leaving the page.
    await expect(calc.getByRole("definition").nth(2)).toHaveText("$637.41");
    await expect(page).toHaveURL(/\/cars\/edge-special$/);
  }
  await calc.getByRole("button", { name: "Calculate" }).click();
  await expect(page).toHaveURL(/price=35%2C000&deposit=5000&term=60&rate=10&balloon=0&calculate=1/);
  await expect(calc.getByRole("definition").nth(2)).toHaveText("$637.41");
  await expect(calc.getByText("Amount financed: $30,000.00")).toBeVisible();
  await expect(calc.getByLabel("Deposit ($)")).toHaveValue("5000");

  // A balloon lowers the repayments; 0% divides evenly.
  await calc.getByLabel("Balloon payment ($)").fill("9000");
  await calc.getByRole("button", { name: "Calculate" }).click();
  await expect(calc.getByRole("definition").nth(2)).toHaveText("$521.19");
  await calc.getByLabel("Balloon payment ($)").fill("0");
  await calc.getByLabel("Interest rate (% p.a.)").fill("0");
  await calc.getByRole("button", { name: "Calculate" }).click();
  await expect(calc.getByRole("definition").nth(2)).toHaveText("$500.00");
});

test("a deposit over the price is a message tied to its field; 'Apply for finance' carries the price and the car", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/cars/edge-special"));
  await hydrated(page);
  const calc = calculator(page);
  await calc.getByLabel("Deposit ($)").fill("50000");
  await calc.getByRole("button", { name: "Calculate" }).click();
  const deposit = calc.getByLabel("Deposit ($)");
  await expect(deposit).toHaveAttribute("aria-invalid", "true");
  await expect(deposit).toHaveAccessibleDescription("Enter a deposit of $0 or more, less than the price.");
  await expect(calc.getByText("Enter the figures above to see the repayments.")).toBeVisible();
  await axe(page);

  await deposit.fill("0");
  await calc.getByLabel("Vehicle price ($)").fill("30000");
  await calc.getByRole("button", { name: "Calculate" }).click();
  await expect(calc.getByRole("definition").nth(2)).toHaveText("$637.41");
  await calc.getByRole("link", { name: "Apply for finance" }).click();
  await expect(page).toHaveURL(/\/finance\?vehiclePriceBudget=30000&car_id=edge-special#finance-form$/);
  await expect(calculator(page).getByLabel("Vehicle price ($)")).toHaveValue("30000");
  await expect(page.locator("#finance-form")).toBeVisible();
});

test("the finance page without a car: the price is asked for, then the repayments show", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/finance"));
  await hydrated(page);
  const calc = calculator(page);
  await expect(calc.getByText("Enter the figures above to see the repayments.")).toBeVisible();
  await calc.getByLabel("Vehicle price ($)").fill("20000");
  await calc.getByLabel("Interest rate (% p.a.)").fill("7");
  await calc.getByLabel("Term (months)").selectOption("36");
  await calc.getByRole("button", { name: "Calculate" }).click();
  await expect(calc.getByRole("definition").nth(2)).toHaveText("$617.54");
  await axe(page);
});
