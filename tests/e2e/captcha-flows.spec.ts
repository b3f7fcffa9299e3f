// The captcha (spec point 5 "Captcha shows unless turned off") beyond the lead forms: the valuation
// flow's first step (it creates the lead) and the chat's first message (it carries the visitor's
// name and mobile), on /chat and in the chat dialog. With JavaScript the ALTCHA widget is loaded when
// the form is first touched (never in the first load) and its solution is posted; a solution the
// server refuses is a message tied to the check. Without JavaScript there is no widget and the form
// still sends (the e2e server sets the minimum fill time to 0; its own tests are in
// tests/integration/valuation-captcha.test.ts and chat-captcha.test.ts). axe with JavaScript.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { test, ownClientAddress, siteUrl } from "./support";

test.beforeEach(({ page }) => ownClientAddress(page));
test.describe.configure({ timeout: 90_000 });

const js = () => test.info().project.name === "js";
const REFUSED = "The 'I'm not a robot' check did not pass. Please send the form again to run it again.";
const WIDGET_CODE = /captcha-widget-[\w-]+\.js$/;

/** Records the widget's code and challenge requests, and the body of posts to `path`. */
function watch(page: Page, path: string) {
  const seen = { code: [] as string[], challenges: 0, posted: "" };
  page.on("request", (r) => {
    if (WIDGET_CODE.test(r.url())) seen.code.push(r.url());
    if (r.url().includes("/api/captcha")) seen.challenges++;
    // Remix's fetch posts to the route's data URL (/valuations.data).
    if (r.method() === "POST" && [path, `${path}.data`].includes(new URL(r.url()).pathname)) seen.posted = r.postData() ?? "";
  });
  return seen;
}

/** Challenges whose signature is not the server's: the widget solves them, the server refuses them. */
async function forgeChallenges(page: Page, site: string) {
  await page.route("**/api/captcha", async (route) => {
    // Fetched from Node, which does not resolve *.localhost: the server's default site (sunshine) signs it alike.
    const res = await route.fetch({ url: route.request().url().replace(`${site}.localhost`, "127.0.0.1") });
    const challenge = (await res.json()) as { signature: string };
    await route.fulfill({ response: res, json: { ...challenge, signature: "0".repeat(64) } });
  });
}

const hydrated = (page: Page) => page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);

