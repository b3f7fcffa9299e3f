// GET /journey.gif?p=/page?query: the session journey of a visitor without JavaScript. Each page
// renders this pixel inside <noscript> (app/components/JourneyRecorder.tsx), so the page itself stays
// the same for everyone and publicly cacheable; only this answer carries the visitor's cookies
// (docs/decisions/2026-11-27-attribution.md).
import type { RequestHandler } from "express";
import { isbot } from "isbot";
import { recordPageView } from "../app/lib/forms/journey-cookies";
import { pagePath } from "../app/lib/forms/session-journey";
import { PRIVATE_NO_STORE } from "../app/lib/cache-policy";

export const JOURNEY_PIXEL_PATH = "/journey.gif";

/** A transparent 1x1 GIF: an image a browser shows as nothing, where a 204 may draw a broken image. */
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export const journeyPixel: RequestHandler = (req, res) => {
  res.set("Cache-Control", PRIVATE_NO_STORE); // the visitor's own cookies: never a shared copy
  const query = req.originalUrl.indexOf("?");
  const p = new URLSearchParams(query < 0 ? "" : req.originalUrl.slice(query + 1)).get("p");
  // Only a path of this site (not //host, no control characters, under 2,000 characters).
  const page = p?.startsWith("/") ? pagePath(p) : null;
  if (!page) return void res.status(400).type("text/plain").send("Bad request: p is not a path of this site.");
  // Bots keep no cookies, so none are set for them (crawls record no journey).
  if (!isbot(req.get("user-agent") ?? "")) {
    for (const cookie of recordPageView(page, req.get("cookie") ?? null, { now: Date.now(), secure: req.secure })) res.append("Set-Cookie", cookie);
  }
  res.type("image/gif").send(GIF);
};
