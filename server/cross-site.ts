// Cross-site posts are refused with a clear 403 before Remix sees them. Remix runs the same Origin
// check on its actions but answers a mismatch with an empty 500; a forged form post is bad input,
// not a server fault. The rule is Remix's own (Origin host = X-Forwarded-Host or Host), plus the
// browser's Sec-Fetch-Site: cross-site.
import type { RequestHandler } from "express";
import { CROSS_SITE_MESSAGE } from "./leads/guards";

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function crossSiteReason(headers: { origin?: string; host?: string; forwardedHost?: string; fetchSite?: string }): string | null {
  if (headers.fetchSite === "cross-site") return "Sec-Fetch-Site: cross-site";
  if (headers.origin === undefined) return null;
  let originHost: string;
  try {
    originHost = headers.origin === "null" ? "null" : new URL(headers.origin).host;
  } catch {
    return "unreadable Origin";
  }
  const host = headers.forwardedHost?.split(",")[0]?.trim() || headers.host;
  return host && originHost === host ? null : `Origin ${originHost} is not ${host ?? "(no host)"}`;
}

export const refuseCrossSitePosts: RequestHandler = (req, res, next) => {
  if (!UNSAFE.has(req.method)) return next();
  const reason = crossSiteReason({
    origin: req.get("origin"),
    host: req.get("host"),
    forwardedHost: req.get("x-forwarded-host"),
    fetchSite: req.get("sec-fetch-site"),
  });
  if (!reason) return next();
  const wantsJson = req.path.startsWith("/api/") || req.path.startsWith("/mock/") || /json/.test(req.get("accept") ?? "");
  res.status(403).set("Cache-Control", "no-store");
  if (wantsJson) res.json({ error: CROSS_SITE_MESSAGE });
  else res.type("text/plain").send(CROSS_SITE_MESSAGE);
};
