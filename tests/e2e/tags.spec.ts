// Third-party tags (issue 13 part 3) in Chromium, offline: the tags' hosts are routed to local stub
// scripts that record they ran. Playwright's clock stands in for the 3 s, so nothing here waits on time.
import { expect, type Page } from "@playwright/test";
import { test, apiUrl, siteUrl } from "./support";

const TAG_HOSTS = /^https:\/\/(www\.googletagmanager\.com|[^/]*google-analytics\.com|[^/]*analytics\.google\.com|connect\.facebook\.net|www\.facebook\.com|[^/]*\.tctm\.co)\//;

// Every stub records that it ran; the pixel's also takes over the command queue as Meta's script does.
const RECORD = "(window.__tagScripts ||= []).push(document.currentScript.src);";
const PIXEL = `${RECORD} fbq.callMethod = (...a) => (window.__pixelCalls ||= []).push(a); for (const a of fbq.queue.splice(0)) fbq.callMethod(...a);`;

type Seen = { requests: string[]; tagCode: string[]; problems: string[] };

/** Routes the tag hosts to the stubs; collects every request to them or for the tag code, CSP violations and page errors. */
async function offlineTags(page: Page): Promise<Seen> {
  const seen: Seen = { requests: [], tagCode: [], problems: [] };
  page.on("request", (request) => {
    if (TAG_HOSTS.test(request.url())) seen.requests.push(request.url());
    if (/\/assets\/load-[^/]*\.js$/.test(request.url())) seen.tagCode.push(request.url());
  });
  await page.route(TAG_HOSTS, (route) =>
    route.fulfill({ contentType: "text/javascript", body: route.request().url().includes("fbevents") ? PIXEL : RECORD }),
  );
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || "inline"}`));
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|CSP violation/i.test(message.text())) seen.problems.push(message.text());
  });
  page.on("pageerror", (error) => seen.problems.push(`page error: ${error.message}`));
  return seen;
}

const hydrated = (page: Page) =>
  expect.poll(() => page.evaluate(() => Boolean((window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized))).toBe(true);

/** Opens the page with the page's clock stopped: its timers fire only when the test moves the clock. */
async function openPaused(page: Page, url: string) {
  await page.clock.install({ time: new Date("2026-11-27T09:00:00+10:00") });
  await page.clock.pauseAt(new Date("2026-11-27T09:00:01+10:00"));
  await page.goto(url);
  await hydrated(page);
}

/**
 * A round trip from the page to the server: whatever the page began to fetch before it (the tag
 * code, once a timer or an interaction has started it) has been requested by the time it ends.
 */
const settled = (page: Page) => page.evaluate(() => fetch("/healthz").then((res) => res.ok));

const tagScriptsRan = (page: Page) => page.evaluate(() => (window as unknown as { __tagScripts?: string[] }).__tagScripts?.length ?? 0);
const pixelCalls = (page: Page) => page.evaluate(() => ((window as unknown as { __pixelCalls?: unknown[][] }).__pixelCalls ?? []).map((c) => [...c]));
const ALL_SCRIPTS = [
  "https://www.googletagmanager.com/gtm.js?id=GTM-DEMO01",
  "https://www.googletagmanager.com/gtag/js?id=G-DEMO000001",
  "https://connect.facebook.net/en_US/fbevents.js",
  "https://000001.tctm.co/t.js",
];

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "tags need JavaScript");

  test("vehicle page: nothing before 3 s, every tag at 3 s under the CSP, the pixel's events 250 ms later with the tracking item", async ({ page }) => {
    const seen = await offlineTags(page);
    await openPaused(page, siteUrl("sunshine-toyota", "/cars/edge-created-1-day"));
    await page.clock.runFor(2_999);
    await settled(page);
    expect(seen.tagCode).toEqual([]);
    expect(seen.requests).toEqual([]);

    await page.clock.runFor(1);
    await expect.poll(() => tagScriptsRan(page)).toBe(4);
    expect([...seen.requests].sort()).toEqual([...ALL_SCRIPTS].sort());
    expect(await pixelCalls(page)).toEqual([["init", "000000000000001"]]);
    // Added under the response's nonce, which the page's own scripts carry.
    const nonces = await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>('script[src^="https://"]')].map((s) => s.nonce));
    expect(nonces).toHaveLength(4);
    expect(new Set(nonces).size).toBe(1);
    expect(nonces[0]).not.toBe("");

    await page.clock.runFor(249);
    expect(await pixelCalls(page)).toHaveLength(1);
    await page.clock.runFor(1);
    const car = await (await page.request.get(apiUrl("/api/cars/edge-created-1-day"), { headers: { host: "sunshine-toyota.localhost" } })).json();
    const item = { content_ids: [String(car.id)], currency: "AUD", value: car.price, content_name: await page.getByRole("heading", { level: 1 }).innerText() };
    expect(await pixelCalls(page)).toEqual([["init", "000000000000001"], ["track", "PageView"], ["track", "ViewContent", item]]);
    const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer: Record<string, unknown>[] }).dataLayer.filter((e) => e.event === "view_item"));
    expect(dataLayer).toEqual([{ event: "view_item", tracking_item: item }]);
    expect(seen.problems).toEqual([]);
  });

  test("the first key press loads the tags at once, without waiting for the 3 s", async ({ page }) => {
    const seen = await offlineTags(page);
    await openPaused(page, siteUrl("sunshine-toyota", "/cars/edge-created-1-day"));
    await settled(page);
    expect(seen.tagCode).toEqual([]);
    await page.keyboard.press("Shift");
    await expect.poll(() => tagScriptsRan(page)).toBe(4);
    await page.clock.runFor(250);
    await expect.poll(async () => (await pixelCalls(page)).map((c) => c[1])).toEqual(["000000000000001", "PageView", "ViewContent"]);
    expect(seen.problems).toEqual([]);
  });

  test("the first scroll loads them too; a search view hands the result ids, the site's currency and the keyword", async ({ page }) => {
    const seen = await offlineTags(page);
    await openPaused(page, siteUrl("tamaki", "/search/new-used-and-demo-cars?query=mitsubishi"));
    await page.mouse.wheel(0, 400);
    await expect.poll(() => tagScriptsRan(page)).toBe(2);
    expect([...seen.requests].sort()).toEqual(["https://connect.facebook.net/en_US/fbevents.js", "https://www.googletagmanager.com/gtag/js?id=G-DEMO000002"]);
    await page.clock.runFor(250);
    await expect.poll(() => pixelCalls(page)).toHaveLength(3);
    const [, , [, event, payload]] = await pixelCalls(page);
    expect(event).toBe("Search");
    expect(payload).toMatchObject({ currency: "NZD", search_string: "mitsubishi" });
    const ids = (payload as { content_ids: string[] }).content_ids;
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => /^\d+$/.test(id))).toBe(true);
    expect(seen.problems).toEqual([]);
  });

  test("a later view in the page (a client navigation) sends its own events at once", async ({ page }) => {
    const seen = await offlineTags(page);
    await openPaused(page, siteUrl("sunshine-toyota", "/cars/edge-created-1-day"));
    await page.keyboard.press("Shift");
    await expect.poll(() => tagScriptsRan(page)).toBe(4);
    await page.clock.runFor(250);
    await expect.poll(() => pixelCalls(page)).toHaveLength(3);
    await page.getByRole("link", { name: /Browse more vehicles like this/ }).click();
    await expect(page).toHaveURL(/\/search\//);
    await expect.poll(async () => (await pixelCalls(page)).slice(3).map((c) => c[1])).toEqual(["PageView", "Search"]);
    expect((await pixelCalls(page))[4][2]).toMatchObject({ currency: "AUD", search_string: "" });
    expect(seen.requests).toHaveLength(4); // the scripts are not added twice
    expect(seen.problems).toEqual([]);
  });

  test("a tag whose script fails to load costs a console line, nothing more", async ({ page }) => {
    const seen = await offlineTags(page);
    await page.route("https://connect.facebook.net/**", (route) => route.abort("internetdisconnected"));
    const lines: string[] = [];
    page.on("console", (message) => lines.push(message.text()));
    await openPaused(page, siteUrl("sunshine-toyota", "/cars/edge-created-1-day"));
    await page.keyboard.press("Shift");
    await expect.poll(() => tagScriptsRan(page)).toBe(3);
    await expect.poll(() => lines).toContain("Tracking script did not load: https://connect.facebook.net/en_US/fbevents.js");
    await page.clock.runFor(250);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
    expect(seen.problems).toEqual([]);
  });

  test("a site without ids: no tag request and no tag code, after interaction and long after 3 s", async ({ page }) => {
    const seen = await offlineTags(page);
    await openPaused(page, siteUrl("sunshine", "/cars/edge-created-1-day"));
    await page.mouse.wheel(0, 400);
    await page.keyboard.press("Shift");
    await page.clock.runFor(10_000);
    await settled(page);
    expect(await page.evaluate(() => "fbq" in window || "gtag" in window)).toBe(false);
    expect(seen.requests).toEqual([]);
    expect(seen.tagCode).toEqual([]);
    expect(seen.problems).toEqual([]);
  });
});

test("without JavaScript: no tags at all, even on a site with ids", async ({ page, javaScriptEnabled }) => {
  test.skip(javaScriptEnabled, "the no-JavaScript project");
  const seen = await offlineTags(page);
  await page.goto(siteUrl("sunshine-toyota", "/cars/edge-created-1-day"), { waitUntil: "load" });
  await page.mouse.wheel(0, 400);
  await page.keyboard.press("Shift");
  expect(seen.requests).toEqual([]);
  await expect(page.locator('script[src*="googletagmanager"], script[src*="facebook"], script[src*="tctm.co"]')).toHaveCount(0);
});
