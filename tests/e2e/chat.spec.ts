// The 'Text us' chat as a page (issue 14), with and without JavaScript: without it the floating
// button is a link to /chat; a sent message shows the conversation, and the dealer's reply appears
// after the Refresh link. /chat is a 404 on a site without chat. axe on /chat.
import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { test, E2E_ADMIN_PASSWORD, ownClientAddress, siteUrl } from "./support";

test.describe.configure({ timeout: 90_000 });

/** axe-core runs in the page: with JavaScript off it cannot (the markup is the same server-rendered HTML). */
async function axe(page: Page) {
  if (test.info().project.name !== "js") return;
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a conversation through /chat, the dealer's reply after Refresh", async ({ page, browser, javaScriptEnabled }) => {
  await ownClientAddress(page);
  await page.goto(siteUrl("sunshine-toyota", "/"));
  if (javaScriptEnabled) await page.goto(siteUrl("sunshine-toyota", "/chat"));
  else await page.getByRole("link", { name: "Text us" }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole("heading", { name: "Text Sunshine Toyota", level: 1 })).toBeVisible();

  await page.getByLabel("Your name").fill("No Script");
  await page.getByLabel("Mobile number").fill("0412000111");
  await page.getByLabel("Message").fill("Can I book a test drive?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByLabel("Your name")).toHaveCount(0);
  await expect(page.getByText("Can I book a test drive?")).toBeVisible();
  const name = `No Script`;

  const dealer = await browser.newContext({ httpCredentials: { username: "dealer", password: E2E_ADMIN_PASSWORD }, javaScriptEnabled });
  const inbox = await dealer.newPage();
  await inbox.goto(siteUrl("sunshine-toyota", "/admin/conversations"));
  await inbox.getByRole("link", { name }).first().click();
  const reply = `Of course: Saturday at 10? (${test.info().project.name})`;
  await inbox.getByLabel("Reply").fill(reply);
  await inbox.getByRole("button", { name: "Send reply" }).click();
  await expect(inbox.getByText(reply)).toBeVisible();
  await axe(inbox);
  await dealer.close();

  await page.getByRole("link", { name: "Refresh" }).click();
  await expect(page.getByText(reply)).toBeVisible();
  await page.getByLabel("Your message").fill("Saturday works");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Saturday works")).toBeVisible();
});

test("/chat passes axe; a field error is shown beside its field", async ({ page }) => {
  await ownClientAddress(page);
  await page.goto(siteUrl("live-oak", "/chat"));
  await axe(page);
  await page.getByLabel("Your name").fill("Tex");
  await page.getByLabel("Mobile number").fill("555-0123");
  await page.getByLabel("Message").fill("Howdy");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByLabel("Mobile number")).toHaveAccessibleDescription(/Invalid US phone number format \(E\.164 required\)/);
  await expect(page.getByLabel("Message")).toHaveValue("Howdy");
  await axe(page);
});

test("a site without chat has no button and no /chat", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/"));
  await expect(page.getByText("Text us", { exact: true })).toHaveCount(0);
  const res = await page.goto(siteUrl("sunshine", "/chat"));
  expect(res?.status()).toBe(404);
});
