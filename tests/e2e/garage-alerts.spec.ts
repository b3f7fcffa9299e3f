// The garage alert end to end (issue 15, "receive the alert after a new matching car and a price drop
// are added"), JavaScript on and off: sign in with the code from the admin mailbox, watch a car, save
// a search; then the stock changes for real through the importer's webhook (POST /api/stock/import,
// a partial JSON feed: one new matching car, the watched car $1,000 cheaper). "Send garage alerts now"
// writes one alert naming both; pressing again writes nothing; the mail's unsubscribe link works in a
// fresh browser without signing in. The stock change must not reach the other specs, so this spec
// runs its own built server on a copy of the Drivewell group (its own port, data and sites folders).
import { expect, type Browser } from "@playwright/test";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startServer, type RunningServer } from "../integration/support/server";
import { test, E2E_ADMIN_PASSWORD, ownClientAddress } from "./support";
import { axe, signIn } from "./garage-support";

test.describe.configure({ timeout: 180_000 });

const TOKEN = "garage-alerts-e2e-import-token-0123456789";
const SEARCH = "/search/subscription-cars";
let dir: string;
let server: RunningServer | null = null;
let origin: string;

test.beforeAll(async () => {
  // A fresh data folder migrates and imports first: on a loaded 2-core CI runner that passed the hook's
  // default 30 s, and the afterAll removed the folder under the still-starting server. startServer
  // gives up at 60 s with the server's output.
  test.setTimeout(90_000);
  dir = mkdtempSync(path.join(tmpdir(), "garage-alerts-e2e-"));
  cpSync("sites/drivewell", path.join(dir, "sites/drivewell"), { recursive: true });
  server = await startServer({
    SITES_DIR: path.join(dir, "sites"),
    DATA_DIR: path.join(dir, "data"),
    DEFAULT_SITE: "drivewell",
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    STOCK_IMPORT_TOKEN_DRIVEWELL: TOKEN,
    LOG_REQUESTS: "false",
    TRUST_PROXY: "loopback",
  });
  origin = `http://drivewell.localhost:${server.port}`;
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});
test.beforeEach(({ page }) => ownClientAddress(page));

const js = () => test.info().project.name === "js";

interface StockCar {
  id: number;
  slug: string;
  name: string;
  vin: string;
  stocknum: string;
  price: number;
  subscription_price: number | null;
  sold: boolean;
  [field: string]: unknown;
}

