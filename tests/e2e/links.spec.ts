// Issue 17's links in Chromium, JavaScript on and off: favourites (the star, the header link, the
// /favourites page), Find Me Something Similar on an empty search, Request Photos on a vehicle page
// without photos. axe on each new state (with JavaScript).
import { expect } from "@playwright/test";
import { test, ownClientAddress, siteUrl } from "./support";
import { axe } from "./garage-support";

test.beforeEach(({ page }) => ownClientAddress(page));

const js = () => test.info().project.name === "js";

test("save a car with the star, see it under Favourites, remove it", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/search/used-cars"));
  const star = page.getByRole("button", { name: /^Save to favourites: / }).first();
  const name = ((await star.textContent()) ?? "").replace(/^Save to favourites: /, "").trim();
  await star.click();
  if (js()) {
    // With JavaScript the star toggles in place; the header link leads to the list.
    await expect(page.getByRole("button", { name: `Saved to favourites: ${name}` })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("link", { name: "Favourites", exact: true }).click();
  } else {
    await expect(page.getByRole("status")).toContainText(`${name} is saved to your favourites.`);
    await expect(page.getByRole("link", { name: "Back to where you were" })).toHaveAttribute("href", "/search/used-cars");
  }
  await expect(page).toHaveURL(/\/favourites/);
  await expect(page.getByRole("heading", { level: 1, name: "Your favourites" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
  await axe(page);

  await page.getByRole("button", { name: `Remove ${name} from favourites` }).click();
  await expect(page.getByRole("status")).toContainText(`${name} is no longer in your favourites.`);
  await expect(page.getByText("You have no favourites yet.")).toBeVisible();

  await page.goto(siteUrl("sunshine", "/search/used-cars"));
  if (js()) await expect(page.getByRole("button", { name: `Save to favourites: ${name}` })).toHaveAttribute("aria-pressed", "false");
});

test("an empty search offers 'Find Me Something Similar', prefilled", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/search/new-used-and-demo-cars?query=zzqqxx"));
  await expect(page.getByRole("heading", { name: "No vehicles match your search" })).toBeVisible();
  await page.getByRole("link", { name: "Find Me Something Similar" }).click();
  if (js()) await expect(page.getByRole("dialog", { name: "Find Me Something Similar" })).toBeVisible();
  else await expect(page).toHaveURL(/\/enquire\?form=find-similar$/);
  await expect(page.getByRole("textbox", { name: /Comments/ })).toHaveValue("Can you please find me something similar?");
  await axe(page);
});

test("a vehicle page without photos offers Request Photos about that car", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/cars/edge-no-images"));
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await page.getByRole("link", { name: "Request Photos" }).click();
  const dialog = page.getByRole("dialog", { name: /Request Photos/ });
  if (js()) await expect(dialog).toBeVisible();
  else await expect(page).toHaveURL(/\/enquire\?car_id=edge-no-images&form=request-photos$/);
  const scope = js() ? dialog : page.locator("main");
  await expect(scope.getByText(title).first()).toBeVisible();
  await expect(scope.getByRole("button", { name: "Request Photos", exact: true })).toBeVisible();
  await axe(page);
});
