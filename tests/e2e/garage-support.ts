// Helpers of the garage e2e specs (issue 15): the sign-in code read from the embedded admin mailbox.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Page } from "@playwright/test";
import { test, E2E_ADMIN_PASSWORD, siteUrl } from "./support";

/** axe-core runs inside the page: with JavaScript only. `exclude`: selectors left out (a sandboxed frame, where axe cannot run). */
export async function axe(page: Page, exclude: string[] = []) {
  if (test.info().project.name !== "js") return;
  const results = await exclude.reduce((b, selector) => b.exclude(selector), new AxeBuilder({ page })).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

/** The demo sites' Drivewell, on the e2e server; a spec with its own server passes its origin. */
const DRIVEWELL = siteUrl("drivewell", "");

/** The newest sign-in code mailed to this address, read in the admin mailbox. */
export async function codeFromMailbox(browser: Browser, email: string, seen: string[] = [], origin = DRIVEWELL): Promise<string> {
  const admin = await browser.newContext({ httpCredentials: { username: "dealer", password: E2E_ADMIN_PASSWORD } });
  const page = await admin.newPage();
  let code = "";
  await expect
    .poll(
      async () => {
        await page.goto(`${origin}/admin/mailbox`);
        const row = page.getByRole("row").filter({ hasText: email }).first();
        code = ((await row.count()) ? ((await row.textContent()) ?? "") : "").match(/sign-in code: (\d{6})/)?.[1] ?? "";
        return code && !seen.includes(code) ? code : "";
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  await axe(page); // the admin mailbox
  await admin.close();
  return code;
}

/** Email, then the code from the mailbox, on the garage page. */
export async function signIn(page: Page, browser: Browser, email: string, seen: string[] = [], origin = DRIVEWELL): Promise<string> {
  await page.goto(`${origin}/my-garage`);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Email me a code" }).click();
  await expect(page.getByText(`We have emailed a 6-digit code to ${email}`)).toBeVisible();
  await axe(page);
  const code = await codeFromMailbox(browser, email, seen, origin);
  await page.getByLabel("Code from the email").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/my-garage\?tab=saved-cars$/);
  return code;
}

