// Junk that must get a 4xx, not a 500, before Remix sees it: a Host no URL can hold, a method no
// route serves, an unknown API path (JSON, never the HTML page), a malformed escape in a path.
import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";

/** Whether a Host header is one host[:port] that reads back unchanged (no user info, lists, IDN tricks). */
export function isValidHost(value: string): boolean {
  const m = value.match(/^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._-]+)(?::(\d{1,5}))?$/);
  if (!m || (m[2] !== undefined && Number(m[2]) > 65535)) return false;
  try {
    return new URL(`http://${m[1]}/`).hostname === m[1].toLowerCase();
  } catch {
    return false;
  }
}

const isApi = (path: string) => path.startsWith("/api/") || path.startsWith("/mock/") || path === "/api" || path === "/mock";

export function wantsJson(req: Request): boolean {
  return isApi(req.path) || /json/.test(req.get("accept") ?? "");
}

function refuse(req: Request, res: Response, status: number, error: string, headers: Record<string, string> = {}) {
  res.status(status).set({ "Cache-Control": "private, no-store", ...headers });
  if (wantsJson(req)) res.json({ error });
  else res.type("text/plain").send(error);
}

// Hosts already found valid: a server sees a handful, so most requests skip the URL parser.
const validHosts = new Set<string>();
function validHost(value: string): boolean {
  if (validHosts.has(value)) return true;
  if (!isValidHost(value)) return false;
  if (validHosts.size < 1000) validHosts.add(value);
  return true;
}

/**
 * A Host the URL parser would refuse (or read differently) is a 400, not Remix's 500. An
 * X-Forwarded-Host is read only from a proxy TRUST_PROXY trusts (its first entry, which must be a
 * valid host too); from anyone else it is removed, since Remix's adapter reads its port unchecked.
 */
export const rejectBadHost: RequestHandler = (req, res, next) => {
  const host = req.get("host");
  const forwarded = req.get("x-forwarded-host");
  if (forwarded !== undefined) {
    const trusted = (req.app.get("trust proxy fn") as (addr: string | undefined, i: number) => boolean)(req.socket.remoteAddress, 0);
    const first = forwarded.split(",")[0].trim();
    if (!trusted) delete req.headers["x-forwarded-host"];
    else if (!validHost(first)) return refuse(req, res, 400, "Bad request: the Host header is not a host name.");
    else req.headers["x-forwarded-host"] = first;
  }
  if (host !== undefined && !validHost(host)) return refuse(req, res, 400, "Bad request: the Host header is not a host name.");
  next();
};

/**
 * A path that starts with a backslash ("/\\" or "/%5C") reads as "//" to a URL parser: React
 * Router's server render throws on it, also after a tab or line break, which URL parsers drop
 * ("/%09%5C", found by the edge fuzz). No page of ours has such a path, so it is a 404 here.
 */
export const rejectBackslashPaths: RequestHandler = (req, res, next) => {
  if (/^\/([\t\n\r]|%09|%0a|%0d)*(\\|%5c)/i.test(req.path)) return refuse(req, res, 404, "Not found.");
  next();
};

/** The API's routes and the methods each serves (app/routes/api.* and mock.*). */
const API_ROUTES: { path: RegExp; methods: string[] }[] = [
  { path: /^\/(api|mock)\/leads\/?$/, methods: ["POST"] },
  { path: /^\/(api|mock)\/leads\/with-files\/?$/, methods: ["POST"] },
  { path: /^\/(api|mock)\/leads\/[^/]+\/?$/, methods: ["PUT"] },
  { path: /^\/api\/cars\/.+$/, methods: ["GET", "HEAD"] },
  { path: /^\/api\/search\/?$/, methods: ["GET", "HEAD"] },
  { path: /^\/api\/events\/?$/, methods: ["POST"] },
  { path: /^\/api\/payments\/stripe\/webhook\/?$/, methods: ["POST"] },
  { path: /^\/api\/(nevdis|simple-autograb-lookup|miscellaneous)\/?$/, methods: ["POST"] },
  { path: /^\/api\/valuations\/?$/, methods: ["POST", "PUT"] },
  { path: /^\/api\/chat\/?$/, methods: ["GET", "HEAD", "POST"] },
  { path: /^\/api\/chat\/events\/?$/, methods: ["GET", "HEAD"] },
  { path: /^\/api\/stock\/import\/?$/, methods: ["POST"] },
  { path: /^\/api\/auth\/?$/, methods: ["GET", "HEAD"] },
  { path: /^\/api\/captcha\/?$/, methods: ["GET", "HEAD"] },
];

/** Pages are read (GET, HEAD) and their forms posted (POST); nothing else. */
const PAGE_METHODS = ["GET", "HEAD", "POST"];
/** The journey pixel (server/journey-pixel.ts) is only read; Express matches its path case-insensitively. */
const JOURNEY_PIXEL = /^\/journey\.gif\/?$/i;

/** 405 with Allow for a method the route does not serve; a JSON 404 for an unknown API path. */
export const allowedMethods: RequestHandler = (req, res, next) => {
  let methods = JOURNEY_PIXEL.test(req.path) ? ["GET", "HEAD"] : PAGE_METHODS;
  if (isApi(req.path)) {
    const route = API_ROUTES.find((r) => r.path.test(req.path));
    if (!route) return refuse(req, res, 404, "No such API route.");
    methods = route.methods;
  }
  if (methods.includes(req.method)) return next();
  refuse(req, res, 405, `Method not allowed: use ${methods.join(" or ")}.`, { Allow: methods.join(", ") });
};

/** Express's own client errors (a malformed %-escape in a route parameter is a URIError with status 400). */
export const clientErrors: ErrorRequestHandler = (error: { status?: unknown; statusCode?: unknown }, req, res, next) => {
  const status = Number(error?.status ?? error?.statusCode);
  if (res.headersSent || !(status >= 400 && status < 500)) return next(error);
  refuse(req, res, status, status === 400 ? "Bad request." : "The request was refused.");
};

/** Anything answered to a POST, PUT, PATCH or DELETE echoes the visitor's input: never cached. */
export const noStoreForUnsafeMethods: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (!this.headersSent) this.setHeader("Cache-Control", "private, no-store");
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};
