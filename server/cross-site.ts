// The one Origin/Referer check, in front of every route that changes state (any method but GET,
// HEAD, OPTIONS): a forged form post, fetch or phone reveal from another site gets a clear 403
// before Remix sees it.
import type { Request, RequestHandler } from "express";
import { servedHosts, type SiteRegistry } from "./sites/registry";
import type { Site } from "./sites/schema";
import { CROSS_SITE_MESSAGE } from "./leads/guards";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export interface PostHeaders {
  origin?: string;
  referer?: string;
  fetchSite?: string;
}

/** Where a post may come from besides the host it was sent to: the hosts serving the site, and its url and domain. */
export function postOriginHosts(site: Site): string[] {
  const hosts = servedHosts(site);
  for (const url of [site.url, site.domain_name]) {
    if (!url) continue;
    try {
      hosts.push(new URL(/^https?:\/\//.test(url) ? url : `https://${url}`).host);
    } catch {
      // not a URL: nothing to allow
    }
  }
  return hosts;
}

/**
 * Why a state-changing request is cross-site, or null when it may go on. Refused: the browser
 * says so (Sec-Fetch-Site: cross-site); an Origin (or, without one, a Referer) that names another
 * host than the one the request was sent to or one of the site's hosts; `Origin: null`; an
 * unreadable one. A request with neither header is not a browser form on another site (browsers
 * send Origin on every cross-origin POST), so API clients are let through.
 */
export function crossSiteReason(headers: PostHeaders, allowedHosts: readonly string[]): string | null {
  if (headers.fetchSite === "cross-site") return "Sec-Fetch-Site: cross-site";
  const name = headers.origin !== undefined ? "Origin" : "Referer";
  const claimed = headers.origin ?? headers.referer;
  if (claimed === undefined) return null;
  if (claimed === "null") return `${name}: null`;
  let host: string;
  try {
    host = new URL(claimed).host.toLowerCase();
  } catch {
    return `unreadable ${name}`;
  }
  const allowed = new Set(allowedHosts.map((h) => h.toLowerCase()));
  const bare = host.replace(/:\d+$/, "").replace(/^www\./, "");
  return allowed.has(host) || allowed.has(bare) ? null : `${name} ${host} is not this site`;
}

/** The hosts a request may name: the Host it was sent to (or a trusted proxy's), and its site's. */
function allowedHosts(req: Request, registry: SiteRegistry): string[] {
  const sentTo = req.get("host") ?? "";
  const site = registry.resolve(sentTo)?.site;
  const port = sentTo.match(/:(\d+)$/)?.[1];
  return [sentTo, req.hostname, port ? `${req.hostname}:${port}` : "", ...(site ? postOriginHosts(site) : [])].filter(Boolean);
}

export function refuseCrossSite(registry: SiteRegistry): RequestHandler {
  return (req, res, next) => {
    if (SAFE.has(req.method)) return next();
    const headers = { origin: req.get("origin"), referer: req.get("referer"), fetchSite: req.get("sec-fetch-site") };
    const reason = crossSiteReason(headers, allowedHosts(req, registry));
    if (!reason) return next();
    const wantsJson = req.path.startsWith("/api/") || req.path.startsWith("/mock/") || /json/.test(req.get("accept") ?? "");
    res.status(403).set("Cache-Control", "private, no-store");
    if (wantsJson) res.json({ error: CROSS_SITE_MESSAGE });
    else res.type("text/plain").send(CROSS_SITE_MESSAGE);
  };
}
