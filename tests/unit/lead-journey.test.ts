// A lead's journey on every path (app/models/lead-journey.server.ts): the form's hidden fields or the
// API's lead_attributes first, then the server's journey cookies, then (forms only) Referer and page query.
import { describe, expect, it } from "vitest";
import { leadJourney } from "~/models/lead-journey.server";
import { recordPageView } from "~/lib/forms/journey-cookies";

const NOW = Date.UTC(2026, 10, 27);
const cookieOf = (...urls: string[]) => {
  let header = "";
  for (const url of urls) {
    const set = recordPageView(new URL(url).pathname + new URL(url).search, header, { now: NOW, secure: false }).map((c) => c.split(";")[0]);
    const jar = new Map(header ? header.split("; ").map((p) => [p.slice(0, p.indexOf("=")), p.slice(p.indexOf("=") + 1)]) : []);
    for (const pair of set) jar.set(pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1));
    header = [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  return header;
};
const post = (url: string, headers: Record<string, string> = {}) => new Request(url, { method: "POST", headers });
const none = { visitedPages: "", linkedQueryParams: "" };

describe("a lead's journey", () => {
  const cookie = cookieOf("http://s.localhost/?utm_source=google&gclid=X", "http://s.localhost/cars/a");

  it("what the browser sent wins (JavaScript: the form's hidden fields)", () => {
    const sent = { visitedPages: '["/", "/search"]', linkedQueryParams: '{"utm_source":"bing","car_id":"1"}' };
    expect(leadJourney(post("http://s.localhost/enquire", { cookie }), sent, { pageFallbacks: true, now: NOW })).toEqual({
      visitedPages: ["/", "/search"],
      linkedQueryParams: { utm_source: "bing" },
    });
  });

  it("empty hidden fields (no JavaScript): the journey cookies", () => {
    expect(leadJourney(post("http://s.localhost/enquire?car_id=a", { cookie, referer: "http://s.localhost/cars/a" }), none, { pageFallbacks: true, now: NOW })).toEqual({
      visitedPages: ["/?utm_source=google&gclid=X", "/cars/a"],
      linkedQueryParams: { utm_source: "google", gclid: "X" },
    });
  });

  it("no cookies either: the Referer and the form page's own query", () => {
    expect(leadJourney(post("http://s.localhost/enquire?car_id=a&utm_campaign=spring", { referer: "http://s.localhost/cars/a" }), none, { pageFallbacks: true, now: NOW })).toEqual({
      visitedPages: ["/cars/a"],
      linkedQueryParams: { utm_campaign: "spring" },
    });
  });

  it("the API: lead_attributes as an object or a query string, stripped by the same rule; cookies when empty; no page fallbacks", () => {
    const api = (sent: { visitedPages: unknown; linkedQueryParams: unknown }, headers = {}) => leadJourney(post("http://s.localhost/api/leads?x=1", headers), sent, { pageFallbacks: false, now: NOW });
    expect(api({ visitedPages: ["/a"], linkedQueryParams: { gclid: "G", slug: "s", n: 5 } })).toEqual({ visitedPages: ["/a"], linkedQueryParams: { gclid: "G" } });
    expect(api({ visitedPages: undefined, linkedQueryParams: "utm_source=x&payment_intent=pi" })).toEqual({ visitedPages: [], linkedQueryParams: { utm_source: "x" } });
    expect(api({ visitedPages: undefined, linkedQueryParams: undefined }, { cookie })).toEqual({
      visitedPages: ["/?utm_source=google&gclid=X", "/cars/a"],
      linkedQueryParams: { utm_source: "google", gclid: "X" },
    });
  });
});
