// Server-side page views: a document load of a page on a site that records events is recorded
// here, after the answer is sent (never slowing it), so a visitor without JavaScript is counted
// too. Client-side navigations never reach here (Remix asks for `.data`); the beacon records those.
// The visitor's device and session ids live in first-party cookies, set here on the first page.
import type { Request, RequestHandler, Response } from "express";
import type { Services } from "../context";
import { siteOf } from "../unknown-host";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_ID, SESSION_COOKIE, SESSION_ID, newDeviceId, newSessionId } from "../../app/lib/analytics/ids";
import { notRecordedReason } from "./visitor";
import { pageViewEvents, type Visitor } from "./page-view";

const NOT_PAGES = /^\/(api|mock|admin|assets|healthz|demo-images|sandbox-checkout|diagnostics)(\/|$)/i;

/** A browser loading a page: GET, HTML wanted, not a data request, a file, a prefetch or a frame. */
export function isDocumentLoad(req: Request): boolean {
  if (req.method !== "GET" || NOT_PAGES.test(req.path) || /\.[a-z0-9]+$/i.test(req.path)) return false;
  const dest = req.get("sec-fetch-dest");
  if (dest !== undefined && dest !== "document") return false;
  if (/prefetch|prerender/i.test(`${req.get("sec-purpose") ?? ""} ${req.get("purpose") ?? ""}`)) return false;
  return /text\/html/i.test(req.get("accept") ?? "");
}

/** The cookie's value when it has the id's format. */
export function cookieValue(header: string | undefined, name: string, format: RegExp): string | null {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      if (format.test(value)) return value;
    }
  }
  return null;
}

/**
 * The visitor's ids, set as cookies when missing. Not HttpOnly: the beacon reads the same ids.
 * A response that sets them is private, so no shared cache hands one visitor's ids to another.
 */
function visitorIds(req: Request, res: Response): Visitor {
  const cookies: string[] = [];
  const secure = req.secure ? "; Secure" : "";
  let anonId = cookieValue(req.headers.cookie, DEVICE_COOKIE, DEVICE_ID);
  if (!anonId) {
    anonId = newDeviceId();
    cookies.push(`${DEVICE_COOKIE}=${anonId}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`);
  }
  let sessionId = cookieValue(req.headers.cookie, SESSION_COOKIE, SESSION_ID);
  if (!sessionId) {
    sessionId = newSessionId();
    cookies.push(`${SESSION_COOKIE}=${sessionId}; Path=/; SameSite=Lax${secure}`);
  }
  if (cookies.length > 0) {
    res.append("Set-Cookie", cookies);
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      if (!this.headersSent) this.setHeader("Cache-Control", "private, no-store");
      return writeHead.apply(this, args);
    } as typeof writeHead;
  }
  return { anonId, sessionId, userAgent: req.get("user-agent") ?? null };
}

export function recordPageViews(services: Services): RequestHandler {
  return (req, res, next) => {
    const entry = siteOf(res.locals);
    if (!entry.site.analytics.events || !isDocumentLoad(req) || notRecordedReason((name) => req.get(name))) return next();
    const visitor = visitorIds(req, res);
    const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host")}`);
    res.on("finish", () => {
      if (res.statusCode !== 200) return;
      pageViewEvents(services, entry, url, visitor).then(
        (events) => events.forEach((event) => services.events.record(event)),
        (error: unknown) => console.error("analytics: page view not recorded:", error instanceof Error ? error.message : error),
      );
    });
    next();
  };
}
