// Attribution that survives (issue 13): a visitor who lands from a campaign link, browses three pages
// and enquires leaves a lead holding the pages and the campaign, with JavaScript on (the form's hidden
// fields, from browser storage) and off (the first-party cookies set by each page's <noscript> journey
// pixel, which Chromium loads only when JavaScript is off: one recorder either way).
import { expect, type Browser, type Page } from "@playwright/test";
import { test, E2E_ADMIN_PASSWORD, ownClientAddress, siteUrl } from "./support";

test.beforeEach(({ page }) => ownClientAddress(page));
// Headless Chromium names itself HeadlessChrome, which isbot counts as a bot (and the journey pixel
// sets no cookies for bots, which keep none); a visitor's Chrome does not.
test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" });

/**
 * A page of the journey. With JavaScript it is recorded once the page has hydrated, so the test waits
 * for it in session storage before moving on (the load event can come first); without, the load event
 * waits for the <noscript> pixel like any image.
 */
async function visit(page: Page, path: string) {
  await page.goto(siteUrl("sunshine", path));
  if (test.info().project.name !== "js") return;
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("dealer:sunshine:visited_pages") ?? "")).toContain(JSON.stringify(path));
}

/** The value of one stored field in the lead's inbox row (found by its unique email). */
async function storedFields(browser: Browser, email: string) {
  const context = await browser.newContext({ httpCredentials: { username: "dealer", password: E2E_ADMIN_PASSWORD } });
  const page = await context.newPage();
  await page.goto(siteUrl("sunshine", "/admin/leads"));
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByText("Details").click();
  const field = (key: string) => row.locator("dt", { hasText: new RegExp(`^${key}$`) }).locator("+ dd");
  return { field, close: () => context.close() };
}

test("a campaign landing, three pages and an enquiry give a lead with the visited pages, utm_source and gclid", async ({ page, browser }) => {
  const email = `attribution-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const journey = ["/?utm_source=google&gclid=X", "/search/new-used-and-demo-cars", "/cars/edge-special", "/our-locations/"];
  const pixels: string[] = []; // the pages the journey pixel was loaded for, as answered
  page.on("response", (res) => {
    const url = new URL(res.url());
    if (url.pathname === "/journey.gif") pixels.push(`${url.searchParams.get("p")} ${res.status()}`);
  });
  // The journey crosses into the opener policy (server/security-headers.ts): public pages go without
  // it (the landing too, though its id cookies make it private) and the form page has it, so Chromium
  // gives the form page a new browsing context group, and the journey in session storage goes along.
  const policies: string[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "document") policies.push(res.headers()["cross-origin-opener-policy"] ?? "none");
  });
  for (const path of journey) {
    await visit(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  await visit(page, "/enquire?car_id=edge-special");
  expect(policies).toEqual(["none", "none", "none", "none", "same-origin"]);
  const noJs = test.info().project.name === "no-js";
  expect(pixels).toEqual(noJs ? [...journey, "/enquire?car_id=edge-special"].map((p) => `${p} 200`) : []);

  // A first send missing a required field: with JavaScript the form re-renders with the error,
  // which is what emptied the hidden journey fields before; without it the browser stops the send.
  await page.getByLabel("First name").fill("Jane");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Phone").fill("0412 345 678");
  await page.getByLabel("Postcode").fill("4000");
  await page.getByLabel("Comments").fill("Where did I come from?");
  await page.getByRole("radio", { name: "Yes" }).check();
  await page.getByRole("button", { name: "Enquire Now" }).click();
  if (test.info().project.name === "js") {
    await expect(page.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator('input[name="linked_query_params"]')).toHaveValue(JSON.stringify({ utm_source: "google", gclid: "X" }));
    await expect(page.locator('input[name="visited_pages"]')).toHaveValue(JSON.stringify([...journey, "/enquire?car_id=edge-special"]));
  }
  await page.getByLabel("Last name").fill("Citizen");
  await page.getByRole("button", { name: "Enquire Now" }).click();
  await expect(page.getByRole("heading", { name: "Thank you" })).toBeVisible();

  const lead = await storedFields(browser, email);
  await expect(lead.field("utm_source")).toHaveText("google");
  await expect(lead.field("gclid")).toHaveText("X");
  const attributes = JSON.parse((await lead.field("lead_attributes").textContent()) ?? "{}") as { visited_pages: string[]; linked_query_params: Record<string, string> };
  expect(attributes.linked_query_params).toEqual({ utm_source: "google", gclid: "X" });
  expect(attributes.visited_pages).toEqual([...journey, "/enquire?car_id=edge-special"]);
  await lead.close();
});

test("the Quick Enquiry dialog sends the journey too (JavaScript)", async ({ page, browser }) => {
  test.skip(test.info().project.name !== "js", "without JavaScript the button is a link to the form page, covered above");
  const email = `attribution-dialog-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  for (const path of ["/?utm_source=google&gclid=X", "/our-locations/", "/"]) await visit(page, path);
  await page.locator(".car-card").first().getByRole("link", { name: "Quick Enquiry" }).click();
  const dialog = page.getByRole("dialog", { name: /Quick Enquiry/ });
  await dialog.getByLabel("First name").fill("Dana");
  await dialog.getByLabel("Last name").fill("Dialog");
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Phone").fill("0400000000");
  await dialog.getByLabel("Comments").fill("From the dialog");
  const pages = ["/?utm_source=google&gclid=X", "/our-locations/", "/"];
  await expect(dialog.locator('input[name="visited_pages"]')).toHaveValue(JSON.stringify(pages));
  await dialog.getByRole("button", { name: "Enquire Now" }).click();
  await expect(page).toHaveURL(/\/success\?/);

  const lead = await storedFields(browser, email);
  await expect(lead.field("gclid")).toHaveText("X");
  const attributes = JSON.parse((await lead.field("lead_attributes").textContent()) ?? "{}") as { visited_pages: string[]; linked_query_params: Record<string, string> };
  expect(attributes).toEqual({ visited_pages: pages, linked_query_params: { utm_source: "google", gclid: "X" } });
  await lead.close();
});
