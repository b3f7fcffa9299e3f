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
