// Garage accounts end to end (issue 15), JavaScript on and off: sign in with the code read from the
// embedded mailbox, star two cars, see them in /my-garage?tab=saved-cars in a second browser after
// signing in there, save a search, delete the account. axe-core on each page (with JavaScript).
import { expect } from "@playwright/test";
import { test, ownClientAddress, siteUrl } from "./support";
import { axe, signIn } from "./garage-support";

test.beforeEach(({ page }) => ownClientAddress(page));

const js = () => test.info().project.name === "js";
const newEmail = () => `garage-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test("sign in, star two cars, see them in a second browser, save a search, delete the account", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = newEmail();
  await page.goto(siteUrl("drivewell", "/my-garage"));
  await expect(page.getByRole("heading", { name: "Sign in to your garage" })).toBeVisible();
  await axe(page);
  const first = await signIn(page, browser, email);
  await expect(page.getByText("No saved cars yet.")).toBeVisible();

  // Two stars on the results: a fetcher with JavaScript, a form post without.
  await page.goto(siteUrl("drivewell", "/search/subscription-cars"));
  if (js()) await expect(page.getByRole("link", { name: "My Garage (0)" })).toBeVisible(); // the account has loaded
  const starName = js() ? /^Save to favourites: / : /^Save to My Garage: /;
  const stars = page.getByRole("button", { name: starName });
  const names: string[] = [];
  for (const i of [0, 1]) {
    // With JavaScript a saved star leaves the "Save" list; without, the page reloads unchanged. Two
    // cars can share a title (the demo stock has several of a model): the star is found by its car.
    const star = stars.nth(js() ? 0 : i);
    const name = ((await star.getAttribute("aria-label")) ?? (await star.textContent()) ?? "").replace(starName, "").trim();
    names.push(name);
    if (js()) {
      const slug = await star.getAttribute("data-car-slug");
      await star.click();
      const saved = page.locator(`button.favourite-button[data-car-slug="${slug}"]`);
      await expect(saved).toHaveAttribute("aria-pressed", "true");
      await expect(saved).toHaveAccessibleName(`Saved to favourites: ${name}`);
    } else {
      await star.click();
      await expect(page).toHaveURL(/\/search\/subscription-cars$/);
    }
  }
  if (js()) await expect(page.getByRole("link", { name: "My Garage (2)" })).toBeVisible();

  // A second browser: sign in there and see both.
  const other = await browser.newContext({ javaScriptEnabled: js() });
  const second = await other.newPage();
  await ownClientAddress(second);
  await signIn(second, browser, email, [first]);
  for (const name of new Set(names)) await expect(second.getByRole("heading", { level: 3, name, exact: true })).toHaveCount(names.filter((n) => n === name).length);
  await axe(second);
  await other.close();

  // Save a search from the results.
  await page.goto(siteUrl("drivewell", "/search/subscription-cars"));
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page).toHaveURL(/\/my-garage\?tab=saved-searches$/);
  await expect(page.locator(".garage__searches li")).toHaveCount(1);
  await axe(page);

  // Delete the account.
  await page.getByRole("link", { name: "Details" }).click();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await axe(page);
  await page.getByLabel(/Delete my account, saved cars/).check();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Your garage account has been deleted")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Sign in to your garage" })).toBeVisible();
});

test("the group site has no garage: no link, and /my-garage is a 404", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/"));
  await expect(page.getByRole("link", { name: /My Garage/ })).toHaveCount(0);
  const res = await page.goto(siteUrl("sunshine", "/my-garage"));
  expect(res?.status()).toBe(404);
});
