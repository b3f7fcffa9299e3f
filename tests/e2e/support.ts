// Shared e2e helpers: URLs of the demo sites and of the minimal fixture site.
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
