// Every page type of the en-US site (live-oak) and the en-NZ site (tamaki) speaks its locale: no
// Australian-only word, unit, state or date order on any of them, JavaScript on and off. The pages
// come from the site's own sitemap (built from its config: content pages, lead form pages,
// locations, vehicles, search landing pages), one of each kind, plus the pages a sitemap leaves
// out (a filtered search, checkout, chat, 404). Also: one stock count on home and search, and the
// ZIP code box of the US locations page.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test, apiUrl, siteUrl } from "./support";

const MONTHS = "Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec";
const AU_STATES = /\b(QLD|NSW|VIC|TAS|Queensland|New South Wales)\b/;
const AUD = /\bAUD\b|A\$/;

// What an Australian page says that a US or NZ visitor should never read.
const DENY: Record<string, Array<[string, RegExp]>> = {
  "live-oak": [
    ["Enquiry/Enquire", /\benquir/i],
    ["postcode", /post ?code/i],
    ["colour", /\bcolour/i],
    ["favourite", /\bfavourite/i],
    ["centre", /\bcentre/i],
    ["petrol", /\bpetrol\b/i],
    ["tyre", /\btyres?\b/i],
    ["licence", /\blicence/i],
    ["km unit", /\d\s?km\b|\(km\)|\bkms\b/i],
    ["Rego", /\brego\b/i],
    ["AU state", AU_STATES],
    ["AUD", AUD],
    ["day-first date", new RegExp(`\\b\\d{1,2} (${MONTHS})\\b|\\b\\d{1,2}/\\d{1,2}/\\d{4}\\b`)],
  ],
  tamaki: [
    ["AU state", AU_STATES],
    ["AUD", AUD],
    ["Australian", /\bAustralian\b/],
  ],
};

async function get(request: APIRequestContext, slug: string, path: string) {
  return request.get(apiUrl(path), { headers: { host: `${slug}.localhost` }, maxRedirects: 0 });
}

