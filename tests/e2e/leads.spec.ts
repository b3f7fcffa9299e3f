// Lead forms end to end, with JavaScript on and off: a vehicle enquiry, a test drive and the
// multi-step finance form, each first sent with bad input (the spec's message under each field),
// then completed; the stored rows are read back from the dealer inbox.
import { expect, type Browser, type Page } from "@playwright/test";
import { test, E2E_ADMIN_PASSWORD, ownClientAddress, siteUrl } from "./support";

// Every test is its own client (the lead rate limit is per client address).
test.beforeEach(({ page }) => ownClientAddress(page));

const marker = (kind: string) => `${kind}-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The inbox row of a lead, found by its unique email, opened to show every stored field. */
async function inboxRow(browser: Browser, email: string, query = "") {
  const context = await browser.newContext({ httpCredentials: { username: "dealer", password: E2E_ADMIN_PASSWORD } });
  const page = await context.newPage();
  await page.goto(siteUrl("sunshine", `/admin/leads${query}`));
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByText("Details").click();
  return { row, page, close: () => context.close() };
}

async function fillContact(page: Page, email: string) {
  await page.getByLabel("First name").fill("Jane");
  await page.getByLabel("Last name").fill("Citizen");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0412 345 678");
  await page.getByLabel("Postcode").fill("4000");
}

async function expectFieldError(page: Page, label: string | RegExp, message: string) {
  const field = page.getByLabel(label); // the label's text ends with the required asterisk
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
}

test("vehicle enquiry: bad input shows each field's message, then the lead is stored and the visitor thanked", async ({ page, browser }) => {
  const email = marker("enquiry");
  await page.goto(siteUrl("sunshine", "/enquire?car_id=edge-special"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquire about this vehicle: 2026 Mazda CX-30");
  await expect(page.getByText("Fields marked")).toBeVisible();

  // Values the browser's own checks let through, but the spec's rules do not.
  await page.getByLabel("First name").fill("R2D2");
  await page.getByLabel("Last name").fill("Citizen");
  await page.getByLabel("Email").fill("jane@example");
  await page.getByLabel("Phone").fill("12345");
  await page.getByLabel("Postcode").fill("400");
  await page.getByLabel("Comments").fill("Is it still available?");
  await page.getByRole("radio", { name: "Yes" }).check();
  await page.getByRole("button", { name: "Enquire Now" }).click();

  await expectFieldError(page, "First name", "Please use alphabetical characters only.");
  await expectFieldError(page, "Email", "invalid email address");
  await expectFieldError(page, "Phone", "Invalid phone number. Must be an Australian number.");
  await expectFieldError(page, "Postcode", "Invalid postcode. Please enter a 4-digit number.");
  await expect(page.getByLabel("Comments")).toHaveValue("Is it still available?"); // input kept

  await page.getByLabel("First name").fill("Jane");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("(04) 1234 5678");
  await page.getByLabel("Postcode").fill("4000");
  await page.getByRole("button", { name: "Enquire Now" }).click();

  await expect(page).toHaveURL(/\/success\?category=new-vehicle-enquiry&car_id=edge-special$/);
  await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Your New Vehicle Enquiry has been sent.");

  const inbox = await inboxRow(browser, email);
  await expect(inbox.row.getByRole("cell").nth(1)).toContainText("complete");
  await expect(inbox.row).toContainText("New Vehicle Enquiry");
  await expect(inbox.row).toContainText("Jane Citizen");
  await expect(inbox.row).toContainText("0412345678"); // normalised
  for (const [key, value] of [["source", "Website"], ["Vehicle Make", "Mazda"], ["car_type", "new"], ["message", "Is it still available?"], ["Best Deal", "Yes"], ["website_slug", "sunshine"]]) {
    await expect(inbox.row.locator("dt", { hasText: new RegExp(`^${key}$`) }).locator("+ dd")).toHaveText(value);
  }
  await inbox.close();
});

test("test drive: a bad phone is refused, then a booking with one of the dealer's times is stored", async ({ page, browser }) => {
  const email = marker("drive");
  await page.goto(siteUrl("sunshine", "/book-test-drive?car_id=edge-reserved"));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Book a Test Drive");
  const time = page.getByLabel("Preferred date and time");
  const firstSlot = await time.locator("option").nth(1).getAttribute("value");
  expect(firstSlot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  await time.selectOption(firstSlot!);
  await fillContact(page, email);
  await page.getByLabel("Phone").fill("0299");
  await page.getByLabel("Comments").fill("Saturday morning please");
  await page.getByRole("button", { name: "Book Test Drive" }).click();
  await expectFieldError(page, "Phone", "Invalid phone number. Must be an Australian number.");
  await expect(page.getByLabel("Preferred date and time")).toHaveValue(firstSlot!);

  await page.getByLabel("Phone").fill("07 5550 0123");
  await page.getByRole("button", { name: "Book Test Drive" }).click();
  await expect(page).toHaveURL(/\/success\?category=test-drive-booking-used&car_id=edge-reserved$/);
  await expect(page.getByText("We will call or email you shortly to confirm the time of your test drive.")).toBeVisible();

  const inbox = await inboxRow(browser, email);
  await expect(inbox.row).toContainText("Test Drive Booking Used");
  await expect(inbox.row.locator("dt", { hasText: /^appointment_time$/ }).locator("+ dd")).toHaveText(firstSlot!);
  await expect(inbox.row.locator("dt", { hasText: /^phone$/ }).locator("+ dd")).toHaveText("0755500123");
  await inbox.close();
});

test("finance: four steps, each a POST that saves the lead, Back keeps values, the empty trade-in step is skipped", async ({ page, browser }) => {
  test.slow(); // four posted steps and the dealer's inbox: 21 s in a loaded clean-clone run
  const email = marker("finance");
  await page.goto(siteUrl("sunshine", "/finance?car_id=edge-special&vehiclePriceBudget=45000&car_type=new"));
  for (const step of ["Step 1 Apply Online Quickly & Securely", "Step 2 Get Finance with your own Personalised Finance Rate", "Step 3 Purchase & Enjoy your New Car"]) {
    await expect(page.getByRole("listitem").filter({ hasText: step.slice(7) })).toContainText(step.slice(0, 6));
  }
  await expect(page.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "#finance-form");
  const form = page.locator("#finance-form");
  await expect(form.locator(".form-steps__label").getByText("Step 1 of 4")).toBeVisible();
  await expect(form.getByText("0% complete")).toBeVisible();
  await expect(form.getByRole("heading", { name: "User Details" })).toBeVisible();
  await expect(form.getByRole("button", { name: "Back" })).toHaveCount(0);

  await fillContact(page, "jane@localhost");
  await form.getByRole("button", { name: "Continue" }).click();
  await expectFieldError(page, "Email", "invalid email address");
  await page.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Continue" }).click();

  await expect(form.locator(".form-steps__label").getByText("Step 2 of 4")).toBeVisible();
  await expect(form.getByText("25% complete")).toBeVisible();
  await expect(page.getByLabel("Vehicle price budget ($)")).toHaveValue("45000"); // from the query
  await expect(page.getByLabel("Vehicle condition")).toHaveValue("new");
  // The partial lead is already stored.
  const partial = await inboxRow(browser, email, "?status=Incomplete");
  await expect(partial.row).toContainText("Incomplete");
  await partial.close();

  await page.getByLabel("Vehicle price budget ($)").fill("500");
  await page.getByLabel("Preferred dealership").selectOption({ label: "Sunshine Mazda" });
  await page.getByLabel("Loan term").selectOption("60 months");
  await page.getByRole("radio", { name: "Yes" }).check();
  await form.getByRole("button", { name: "Continue" }).click();
  await expectFieldError(page, "Vehicle price budget ($)", "Please enter a number of at least 1,000.");
  await page.getByLabel("Vehicle price budget ($)").fill("45,000");
  await form.getByRole("button", { name: "Continue" }).click();

  await expect(form.locator(".form-steps__label").getByText("Step 3 of 4")).toBeVisible();
  await expect(form.getByText("50% complete")).toBeVisible();
  await form.getByRole("button", { name: "Back" }).click();
  await expect(form.locator(".form-steps__label").getByText("Step 2 of 4")).toBeVisible();
  await expect(page.getByLabel("Loan term")).toHaveValue("60 months");
  await expect(page.getByLabel("Preferred dealership")).toHaveValue("sunshine-mazda");
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.locator(".form-steps__label").getByText("Step 3 of 4")).toBeVisible();
  await form.getByRole("button", { name: "Continue" }).click(); // the optional trade-in, left empty

  await expect(form.locator(".form-steps__label").getByText("Step 4 of 4")).toBeVisible();
  await expect(form.getByText("75% complete")).toBeVisible();
  await page.getByLabel("Employment status").selectOption("Full time");
  await page.getByLabel("Annual income before tax ($)").fill("85000");
  await page.getByLabel("Residential status").selectOption("Renting");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/success\?category=finance$/);

  const inbox = await inboxRow(browser, email);
  await expect(inbox.row).toContainText("complete");
  await expect(inbox.row).toContainText("step 4");
  await expect(inbox.row).toContainText("Skipped steps: 3");
  for (const [key, value] of [["lead_status", "Complete"], ["vehiclePriceBudget", "45000"], ["loan_term", "60 months"], ["preferredDealership", "sunshine-mazda"], ["annual_income", "85000"], ["Vehicle Make", "Mazda"]]) {
    await expect(inbox.row.locator("dt", { hasText: new RegExp(`^${key}$`) }).locator("+ dd")).toHaveText(value);
  }
  await inbox.close();
  // One lead for the whole application, not one per step.
  const all = await inboxRow(browser, email, "?status=complete");
  await all.close();
});

test("the Quick Enquiry button opens its form (a dialog with JavaScript, its own page without)", async ({ page }, info) => {
  await page.goto(siteUrl("sunshine", "/"));
  const button = page.locator(".car-card").first().getByRole("link", { name: "Quick Enquiry" });
  await expect(button).toHaveAttribute("href", /^\/enquire\?car_id=[\w-]+&form=quick-enquiry$/);
  await button.click();
  if (info.project.name === "js") {
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("First name")).toBeVisible();
  } else {
    await expect(page).toHaveURL(/\/enquire\?car_id=[\w-]+&form=quick-enquiry$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Quick Enquiry");
  }
});

test("forms that are also content pages keep the page's text; unknown forms and cars are 404 pages", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/service"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service you can trust");
  await expect(page.getByText(/factory-trained technicians/)).toBeVisible();
  await expect(page.getByLabel("Service Location")).toBeVisible();
  await page.goto(siteUrl("sunshine", "/careers"));
  await expect(page.getByLabel("Your CV (PDF or Word, up to 5 MB)")).toHaveAttribute("accept", ".pdf,.doc,.docx");
  for (const path of ["/forms/nope", "/enquire?car_id=no-such-car", "/book-test-drive?car_id=%3Cscript%3E"]) {
    const response = await page.goto(siteUrl("sunshine", path));
    expect(response?.status(), path).toBe(404);
  }
});
