// The analytics beacon in Chromium: the first page is the server's (its id cookies arrive with it),
// a client-side navigation and a marked click go to POST /api/events with the same ids (204).
import { expect, type Request } from "@playwright/test";
import { test, ownClientAddress, siteUrl } from "./support";

// Headless Chromium names itself HeadlessChrome, which isbot (rightly) calls a bot: look like a visitor.
test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36" });

const eventOf = (request: Request) => (request.url().endsWith("/api/events") && request.method() === "POST" ? (request.postDataJSON() as Record<string, unknown>) : null);

test("a click on the Finance link and the page it leads to are sent by the beacon, with the server's ids", async ({ page, context }) => {
  await ownClientAddress(page);
  const sent: Record<string, unknown>[] = [];
  page.on("request", (request) => {
    const event = eventOf(request);
    if (event) sent.push(event);
  });
  await page.goto(siteUrl("sunshine", "/"));
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies.device_id).toMatch(/^device_[A-Za-z0-9]{10}$/);
  expect(cookies.session_id).toMatch(/^session_[A-Za-z0-9]{10}$/);

  const pageView = page.waitForResponse((res) => eventOf(res.request())?.category === "Page View");
  await page.locator('a[data-event="finance-quote"]').first().click();
  await expect(page).toHaveURL(/\/finance$/);
  expect((await pageView).status()).toBe(204);

  const byCategory = Object.fromEntries(sent.map((e) => [e.category, e]));
  expect(byCategory["Finance Quote"]).toMatchObject({ website_slug: "sunshine", anon_id: cookies.device_id, session_id: cookies.session_id });
  expect(byCategory["Page View"]).toMatchObject({ url: siteUrl("sunshine", "/finance"), anon_id: cookies.device_id });
  // The home page was the server's to record: the beacon never sent it.
  expect(sent.filter((e) => e.category === "Page View")).toHaveLength(1);
});

test("saving a favourite on a search card, as the first click of the visit, is an Add to Wishlist event about that car", async ({ page }) => {
  await ownClientAddress(page);
  await page.goto(siteUrl("sunshine", "/search/new-used-and-demo-cars"));
  // The live star (data-car-slug), once its card has hydrated: until then the star is the no-JavaScript form.
  const slug = await page.locator("button[data-car-slug]").first().getAttribute("data-car-slug");
  // By its car: once saved, the star's name changes.
  const star = page.locator(`button[data-car-slug="${slug}"]`).first();
  const sent = page.waitForResponse((res) => eventOf(res.request())?.category === "Add to Wishlist");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  const response = await sent;
  expect(response.status()).toBe(204);
  expect(eventOf(response.request())?.event_properties).toEqual({ car_slug: slug });
});
