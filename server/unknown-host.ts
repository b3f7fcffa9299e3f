// A request for a host no site answers is answered here, before Remix, so every loader and action
// can rely on its site: the request context's site is never null.
import type { RequestHandler } from "express";
import type { SiteEntry, SiteRegistry } from "./sites/registry";

export const NO_SITE = "No site answers at this address";

const NO_SITE_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Site not found</title></head><body><main class="container error-page" id="main"><h1>No dealer site answers at this address</h1><p>Please check the web address you typed.</p><p class="error-page__status">Error 404</p></main></body></html>`;

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
    else res.type("html").send(NO_SITE_PAGE);
  };
}

/** The site resolveSite found for this request. */
export const siteOf = (locals: Record<string, unknown>) => locals.site as SiteEntry;
