// The edge fuzz's vocabulary: every site, route pattern, API and odd header value it draws from.
import { GENERIC_FORMS } from "~/lib/forms/definitions";
import { JUNK_NUMBERS, PROTO_KEYS, junkSegment, rawUtf8, type Rng } from "./fuzz";

export const STOCK_TOKEN = "fuzz-stock-import-token";
export const SITES = ["sunshine", "sunshine-toyota", "tamaki", "ridgeline", "redgum", "drivewell", "live-oak"];
export const FORM_PAGES = [
  "/contact-us", "/contact-us/sales", "/contact", "/enquire", "/book-a-service", "/book-test-drive", "/apply-for-finance",
  "/finance", "/finance-enquiry", "/finance-pre-approval", "/trade-in", "/cars/trade-in", "/sell-my-car", "/valuations",
  "/careers", "/fleet", "/parts-enquiry", "/service", "/pre-owned", "/find/rental-cars", "/pages/book-a-service",
  ...GENERIC_FORMS.map((f) => `/forms/${f}`),
];
export const LEAD_APIS = ["/api/leads", "/mock/leads"];
// The garage (issue 15): drivewell's is /my-garage; everywhere else each is a 404.
export const GARAGE_PATHS = ["/my-garage", "/my-garage/saved", "/my-garage/data.json", "/mybigboxcars", "/mybigboxcars/saved", "/mymotorama", "/myblinkr/saved", "/myservco", "/api/auth"];
export const GARAGE_INTENTS = ["request-code", "verify-code", "sign-out", "watch", "unwatch", "save-search", "delete-search", "delete-account", "", "__proto__"];
export const LEAD_ID_APIS = ["/api/leads/", "/mock/leads/"];
export const FILE_APIS = ["/api/leads/with-files", "/mock/leads/with-files"];
export const VALUATION_APIS = ["/api/nevdis", "/api/simple-autograb-lookup", "/api/valuations", "/api/miscellaneous"];
// A good body of each valuation call, for the fuzz to spoil.
export const VALUATION_BODIES = [
  { rego: "ABC123", regoState: "QLD" },
  { rego: "XYZ12", state: "NSW" },
  { vin: "JM0KF4W7A00123456" },
  { vehicle: { year: 2026, make: "Ford", model: "Ranger" }, odometer: 45_000, condition: "Good", purpose: "sell", car_id: "edge-special" },
  { id: "00000000-0000-4000-8000-000000000000", odometer: 1, condition: "Fair" },
  { id: "00000000-0000-4000-8000-000000000000", column_name: "valuation", result: { kind: "priced", low: 1, high: 2 } },
];
export const lead = { name: "Jane", last_name: "Citizen", email: "jane@example.com", phone: "+61 412 345 678", message: "Hi", category: "General Enquiry", lead_attributes: { linked_query_params: { utm_source: "x" }, visited_pages: ["/"] } };
export const ODD_HOSTS = [":99999", "a@b", "a, b", "[x]", rawUtf8("😀.localhost"), rawUtf8("\u202Esunshine.localhost"), "", " ", "sunshine.localhost:0", "sunshine.localhost:-1", "sunshine.localhost:99999", "[::1", "..", "%00", "a".repeat(300), "sunshine.localhost\t", "http://sunshine.localhost", "sunshine.localhost/x", "sunshine.localhost.", "SUNSHINE.LOCALHOST"];
export const ODD_METHODS = ["TRACE", "PROPFIND", "PROPPATCH", "MKCOL", "COPY", "MOVE", "LOCK", "UNLOCK", "OPTIONS", "PATCH", "DELETE", "PUT", "FOO", "M-SEARCH", "PURGE", "get", "SEARCH", "REPORT", "LINK", "QUERY", "HEAD"];
export const CONTENT_TYPES = ["text/plain", "application/json", "application/json; charset=utf-16", "application/x-www-form-urlencoded", "application/xml", "multipart/form-data", "image/png", "", "application/json;;", "text/html; charset=\u0000"];


export function host(rng: Rng) {
  return `${rng.pick(SITES)}.localhost`;
}
export function query(rng: Rng) {
  const keys = ["page", "sort", "make", "price_min", "price_max", "km_max", "year_min", "q", "back", "utm_source", "photo", "per_page", ...PROTO_KEYS, "a[b][c]", "__proto__[x]"];
  const pairs = Array.from({ length: 1 + rng.int(4) }, () => `${rng.pick(keys)}=${rng.chance(0.5) ? rng.pick(JUNK_NUMBERS) : junkSegment(rng)}`);
  return `?${pairs.join("&")}`;
}
export function routePath(rng: Rng, sitemapPaths: readonly string[]): string {
  return rng.pick([
    () => rng.pick(sitemapPaths),
    () => rng.pick(FORM_PAGES),
    () => rng.pick(GARAGE_PATHS),
    () => `/search/${junkSegment(rng)}`,
    () => `/search/used-cars/${junkSegment(rng)}`,
    () => `/parts/search/${junkSegment(rng)}`,
    () => `/special-offers/${junkSegment(rng)}`,
    () => `${rng.pick(["/cars/", "/motorcycles/", "/campers/"])}${junkSegment(rng)}`,
    () => `/our-location/${junkSegment(rng)}`,
    () => "/our-locations/",
    () => `/api/cars/${junkSegment(rng)}`,
    () => `/api/cars/${junkSegment(rng)}/${junkSegment(rng)}`,
    () => "/api/search",
    () => `/success`,
    () => `/admin/leads`,
    () => `/admin/leads/files/${junkSegment(rng)}`,
    () => rng.pick(["/robots.txt", "/sitemap.xml", "/healthz"]),
    () => `/journey.gif?p=${rng.pick([encodeURIComponent(rng.pick(sitemapPaths)), junkSegment(rng), `/${junkSegment(rng)}`, ""])}`,
    () => `/demo-images/${junkSegment(rng)}.svg`,
    () => `/brand-logos/${junkSegment(rng)}${rng.pick([".svg", ".svg%", ""])}`,
    () => `/${junkSegment(rng)}`,
    () => `/pages/${junkSegment(rng)}`,
    () => `/api/${junkSegment(rng)}`,
    () => `${rng.pick(LEAD_ID_APIS)}${junkSegment(rng)}`,
    () => `${rng.pick(["/cars/", "/motorcycles/", "/campers/"])}${rng.pick(["edge-special", junkSegment(rng)])}/${rng.pick(["checkout", "buy-online"])}`,
    () => `/checkout-journey?car_id=${junkSegment(rng)}`,
    () => `/reservation/${junkSegment(rng)}`,
    () => `/sandbox-checkout/${junkSegment(rng)}`,
    () => "/api/payments/stripe/webhook",
    () => "/admin/reservations",
    () => rng.pick(VALUATION_APIS),
    () => "/api/events",
    () => rng.pick(["/chat", "/chat?refresh", "/api/chat", "/api/chat/events", `/api/chat/events?after=${junkSegment(rng)}`, "/admin/conversations"]),
    () => `/admin/conversations/${junkSegment(rng)}${rng.pick(["", "/events"])}`,
    () => `/api/stock/import${query(rng)}`,
  ])();
}
