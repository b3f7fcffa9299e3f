// The sign-in dialog (issue 15), opened by the favourite star while signed out: axe on both steps,
// the code from the mailbox signs in where the visitor is, and the favourite saved in this browser
// joins the account's watchlist. And from the header, with Escape closing it and focus returning.
import { expect } from "@playwright/test";
import { test, ownClientAddress, siteUrl } from "./support";
import { axe, codeFromMailbox } from "./garage-support";

test.beforeEach(({ page }) => ownClientAddress(page));

test("the star opens the sign-in dialog; signing in there keeps the favourite in the garage", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const email = `garage-dialog-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto(siteUrl("drivewell", "/search/subscription-cars"));
  await expect(page.getByRole("link", { name: "My Garage", exact: true })).toHaveAttribute("data-account", "signed-out");
  const star = page.getByRole("button", { name: /^Save to favourites: / }).first();
  const slug = await star.getAttribute("data-car-slug");
  await star.click();
  const dialog = page.getByRole("dialog", { name: "Sign in to My Garage" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email address")).toBeVisible();
  await axe(page);
  await dialog.getByLabel("Email address").fill(email);
  await dialog.getByRole("button", { name: "Email me a code" }).click();
  await expect(dialog.getByText(`We have emailed a 6-digit code to ${email}`)).toBeVisible();
  await expect(dialog.getByLabel("Code from the email")).toBeFocused();
  await axe(page);
  const code = await codeFromMailbox(browser, email);
  await dialog.getByLabel("Code from the email").fill(code);
  await dialog.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/search\/subscription-cars$/);
  await expect(page.getByRole("link", { name: "My Garage (1)" })).toBeVisible();
  await page.getByRole("link", { name: "My Garage (1)" }).click();
  await expect(page).toHaveURL(/\/my-garage\?tab=saved-cars$/);
  await expect(page.locator(`.garage-car a[href$="/${slug}"]`)).toBeVisible();
});

test("the header's My Garage opens the dialog signed out; Escape closes it and focus returns", async ({ page }) => {
  await page.goto(siteUrl("drivewell", "/"));
  const link = page.getByRole("link", { name: "My Garage", exact: true });
  await expect(link).toHaveAttribute("data-account", "signed-out"); // loaded: a click before that follows the link to the page
  await link.click();
  const dialog = page.getByRole("dialog", { name: "Sign in to My Garage" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email address")).toBeFocused();
  await dialog.getByLabel("Email address").fill("not-an-email");
  await dialog.getByRole("button", { name: "Email me a code" }).click();
  await expect(dialog.getByText("Enter a valid email address")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});
