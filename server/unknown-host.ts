// A request for a host no site answers is answered here, before Remix, so every loader and action
// can rely on its site: the request context's site is never null.
import type { RequestHandler } from "express";
import type { SiteEntry, SiteRegistry } from "./sites/registry";
import { cspNonce } from "./security-headers";

export const NO_SITE = "No site answers at this address";

// No site means no theme and no stylesheet link: a few rules of its own, under this response's CSP nonce.
const noSitePage = (nonce: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Site not found</title><style nonce="${nonce}">body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;line-height:1.5}main{max-width:40rem;margin:0 auto;padding:3rem 1.25rem}h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}.error-page__status{color:#5b6470;font-size:.875rem}</style></head><body><main class="container error-page" id="main"><h1>No dealer site answers at this address</h1><p>Please check the web address you typed.</p><p class="error-page__status">Error 404</p></main></body></html>`;

/** Puts the request's site in res.locals.site, or answers 404: JSON on the API, a plain page elsewhere. */
export function resolveSite(registry: SiteRegistry): RequestHandler {
  return (req, res, next) => {
    const site = registry.resolve(req.get("host"));
    if (site) {
      res.locals.site = site;
      return next();
    }
    res.status(404).set("Cache-Control", "no-store");
    if (/^\/(api|mock)(\/|$)/.test(req.path)) res.json({ error: NO_SITE });
    else res.type("html").send(noSitePage(cspNonce(res)));
  };
}

/** The site resolveSite found for this request. */
export const siteOf = (locals: Record<string, unknown>) => locals.site as SiteEntry;
