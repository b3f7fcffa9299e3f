// Keyboard only, JavaScript on and off: the locations page's holiday hours are reached with Tab,
// opened with Enter and read (a dialog with JavaScript, a disclosure without), and focus comes back.
import { expect } from "@playwright/test";
import { test, siteUrl } from "./support";
import { tabTo } from "./keyboard-support";

test("holiday hours: reached with Tab, opened with Enter, the list focusable and read, closed back to its button", async ({ page, javaScriptEnabled }) => {
  await page.goto(siteUrl("sunshine", "/our-location/sunshine-toyota-ipswich"));
  const opener = javaScriptEnabled ? page.getByRole("button", { name: "View Holiday Hours" }) : page.locator("summary", { hasText: "View Holiday Hours" });
  await expect(opener).toBeVisible(); // hydrated, with JavaScript: the button, not the disclosure
  await tabTo(page, opener);
  await page.keyboard.press("Enter");

  const list = page.getByRole("list", { name: "Holiday Hours" });
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "Holiday Hours" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused(); // focus moved inside
  } else {
    await expect(page.locator("details.holiday-hours")).toHaveAttribute("open", "");
  }
  await page.keyboard.press("Tab");
  await expect(list).toBeFocused(); // the scrolling list is a stop of its own, so arrow keys scroll it
  await expect(list.getByRole("listitem").first()).toHaveText(/\d.*(Closed|\d)/); // a date and its hours or Closed

  if (javaScriptEnabled) {
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Holiday Hours" })).toBeHidden();
  } else {
    await page.keyboard.press("Shift+Tab");
    await expect(opener).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("details.holiday-hours")).not.toHaveAttribute("open", "");
  }
  await expect(opener).toBeFocused();
});
