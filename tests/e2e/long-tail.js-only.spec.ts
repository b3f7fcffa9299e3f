// Issue 19's smaller rows that need JavaScript: the vehicle-type loading animation while a dialog
// loads, the onerror swap of a broken logo, and the 360-spin script loaded on demand.
import { expect } from "@playwright/test";
import { test, siteUrl } from "./support";

const IMAGE_NOT_FOUND = "/demo-images/image-not-found.svg";

test("the Quick Enquiry dialog shows the car loading animation until its form arrives; still under reduced motion", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the dialog's data request (the form page's loader data) until the animation is checked.
  await page.route(/\/enquire\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(siteUrl("sunshine", "/"));
  await page.locator(".car-card").first().getByRole("link", { name: "Quick Enquiry" }).click();
  const dialog = page.getByRole("dialog", { name: /Quick Enquiry/ });
  const loading = dialog.locator(".vehicle-loading");
  await expect(loading).toHaveAttribute("data-vehicle", "car");
  await expect(loading).toHaveAttribute("role", "status");
  await expect(loading).toContainText("Loading");
  const animation = () => loading.locator(".vehicle-loading__vehicle").evaluate((el) => getComputedStyle(el).animationName);
  expect(await animation()).toBe("vehicle-loading-drive");
  await page.emulateMedia({ reducedMotion: "reduce" });
  expect(await animation()).toBe("none");
  release();
  await expect(dialog.getByRole("button", { name: /Enquire Now|Message Now|Submit/ })).toBeVisible({ timeout: 20_000 });
  await expect(loading).toHaveCount(0);
});

test("a logo whose URL is broken swaps to the image-not-found picture (chips, make facet, footer)", async ({ page }) => {
  await page.route("**/brand-logos/toyota.svg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(siteUrl("sunshine", "/"));
  await expect(page.locator(".chip-list .chip", { hasText: "Toyota" }).locator("img")).toHaveAttribute("src", new RegExp(`${IMAGE_NOT_FOUND}$`), { timeout: 15_000 });
  await page.goto(siteUrl("sunshine-toyota", "/"));
  const brand = page.locator("footer img.site-footer__brand");
  await brand.scrollIntoViewIfNeeded();
  await expect(brand).toHaveAttribute("src", new RegExp(`${IMAGE_NOT_FOUND}$`), { timeout: 15_000 });
  await expect(brand).toHaveAttribute("alt", "Toyota");
});

test("a car with a spin id loads the integrator's script on 'View 360° spin', once, with the car's spin id in the slot", async ({ page }) => {
  const spinRequests: string[] = [];
  await page.route("https://spin.integrator.example/**", (route) => {
    spinRequests.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "window.__spinLoaded = true;" });
  });
  await page.goto(siteUrl("sunshine", "/cars/edge-price-201"));
  const button = page.getByRole("button", { name: "View 360° spin" });
  await expect(button).toBeVisible();
  expect(spinRequests).toEqual([]);
  await button.click();
  await expect(page.locator(".spin360__viewer")).toHaveAttribute("data-spin-id", "spin-edge-price-201");
  await expect.poll(() => page.evaluate(() => (window as unknown as { __spinLoaded?: boolean }).__spinLoaded)).toBe(true);
  expect(spinRequests).toEqual(["https://spin.integrator.example/embed.js"]);
});
