// Keyboard only, with JavaScript: where focus lands on the vehicle page (gallery, phone, Enquire Now)
// and in the Quick Enquiry dialog (opened with Enter, focus inside, Tab kept inside, Escape back to
// the opener, sent with the keyboard). Search refine and finance to the end are in
// search.js-only.spec.ts and leads.js-only.spec.ts; holiday hours in keyboard.spec.ts.
import { expect } from "@playwright/test";
import { test, ownClientAddress, siteUrl } from "./support";
import { focusAgainst, tabTo } from "./keyboard-support";

test.beforeEach(({ page }) => ownClientAddress(page));

test("vehicle page: the gallery's arrows and thumbnails keep focus, the phone number takes it, Enquire Now opens the form's page", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/cars/edge-created-1-day"));
  const gallery = page.getByRole("region", { name: "Photos" });
  const count = gallery.locator(".gallery__count");
  await expect(count).toHaveText(/^Photo 1 of \d+$/);
  const next = gallery.getByRole("link", { name: "Next photo" });
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(count).toHaveText(/^Photo 2 of \d+$/);
  await expect(next).toBeFocused(); // the photo swapped in place, focus stayed
  await expect(page).toHaveURL(/\/cars\/edge-created-1-day$/);

  const third = gallery.getByRole("link", { name: "Show photo 3" });
  await tabTo(page, third);
  await page.keyboard.press("Enter");
  await expect(count).toHaveText(/^Photo 3 of \d+$/);
  await expect(third).toBeFocused();
  await expect(third).toHaveAttribute("aria-current", "true");

  const reveal = page.locator("#vehicle-map").getByRole("button", { name: /^Show number of / });
  await tabTo(page, reveal);
  await page.keyboard.press("Enter");
  await expect(page.locator("#vehicle-map .phone-reveal__number")).toBeFocused();

  const enquire = page.getByRole("link", { name: "Enquire Now" }).first();
  await tabTo(page, enquire, 80, "Shift+Tab"); // back up the page to the action bar
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/enquire\?car_id=edge-created-1-day$/);
  await expect(page.locator("#main")).toBeFocused(); // a new page: focus at the start of its content
  await tabTo(page, page.getByLabel("First name"), 20);
});

test("Quick Enquiry dialog: Enter opens it, focus inside, Tab stays inside, Escape returns to the opener, sent by keyboard", async ({ page }) => {
  await page.goto(siteUrl("sunshine", "/"));
  const opener = page.locator(".car-card").first().getByRole("link", { name: "Quick Enquiry" });
  await tabTo(page, opener, 120);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: /Quick Enquiry/ });
  await expect(dialog.getByLabel("First name")).toBeVisible();
  expect(await focusAgainst(dialog)).toBe("inside");

  // Round the dialog twice, forwards then backwards: focus never reaches the page behind it, and
  // comes back inside after the browser's own stop.
  const stops = await dialog.evaluate((el) => el.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea").length);
  for (const key of ["Tab", "Shift+Tab"]) {
    const seen: string[] = [];
    for (let i = 0; i < stops * 2 + 2; i++) {
      await page.keyboard.press(key);
      seen.push(await focusAgainst(dialog));
    }
    expect(seen, key).not.toContain("page");
    expect(seen.filter((where) => where === "inside").length, key).toBeGreaterThanOrEqual(stops * 2);
  }

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog.getByLabel("First name")).toBeVisible();
  const type = async (label: string, value: string) => {
    await tabTo(page, dialog.getByLabel(label), stops * 2);
    await page.keyboard.type(value);
  };
  await type("First name", "Kay");
  await type("Last name", "Board");
  await type("Email", `keyboard-dialog-${Date.now()}@example.com`);
  await type("Phone", "0400000000");
  const send = dialog.getByRole("button", { name: "Enquire Now" });
  await tabTo(page, send, stops * 2);
  await page.keyboard.press("Enter");
  // The comment is required here: focus goes to it, the field the message names.
  const comments = dialog.getByLabel("Comments");
  await expect(comments).toBeFocused();
  await expect(comments).toHaveAccessibleDescription("*This is a required field.");
  await page.keyboard.type("Sent with the keyboard");
  // The captcha's own control sits between the comment and the button: a Tab stop or two, no more.
  await tabTo(page, send, 4);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/success\?category=[a-z-]+-vehicle-enquiry&/, { timeout: 20_000 });
  await expect(page.locator("#main")).toBeFocused();
});
