// Keyboard-only helpers: reach a control with Tab alone, and say where focus is.
import { expect, type Locator, type Page } from "@playwright/test";

/** Presses Tab (or `key`) until `target` has focus: proves it is reachable by keyboard (fails past `max` presses). */
export async function tabTo(page: Page, target: Locator, max = 80, key: "Tab" | "Shift+Tab" = "Tab") {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached with Tab within ${max} presses`).toBeFocused();
}

/** Whether focus is inside `container`. */
export const focusInside = (container: Locator) => container.evaluate((el) => el.contains(document.activeElement));

/**
 * Where focus is, seen from a modal dialog: inside it, on the page behind it (a leak), or nowhere on the
 * page (Chromium lets Tab past a modal <dialog>'s last control reach its own toolbar, then wraps back in).
 */
export const focusAgainst = (dialog: Locator) =>
  dialog.evaluate((el) => (el.contains(document.activeElement) ? "inside" : document.activeElement === document.body ? "browser" : "page"));