/** One path of each kind from the sitemap, plus the kinds a sitemap does not list. */
async function pagesOf(request: APIRequestContext, slug: string): Promise<string[]> {
  const sitemap = await (await get(request, slug, "/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const kind = (p: string) => (p.startsWith("/search/") ? (p.split("/").length > 3 ? "search filtered" : "search") : p.split("/")[1] || "home");
  const firstOfKind = new Map<string, string>();
  for (const p of paths) if (!firstOfKind.has(kind(p))) firstOfKind.set(kind(p), p);
  const pages = [...firstOfKind.values()];
  const location = firstOfKind.get("our-location");
  const contactLocation = location ? [location.replace("/our-location/", "/contact-us/")] : [];
  // A car's own forms and checkout, as its page and the search cards link to them: one of each.
  const linked = new Map<string, string>();
  for (const from of [firstOfKind.get("cars"), firstOfKind.get("search")]) {
    if (!from) continue;
    const html = await (await get(request, slug, from)).text();
    for (const [, href] of html.matchAll(/href="(\/(?:enquire|book-test-drive|finance|cars\/trade-in|cars\/[^"?]+\/(?:checkout|buy-online))[^"]*)"/g)) {
      const url = new URL(href.replace(/&amp;/g, "&"), "http://x");
      const key = url.pathname.replace(/^\/cars\/[^/]+\//, "/cars/*/") + (url.searchParams.get("form") ?? "");
      if (!linked.has(key)) linked.set(key, url.pathname + url.search);
    }
  }
  return [...pages, ...contactLocation, ...linked.values(), "/chat", "/no-such-page-for-locale-test"];
}

/** What a visitor reads or hears: text outside aria-hidden, plus names, placeholders and the title. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll("[aria-hidden='true'], script, style, template, noscript").forEach((el) => el.remove());
    // What a click reveals counts too: holiday hours and 'Email Us' dialogs, collapsed panels.
    body.querySelectorAll("dialog, details").forEach((el) => el.setAttribute("open", ""));
    document.body.append(body); // innerText needs a rendered element
    body.style.cssText = "position:absolute;left:-99999px;top:0";
    const attrs = [...body.querySelectorAll("[placeholder], [aria-label], [title], img[alt]")].flatMap((el) =>
      ["placeholder", "aria-label", "title", "alt"].map((a) => el.getAttribute(a) ?? ""),
    );
    const text = [document.title, document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "", body.innerText, ...attrs].join("\n");
    body.remove();
    return text;
  });
}

for (const slug of Object.keys(DENY)) {
  test(`${slug}: no Australian-only word or unit on any page type`, async ({ page, request }) => {
    test.setTimeout(300_000);
    const paths = await pagesOf(request, slug);
    // The sitemap names the kinds a site has; these must be among them, so a broken sitemap cannot pass quietly.
    expect(paths.length).toBeGreaterThan(20);
    for (const kind of [/^\/enquire\?/, /^\/cars\/[^/]+\/(checkout|buy-online)$/, /^\/our-locations\/$/, /^\/finance/, /^\/search\/[^/]+\/[^/]+$/, /^\/cars\/[^/]+$/]) {
      expect(paths.some((p) => kind.test(p)), `a page like ${kind}`).toBe(true);
    }
    const leaks: string[] = [];
    for (const path of paths) {
      const response = await page.goto(siteUrl(slug, path));
      expect([200, 404], `${path} answers`).toContain(response?.status());
      const text = await visibleText(page);
      for (const [name, pattern] of DENY[slug]) {
        const hit = pattern.exec(text);
        if (hit) leaks.push(`${path}: ${name}: …${text.slice(Math.max(0, hit.index - 40), hit.index + 40).replace(/\s+/g, " ")}…`);
      }
    }
    expect(leaks).toEqual([]);
  });
}

for (const slug of ["sunshine", "live-oak", "tamaki"]) {
  test(`${slug}: home and search show one stock count, with the thousands separator`, async ({ page }) => {
    await page.goto(siteUrl(slug));
    const stats = page.locator(".stat");
    const total = (await stats.first().locator(".stat__value").innerText()).trim();
    expect(total).toMatch(/^\d{1,3}(,\d{3})*$/);
    const links: Array<[string, string]> = [];
    for (const stat of await stats.all()) links.push([(await stat.locator(".stat__value").innerText()).trim(), (await stat.getAttribute("href"))!]);
    for (const [count, href] of links) {
      await page.goto(siteUrl(slug, href));
      await expect(page.locator(".search-head__count"), href).toHaveText(new RegExp(`^${count} vehicles?( ·|$)`));
    }
  });
}

test("live-oak: the locations page has a ZIP code box that finds the nearest location", async ({ page }) => {
  await page.goto(siteUrl("live-oak", "/our-locations/"));
  await expect(page.getByText("3 locations. Enter your ZIP code to find the nearest.")).toBeVisible();
  await page.getByLabel("ZIP code").fill("78759");
  await page.getByRole("button", { name: "Find nearest" }).click();
  await expect(page.getByText(/Nearest first from 78759 \(Austin TX\)/)).toBeVisible();
  await expect(page.locator(".location-grid h2").first()).toHaveText(/Live Oak Toyota North Austin/);
  await page.getByLabel("ZIP code").fill("00000");
  await page.getByRole("button", { name: "Find nearest" }).click();
  await expect(page.getByText("Invalid ZIP code", { exact: true })).toBeVisible();
});

test("live-oak: the odometer filter is in miles", async ({ page }) => {
  await page.goto(siteUrl("live-oak", "/search/new-used-and-demo-cars?km=:48280"));
  await expect(page.getByRole("link", { name: /Odometer: up to 30,000 mi/ })).toBeVisible();
  await expect(page.locator("#search-km-max")).toHaveValue("30000");
  await expect(page.locator("#search-km-max")).toHaveAttribute("name", "mi_max");
});
