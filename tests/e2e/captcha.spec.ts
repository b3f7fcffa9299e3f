// The lead forms' captcha (issue 19 item 2, spec point 5 "Captcha shows unless turned off") on the
// Contact Us form. With JavaScript the ALTCHA widget is loaded when the form is first touched and
// solves this server's challenge as the form is sent; a solution the server refuses is a message
// tied to the widget, and the next send runs the check again. Without JavaScript there is no
// widget and the form still sends (honeypot, minimum fill time and rate limit; the e2e server sets
// the fill time to 0, its own tests are tests/integration/captcha-http.test.ts). axe with JavaScript.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { test, ownClientAddress, siteUrl } from "./support";

test.beforeEach(({ page }) => ownClientAddress(page));

const js = () => test.info().project.name === "js";
const marker = () => `captcha-${test.info().project.name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function fillContact(page: Page) {
  const form = page.locator(".lead-form");
  await form.getByLabel("Enquiry type").selectOption("General");
  await form.getByLabel("Location").selectOption({ index: 1 });
  await form.getByLabel("First name").fill("Jane");
  await form.getByLabel("Last name").fill("Citizen");
  await form.getByLabel("Email").fill(marker());
  await form.getByLabel("Phone").fill("0412 345 678");
  await form.getByLabel("Postcode").fill("4000");
  await form.getByLabel("Comments").fill("Hello from the captcha test");
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).include(".lead-form").analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

test("the form carries its signed start time; the lead is sent and the visitor thanked", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/contact-us"));
  await expect(page.locator('input[name="form_started"]')).toHaveValue(/^\d+\.[\w-]{43}$/);
  const challenges: string[] = [];
  page.on("request", (r) => r.url().includes("/api/captcha") && challenges.push(r.url()));
  let posted = "";
  page.on("request", (r) => r.method() === "POST" && r.url().includes("/contact-us") && (posted = r.postData() ?? ""));
  if (js()) await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
  await fillContact(page);
  if (js()) {
    // Touching the form brought the widget (loaded on demand, never in the first bundle).
    await expect(page.locator("altcha-widget")).toHaveCount(1);
    await axe(page);
  } else {
    await expect(page.locator("altcha-widget")).toHaveCount(0);
  }
  await page.getByRole("button", { name: "Enquire Now" }).click();
  await expect(page).toHaveURL(/\/success/, { timeout: 60_000 });
  if (js()) {
    expect(challenges.length).toBeGreaterThan(0);
    expect(posted).toMatch(/name="altcha"\r\n\r\n\w+|altcha=\w+/);
  } else {
    expect(challenges).toEqual([]);
  }
});

test("with JavaScript, a solution the server refuses is a message tied to the check; sending again runs it again", async ({ page }) => {
  test.skip(!js(), "the widget runs only with JavaScript");
  // A challenge whose signature is not the server's: the widget solves it, the server refuses it.
  await page.route("**/api/captcha", async (route) => {
    // Fetched from Node, which does not resolve *.localhost: the server's default site is sunshine.
    const res = await route.fetch({ url: route.request().url().replace("sunshine.localhost", "127.0.0.1") });
    const challenge = (await res.json()) as { signature: string };
    await route.fulfill({ response: res, json: { ...challenge, signature: "0".repeat(64) } });
  });
  await page.goto(siteUrl("sunshine", "/contact-us"));
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
  await fillContact(page);
  await expect(page.locator("altcha-widget")).toHaveCount(1);
  await page.getByRole("button", { name: "Enquire Now" }).click();
  const message = "The 'I'm not a robot' check did not pass. Please send the form again to run it again.";
  await expect(page.getByText(message)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("group", { name: "Spam check" })).toHaveAccessibleDescription(message);
  await expect(page.getByLabel("Comments")).toHaveValue("Hello from the captcha test");
  await axe(page);

  await page.unroute("**/api/captcha");
  await page.getByRole("button", { name: "Enquire Now" }).click();
  await expect(page).toHaveURL(/\/success/, { timeout: 60_000 });
});

// The widget loads on the visitor's first touch of the form, and that touch is often the press on the send
// button just below its slot. It used to arrive between press and release and push the button 75 px
// down: the release missed it, the form was never sent and nothing said so (the valuation and checkout
// tests' "first click gets no answer"). Here the press is held until the widget is in.
test("with JavaScript, a first press on the send button brings the widget without moving the button, and the form goes", async ({ page }) => {
  test.skip(!js(), "the widget runs only with JavaScript");
  await page.goto(siteUrl("sunshine", "/contact-us"));
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: unknown }).__remixRouter !== undefined);
  // The answers go in without a focus or a press, so the press on the button is the first touch.
  await page.locator(".lead-form").evaluate((form, email) => {
    const set = (name: string, value: string) => ((form.querySelector(`[name="${name}"]`) as HTMLInputElement).value = value);
    set("category", "General");
    (form.querySelector('[name="location_id"]') as HTMLSelectElement).selectedIndex = 1;
    for (const [name, value] of Object.entries({ name: "Jane", last_name: "Citizen", email, phone: "0412 345 678", postcode: "4000", message: "Pressed first" })) set(name, value);
  }, marker());
  await expect(page.locator("altcha-widget")).toHaveCount(0);
  const button = page.getByRole("button", { name: "Enquire Now" });
  await button.scrollIntoViewIfNeeded();
  const pressed = (await button.boundingBox())!;
  await page.mouse.move(pressed.x + pressed.width / 2, pressed.y + pressed.height / 2);
  await page.mouse.down();
  await expect(page.locator("altcha-widget .altcha-main")).toBeVisible();
  expect(await button.boundingBox()).toEqual(pressed);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/success/, { timeout: 60_000 });
});

test("without JavaScript, a post with no start time (not from our page) is an alert with the values kept; sending again passes", async ({ page }) => {
  test.skip(js(), "with JavaScript the widget's field is posted");
  const OUT_OF_DATE = "This form is out of date. Please send it again; if this message comes back, reload the page first.";
  await page.goto(siteUrl("sunshine", "/contact-us"));
  await fillContact(page);
  // The first post loses its start time on the way, as a script's post would lack it.
  let stripped = false;
  await page.route("**/contact-us", (route) => {
    const body = route.request().postData();
    if (route.request().method() !== "POST" || stripped || !body) return route.continue();
    stripped = true;
    return route.continue({ postData: body.replace(/(^|&)form_started=[^&]*/, "") });
  });
  await page.getByRole("button", { name: "Enquire Now" }).click();
  await expect(page.getByRole("alert").filter({ hasText: OUT_OF_DATE })).toBeVisible();
  await expect(page.locator(".lead-form").getByLabel("Comments")).toHaveValue("Hello from the captcha test");
  // The refused page carries a fresh start time (axe needs JavaScript: the alert is the form's usual one).
  await expect(page.locator('input[name="form_started"]')).toHaveValue(/^\d+\.[\w-]{43}$/);
  await page.getByRole("button", { name: "Enquire Now" }).click();
  await expect(page).toHaveURL(/\/success/, { timeout: 60_000 });
});
