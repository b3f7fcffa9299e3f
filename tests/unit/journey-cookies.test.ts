// The journey cookies a visitor without JavaScript carries (app/lib/forms/journey-cookies.ts): what the
// journey pixel sets for each page, and how defensively they are read back.
import { describe, expect, it } from "vitest";
import { parseSetCookie } from "cookie";
import { FIRST_PAGE_QUERY_COOKIE, MAX_COOKIE_BYTES, VISITED_PAGES_COOKIE, readJourneyCookies, recordPageView } from "~/lib/forms/journey-cookies";
import { FIRST_PAGE_QUERY_TTL_MS } from "~/lib/forms/session-journey";

const NOW = Date.UTC(2026, 10, 27);
const DAY = 24 * 60 * 60 * 1000;

/** The browser's side: a cookie jar updated from each response's Set-Cookie. */
class Jar {
  private cookies = new Map<string, string>();
  view(href: string, now = NOW): ReturnType<typeof parseSetCookie>[] {
    const url = new URL(href);
    const set = recordPageView(url.pathname + url.search, this.header(), { now, secure: url.protocol === "https:" }).map((c) => parseSetCookie(c));
    for (const c of set) this.cookies.set(c.name, c.value ?? "");
    return set;
  }
  header = () => [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  read = (now = NOW) => readJourneyCookies(this.header(), now);
}

describe("the journey cookies a page view sets", () => {
  it("a campaign landing, three pages and an enquiry form: every page and the landing query", () => {
    const jar = new Jar();
    const pages = ["/?utm_source=google&gclid=X", "/search/new-used-and-demo-cars", "/cars/edge-special", "/our-locations/", "/enquire?car_id=edge-special"];
    for (const page of pages) jar.view(`http://sunshine.localhost${page}`);
    expect(jar.read()).toEqual({ visitedPages: pages, firstPageQuery: { params: { utm_source: "google", gclid: "X" }, savedAt: NOW } });
  });

  it("HttpOnly, SameSite=Lax, path /; the query for 30 days, the pages for the browser session", () => {
    const [pages, query] = new Jar().view("http://sunshine.localhost/?utm_source=google");
    expect(pages).toMatchObject({ name: VISITED_PAGES_COOKIE, httpOnly: true, sameSite: "lax", path: "/" });
    expect(pages.maxAge).toBeUndefined();
    expect(pages.secure).toBeUndefined();
    expect(query).toMatchObject({ name: FIRST_PAGE_QUERY_COOKIE, httpOnly: true, sameSite: "lax", path: "/", maxAge: FIRST_PAGE_QUERY_TTL_MS / 1000 });
  });

  it("Secure when the page was served over HTTPS", () => {
    expect(new Jar().view("https://www.example.com/?gclid=X").map((c) => c.secure)).toEqual([true, true]);
  });

  it("ids, slugs and payment keys never reach the stored query", () => {
    const jar = new Jar();
    jar.view("http://s.localhost/?utm_source=google&car_id=12&slug=a-b&payment_intent=pi_1&client_secret=cs");
    expect(jar.read().firstPageQuery?.params).toEqual({ utm_source: "google" });
  });

  it("a page that is not a same-site path sets nothing", () => {
    for (const page of ["", "cars", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", "/a\u0000b", `/${"x".repeat(2_001)}`]) {
      expect(recordPageView(page, null, { now: NOW, secure: false }), page).toEqual([]);
    }
  });

  it("a page seen again sets nothing", () => {
    const jar = new Jar();
    jar.view("http://s.localhost/");
    jar.view("http://s.localhost/search");
    expect(jar.view("http://s.localhost/search")).toEqual([]);
  });

  it("a later page's query is not the first page's; a new campaign is", () => {
    const jar = new Jar();
    jar.view("http://s.localhost/?utm_source=google");
    jar.view("http://s.localhost/search?make=Toyota");
    expect(jar.read().firstPageQuery?.params).toEqual({ utm_source: "google" });
    jar.view("http://s.localhost/cars/a?utm_source=facebook&fbclid=F", NOW + DAY);
    expect(jar.read(NOW + DAY).firstPageQuery).toEqual({ params: { utm_source: "facebook", fbclid: "F" }, savedAt: NOW + DAY });
  });

  it("a query older than 30 days is gone, and the next visit's first page sets a new one", () => {
    const header = `${FIRST_PAGE_QUERY_COOKIE}=${encodeURIComponent(JSON.stringify({ params: { gclid: "old" }, savedAt: NOW - 30 * DAY - 1 }))}`;
    expect(readJourneyCookies(header, NOW).firstPageQuery).toBeNull();
    const [, query] = recordPageView("/?make=Mazda", header, { now: NOW, secure: false }).map((c) => parseSetCookie(c));
    expect(JSON.parse(query.value!)).toEqual({ params: { make: "Mazda" }, savedAt: NOW });
  });

  it("keeps 50 pages, the newest, within the byte cap", () => {
    const jar = new Jar();
    for (let i = 0; i < 60; i++) jar.view(`http://s.localhost/p${i}`);
    expect(jar.read().visitedPages).toHaveLength(50);
    const long = new Jar();
    let set: ReturnType<typeof parseSetCookie>[] = [];
    for (let i = 0; i < 50; i++) set = long.view(`http://s.localhost/search/${"x".repeat(150)}?page=${i}`);
    const pages = long.read().visitedPages;
    expect(pages.length).toBeLessThan(50);
    expect(pages.at(-1)).toBe(`/search/${"x".repeat(150)}?page=49`);
    expect(encodeURIComponent(set[0].value!).length).toBeGreaterThan(MAX_COOKIE_BYTES); // plain percent-encoding would not fit
    expect(long.header().length).toBeLessThanOrEqual(VISITED_PAGES_COOKIE.length + 1 + MAX_COOKIE_BYTES);
  });
});

describe("reading the journey cookies: visitor input", () => {
  const none = { visitedPages: [], firstPageQuery: null };
  it.each([
    ["no header", null],
    ["junk", "%%%;;=;visited_pages"],
    ["JSON that does not parse", `${VISITED_PAGES_COOKIE}=[%22/a; ${FIRST_PAGE_QUERY_COOKIE}={bad`],
    ["a bad escape", `${VISITED_PAGES_COOKIE}=%E0%A4%A`],
    ["wrong shapes", `${VISITED_PAGES_COOKIE}={}; ${FIRST_PAGE_QUERY_COOKIE}=[1]`],
    ["another host's pages", `${VISITED_PAGES_COOKIE}=${encodeURIComponent('["//evil.example/x","javascript:alert(1)"]')}`],
    ["an oversized value", `${VISITED_PAGES_COOKIE}=${encodeURIComponent(JSON.stringify(Array.from({ length: 40 }, (_, i) => `/${"y".repeat(100)}${i}`)))}`],
    ["a date in the future", `${FIRST_PAGE_QUERY_COOKIE}=${encodeURIComponent(JSON.stringify({ params: { gclid: "X" }, savedAt: NOW + DAY }))}`],
  ])("%s is no journey", (_, header) => {
    expect(readJourneyCookies(header, NOW)).toEqual(none);
  });

  it("NUL bytes are stripped, raw or escaped", () => {
    const header = `${VISITED_PAGES_COOKIE}=["/a","/b%00c"]\0; ${FIRST_PAGE_QUERY_COOKIE}=${encodeURIComponent(JSON.stringify({ params: { utm_source: "goo\0gle" }, savedAt: NOW }))}`;
    expect(readJourneyCookies(header, NOW)).toEqual({ visitedPages: ["/a", "/bc"], firstPageQuery: { params: { utm_source: "google" }, savedAt: NOW } });
  });
});
