// The static map (issue 19 item 5; spec point 2 "a map on one side (map-service embed or static
// image)", point 7 "Static map images come from an image CDN"): with no maps key, the large card of
// a location with a map_key (the demo's Tamaki Motors Penrose) shows its map picture, named by its
// address, as a link to the full map. JavaScript on and off; axe with JavaScript.
import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import { test, ownClientAddress, siteUrl } from "./support";

test.beforeEach(({ page }) => ownClientAddress(page));

const PLACE_URL = "https://www.google.com/maps/search/?api=1&query=512%20Great%20South%20Road%2C%20Penrose%2C%20Auckland%20AUK%201061";

test("the large card shows the static map picture with its address as alt, linking to the map", async ({ page, javaScriptEnabled }) => {
  const response = await page.goto(siteUrl("tamaki", "/our-location/tamaki-motors-penrose"));
  expect(response?.status()).toBe(200);
  const card = page.locator("article.location-card--large");
  await expect(card.getByRole("heading", { level: 1, name: "Tamaki Motors Penrose" })).toBeVisible();
  const map = card.getByRole("img", { name: "Map of Tamaki Motors Penrose: 512 Great South Road, Penrose, Auckland AUK 1061" });
  await expect(map).toHaveAttribute("src", "/maps/tamaki-penrose.svg");
  await map.scrollIntoViewIfNeeded();
  // The picture arrived and was drawn (a lazy image loads once it is near the viewport).
  await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
  const link = card.getByRole("link", { name: "Map of Tamaki Motors Penrose: 512 Great South Road, Penrose, Auckland AUK 1061" });
  await expect(link).toHaveAttribute("href", PLACE_URL);
  await expect(link).toHaveAttribute("target", "_blank");
  // The static picture replaces the key-less pins diagram in this card.
  await expect(card.locator(".location-map")).toHaveCount(0);
  // The picture itself (Node does not resolve *.localhost; public files are the same on every site).
  const picture = await page.request.get(siteUrl("tamaki", "/maps/tamaki-penrose.svg").replace("tamaki.localhost", "127.0.0.1"));
  expect(picture.status()).toBe(200);
  expect(picture.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  if (javaScriptEnabled) {
    const results = await new AxeBuilder({ page }).include("article.location-card--large").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  }
});

test("a location without a map_key keeps the key-less map in its large card", async ({ page }) => {
  await page.goto(siteUrl("tamaki", "/our-location/tamaki-motors-albany"));
  const card = page.locator("article.location-card--large");
  await expect(card.locator(".location-card__static-map")).toHaveCount(0);
  await expect(card.locator(".location-card__map")).toHaveCount(1);
});
