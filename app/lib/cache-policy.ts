// The cache policy of every response kind, in one place. Public pages may be kept by a CDN in front
// of a dealer group for a minute (and served stale while it refetches), one copy per host; anything
// that echoes a visitor's input (forms, /success, the inbox, the lead API, any POST) is never stored.
// Routes export one of these as `headers`; Express adds `private, no-store` to every non-GET answer.
import type { HeadersFunction } from "@remix-run/node";

export const PUBLIC_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * An answer a shared cache may keep, one copy for everyone: marked public and neither private nor
 * no-store. Such an answer holds no one's own data (the page cache and the opener policy rely on it).
 */
export const isSharedCacheable = (cacheControl: string): boolean => /\bpublic\b/i.test(cacheControl) && !/\b(private|no-store)\b/i.test(cacheControl);

/** Headers of a public resource (robots.txt, sitemap.xml) answered by a loader. */
export const publicResponseHeaders = { "Cache-Control": PUBLIC_CACHE, Vary: "Host" } as const;

type HeadersArgs = Parameters<HeadersFunction>[0];

/** The loader's (or the error's) headers, with the action's on top (a 429's Retry-After). */
function routeHeaders({ loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs): Headers {
  const headers = new Headers(errorHeaders ?? loaderHeaders);
  actionHeaders.forEach((value, name) => headers.set(name, value));
  return headers;
}

/** Home, search, vehicle, content and location pages; their errors (a 404, a 503 while the car API is down) are not stored. */
export const publicPage: HeadersFunction = (args) => {
  const headers = routeHeaders(args);
  // A page with the visitor's own figures (the finance calculator's result) says so in its loader's headers.
  const own = args.loaderHeaders.get("Cache-Control") === PRIVATE_NO_STORE;
  headers.set("Cache-Control", args.errorHeaders || own ? PRIVATE_NO_STORE : PUBLIC_CACHE);
  headers.append("Vary", "Host");
  return headers;
};

/** Form pages, /success, the inbox, errors (the root's default): the loader's or error's headers, never stored. */
export const privatePage: HeadersFunction = (args) => {
  const headers = routeHeaders(args);
  headers.set("Cache-Control", PRIVATE_NO_STORE);
  return headers;
};
