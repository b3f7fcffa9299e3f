// axe-core runs inside the page, so this needs JavaScript; the location pages themselves do not.
import { expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { test, siteUrl } from "./support";

for (const [site, path] of [
  ["sunshine", "/our-locations/"],
  ["sunshine", "/our-locations/?postcode=abcd"],
  ["sunshine", "/our-location/sunshine-toyota-ipswich"],
  ["sunshine", "/contact-us/sunshine-kia-maroochydore"],
  ["redgum", "/our-locations/"],
] as const) {
  test(`${site} ${path} passes axe-core`, async ({ page }) => {
    await page.goto(siteUrl(site, path));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`)).toEqual([]);
  });
}

test("the open holiday-hours and 'EMAIL US' dialogs pass axe-core", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/our-location/sunshine-toyota-ipswich"));
  await page.getByRole("button", { name: "View Holiday Hours" }).click();
  await expect(page.getByRole("dialog", { name: "Holiday Hours" })).toBeVisible();
  let results = await new AxeBuilder({ page }).include("dialog[open]").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await page.keyboard.press("Escape");
  await page.getByRole("link", { name: /^Email Us/ }).click();
  await expect(page.getByRole("dialog", { name: /EMAIL US/ }).getByRole("button", { name: /Enquire Now|Message Now/ })).toBeVisible();
  results = await new AxeBuilder({ page }).include("dialog[open]").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
