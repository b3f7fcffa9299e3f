// Shared e2e helpers: the `test` every spec uses, URLs of the demo sites and of the minimal fixture site.
import { test as base, type Page } from "@playwright/test";

type Navigation = "goto" | "reload" | "goBack" | "goForward";
const NAVIGATIONS: Navigation[] = ["goto", "reload", "goBack", "goForward"];
let scriptsRun = true;

/**
 * The page's scripts have hydrated it and run its first effects (the root layout marks <html data-hydrated>);
 * a page without Remix's scripts, a JSON or text answer, has none to wait for.
 */
export async function untilHydrated(page: Page): Promise<void> {
  const hydrated = () => (window as unknown as { __remixContext?: unknown }).__remixContext === undefined || document.documentElement.hasAttribute("data-hydrated");
  // A page that never hydrates is for the test's own assertions to report, with their own message.
  await page.waitForFunction(hydrated, undefined, { timeout: 10_000 }).catch(() => undefined);
}

/**
 * Playwright's test, whose document loads (goto, reload, back, forward) return once the page has hydrated
 * when scripts run. The page's modules load after its first paint (docs/decisions/2026-11-27-dependency-patches.md
 * §5); until then it is the no-JavaScript page, which the no-js project tests, so a step of the js project
 * must not race the scripts. A page a step opens by a click waits with untilHydrated itself.
 */
export const test = base.extend<{ hydratedNavigations: void }>({
  hydratedNavigations: [
    async ({ page, javaScriptEnabled }, use) => {
      scriptsRun = javaScriptEnabled !== false;
      const proto = Object.getPrototypeOf(page) as Record<Navigation, (...args: unknown[]) => Promise<unknown>> & { hydrating?: true };
      if (!proto.hydrating) {
        proto.hydrating = true;
        for (const name of NAVIGATIONS) {
          const navigate = proto[name];
          proto[name] = async function (this: Page, ...args: unknown[]) {
            const response = await navigate.apply(this, args);
            if (scriptsRun) await untilHydrated(this);
            return response;
          };
        }
      }
      await use();
    },
    { auto: true },
  ],
});
export const port = Number(process.env.E2E_PORT);
export const minimalPort = Number(process.env.E2E_MINIMAL_PORT);

/** http://<slug>.localhost:<port><path> — Chromium resolves *.localhost to loopback. */
export function siteUrl(slug: string, path = "/"): string {
  return `http://${slug}.localhost:${port}${path}`;
}

export function minimalUrl(path = "/"): string {
  return `http://localhost:${minimalPort}${path}`;
}

/** For Playwright's request API (Node cannot resolve *.localhost): pass the site as a Host header. */
export function apiUrl(path = "/"): string {
  return `http://127.0.0.1:${port}${path}`;
}

/** The e2e server's dealer inbox password (playwright.config.ts sets ADMIN_PASSWORD to it). */
export const E2E_ADMIN_PASSWORD = "e2e-inbox";

/**
 * Makes this page a client of its own: the e2e server trusts its loopback "proxy" (TRUST_PROXY=loopback),
 * so a random X-Forwarded-For gives each test its own lead rate limit, as visitors behind a load balancer have.
 */
export async function ownClientAddress(page: import("@playwright/test").Page): Promise<void> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
}