async function axe(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

async function firstValuationStep(page: Page) {
  if (js()) await expect(page.getByRole("button", { name: "Show makes" })).toHaveCount(0);
  const choose = async (label: string, value: string, narrow: string) => {
    await page.getByLabel(label).selectOption(value);
    if (!js()) await page.getByRole("button", { name: narrow }).click();
  };
  await choose("Year", "2025", "Show makes");
  await choose("Make", "Toyota", "Show models");
  await choose("Model", "RAV4", "Show badges");
  await page.getByLabel(/^Odometer/).fill("30000");
  await page.getByLabel("Condition").selectOption("Good");
  await page.getByRole("radio", { name: "No" }).check();
}

test("valuation: the first step carries the check; the visitor goes on to the price", async ({ page }) => {
  const seen = watch(page, "/valuations");
  await page.goto(siteUrl("sunshine", "/valuations"));
  await expect(page.locator('input[name="form_started"]')).toHaveValue(/^\d+\.[\w-]{43}$/);
  if (js()) await hydrated(page);
  expect(seen.code).toEqual([]); // not in the first load
  await firstValuationStep(page);
  if (js()) {
    await expect(page.locator("altcha-widget")).toHaveCount(1);
    await axe(page, ".valuation");
  } else {
    await expect(page.locator("altcha-widget")).toHaveCount(0);
  }
  await page.getByRole("button", { name: "Get My Valuation" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Your Price" })).toBeVisible({ timeout: 60_000 });
  // The lead exists now: the later steps carry no check.
  await expect(page.getByRole("group", { name: "Spam check" })).toHaveCount(0);
  if (js()) {
    expect(seen.challenges).toBeGreaterThan(0);
    expect(seen.posted).toMatch(/name="altcha"\r\n\r\n\w+|altcha=\w+/);
  } else {
    expect(seen.challenges).toBe(0);
  }
});

test("valuation with JavaScript: a refused solution is a message tied to the check on the first step", async ({ page }) => {
  test.skip(!js(), "the widget runs only with JavaScript");
  await forgeChallenges(page, "sunshine");
  await page.goto(siteUrl("sunshine", "/valuations"));
  await hydrated(page);
  await firstValuationStep(page);
  // The widget is loaded on the first touch; sent before it is there, the post takes the no-JavaScript path.
  await expect(page.locator("altcha-widget")).toHaveCount(1);
  await page.getByRole("button", { name: "Get My Valuation" }).click();
  await expect(page.getByText(REFUSED)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("group", { name: "Spam check" })).toHaveAccessibleDescription(REFUSED);
  await expect(page.getByRole("heading", { level: 2, name: "Your Vehicle" })).toBeVisible();
  await expect(page.getByLabel(/^Odometer/)).toHaveValue("30000");
  await axe(page, ".valuation");
  // The server's challenge again: the check runs again and the visitor goes on.
  await page.unroute("**/api/captcha");
  await page.getByRole("button", { name: "Get My Valuation" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Your Price" })).toBeVisible({ timeout: 60_000 });
});

test("/chat: the first message carries the check; a later one does not", async ({ page }) => {
  const seen = watch(page, "/chat");
  await page.goto(siteUrl("sunshine-toyota", "/chat"));
  await expect(page.locator('input[name="form_started"]')).toHaveValue(/^\d+\.[\w-]{43}$/);
  if (js()) await hydrated(page);
  await page.getByLabel("Your name").fill("Captcha Visitor");
  await page.getByLabel("Mobile number").fill("0412000222");
  await page.getByLabel("Message").fill("Is the RAV4 still there?");
  if (js()) {
    await expect(page.locator("altcha-widget")).toHaveCount(1);
    await axe(page, ".chat-form");
  }
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Is the RAV4 still there?")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel("Your name")).toHaveCount(0);
  if (js()) expect(seen.posted).toMatch(/altcha=\w+/);
  await expect(page.getByRole("group", { name: "Spam check" })).toHaveCount(0);
  await expect(page.locator('input[name="form_started"]')).toHaveCount(0);
});

test("the chat dialog: the widget's code comes only when the first message is being written; a refused solution is a message tied to it", async ({ page }) => {
  test.skip(!js(), "the dialog needs JavaScript");
  const seen = watch(page, "/api/chat");
  await forgeChallenges(page, "sunshine-toyota");
  await page.goto(siteUrl("sunshine-toyota", "/"));
  await page.getByRole("button", { name: "Text us" }).click();
  const dialog = page.getByRole("dialog", { name: "Text Sunshine Toyota" });
  await expect(dialog.getByLabel("Your name")).toBeVisible();
  expect(seen.code).toEqual([]); // the dialog opened; the widget waits for the form to be touched
  await dialog.getByLabel("Your name").fill("Dialog Visitor");
  await dialog.getByLabel("Mobile number").fill("0412000333");
  await dialog.getByLabel("Message").fill("Any utes in stock?");
  await expect(dialog.locator("altcha-widget")).toHaveCount(1);
  expect(seen.code).toHaveLength(1);
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByText(REFUSED)).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole("group", { name: "Spam check" })).toHaveAccessibleDescription(REFUSED);
  await axe(page, "#chat-dialog");

  await page.unroute("**/api/captcha");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.locator(".chat-thread").getByText("Any utes in stock?")).toBeVisible({ timeout: 60_000 });
  expect(JSON.parse(seen.posted)).toMatchObject({ name: "Dialog Visitor", altcha: expect.stringMatching(/^\w+/) });
  await expect(dialog.getByRole("group", { name: "Spam check" })).toHaveCount(0);
});
