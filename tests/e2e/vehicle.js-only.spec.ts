// What JavaScript adds on the vehicle page (the same features work without it, see vehicle.spec.ts),
// and axe-core, which runs inside the page.
import { expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { test, siteUrl } from "./support";

for (const slug of ["edge-history-report", "edge-sold-1-day", "edge-no-images", "edge-market-500"]) {
  test(`the vehicle page of ${slug} passes axe-core`, async ({ page }) => {
    test.slow(); // axe over a long page takes several seconds on a busy machine
    await page.goto(siteUrl("sunshine", `/cars/${slug}`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
  });
}

test("revealing the phone with JavaScript stays on the page and reloads nothing", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/cars/edge-special"));
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  const gets: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && request.url().includes(".data")) gets.push(request.url());
  });
  const map = page.locator("#vehicle-map");
  await map.getByRole("button", { name: /^Show number of / }).click();
  await expect(map.getByRole("link", { name: /^07 5550 0\d{3}$/ })).toBeVisible();
  expect(documents).toEqual([]);
  expect(posts).toEqual(["/cars/edge-special.data"]);
  // The vehicle loader is not run again: nothing it sends has changed (the root may revalidate).
  expect(gets.filter((url) => !new URL(url).searchParams.get("_routes")?.split(",").every((id) => id === "root"))).toEqual([]);
  await expect(page).toHaveURL(/\/cars\/edge-special$/);
});

test("a broken picture falls back to the image-not-found picture", async ({ page }) => {
  await page.route("**/demo-images/wagon-black-2.svg", (route) => route.fulfill({ status: 404, body: "" }));
  await page.goto(siteUrl("sunshine", "/cars/edge-unsafe-description"));
  const gallery = page.getByRole("region", { name: "Photos" });
  await gallery.getByRole("link", { name: "Show photo 2" }).click();
  await expect(gallery.getByRole("img", { name: /photo 2 of 7/ })).toHaveAttribute("src", /image-not-found\.svg$/);
});

test("similar vehicles arrive after the page, as cards linking to their own pages", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/cars/edge-market-500"));
  const cards = page.getByRole("region", { name: "Similar vehicles" }).locator(".car-card");
  await expect(cards).toHaveCount(6);
  const link = cards.first().getByRole("heading").getByRole("link");
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/cars\/[A-Za-z0-9_-]+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("moving to another car in the browser starts its gallery and its phone afresh", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/cars/edge-market-500"));
  const gallery = page.getByRole("region", { name: "Photos" });
  await gallery.getByRole("link", { name: "Show photo 5" }).click();
  await expect(gallery.getByText(/^Photo 5 of/)).toBeVisible();
  const map = page.locator("#vehicle-map");
  await map.getByRole("button", { name: /^Show number of / }).click();
  await expect(map.getByRole("link", { name: /^07 5550 0\d{3}$/ })).toBeVisible();

  const next = page.getByRole("region", { name: "Similar vehicles" }).locator(".car-card").first().getByRole("heading").getByRole("link");
  const href = (await next.getAttribute("href"))!;
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("region", { name: "Photos" }).getByText(/^Photo 1 of/)).toBeVisible();
  await expect(page.locator("#vehicle-map").getByRole("button", { name: /^Show number of / })).toBeVisible();
});

test("keyboard: revealing the phone number moves focus to the number", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/cars/edge-special"));
  const map = page.locator("#vehicle-map");
  await map.getByRole("button", { name: /^Show number of / }).focus();
  await page.keyboard.press("Enter");
  await expect(map.locator(".phone-reveal__number")).toBeFocused();
});
