// Issue 17's accessibility sweep: axe-core with WCAG 2.0/2.1/2.2 A and AA plus target-size reports
// nothing on every page type, at 390 and 1280 px, on every demo site, with the dialogs open.
// (axe runs inside the page, so this needs JavaScript; without it the dialogs are pages and
// disclosures, which the same pages cover.)
//
// Bounded run time: the demo sites' pages are one set of components that differ by theme colours
// and template, so every page type runs on the group site ('sunshine'), and every other site runs
// the pages its theme and template change most: home (hero, cards, header, footer; the mobile menu
// open at 390), search (the sidebar; the filter drawer open at 390), the Quick Enquiry dialog and a
// vehicle page, plus what only some sites have (the garage and the favourite star's sign-in dialog,
// the chat dialog where chat is on). The vehicle gallery has no lightbox: its photos swap in place.
import { readdirSync, readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { test, E2E_ADMIN_PASSWORD, ownClientAddress, siteUrl } from "./support";
import { reserve, spareCar } from "./reserve-support";

// The issue's set: the four tag sets, and target-size by name (WCAG 2.2's 24 px targets).
async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"] }, rules: { "target-size": { enabled: true } } })
    .analyze();
  expect(results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

interface DemoSite {
  slug: string;
  template: string;
  garage: boolean;
  chat: boolean;
}

// Read from sites/, so a new demo site is swept too.
const SITES: DemoSite[] = readdirSync("sites", { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((group) =>
    readdirSync(`sites/${group.name}/sites`).map((file) => {
      const site = JSON.parse(readFileSync(`sites/${group.name}/sites/${file}`, "utf8"));
      return { slug: site.slug, template: site.template, garage: Boolean(site.features?.garage_enabled), chat: Boolean(site.chat?.enabled) };
    }),
  );
const GROUP = SITES.find((s) => s.template === "group")!;
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

type Act = (page: Page, phone: boolean) => Promise<void>;
interface Check {
  name: string;
  path: string;
  act?: Act;
  /** Only at 390 px (the mobile menu and the filter drawer exist only there). */
  phoneOnly?: true;
}

const openDialog = (opener: (page: Page) => ReturnType<Page["locator"]>): Act => async (page) => {
  await opener(page).click();
  await expect(page.locator("dialog[open]")).toBeVisible();
};
const mobileMenu: Act = async (page, phone) => {
  if (!phone) return;
  await page.locator(".nav--mobile summary").click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
};
const filterDrawer: Act = async (page, phone) => {
  if (!phone) return;
  await page.locator(".search-filters-button").click();
  await expect(page.locator("#search-sidebar")).toBeVisible();
};
/** A vehicle page of this site: the first card of its search page. */
const firstCar = async (page: Page, slug: string) => {
  await page.goto(siteUrl(slug, "/search"));
  return (await page.locator(".car-card__title a").first().getAttribute("href")) ?? "/";
};

// Every page type, on the group site.
const GROUP_PAGES: Check[] = [
  { name: "home", path: "/" },
  { name: "home, mobile menu open", path: "/", act: mobileMenu, phoneOnly: true },
  { name: "home, Quick Enquiry dialog", path: "/", act: openDialog((p) => p.locator(".car-card").first().getByRole("link", { name: "Quick Enquiry" })) },
  { name: "search", path: "/search" },
  { name: "search, filter drawer", path: "/search", act: filterDrawer, phoneOnly: true },
  { name: "search filtered", path: "/search/used-cars/toyota?price=10000:30000&sortBy=latest" },
  { name: "search, no results", path: "/search?query=zzzznothing" },
  { name: "special offers", path: "/special-offers" },
  { name: "parts search", path: "/parts/search" },
  { name: "vehicle with photos", path: "/cars/edge-created-1-day" },
  { name: "vehicle, second photo", path: "/cars/edge-created-1-day?photo=2" },
  { name: "vehicle with one photo", path: "/cars/edge-special" },
  { name: "vehicle without photos", path: "/cars/edge-no-images" },
  { name: "vehicle sold", path: "/cars/edge-sold-10-days" },
  { name: "vehicle reserved", path: "/cars/edge-reserved" },
  { name: "vehicle, phone revealed", path: "/cars/edge-created-1-day", act: async (p) => p.locator(".phone-reveal button").first().click() },
  { name: "enquire", path: "/enquire?car_id=edge-special" },
  { name: "enquire, errors showing", path: "/enquire?car_id=edge-special", act: async (p) => p.getByRole("button", { name: "Enquire Now" }).click() },
  { name: "finance", path: "/finance" },
  { name: "book test drive", path: "/book-test-drive?car_id=edge-created-1-day" },
  { name: "service", path: "/service" },
  { name: "contact us", path: "/contact-us" },
  { name: "contact a dealership", path: "/contact-us/sunshine-kia-maroochydore" },
  { name: "careers", path: "/careers" },
  { name: "fleet", path: "/fleet" },
  { name: "parts enquiry", path: "/parts-enquiry" },
  { name: "sell my car", path: "/sell-my-car" },
  { name: "valuations", path: "/valuations" },
  { name: "request photos", path: "/enquire?car_id=edge-no-images&form=request-photos" },
  { name: "find me something similar", path: "/enquire?car_id=edge-sold-10-days&form=find-similar" },
  { name: "reserve car form", path: "/enquire?car_id=edge-created-1-day&form=reserve-car" },
  { name: "subscription form", path: "/enquire?form=subscription" },
  ...["insurance", "competition", "survey", "team-member"].map((form) => ({ name: `form ${form}`, path: `/forms/${form}` })),
  { name: "success", path: "/success?category=finance" },
  { name: "locations", path: "/our-locations" },
  { name: "locations, EMAIL US dialog", path: "/our-locations/", act: openDialog((p) => p.getByRole("link", { name: /^Email Us / }).first()) },
  { name: "location", path: "/our-location/sunshine-toyota-ipswich" },
  { name: "location, holiday hours dialog", path: "/our-location/sunshine-toyota-ipswich", act: openDialog((p) => p.getByRole("button", { name: "View Holiday Hours" })) },
  { name: "about", path: "/about-us" },
  { name: "content page", path: "/pages/privacy-policy" },
  { name: "checkout", path: "/cars/edge-price-200/checkout" },
  { name: "checkout journey", path: "/checkout-journey?car_id=edge-price-201" },
  { name: "chat page", path: "/chat" },
  { name: "404", path: "/no-such-page/at-all" },
  { name: "admin dashboard", path: "/admin" },
  { name: "admin leads", path: "/admin/leads" },
  { name: "admin conversations", path: "/admin/conversations" },
  { name: "admin reservations", path: "/admin/reservations" },
  { name: "admin valuations", path: "/admin/valuations" },
  { name: "admin mailbox", path: "/admin/mailbox" },
];

test.use({ httpCredentials: { username: "dealer", password: E2E_ADMIN_PASSWORD } });
test.beforeEach(({ page }) => ownClientAddress(page));

for (const viewport of VIEWPORTS) {
  const phone = viewport.width < 600;
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    for (const check of GROUP_PAGES.filter((c) => phone || !c.phoneOnly)) {
      test(`${GROUP.slug}: ${check.name}`, async ({ page }) => {
        await page.goto(siteUrl(GROUP.slug, check.path));
        await check.act?.(page, phone);
        await expectNoViolations(page, `${GROUP.slug} ${check.name}`);
      });
    }

    test(`${GROUP.slug}: finance, every step`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(siteUrl(GROUP.slug, "/finance?car_id=edge-special&vehiclePriceBudget=45000&car_type=new"));
      const form = page.locator("#finance-form");
      await page.getByLabel("First name").fill("Axe");
      await page.getByLabel("Last name").fill("Sweep");
      await page.getByLabel("Email").fill(`axe-${Date.now()}@example.com`);
      await page.getByLabel("Phone").fill("0412345678");
      await page.getByLabel("Postcode").fill("4000");
      await expectNoViolations(page, "finance step 1");
      await form.getByRole("button", { name: "Continue" }).click();
      await expect(form.locator(".form-steps__label")).toHaveText(/Step 2 of 4/);
      await page.getByLabel("Preferred dealership").selectOption({ label: "Sunshine Mazda" });
      await page.getByLabel("Loan term").selectOption("60 months");
      await page.getByRole("radio", { name: "Yes" }).check();
      await expectNoViolations(page, "finance step 2");
      await form.getByRole("button", { name: "Continue" }).click();
      await expect(form.locator(".form-steps__label")).toHaveText(/Step 3 of 4/);
      await expectNoViolations(page, "finance step 3");
      await form.getByRole("button", { name: "Continue" }).click();
      await expect(form.locator(".form-steps__label")).toHaveText(/Step 4 of 4/);
      await expectNoViolations(page, "finance step 4");
    });

    test(`${GROUP.slug}: valuation, every step`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(siteUrl(GROUP.slug, "/valuations"));
      await expect(page.getByRole("button", { name: "Show makes" })).toHaveCount(0); // hydrated
      await page.getByLabel("Year").selectOption("2025");
      await page.getByLabel("Make").selectOption("Toyota");
      await page.getByLabel("Model").selectOption("RAV4");
      await page.getByLabel(/^Odometer/).fill("30000");
      await page.getByLabel("Condition").selectOption("Good");
      await page.getByRole("radio", { name: "No" }).check();
      await expectNoViolations(page, "valuation step 1");
      await page.getByRole("button", { name: "Get My Valuation" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Your Price" })).toBeVisible();
      await expectNoViolations(page, "valuation step 2");
      await page.getByRole("button", { name: "Accept and lock in this price" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Lock In Your Price" })).toBeVisible();
      await expectNoViolations(page, "valuation step 3");
    });
  });
}

// The reservation page needs a paid reservation: one car of its own, checked at both widths.
test(`${GROUP.slug}: the reservation page at 390 and 1280 px`, async ({ page }) => {
  test.setTimeout(90_000);
  const { url } = await reserve(page, spareCar(0));
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(url);
    await expectNoViolations(page, `reservation ${viewport.width}`);
  }
});

// Every other demo site: its theme on the pages it changes most, and its template's own pages.
for (const site of SITES.filter((s) => s !== GROUP)) {
  for (const viewport of VIEWPORTS) {
    const phone = viewport.width < 600;
    test(`${site.slug} at ${viewport.width} px: home, search, Quick Enquiry dialog, vehicle${site.garage ? ", garage" : ""}${site.chat ? ", chat dialog" : ""}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await page.goto(siteUrl(site.slug, "/"));
      await mobileMenu(page, phone);
      await expectNoViolations(page, `${site.slug} home`);
      const car = await firstCar(page, site.slug);
      await filterDrawer(page, phone);
      await expectNoViolations(page, `${site.slug} search`);
      await openDialog((p) => p.locator(".car-card").first().getByRole("link", { name: /^(Quick (Enquiry|Inquiry)|Book This Car)$/ }))(page, phone);
      await expect(page.locator("dialog[open]").getByLabel("First name")).toBeVisible();
      await expectNoViolations(page, `${site.slug} Quick Enquiry dialog`);
      await page.goto(siteUrl(site.slug, car));
      await expectNoViolations(page, `${site.slug} vehicle ${car}`);
      if (site.chat) {
        await page.goto(siteUrl(site.slug, "/about-us"));
        await page.getByRole("button", { name: "Text us" }).click();
        await expect(page.locator("#chat-dialog")).toBeVisible();
        await expectNoViolations(page, `${site.slug} chat dialog`);
      }
      if (site.garage) {
        await page.goto(siteUrl(site.slug, "/my-garage"));
        await expectNoViolations(page, `${site.slug} my-garage`);
        // The favourite star, signed out, offers the sign-in dialog.
        await page.goto(siteUrl(site.slug, "/search"));
        await page.locator(".car-card").first().getByRole("button", { name: /favourite|save/i }).click();
        await expect(page.locator("dialog[open]")).toBeVisible();
        await expectNoViolations(page, `${site.slug} favourite sign-in dialog`);
      }
    });
  }
}
