// The Express app: security headers and junk refused first, compression, static files with long
// cache for hashed assets, one log line per request, operator endpoints, generated pictures (server/demo),
// the journey pixel, the one cross-site check, then Remix for every page.
import compression from "compression";
import express, { type Request, type Response, type NextFunction } from "express";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import { requestContext, type Services } from "./context";
import { healthz } from "./health";
import { refuseCrossSite } from "./cross-site";
import { cspNonce, noOpenerPolicyOnPublicPages, securityHeaders } from "./security-headers";
import { allowedMethods, clientErrors, noStoreForUnsafeMethods, rejectBackslashPaths, rejectBadHost } from "./http-guards";
import { drainUnreadBodies } from "./request-body";
import { resolveSite, siteOf } from "./unknown-host";
import { demoImageRoutes } from "./demo/routes";
import { JOURNEY_PIXEL_PATH, journeyPixel } from "./journey-pixel";
import { trackingOrigins } from "../app/lib/tracking/tags";
import { withSpinOrigin } from "../app/lib/vehicle-spin";
import { recordPageViews } from "./analytics/page-views";
import { createPageCache, PAGE_CACHE_LIMITS } from "./page-cache";

export interface AppOptions {
  services: Services;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development: Vite's middlewares serve the client modules. */
  viteMiddlewares?: express.RequestHandler;
  clientDir?: string;
  log?: (line: string) => void;
}

export function createApp({ services, build, viteMiddlewares, clientDir = "build/client", log = console.log }: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Which proxies may name the client (X-Forwarded-For/-Proto/-Host): none unless TRUST_PROXY says.
  app.set("trust proxy", services.env.TRUST_PROXY);
  // The CSP is set before the site is resolved (an unknown host's page needs it too): look the host up here.
  app.use(
    securityHeaders(services.env, (req) => {
      const site = services.registry.resolve(req.get("host"))?.site;
      return withSpinOrigin(trackingOrigins(site?.tracking), site?.spin_script_url);
    }),
  );
  app.use(rejectBadHost);
  app.use(rejectBackslashPaths);
  // Compression buffers its output: a chat stream's events would wait behind it (TOOLCHAIN.md).
  app.use(compression({ filter: (req, res) => !/^text\/event-stream/i.test(String(res.getHeader("Content-Type") ?? "")) && compression.filter(req, res) }));
  if (services.env.LOG_REQUESTS) app.use(requestLog(log));

  if (viteMiddlewares) {
    app.use(viteMiddlewares);
  } else {
    // Vite fingerprints everything under /assets, so it can be cached for a year.
    app.use("/assets", express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  app.get("/healthz", healthz(services));

  app.use(demoImageRoutes(services.registry));

  app.use(drainUnreadBodies); // an upload refused half-read must not stall the connection's next request
  app.use(allowedMethods); // TRACE, PROPFIND, unknown API paths: a 405/404, JSON on the API
  app.use(resolveSite(services.registry)); // an unknown host is a 404 before Remix: loaders always have a site
  app.get(JOURNEY_PIXEL_PATH, journeyPixel); // the no-JavaScript journey, kept off the cacheable pages
  app.use(refuseCrossSite(services.registry)); // a forged post gets a 403, not Remix's empty 500
  app.use(noStoreForUnsafeMethods);
  app.use(recordPageViews(services)); // document loads of pages, after the answer, on sites that record events
  app.use(noOpenerPolicyOnPublicPages); // after the recorder: it reads the route's own cache policy
  if (services.env.PAGE_CACHE_SECONDS > 0) {
    const pageCache = createPageCache({ ttlMs: services.env.PAGE_CACHE_SECONDS * 1000, ...PAGE_CACHE_LIMITS });
    services.search.onChange((groupSlug) => pageCache.dropGroup(groupSlug));
    app.use(pageCache.middleware);
  }

  // app.use, not app.all("*"): Express decodes a "*" parameter and answers a malformed escape
  // (/search/%ZZ) with an error; Remix reads the raw URL and gives such a path its branded 404.
  app.use(
    createRequestHandler({
      build,
      mode: services.env.NODE_ENV,
      // Remix answers a client navigation's loader data at the page's path plus ".data" (single fetch).
      getLoadContext: (req, res) => requestContext(services, siteOf(res.locals), req.ip, cspNonce(res), !req.path.endsWith(".data")),
    }),
  );

  app.use(clientErrors); // a malformed escape in /demo-images/x.svg% is a 400
  // Last resort: Remix renders its own errors, so this only sees failures outside it.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    console.error(error);
    if (!res.headersSent) res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
  });
  return app;
}

function requestLog(log: (line: string) => void): express.RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      log(`${req.method} ${req.get("host") ?? "-"}${req.originalUrl.slice(0, 300)} ${res.statusCode} ${ms.toFixed(1)}ms`);
    });
    next();
  };
}