/** The dealer's system posting a partial feed to the webhook (bare 127.0.0.1 is Drivewell here). */
async function importFeed(cars: Record<string, unknown>[]) {
  const res = await fetch(`${server!.url}/api/stock/import`, {
    method: "POST",
    headers: { authorization: `Bearer ${TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({ cars }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { added: number; changed: number; sold: number; errors: unknown[]; changes: { kind: string; slug: string }[] };
}

async function openMailbox(browser: Browser) {
  const admin = await browser.newContext({ httpCredentials: { username: "dealer", password: E2E_ADMIN_PASSWORD }, javaScriptEnabled: js() });
  const page = await admin.newPage();
  await page.goto(`${origin}/admin/mailbox`);
  return { admin, page };
}

test("a new matching car and a price drop come in one alert email, once; its unsubscribe link works signed out", async ({ page, browser }) => {
  const email = `alerts-${test.info().project.name}-${Date.now()}@example.com`;
  await signIn(page, browser, email, [], origin);

  // Watch a car from the results: a fetcher with JavaScript, a form post without.
  await page.goto(`${origin}${SEARCH}`);
  if (js()) await expect(page.getByRole("link", { name: "My Garage (0)" })).toBeVisible(); // the account has loaded
  await page.getByRole("button", { name: js() ? /^Save to favourites: / : /^Save to My Garage: / }).first().click();
  if (js()) await expect(page.getByRole("link", { name: "My Garage (1)" })).toBeVisible();
  else await expect(page).toHaveURL(new RegExp(`${SEARCH}$`));
  await page.getByRole("button", { name: "Save this search" }).click();
  await expect(page).toHaveURL(/\/my-garage\?tab=saved-searches$/);
  await page.goto(`${origin}/my-garage?tab=saved-cars`);
  await expect(page.locator(".garage-car")).toHaveCount(1);
  const watchedSlug = ((await page.locator(".garage-car a").first().getAttribute("href")) ?? "").split("/").pop();

  // The stock changes through the importer: one new car the search finds, the watched car cheaper.
  const stock = JSON.parse(readFileSync(path.join(dir, "sites/drivewell/stock.json"), "utf8")).cars as StockCar[];
  const watched = stock.find((c) => c.slug === watchedSlug)!;
  const template = stock.find((c) => !c.sold && (c.subscription_price ?? 0) > 0 && c.id !== watched.id)!;
  const fields: Record<string, unknown> = { ...template };
  delete fields.id; // the importer gives a new car the next id and a slug from its name
  delete fields.slug;
  const added = { ...fields, name: `${template.name} Alert ${test.info().project.name}`, vin: `ALERT${Date.now()}`.slice(0, 17).padEnd(17, "0"), stocknum: `AL${test.info().project.name}` };
  const report = await importFeed([added, { vin: watched.vin, price: watched.price - 1_000 }]);
  expect(report).toMatchObject({ added: 1, changed: 1, sold: 0, errors: [] });
  const newSlug = report.changes.find((c) => c.kind === "added")!.slug;

  // The admin mailbox's "Send garage alerts now": one alert, naming both.
  const { admin, page: box } = await openMailbox(browser);
  await box.getByRole("button", { name: "Send garage alerts now" }).click();
  await expect(box.getByRole("status")).toHaveText(/; 1 email written\.$/);
  const alertRows = box.getByRole("row").filter({ hasText: email }).filter({ hasText: "on your saved cars and searches" });
  await expect(alertRows).toHaveCount(1);
  await alertRows.getByRole("link").click();
  const mail = box.locator(".mailbox__text");
  await expect(mail).toContainText(new RegExp(`New for "Subscription Cars": [^\\n]*/cars/${newSlug}\\n`));
  const price = (n: number) => `$${n.toLocaleString("en-AU")}`;
  const drop = `now ${price(watched.price - 1_000)} (was ${price(watched.price)}): `.replace(/[$()]/g, "\\$&");
  await expect(mail).toContainText(new RegExp(`Price drop: [^\\n]* ${drop}\\S+/cars/${watched.slug}\\n`));
  // The HTML body, in the site's brand, in a sandboxed frame (app/lib/email/preview.ts).
  const frame = box.locator("iframe.mailbox__html");
  await expect(frame).toHaveAttribute("sandbox", "");
  await expect(box.frameLocator("iframe.mailbox__html").getByRole("link", { name: new RegExp(`^Price drop: .* ${drop}$`.replace(": $", "$")) })).toBeVisible();
  await expect(box.frameLocator("iframe.mailbox__html").getByRole("link", { name: "Unsubscribe from alert emails" })).toBeVisible();
  await axe(box, ["iframe.mailbox__html"]);
  const link = ((await mail.textContent()) ?? "").match(/https?:\/\/\S+\/unsubscribe\?token=\S+/)?.[0];
  expect(link).toBeTruthy();

  // Pressing again tells nothing new.
  await box.goto(`${origin}/admin/mailbox`);
  await box.getByRole("button", { name: "Send garage alerts now" }).click();
  await expect(box.getByRole("status")).toHaveText(/; 0 emails written\.$/);
  await box.goto(`${origin}/admin/mailbox`);
  await expect(alertRows).toHaveCount(1);
  await admin.close();

  // The unsubscribe link, in a browser that never signed in (the mail names the site's own address).
  const fresh = await browser.newContext({ javaScriptEnabled: js() });
  const visitor = await fresh.newPage();
  const url = new URL(link!);
  await visitor.goto(`${origin}${url.pathname}${url.search}`);
  await expect(visitor.getByRole("heading", { name: "Alert emails" })).toBeVisible();
  await axe(visitor);
  await visitor.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(visitor.getByRole("status")).toHaveText("You will get no more alert emails. Your saved cars and searches are kept.");
  await axe(visitor);
  await fresh.close();
});
