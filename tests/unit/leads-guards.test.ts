import { describe, expect, it } from "vitest";
import { LEAD_RATE_WINDOWS, RateLimiter, checkOrigin, leadRateLimiter } from "../../server/leads/guards";
import { crossSiteReason } from "../../server/cross-site";
import { MAX_FORM_BYTES, readBytes, readFormData, readJson } from "../../server/leads/body";

const post = (headers: Record<string, string>, url = "http://sunshine.localhost:3000/enquire") => new Request(url, { method: "POST", headers });

describe("checkOrigin (the lead actions' Origin/CSRF check)", () => {
  it("lets through same-host posts, the site's own domains, and clients that send no Origin", () => {
    expect(checkOrigin(post({ origin: "http://sunshine.localhost:3000" })).ok).toBe(true);
    expect(checkOrigin(post({ origin: "https://www.sunshinemotorgroup.com.au" }), ["sunshinemotorgroup.com.au"]).ok).toBe(true);
    expect(checkOrigin(post({})).ok).toBe(true);
    expect(checkOrigin(post({ referer: "http://sunshine.localhost:3000/cars/x" })).ok).toBe(true);
    expect(checkOrigin(post({ "sec-fetch-site": "same-origin" })).ok).toBe(true);
  });

  it("refuses another host, Origin: null, an unreadable Origin, a foreign Referer and Sec-Fetch-Site: cross-site", () => {
    for (const headers of <Record<string, string>[]>[
      { origin: "https://evil.example" },
      { origin: "http://sunshine.localhost:3001" },
      { origin: "null" },
      { origin: "not a url" },
      { referer: "https://evil.example/page" },
      { "sec-fetch-site": "cross-site" },
    ]) {
      expect(checkOrigin(post(headers), ["sunshinemotorgroup.com.au"]).ok, JSON.stringify(headers)).toBe(false);
    }
  });
});

describe("crossSiteReason (the Express guard in front of Remix)", () => {
  it("is Remix's own rule: Origin host = X-Forwarded-Host or Host", () => {
    expect(crossSiteReason({ origin: "http://a.localhost:3000", host: "a.localhost:3000" })).toBeNull();
    expect(crossSiteReason({ host: "a.localhost:3000" })).toBeNull();
    expect(crossSiteReason({ origin: "https://a.example", host: "10.0.0.1:3000", forwardedHost: "a.example, proxy" })).toBeNull();
    expect(crossSiteReason({ origin: "https://evil.example", host: "a.localhost:3000" })).toMatch(/evil/);
    expect(crossSiteReason({ origin: "null", host: "a.localhost" })).not.toBeNull();
    expect(crossSiteReason({ origin: "::", host: "a.localhost" })).not.toBeNull();
    expect(crossSiteReason({ fetchSite: "cross-site", host: "a.localhost" })).not.toBeNull();
  });
});

describe("RateLimiter", () => {
  it("allows 5 lead creations a minute per client and refuses the 6th, with the wait", () => {
    const limiter = new RateLimiter();
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) expect(limiter.consume("a", t0 + i * 1000)).toEqual({ ok: true });
    expect(limiter.consume("a", t0 + 5000)).toEqual({ ok: false, retryAfterSeconds: 55 });
    expect(limiter.consume("b", t0 + 5000)).toEqual({ ok: true }); // another client
    expect(limiter.consume("a", t0 + 60_000)).toEqual({ ok: true }); // the first has left the window
  });

  it("allows 30 an hour: the 31st within the hour is refused even when spread out", () => {
    expect(LEAD_RATE_WINDOWS).toEqual([{ limit: 5, windowMs: 60_000 }, { limit: 30, windowMs: 3_600_000 }]);
    const limiter = new RateLimiter();
    for (let i = 0; i < 30; i++) expect(limiter.consume("a", i * 61_000).ok).toBe(true);
    const refused = limiter.consume("a", 30 * 61_000);
    expect(refused.ok).toBe(false);
    expect(limiter.consume("a", 3_600_000 + 1).ok).toBe(true);
  });

  it("refusals are not counted, and memory stays bounded", () => {
    const limiter = new RateLimiter([{ limit: 1, windowMs: 1000 }], 3);
    expect(limiter.consume("a", 0).ok).toBe(true);
    for (let i = 0; i < 10; i++) expect(limiter.consume("a", 10).ok).toBe(false);
    expect(limiter.consume("a", 1001).ok).toBe(true);
    for (const key of ["b", "c", "d", "e"]) limiter.consume(key, 2000);
    expect(limiter.size).toBe(3);
  });

  it("one limiter per set of services", () => {
    const a = {};
    expect(leadRateLimiter(a)).toBe(leadRateLimiter(a));
    expect(leadRateLimiter(a)).not.toBe(leadRateLimiter({}));
  });
});

describe("bounded body readers", () => {
  const req = (body: BodyInit | null, headers: Record<string, string> = {}) => new Request("http://x/", { method: "POST", body, headers, duplex: "half" } as RequestInit);

  it("refuse a declared length over the cap before reading, and an undeclared one at the cap", async () => {
    expect(await readBytes(req("abc", { "content-length": "999999999" }), 10)).toMatchObject({ ok: false, status: 413 });
    const stream = new ReadableStream({
      pull(controller) {
        controller.enqueue(new Uint8Array(1024));
      },
    });
    expect(await readBytes(req(stream), 4096)).toMatchObject({ ok: false, status: 413 });
    expect(await readBytes(req("hello"), 10)).toMatchObject({ ok: true });
  });

  it("JSON: 415 unless declared as JSON, 400 when it does not parse, the value when it does", async () => {
    expect(await readJson(req("{}", { "content-type": "text/plain" }))).toMatchObject({ ok: false, status: 415 });
    expect(await readJson(req("{", { "content-type": "application/json" }))).toMatchObject({ ok: false, status: 400 });
    expect(await readJson(req(new Uint8Array([0xff, 0xfe]), { "content-type": "application/json" }))).toMatchObject({ ok: false, status: 400 });
    expect(await readJson(req('{"a":1}', { "content-type": "application/vnd.api+json; charset=utf-8" }))).toEqual({ ok: true, value: { a: 1 } });
    expect(MAX_FORM_BYTES).toBe(2 * 1024 * 1024);
  });

  it("forms: urlencoded and multipart only; a broken multipart body is a 400", async () => {
    expect(await readFormData(req("a=1", { "content-type": "application/json" }))).toMatchObject({ ok: false, status: 415 });
    const ok = await readFormData(req("a=1&a=2", { "content-type": "application/x-www-form-urlencoded" }));
    expect(ok.ok && ok.value.getAll("a")).toEqual(["1", "2"]);
    expect(await readFormData(req("--x\r\nbroken", { "content-type": "multipart/form-data; boundary=x" }))).toMatchObject({ ok: false, status: 400 });
  });
});
