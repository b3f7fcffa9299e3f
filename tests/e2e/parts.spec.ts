// Issue 19, the parts catalogue in a browser, JavaScript on and off: /parts/search finds the demo
// group's parts by category, keyword and sort with page links; a part's 'Enquire' opens the Parts
// Enquiry naming the part, and the stored lead carries it; a site without a catalogue says so.
import { expect } from "@playwright/test";
import { test, E2E_ADMIN_PASSWORD, ownClientAddress, siteUrl } from "./support";

test.beforeEach(({ page }) => ownClientAddress(page));

const cardNumbers = (page: import("@playwright/test").Page) => page.locator(".part-card__number").allInnerTexts();
const apply = async (page: import("@playwright/test").Page) => {
  if (test.info().project.name !== "js") await page.getByRole("button", { name: "Apply filters" }).click();
};

test("a category, a keyword and a sort narrow the parts; page links page", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/parts/search"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parts Search");
  await expect(page.getByRole("status")).toHaveText(/^360 parts · page 1 of \d+$/);
  expect(await page.locator(".part-card").count()).toBeGreaterThan(10); // a page of the site's page size

  await page.getByRole("checkbox", { name: /^Brakes \(\d+\)$/ }).check();
  await apply(page);
  await expect(page).toHaveURL(/\/parts\/search\/brakes$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Brakes Parts");
  for (const text of await page.locator(".part-card__brand").allInnerTexts()) expect(text).toMatch(/· Brakes$/);

  await page.getByLabel("Sort by").selectOption("price-asc");
  await apply(page);
  await expect(page).toHaveURL(/\/parts\/search\/brakes\?sortBy=price-asc$/);
  const prices = (await page.locator(".part-card__price").allInnerTexts()).map((t) => Number(t.replace(/[$,]/g, "")));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.getByRole("link", { name: "Brakes (remove)" }).click();
  await expect(page).toHaveURL(/\/parts\/search\?sortBy=price-asc$/);
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole("status")).toContainText("page 2 of");

  const [number] = await cardNumbers(page);
  const partNumber = number.replace(/^Part number\s*/, "");
  await page.getByLabel("Part number, name or brand").fill(partNumber);
  await page.getByLabel("Part number, name or brand").press("Enter");
  await expect(page).toHaveURL(/query=/);
  await expect(page.locator(".part-card__number").first()).toContainText(partNumber);
});

test("a search nothing matches says so and offers the parts team", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/parts/search?query=zzzqqq"));
  await expect(page.getByRole("heading", { name: "No parts match your search" })).toBeVisible();
  await page.getByRole("link", { name: "Show all parts" }).click();
  await expect(page).toHaveURL(/\/parts\/search$/);
});

test("'Enquire' opens the Parts Enquiry naming the part; the stored lead carries it", async ({ page, browser }) => {
  await page.goto(siteUrl("sunshine", "/parts/search/filters"));
  const card = page.locator(".part-card").first();
  const number = (await card.locator(".part-card__number").innerText()).replace(/^Part number\s*/, "");
  const name = await card.locator("h3").innerText();
  await card.getByRole("link", { name: /^Enquire/ }).click();
  await expect(page).toHaveURL(new RegExp(`/parts-enquiry\\?part=${encodeURIComponent(number)}$`));
  const message = page.getByLabel("Parts required");
  await expect(message).toHaveValue(new RegExp(`^Part ${number}: ${name} \\(`));

  const email = `parts-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const counter = page.getByLabel("Parts counter");
  if (await counter.count()) await counter.selectOption({ index: 1 });
  await page.getByLabel("Make").selectOption("Toyota");
  await page.getByLabel("Model").fill("Corolla");
  await page.getByLabel("Year").fill("2019");
  await page.getByLabel("First name").fill("Pat");
  await page.getByLabel("Last name").fill("Parts");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0400000000");
  await page.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page).toHaveURL(/\/success/);

  const context = await browser.newContext({ httpCredentials: { username: "dealer", password: E2E_ADMIN_PASSWORD } });
  const inbox = await context.newPage();
  await inbox.goto(siteUrl("sunshine", "/admin/leads"));
  const row = inbox.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Parts");
  await row.getByText("Details").click();
  await expect(row).toContainText(`Part ${number}: ${name}`);
  await context.close();
});

test("a site without a parts catalogue says so, with no cars under a parts heading", async ({ page }) => {
  await page.goto(siteUrl("tamaki", "/parts/search"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Parts Search");
  await expect(page.getByRole("heading", { name: "Our parts catalogue is not online yet" })).toBeVisible();
  await expect(page.locator(".car-card")).toHaveCount(0);
});
