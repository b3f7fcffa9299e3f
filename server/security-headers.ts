// Security headers on every response (helmet): a Content-Security-Policy whose scripts must carry
// this request's nonce, HSTS over HTTPS, nosniff, a strict referrer policy and a Permissions-Policy.
// Cross-Origin-Opener-Policy on every answer but a public page (docs/decisions/2026-11-30-opener-policy.md).
// The nonce reaches Remix's inline scripts through the load context (server/context.ts). A site's
// third-party tags add their origins to its own responses only (app/lib/tracking/tags.ts).
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Env } from "./env";
import { isSharedCacheable } from "../app/lib/cache-policy";
import { mapsScriptUrl } from "../app/lib/locations/map";
import { NO_TRACKING_ORIGINS, type TrackingOrigins } from "../app/lib/tracking/tags";

/** A page may use the visitor's position (nearest dealership) and pay on its own origin; nothing else. */
export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=(self)",
  "payment=(self)",
  "usb=()",
  "serial=()",
  "bluetooth=()",
  "midi=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "display-capture=()",
].join(", ");

export const HSTS = "max-age=31536000; includeSubDomains";

/**
 * Cross-Origin-Opener-Policy (helmet's same-origin, on every answer) comes off a GET of a page its
 * route calls public (app/lib/cache-policy.ts): the same page for everyone holds no one's data for a
 * cross-origin window to reach, and the policy would cost each arriving visitor a fresh renderer
 * process. Forms, the inbox, errors, the API and any POST keep it. Installed after the page-view
 * recorder (server/app.ts), so it reads the route's own policy before the recorder makes a first
 * visit's page private for its id cookies.
 */
export const noOpenerPolicyOnPublicPages: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (!this.headersSent && isSharedCacheable(String(this.getHeader("Cache-Control") ?? ""))) this.removeHeader("Cross-Origin-Opener-Policy");
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};

// 16 random bytes per response, drawn from a batch: one randomBytes call per 256 responses instead
// of one each (about 8 µs saved per request). Every nonce is fresh CSPRNG output, used once.
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let offset = 0;
export function newNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 256);
    offset = 0;
  }
  offset += NONCE_BYTES;
  return pool.toString("base64", offset - NONCE_BYTES, offset);
}

/** The nonce of this response, made by securityHeaders; also handed to Remix's load context. */
export const cspNonce = (res: Response): string => res.locals.cspNonce as string;

// The maps service's script loads its tiles, fonts and styles from Google's hosts (its CSP guide).
const mapsOrigin = new URL(mapsScriptUrl("key", "callback")).origin;
const MAPS = {
  script: [mapsOrigin, "https://*.gstatic.com", "https://*.google.com"],
  img: ["https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "https://*.googleusercontent.com"],
  connect: ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com"],
  frame: ["https://*.google.com"],
  font: ["https://fonts.gstatic.com"],
  style: ["https://fonts.googleapis.com"],
};

/** Stripe Checkout: the checkout form's 303 leads there, and form-action governs that redirect. */
const STRIPE_CHECKOUT = "https://checkout.stripe.com";

type CspEnv = Pick<Env, "NODE_ENV" | "IMAGE_SERVICE_URL" | "MAPS_API_KEY" | "PAYMENTS">;

export function cspDirectives(env: CspEnv) {
  const dev = env.NODE_ENV === "development";
  const maps = Boolean(env.MAPS_API_KEY?.trim());
  const extra = (list: string[]) => (maps ? list : []);
  // Without an image service, car photos are the stock feed's own URLs, wherever they are hosted.
  const images = env.IMAGE_SERVICE_URL ? [new URL(env.IMAGE_SERVICE_URL).origin] : ["https:"];
  // Vite's dev client injects inline modules and talks over a WebSocket: relaxed in development only.
  const nonce = (_req: unknown, res: unknown) => `'nonce-${cspNonce(res as Response)}'`;
  const scripts = dev ? ["'self'", "'unsafe-inline'"] : ["'self'", nonce];
  return {
    "default-src": ["'self'"],
    "script-src": [...scripts, ...extra(MAPS.script)],
    "style-src": ["'self'", "'unsafe-inline'", ...extra(MAPS.style)],
    "img-src": ["'self'", "data:", ...images, ...extra(MAPS.img)],
    "font-src": ["'self'", "data:", ...extra(MAPS.font)],
    "connect-src": ["'self'", ...(dev ? ["ws:", "wss:"] : []), ...extra(MAPS.connect)],
    "frame-src": ["'self'", ...extra(MAPS.frame)],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'", ...(env.PAYMENTS === "stripe" ? [STRIPE_CHECKOUT] : [])],
    "frame-ancestors": ["'self'"],
  };
}

type Source = string | ((req: IncomingMessage, res: ServerResponse) => string);

/** The tag origins of the request's site, put in res.locals by securityHeaders. */
const trackingOriginsOf = (res: ServerResponse): TrackingOrigins => (res as Response).locals.trackingOrigins ?? NO_TRACKING_ORIGINS;

/**
 * The directives with the request's site's tag origins appended: each becomes one value built per
 * response, so a site without tags gets exactly the shared list (helmet would leave a stray space
 * after an empty entry).
 */
export function withTrackingOrigins(directives: ReturnType<typeof cspDirectives>) {
  const append = (sources: Source[], key: keyof TrackingOrigins): Source[] => [
    (req, res) => [...sources.map((s) => (typeof s === "string" ? s : s(req, res))), ...trackingOriginsOf(res)[key]].join(" "),
  ];
  return {
    ...directives,
    "script-src": append(directives["script-src"], "script"),
    "img-src": append(directives["img-src"], "img"),
    "connect-src": append(directives["connect-src"], "connect"),
  };
}

/** `tagOrigins` names the origins of the tags of the request's site (server/app.ts looks it up by Host). */
export function securityHeaders(env: CspEnv, tagOrigins: (req: Request) => TrackingOrigins = () => NO_TRACKING_ORIGINS): RequestHandler[] {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: withTrackingOrigins(cspDirectives(env)) },
    strictTransportSecurity: false, // set below, only over HTTPS
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  const nonceAndMore: RequestHandler = (req, res, next) => {
    res.locals.cspNonce = newNonce();
    res.locals.trackingOrigins = tagOrigins(req);
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    // req.secure reads X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
    next();
  };
  return [nonceAndMore, headers];
}
