// Issue 15, "a stored customer prefill still works without an account": on Drivewell, where the
// garage is on, a visitor who never signs in sends a lead, and the next form is prefilled from the
// stored customer kept in this browser (spec point 3) — no garage cookie, the header still signed out.
import { expect } from "@playwright/test";
import { test, ownClientAddress, siteUrl } from "./support";

test.beforeEach(({ page }) => ownClientAddress(page));

test("on a garage site, the stored customer prefills the next form with no account", async ({ page }) => {
  const email = `prefill-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(siteUrl("drivewell", "/contact-us"));
  await expect(page.getByRole("link", { name: "My Garage", exact: true })).toHaveAttribute("data-account", "signed-out");
  await page.getByLabel("Enquiry type").selectOption("General");
  await page.getByRole("combobox", { name: "Location" }).selectOption({ index: 1 });
  await page.getByLabel("First name").fill("Gina");
  await page.getByLabel("Last name").fill("Garage");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0400000000"); // the always-accepted test number
  await page.getByLabel("Postcode").fill("4000");
  await page.getByLabel("Comments").fill("No account here");
  await page.getByRole("button", { name: "Enquire Now" }).click();
  await expect(page).toHaveURL(/\/success\?/);

  await page.goto(siteUrl("drivewell", "/finance"));
  await expect(page.getByLabel("First name")).toHaveValue("Gina");
  await expect(page.getByLabel("Last name")).toHaveValue("Garage");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Phone")).toHaveValue("0400000000");
  await expect(page.getByLabel("Postcode")).toHaveValue("4000");
  // Still no account: no session cookie, and /api/auth says signed out.
  await expect(page.getByRole("link", { name: "My Garage", exact: true })).toHaveAttribute("data-account", "signed-out");
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain("__garage");
  expect(await page.evaluate(() => fetch("/api/auth").then((r) => r.status))).toBe(401);
});
