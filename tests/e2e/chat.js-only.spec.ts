// The 'Text us' widget with JavaScript (issue 14): the welcome bubble after 3 s naming the dealer,
// its closing remembered, hidden on the site's configured paths; the dialog's code loads on the
// first click; a visitor writes, the dealer replies from /admin/conversations in a second browser,
// and the reply appears live (and is announced) without a reload. axe on the open dialog.
import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { test, E2E_ADMIN_PASSWORD, ownClientAddress, siteUrl } from "./support";

test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36" });

const WELCOME = "Hi! Welcome to Sunshine Toyota. Text us here if you have any questions.";
const bubble = (page: Page) => page.getByRole("status").filter({ hasText: "Welcome to Sunshine Toyota" });

test.describe.configure({ timeout: 90_000 });

test("the welcome bubble names the dealer after 3 s; closed, it stays closed after a reload", async ({ page }) => {
  // The page's clock stands still until the test moves it: the 3 s are counted exactly.
  const start = new Date("2026-11-27T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  await page.goto(siteUrl("sunshine-toyota", "/"));
  const button = page.getByRole("button", { name: "Text us" });
  await expect(button).toBeVisible(); // hydrated: the link became a button
  await page.clock.runFor(2_900);
  await expect(bubble(page)).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(bubble(page)).toContainText(WELCOME);
  await page.getByRole("button", { name: "Close the welcome message" }).click();
  await expect(bubble(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("button", { name: "Text us" })).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(bubble(page)).toHaveCount(0);
  // Remembered per site: another site with chat still greets.
  await page.goto(siteUrl("live-oak", "/"));
  await expect(page.getByRole("button", { name: "Text us" })).toBeVisible();
  await page.clock.runFor(3_100);
  await expect(page.getByRole("status").filter({ hasText: "Live Oak Motors here" })).toBeVisible();
});

test("hidden on the site's configured paths and on sites without chat", async ({ page }) => {
  const start = new Date("2026-11-27T09:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1_000));
  for (const path of ["/our-locations", "/checkout-journey", "/cars/not-a-car"]) {
    await page.goto(siteUrl("sunshine-toyota", path));
    await page.clock.runFor(5_000);
    await expect(page.getByText("Text us")).toHaveCount(0);
    await expect(bubble(page)).toHaveCount(0);
  }
  await page.goto(siteUrl("live-oak", "/careers"));
  await expect(page.getByText("Text us", { exact: true })).toHaveCount(0);
  await page.goto(siteUrl("sunshine", "/"));
  await expect(page.getByText("Text us", { exact: true })).toHaveCount(0);
  // A client-side navigation to a hidden path hides it too.
  await page.goto(siteUrl("sunshine-toyota", "/"));
  await expect(page.getByRole("button", { name: "Text us" })).toBeVisible();
  await page.getByRole("link", { name: /locations/i }).first().click();
  await expect(page).toHaveURL(/\/our-locations/);
  await expect(page.getByRole("button", { name: "Text us" })).toHaveCount(0);
});

test("the chat loads on the first click; the dealer's reply from the inbox in a second browser appears live", async ({ page, browser }) => {
  await ownClientAddress(page);
  const chatCode: string[] = [];
  page.on("request", (r) => {
    if (/ChatDialog-[\w-]+\.js$/.test(r.url())) chatCode.push(r.url());
  });
  await page.goto(siteUrl("sunshine-toyota", "/"));
  const button = page.getByRole("button", { name: "Text us" });
  await expect(button).toBeVisible();
  expect(chatCode).toEqual([]); // not in the page's first load

  await button.click();
  const dialog = page.getByRole("dialog", { name: "Text Sunshine Toyota" });
  await expect(dialog).toBeVisible();
  expect(chatCode).toHaveLength(1);
  const name = `Live Visitor ${Date.now()}`;
  await dialog.getByLabel("Your name").fill(name);
  await dialog.getByLabel("Mobile number").fill("0412 999 888");
  await dialog.getByLabel("Message").fill("Is the <b>white</b> HiLux still available?");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByText("Is the <b>white</b> HiLux still available?")).toBeVisible(); // HTML shown as text
  await expect(dialog.getByLabel("Your message")).toBeVisible(); // the name and mobile are asked once

  const axe = await new AxeBuilder({ page }).include("#chat-dialog").analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);

  const dealer = await browser.newContext({ httpCredentials: { username: "dealer", password: E2E_ADMIN_PASSWORD } });
  const inbox = await dealer.newPage();
  await inbox.goto(siteUrl("sunshine-toyota", "/admin/conversations"));
  await inbox.getByRole("link", { name }).click();
  await expect(inbox.getByRole("heading", { name: `Conversation with ${name}` })).toBeVisible();
  await inbox.getByLabel("Reply").fill("Yes it is, come in today");
  await inbox.getByRole("button", { name: "Send reply" }).click();
  await expect(inbox.locator(".chat-thread").getByText("Yes it is, come in today")).toBeVisible();

  await expect(dialog.locator(".chat-thread").getByText("Yes it is, come in today")).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: "Sunshine Toyota: Yes it is, come in today" })).toHaveCount(1);
  await expect(dialog.locator(".chat-thread").getByText("Is the <b>white</b> HiLux still available?")).toHaveCount(1); // not doubled

  // The dealer's open page hears the visitor's next message without a reload too.
  await dialog.getByLabel("Your message").fill("Great, see you at 3");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(inbox.locator(".chat-thread").getByText("Great, see you at 3")).toBeVisible({ timeout: 20_000 });
  await expect(inbox.locator(".chat-thread").getByText("Yes it is, come in today")).toHaveCount(1);
  await dealer.close();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test("the chat's errors are tied to their fields", async ({ page }) => {
  await ownClientAddress(page);
  await page.goto(siteUrl("sunshine-toyota", "/"));
  await page.getByRole("button", { name: "Text us" }).click();
  const dialog = page.getByRole("dialog", { name: "Text Sunshine Toyota" });
  await dialog.getByLabel("Your name").fill("Sam");
  await dialog.getByLabel("Mobile number").fill("07 3123 4567");
  await dialog.getByLabel("Message").fill("hello");
  await dialog.getByRole("button", { name: "Send" }).click();
  const phone = dialog.getByLabel("Mobile number");
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(/Invalid Australian mobile number format \(E\.164 required\)/);
});
