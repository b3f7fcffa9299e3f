// The chat's live stream across a server restart (issue 14): the visitor's open dialog reconnects
// by itself (the browser's EventSource, resuming after the last message id it saw), a reply sent
// after the restart appears without a reload, and no message shows twice. This test runs its own
// built server (its own port and data folder), stops it and starts it again on the same port.
import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./support";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "../integration/support/server";

test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36" });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = "restart-inbox";
let dataDir: string;
let server: RunningServer | null = null;

const env = (port: string) => ({ PORT: port, DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOG_REQUESTS: "false", TRUST_PROXY: "loopback" });

test.beforeAll(async () => {
  // A fresh data folder's first start can pass the hook's default 30 s on CI (garage-alerts.spec.ts).
  test.setTimeout(90_000);
  dataDir = await mkdtemp(path.join(tmpdir(), "chat-restart-"));
  server = await startServer(env("0"));
});
test.afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function dealerReply(browser: Browser, port: number, visitor: string, text: string) {
  const dealer = await browser.newContext({ httpCredentials: { username: "dealer", password: PASSWORD } });
  const inbox = await dealer.newPage();
  await inbox.goto(`http://sunshine-toyota.localhost:${port}/admin/conversations`);
  await inbox.getByRole("link", { name: visitor }).click();
  await inbox.getByLabel("Reply").fill(text);
  await inbox.getByRole("button", { name: "Send reply" }).click();
  await expect(inbox.locator(".chat-thread").getByText(text)).toBeVisible();
  await dealer.close();
}

const thread = (page: Page) => page.getByRole("dialog", { name: "Text Sunshine Toyota" }).locator(".chat-thread");

test("after the server restarts, the open dialog reconnects and a new reply appears once", async ({ page, browser }) => {
  const port = server!.port;
  await page.goto(`http://sunshine-toyota.localhost:${port}/`);
  await page.getByRole("button", { name: "Text us" }).click();
  const dialog = page.getByRole("dialog", { name: "Text Sunshine Toyota" });
  await dialog.getByLabel("Your name").fill("Restart Visitor");
  await dialog.getByLabel("Mobile number").fill("0412 555 666");
  await dialog.getByLabel("Message").fill("Before the restart");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(thread(page).getByText("Before the restart")).toBeVisible();

  await dealerReply(browser, port, "Restart Visitor", "Reply before the restart");
  await expect(thread(page).getByText("Reply before the restart")).toBeVisible({ timeout: 20_000 });

  // SIGTERM ends the open streams, so the server can close and exit; then it starts again on the same port.
  expect(await server!.stop()).toBe(0);
  server = await startServer(env(String(port)));

  await dealerReply(browser, port, "Restart Visitor", "Reply after the restart");
  await expect(thread(page).getByText("Reply after the restart")).toBeVisible({ timeout: 30_000 });
  await expect(thread(page).getByRole("listitem")).toHaveCount(3); // nothing lost, nothing doubled
  await expect(thread(page).getByText("Reply before the restart")).toHaveCount(1);
});
