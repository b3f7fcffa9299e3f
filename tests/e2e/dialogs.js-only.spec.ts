// The one dialog (app/components/Dialog.tsx) behind its three openers: each opens modal, closes on
// Escape and on its close button, and gives focus back to the button or link that opened it.
import { expect, type Locator, type Page } from "@playwright/test";
import { test, siteUrl } from "./support";

const openers: Array<{ name: string; path: string; opener: (page: Page) => Locator; dialog: RegExp; close: RegExp }> = [
  {
    name: "Holiday Hours",
    path: "/our-location/sunshine-toyota-ipswich",
    opener: (page) => page.getByRole("button", { name: "View Holiday Hours" }),
    dialog: /Holiday Hours/,
    close: /^Close$/,
  },
  {
    name: "EMAIL US",
    path: "/our-locations/",
    opener: (page) => page.getByRole("link", { name: "Email Us Sunshine Kia Maroochydore" }),
    dialog: /EMAIL US/,
    close: /^Close$/,
  },
  {
    name: "Quick Enquiry",
    path: "/",
    opener: (page) => page.locator(".car-card").first().getByRole("link", { name: "Quick Enquiry" }),
    dialog: /Quick Enquiry/,
    close: /^Close Quick Enquiry$/,
  },
];

for (const { name, path, opener, dialog: dialogName, close } of openers) {
  test(`the ${name} dialog: modal, Escape and its close button close it, focus returns to its opener`, async ({ page }) => {
    await page.goto(siteUrl("sunshine", path));
    const open = opener(page);
    const dialog = page.getByRole("dialog", { name: dialogName });

    await open.click();
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: close }).click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });
}

// A keypress is input, which the browser runs ahead of the dialog's queued close event: a visitor who
// closes a dialog and opens it again at once must get it open, not shut by the late event.
for (const { name, path, opener, dialog: dialogName } of openers) {
  test(`the ${name} dialog opens again when reopened before its close event arrives`, async ({ page }) => {
    await page.goto(siteUrl("sunshine", path));
    const open = opener(page);
    const dialog = page.getByRole("dialog", { name: dialogName });
    await open.click();
    await expect(dialog).toBeVisible();
    // Closed and clicked in one task: the click is handled before the close event is dispatched.
    await open.evaluate((link: HTMLElement) => {
      document.querySelector<HTMLDialogElement>("dialog[open]")!.close();
      link.click();
    });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
}

// A link dialog loads its page's form when first opened (not as the page hydrates: a page of cards runs
// no fetcher until a click) and keeps it: opened again, the form is there without another request.
test("the Quick Enquiry dialog loads its form on the first open only", async ({ page }) => {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/enquire.data") loads.push(request.url());
  });
  await page.goto(siteUrl("sunshine", "/"));
  const open = page.locator(".car-card").first().getByRole("link", { name: "Quick Enquiry" });
  const dialog = page.getByRole("dialog", { name: /Quick Enquiry/ });
  const send = dialog.getByRole("button", { name: "Enquire Now" });
  expect(loads).toEqual([]);

  await open.click();
  await expect(send).toBeVisible();
  expect(loads).toHaveLength(1);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await open.click();
  await expect(send).toBeVisible();
  expect(loads).toHaveLength(1);
});

// A phone that loses its connection as the visitor clicks: the dialog says so and links the form's own
// page; the page behind it stays (a fetcher's failed load would otherwise replace it with the error page).
for (const { name, path, opener, dialog: dialogName, data } of [
  { ...openers[1], data: (url: URL) => url.pathname.startsWith("/contact-us/") && url.pathname.endsWith(".data") },
  { ...openers[2], data: (url: URL) => url.pathname === "/enquire.data" },
]) {
  test(`the ${name} dialog offers the form's own page when its load fails, and the page stays`, async ({ page }) => {
    await page.goto(siteUrl("sunshine", path));
    await page.route(data, (route) => route.abort("internetdisconnected"));
    const dialog = page.getByRole("dialog", { name: dialogName });
    await opener(page).click();
    await expect(dialog.getByRole("alert")).toContainText("The form could not be loaded.");
    await expect(dialog.getByRole("link", { name: "Open it on its own page" })).toHaveAttribute("href", /^\//);
    await page.keyboard.press("Escape");
    await expect(opener(page)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toContainText(/error|wrong/i);

    await page.unroute(data);
    await opener(page).click();
    await expect(dialog.getByRole("button", { name: /Enquire Now|Send/ })).toBeVisible();
  });
}
