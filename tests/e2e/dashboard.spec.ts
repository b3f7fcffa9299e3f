// The dealer dashboard at /admin, with JavaScript on and off: behind the inbox password, its panels
// are images with names and tables of their numbers, the date range is a GET form whose bad input
// is a message under the field, the CSV downloads, the inbox links to it; axe-core finds nothing.
import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { test, apiUrl, E2E_ADMIN_PASSWORD, siteUrl } from "./support";

test.use({ httpCredentials: { username: "dealer", password: E2E_ADMIN_PASSWORD } });

const PANELS = ["Leads per day", "Leads by category", "Leads by source", "Funnel", "Top viewed cars", "Most enquired cars", "Searches by make and model"];

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${page.url()} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
}

test("every panel is there, as a named chart, and the funnel's numbers are a table", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/admin"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dealer dashboard");
  for (const name of PANELS) await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Leads per day, from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/ })).toBeVisible();
  const funnel = page.getByRole("img", { name: /^Funnel, from/ });
  await expect(funnel).toBeVisible();
  await page.getByText("Funnel in numbers").click(); // a native <details>: opens without JavaScript
  const table = page.getByRole("region", { name: "Funnel in numbers" }).getByRole("table");
  await expect(table.getByRole("rowheader")).toHaveText(["Views", "Vehicle views", "Enquiries", "Reservations"]);
  await expect(table.getByRole("cell").first()).toHaveText(/^\d[\d,]*$/);
});

test("the date range is a GET form: a good range shows it, an end before the start is the field's message", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/admin"));
  await page.getByLabel("From", { exact: true }).fill("2026-01-01");
  await page.getByLabel("To", { exact: true }).fill("2026-01-31");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\?from=2026-01-01&to=2026-01-31$/);
  await expect(page.getByRole("img", { name: /^Funnel, from 2026-01-01 to 2026-01-31/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download these numbers (CSV)" })).toHaveAttribute("href", "/admin/dashboard.csv?from=2026-01-01&to=2026-01-31");

  await page.getByLabel("From", { exact: true }).fill("2026-02-02");
  await page.getByLabel("To", { exact: true }).fill("2026-02-01");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByLabel("To", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("To", { exact: true })).toHaveAccessibleDescription("The end date must be on or after the start date.");
  await expect(page.getByRole("alert")).toHaveText("Choose a valid date range to see the numbers.");
  await expect(page.getByRole("img", { name: /^Funnel/ })).toHaveCount(0);
});

test("the CSV downloads as a private attachment, and the inbox links to the dashboard", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/admin/leads"));
  await page.getByRole("link", { name: "Dashboard", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dealer dashboard");
  const href = await page.getByRole("link", { name: "Download these numbers (CSV)" }).getAttribute("href");
  const res = await page.request.get(apiUrl(href ?? ""), { headers: { host: "sunshine.localhost" } });
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename="dashboard-sunshine-motor-group-/);
  expect(res.headers()["cache-control"]).toBe("private, no-store");
  expect((await res.text()).split("\r\n")[0]).toBe("panel,day,name,count");
});

test("the dashboard, with and without a field error, passes axe-core", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "axe-core runs inside the page, so it needs JavaScript");
  test.slow(); // two axe-core runs over the whole dashboard: 30 s was not enough on a loaded machine
  await page.goto(siteUrl("sunshine", "/admin"));
  await page.getByText("Leads per day by category in numbers").click();
  await axe(page);
  await page.goto(siteUrl("sunshine", "/admin?from=2026-13-01"));
  await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await axe(page);
});

test("without the password the dashboard and its CSV are a 401 challenge", async () => {
  // Plain fetch: the browser contexts of this file carry the password. No password is not a wrong try (no lock-out).
  for (const path of ["/admin", "/admin/dashboard.csv"]) {
    const res = await fetch(apiUrl(path), { headers: { host: "sunshine.localhost" } });
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toMatch(/^Basic /);
    await res.arrayBuffer();
  }
});
