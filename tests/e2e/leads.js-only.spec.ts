// Lead forms with JavaScript: the Quick Enquiry dialog sends its lead through a fetcher and lands
// on /success; the browser checks fields before sending; the multi-step form shows 'Loading' with
// disabled buttons while a step is saved; the stored customer prefills the next form.
import { expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { test, E2E_ADMIN_PASSWORD, ownClientAddress, siteUrl } from "./support";

test.beforeEach(({ page }) => ownClientAddress(page));

test("Quick Enquiry dialog: checked in the browser, sent without leaving the page, then /success; the next form is prefilled", async ({ page, browser }) => {
  const email = `dialog-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(siteUrl("sunshine", "/"));
  const card = page.locator(".car-card").filter({ has: page.getByRole("link", { name: "Quick Enquiry" }) }).first();
  const title = await card.getByRole("heading").innerText();
  await card.getByRole("link", { name: "Quick Enquiry" }).click();
  const dialog = page.getByRole("dialog", { name: /Quick Enquiry/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(title);

  // Nothing is posted while the browser's own check finds errors.
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
  await dialog.getByRole("button", { name: "Enquire Now" }).click();
  await expect(dialog.getByLabel("First name")).toHaveAccessibleDescription("*This is a required field.");
  await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription("*This is a required field.");
  await dialog.getByLabel("Email").fill("nope@");
  await dialog.getByRole("button", { name: "Enquire Now" }).click();
  await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription("invalid email address");
  expect(posts).toEqual([]);

  await dialog.getByLabel("First name").fill("Dana");
  await dialog.getByLabel("Last name").fill("Dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("0400000000"); // the always-accepted test number
  await dialog.getByLabel("Comments").fill("From the dialog");
  await dialog.getByRole("button", { name: "Enquire Now" }).click();
  await expect(page).toHaveURL(/\/success\?category=[a-z-]+-vehicle-enquiry&car_id=[\w-]+&back=%2F$/);
  await expect(page.getByRole("link", { name: "Continue browsing" })).toHaveAttribute("href", "/");

  // The stored customer (five fields) prefills the next form.
  await page.goto(siteUrl("sunshine", "/contact-us"));
  await expect(page.getByLabel("First name")).toHaveValue("Dana");
  await expect(page.getByLabel("Last name")).toHaveValue("Dialog");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Phone")).toHaveValue("0400000000");
  await expect(page.getByLabel("Comments")).toHaveValue(""); // not one of the five

  const context = await browser.newContext({ httpCredentials: { username: "dealer", password: E2E_ADMIN_PASSWORD } });
  const inbox = await context.newPage();
  await inbox.goto(siteUrl("sunshine", "/admin/leads"));
  const row = inbox.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Quick Enquiry");
  await row.getByText("Details").click();
  await expect(row.locator("dt", { hasText: /^visited_pages$/ }).or(row.getByText("lead_attributes"))).toBeVisible();
  await context.close();
});

test("multi-step: 'Loading' and disabled buttons while a step is being saved, Back from step 2", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/finance"));
  const form = page.locator("#finance-form");
  await page.getByLabel("First name").fill("Lou");
  await page.getByLabel("Last name").fill("Ding");
  await page.getByLabel("Email").fill(`loading-${Date.now()}@example.com`);
  await page.getByLabel("Phone").fill("0412345678");
  await page.getByLabel("Postcode").fill("4000");

  // Hold the step's POST until the busy state has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/finance/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await form.getByRole("button", { name: "Continue" }).click();
  const busy = form.getByRole("button", { name: "Loading" });
  await expect(busy).toBeDisabled();
  release();
  await expect(form.locator(".form-steps__label").getByText("Step 2 of 4")).toBeVisible();
  await expect(form.getByRole("button", { name: "Continue" })).toBeEnabled();
  await form.getByRole("button", { name: "Back" }).click();
  await expect(form.locator(".form-steps__label").getByText("Step 1 of 4")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Lou");
});

test("the lead pages pass axe-core, with errors showing and with the dialog open", async ({ page }) => {
  test.setTimeout(120_000); // ten axe runs
  const check = async (label: string) => {
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${label} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
  };
  for (const path of ["/enquire?car_id=edge-special", "/finance", "/book-test-drive?car_id=edge-reserved", "/service", "/careers", "/contact-us", "/sell-my-car", "/success?category=finance"]) {
    await page.goto(siteUrl("sunshine", path));
    await check(path);
  }
  await page.goto(siteUrl("sunshine", "/enquire?car_id=edge-special"));
  await page.getByRole("button", { name: "Enquire Now" }).click();
  await expect(page.getByText("*This is a required field.").first()).toBeVisible();
  await check("errors");
  await page.goto(siteUrl("sunshine", "/"));
  await page.locator(".car-card").first().getByRole("link", { name: "Quick Enquiry" }).click();
  await expect(page.getByRole("dialog").getByLabel("First name")).toBeVisible();
  await check("dialog");
});

// Keyboard only, finance to the end: each Continue (Enter) moves focus to the new step's heading and
// the live region names the step.
test("keyboard finance: focus on each new step's heading, the step announced, to the success page", async ({ page }) => {
  await ownClientAddress(page);
  await page.goto(siteUrl("sunshine", "/finance?car_id=edge-special&vehiclePriceBudget=45000&car_type=new"));
  const form = page.locator("#finance-form");
  const announced = page.getByRole("status").filter({ hasText: /^Step \d of 4/ });
  const type = async (label: string, value: string) => {
    await page.getByLabel(label).focus();
    await page.keyboard.type(value);
  };
  await type("First name", "Kay");
  await type("Last name", "Board");
  await type("Email", `keyboard-${Date.now()}@example.com`);
  await type("Phone", "0412345678");
  await type("Postcode", "4000");
  await page.keyboard.press("Enter");
  await expect(form.getByRole("heading", { level: 2 })).toBeFocused();
  await expect(announced).toHaveText(/^Step 2 of 4: /);

  await page.getByLabel("Preferred dealership").selectOption({ label: "Sunshine Mazda" });
  await page.getByLabel("Loan term").selectOption("60 months");
  await page.getByRole("radio", { name: "Yes" }).check();
  await form.getByRole("button", { name: "Continue" }).focus();
  await page.keyboard.press("Enter");
  await expect(announced).toHaveText(/^Step 3 of 4: /);
  await expect(form.getByRole("heading", { level: 2 })).toBeFocused();
  await form.getByRole("button", { name: "Continue" }).focus();
  await page.keyboard.press("Enter");
  await expect(announced).toHaveText(/^Step 4 of 4: /);
  await expect(form.getByRole("heading", { level: 2 })).toBeFocused();
  await page.getByLabel("Employment status").selectOption("Full time");
  await type("Annual income before tax ($)", "85000");
  await page.getByLabel("Residential status").selectOption("Renting");
  await form.getByRole("button", { name: "Submit" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/success\?category=finance$/);
  await expect(page.locator("#main")).toBeFocused(); // a new page: focus at the start of its content
});
