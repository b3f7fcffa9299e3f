// The HTTP edge over real HTTP against the production server (needs `npm run build`): limits a
// client cannot dodge, security headers, the cache policy, /healthz, 4xx for junk methods and
// hosts, safe back links, one cross-site rule and the inbox lock-out. Raw sockets where fetch
// refuses to send what a hostile client would.
import { connect } from "node:net";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";
import { VALID_CONTACT, carEnquiryLead } from "./support/leads";
import { formStarted } from "./support/captcha";
import { CROSS_SITE_MESSAGE } from "../../server/leads/guards";

const HOST = "sunshine.localhost";
const lead = () => ({ lead: carEnquiryLead() });
const basic = (password: string) => `Basic ${Buffer.from(`dealer:${password}`).toString("base64")}`;

/** One raw HTTP/1.1 exchange: the status, the headers (lower-case names) and the body. */
function raw(port: number, head: string | Buffer): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [top, ...rest] = text.split("\r\n\r\n");
      const [statusLine, ...lines] = top.split("\r\n");
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(":")).toLowerCase(), l.slice(l.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
    socket.write(head);
  });
}

describe("the HTTP edge", () => {
  let server: RunningServer; // TRUST_PROXY unset: no proxy is trusted
  let proxied: RunningServer; // TRUST_PROXY=1: one load balancer in front
  const dirs: string[] = [];
  beforeAll(async () => {
    const dir = async () => {
      const d = await mkdtemp(path.join(tmpdir(), "dealer-edge-"));
      dirs.push(d);
      return d;
    };
    [server, proxied] = await Promise.all([
      startServer({ DATA_DIR: await dir(), LOG_REQUESTS: "false", ADMIN_PASSWORD: "pw" }),
      startServer({ DATA_DIR: await dir(), LOG_REQUESTS: "false", ADMIN_PASSWORD: "pw", TRUST_PROXY: "1" }),
    ]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([server?.stop(), proxied?.stop()]);
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  const call = (s: RunningServer, p: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    fetch(s.url + p, { redirect: "manual", ...init, headers: { host: HOST, ...init.headers } });
  const postLead = (s: RunningServer, headers: Record<string, string> = {}) =>
    call(s, "/api/leads", { method: "POST", body: JSON.stringify(lead()), headers: { "content-type": "application/json", ...headers } });

  describe("rate limits nobody can spoof (finding 2)", () => {
    it("a new X-Forwarded-For on each request is still one client: the 6th lead in a minute is a 429 with Retry-After", async () => {
      const statuses: number[] = [];
      let last!: Response;
      for (let i = 1; i <= 6; i++) {
        last = await postLead(server, { "x-forwarded-for": `10.9.8.${i}` });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(last.headers.get("cache-control")).toBe("private, no-store");
    });

    it("behind a trusted proxy (TRUST_PROXY=1) each forwarded client has its own limit", async () => {
      const a = [];
      for (let i = 0; i < 6; i++) a.push((await postLead(proxied, { "x-forwarded-for": "203.0.113.20" })).status);
      expect(a).toEqual([201, 201, 201, 201, 201, 429]);
      expect((await postLead(proxied, { "x-forwarded-for": "203.0.113.21" })).status).toBe(201);
      // The proxy appends the address it saw; whatever the client put before it is not believed.
      expect((await postLead(proxied, { "x-forwarded-for": "198.51.100.99, 203.0.113.20" })).status).toBe(429);
    });

    it("a form post without JavaScript: the 6th lead is a 429 page with Retry-After", async () => {
      const body = new URLSearchParams({ ...VALID_CONTACT, category: "General", location_id: "101", message: "Hello", ...formStarted() }).toString();
      const statuses: number[] = [];
      let last!: Response;
      for (let i = 0; i < 6; i++) {
        last = await call(proxied, "/contact-us", { method: "POST", body, headers: { host: "sunshine-toyota.localhost", "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.70" } });
        statuses.push(last.status);
        await last.arrayBuffer();
      }
      expect(statuses).toEqual([302, 302, 302, 302, 302, 429]);
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(last.headers.get("cache-control")).toBe("private, no-store");
    });

    it("PUT /api/leads/{id}: 30 a minute, then 429 with Retry-After", async () => {
      const statuses: number[] = [];
      let last!: Response;
      for (let i = 0; i < 31; i++) {
        last = await call(proxied, `/api/leads/${randomUUID()}`, { method: "PUT", body: JSON.stringify(lead()), headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.30" } });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
      expect(statuses[30]).toBe(429);
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("the phone reveal: 20 a minute, then 429 with Retry-After", async () => {
      const reveal = () =>
        call(proxied, "/cars/edge-special", { method: "POST", body: "intent=reveal-phone", headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "203.0.113.31" } });
      const statuses: number[] = [];
      let last!: Response;
      for (let i = 0; i < 21; i++) {
        last = await reveal();
        statuses.push(last.status);
        await last.arrayBuffer();
      }
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    });
  });

  describe("one cross-site rule for every state-changing route (finding 7)", () => {
    it("the phone reveal with a foreign Referer and no Origin is a 403", async () => {
      const res = await call(server, "/cars/edge-special", {
        method: "POST",
        body: "intent=reveal-phone",
        headers: { "content-type": "application/x-www-form-urlencoded", referer: "https://evil.example/page" },
      });
      expect(res.status).toBe(403);
      expect(await res.text()).toBe(CROSS_SITE_MESSAGE);
    });

    it("the lead API with a foreign Referer is a JSON 403; the site's own Referer and no header at all go on", async () => {
      const foreign = await call(server, "/api/leads/" + randomUUID(), { method: "PUT", body: "{}", headers: { "content-type": "application/json", referer: "https://evil.example/" } });
      expect([foreign.status, await foreign.json()]).toEqual([403, { error: CROSS_SITE_MESSAGE }]);
      const own = await call(server, "/api/leads/" + randomUUID(), { method: "PUT", body: "{}", headers: { "content-type": "application/json", referer: `http://${HOST}/cars/x` } });
      expect(own.status).not.toBe(403);
      const none = await call(server, "/api/leads/" + randomUUID(), { method: "PUT", body: "{}", headers: { "content-type": "application/json" } });
      expect(none.status).not.toBe(403);
    });
  });

  describe("security headers on every response", () => {
    it("a page: a CSP nonce that every inline script carries, fresh on each response", async () => {
      const res = await call(server, "/cars/edge-special");
      const csp = res.headers.get("content-security-policy")!;
      const nonce = csp.match(/'nonce-([^']+)'/)![1];
      expect(csp).toMatch(/object-src 'none'/);
      expect(csp).toMatch(/base-uri 'none'/);
      expect(csp).toMatch(/frame-ancestors 'self'/);
      expect(csp).toMatch(/connect-src 'self'/);
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(2);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      const again = (await call(server, "/cars/edge-special")).headers.get("content-security-policy")!;
      expect(again.match(/'nonce-([^']+)'/)![1]).not.toBe(nonce);
    });

    it("nosniff, referrer policy, permissions policy on pages, errors, assets, the API and /healthz", async () => {
      for (const p of ["/", "/no-such-page", "/favicon.svg", "/api/cars/no-such-car", "/healthz", "/api/nope"]) {
        const res = await call(server, p);
        expect(res.headers.get("x-content-type-options"), p).toBe("nosniff");
        expect(res.headers.get("referrer-policy"), p).toBe("strict-origin-when-cross-origin");
        expect(res.headers.get("permissions-policy"), p).toMatch(/camera=\(\), microphone=\(\), geolocation=\(self\), payment=\(self\)/);
        expect(res.headers.get("content-security-policy"), p).toMatch(/object-src 'none'/);
      }
    });

    it("Cross-Origin-Opener-Policy on everything but a public page: forms, the inbox, errors, the API and any POST keep it", async () => {
      for (const p of ["/", "/search/new-used-and-demo-cars", "/search/used-cars/toyota", "/cars/edge-special", "/about-us", "/our-locations/", "/robots.txt"]) {
        const res = await call(server, p);
        expect(res.headers.get("cache-control"), p).toMatch(/^public\b/);
        expect(res.headers.get("cross-origin-opener-policy"), p).toBeNull();
      }
      const kept = ["/contact-us", "/enquire?car_id=edge-special", "/success?category=finance", "/admin/leads", "/no-such-page", "/cars/no-such-car", "/api/leads", "/api/nope", "/healthz", "/favicon.svg"];
      for (const p of kept) expect((await call(server, p)).headers.get("cross-origin-opener-policy"), p).toBe("same-origin");
      const post = await call(server, "/cars/edge-special", { method: "POST", body: "intent=nothing", headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(post.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      // A visitor's first page on a site that records page views is private for its id cookies, and
      // still the page everyone gets: no policy.
      const browser = { "user-agent": "Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36", accept: "text/html" };
      const first = await call(server, "/about-us", { headers: browser });
      expect(first.headers.get("set-cookie")).toMatch(/device_id=/);
      expect(first.headers.get("cache-control")).toBe("private, no-store");
      expect(first.headers.get("cross-origin-opener-policy")).toBeNull();
      expect((await call(server, "/contact-us", { headers: browser })).headers.get("cross-origin-opener-policy")).toBe("same-origin");
      // A HEAD is answered as its GET.
      expect((await call(server, "/contact-us", { method: "HEAD" })).headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect((await call(server, "/about-us", { method: "HEAD" })).headers.get("cross-origin-opener-policy")).toBeNull();
    });

    it("HSTS for a year only over HTTPS: a trusted proxy's X-Forwarded-Proto counts, a client's does not", async () => {
      expect((await call(server, "/")).headers.get("strict-transport-security")).toBeNull();
      expect((await call(server, "/", { headers: { "x-forwarded-proto": "https" } })).headers.get("strict-transport-security")).toBeNull();
      expect((await call(proxied, "/", { headers: { "x-forwarded-proto": "https" } })).headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    });
  });

  describe("cache policy", () => {
    it("public pages: public, max-age=0, s-maxage=60, stale-while-revalidate=600 with Vary: Host", async () => {
      for (const p of ["/", "/search/new-used-and-demo-cars", "/cars/edge-special", "/about-us", "/our-locations/", "/robots.txt", "/sitemap.xml"]) {
        const res = await call(server, p);
        expect(res.status, p).toBe(200);
        expect(res.headers.get("cache-control"), p).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
        expect(res.headers.get("vary"), p).toMatch(/\bHost\b/);
      }
    });

    it("anything that echoes a visitor's input, the inbox, errors and the lead API: private, no-store", async () => {
      const gets = ["/contact-us", "/enquire?car_id=edge-special&name=Jane", "/success?category=finance", "/admin/leads", "/no-such-page", "/api/leads", "/journey.gif?p=%2F"];
      for (const p of gets) expect((await call(server, p)).headers.get("cache-control"), p).toBe("private, no-store");
      const post = await call(server, "/cars/edge-special", { method: "POST", body: "intent=nothing", headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(post.headers.get("cache-control")).toBe("private, no-store");
      const api = await call(server, "/api/leads", { method: "POST", body: "{", headers: { "content-type": "application/json" } });
      expect(api.headers.get("cache-control")).toBe("private, no-store");
    });
  });

  describe("/healthz", () => {
    it("on this machine: liveness and the site list (a spoofed X-Forwarded-For changes nothing)", async () => {
      const body = await (await call(server, "/healthz", { headers: { "x-forwarded-for": "203.0.113.5" } })).json();
      expect(body.ok).toBe(true);
      expect(body.sites.length).toBeGreaterThan(0);
    });

    it("for a client a proxy forwards: liveness only; the list with the admin password", async () => {
      const anyone = await call(proxied, "/healthz", { headers: { "x-forwarded-for": "203.0.113.40" } });
      expect([anyone.status, await anyone.json()]).toEqual([200, { ok: true }]);
      const admin = await (await call(proxied, "/healthz", { headers: { "x-forwarded-for": "203.0.113.40", authorization: basic("pw") } })).json();
      expect(admin.sites.length).toBeGreaterThan(0);
      const wrong = await call(proxied, "/healthz", { headers: { "x-forwarded-for": "203.0.113.41", authorization: basic("nope") } });
      expect(wrong.status).toBe(401);
      expect((await wrong.json()).sites).toBeUndefined();
    });
  });

  describe("junk gets a 4xx, not a 500", () => {
    const request = (method: string, p: string, host = HOST) => `${method} ${p} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;

    it("TRACE, PROPFIND and other methods no route serves: 405 with Allow, JSON on /api and /mock", async () => {
      const page = await raw(server.port, request("TRACE", "/"));
      expect([page.status, page.headers.allow]).toEqual([405, "GET, HEAD, POST"]);
      for (const [method, p, allow] of [
        ["TRACE", "/api/leads", "POST"],
        ["PROPFIND", "/api/cars/edge-special", "GET, HEAD"],
        ["DELETE", "/mock/leads/abc", "PUT"],
        ["PATCH", "/api/leads/abc", "PUT"],
        ["GET", "/api/leads/with-files", "POST"],
      ]) {
        const res = await raw(server.port, request(method, p));
        expect([res.status, res.headers.allow], `${method} ${p}`).toEqual([405, allow]);
        expect(res.headers["content-type"], `${method} ${p}`).toMatch(/^application\/json/);
        expect(JSON.parse(res.body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/g, ""))).toHaveProperty("error");
      }
      for (const method of ["PROPFIND", "MKCOL", "PUT", "DELETE"]) expect((await raw(server.port, request(method, "/cars/edge-special"))).status, method).toBe(405);
      const pixel = await raw(server.port, request("POST", "/journey.gif?p=%2F")); // the journey pixel is only read
      expect([pixel.status, pixel.headers.allow]).toEqual([405, "GET, HEAD"]);
    });

    it("unknown /api and /mock paths: a JSON 404, never the HTML page", async () => {
      for (const p of ["/api/nope", "/api/leads/a/b", "/mock/nope", "/api"]) {
        const res = await call(server, p);
        expect(res.status, p).toBe(404);
        expect(res.headers.get("content-type"), p).toMatch(/^application\/json/);
        expect(await res.json()).toHaveProperty("error");
      }
    });

    it("a host no site answers is a 404 before Remix: JSON on the API, a plain page elsewhere, whatever the method", async () => {
      const host = "no-such-dealer.example";
      for (const p of ["/", "/contact-us", "/sitemap.xml", "/robots.txt", "/cars/edge-special", "/no-such-page"]) {
        const res = await raw(server.port, request("GET", p, host));
        expect([res.status, res.headers["content-type"]], p).toEqual([404, "text/html; charset=utf-8"]);
        expect(res.body, p).toContain("<title>Site not found</title>");
        expect(res.body, p).toContain("<h1>No dealer site answers at this address</h1>");
      }
      for (const p of ["/api/cars/edge-special", "/api/search"]) {
        const res = await raw(server.port, request("GET", p, host));
        expect([res.status, res.headers["content-type"]], p).toEqual([404, "application/json; charset=utf-8"]);
        expect(JSON.parse(res.body), p).toEqual({ error: "No site answers at this address" });
      }
      // A post to an unknown host is not a lead of any site, and not a crash.
      const post = (p: string, type: string, body: string) =>
        raw(server.port, `POST ${p} HTTP/1.1\r\nHost: ${host}\r\nOrigin: http://${host}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
      expect((await post("/contact-us", "application/x-www-form-urlencoded", "name=Jane")).status).toBe(404);
      expect((await post("/api/leads", "application/json", JSON.stringify(lead()))).status).toBe(404);
      // Assets, the health check and the fallback picture answer on any host.
      expect((await raw(server.port, request("GET", "/healthz", host))).status).toBe(200);
      expect((await raw(server.port, request("GET", "/demo-images/image-not-found.svg", host))).status).toBe(200);
    });

    it("an unparseable Host is a 400", async () => {
      for (const host of [":99999", "a@b", "a, b", "[x]", "\u{1F600}.example", "a\u202Eb.example"]) {
        const res = await raw(server.port, Buffer.from(request("GET", "/", host), "utf8"));
        expect(res.status, JSON.stringify(host)).toBe(400);
      }
      expect((await raw(server.port, request("GET", "/", HOST))).status).toBe(200);
    });

    it("an untrusted client's X-Forwarded-Host is ignored, whatever it holds (Remix would read its port)", async () => {
      for (const forwarded of [":99999", "sunshine.localhost:-1", "evil.example"]) {
        const head = `GET /our-locations/ HTTP/1.1\r\nHost: ${HOST}\r\nX-Forwarded-Host: ${forwarded}\r\nConnection: close\r\n\r\n`;
        const res = await raw(server.port, head);
        expect(res.status, forwarded).toBe(200);
        expect(res.body, forwarded).not.toContain("evil.example");
      }
    });

    it("a path that starts with a backslash (read as '//' by URL parsers) is a 404, not a 500", async () => {
      for (const p of ["/%5C", "/%5c?photo=1e309", "/%5C%5Cevil.example", "/%09%5C", "/%0A%0d%5c"]) {
        expect((await raw(server.port, request("GET", p))).status, p).toBe(404);
      }
    });

    it("a malformed escape in a demo image or brand logo name is a 400", async () => {
      for (const p of ["/demo-images/x.svg%", "/brand-logos/x.svg%", "/demo-images/%E0%A4%A.svg"]) {
        const res = await call(server, p);
        expect(res.status, p).toBe(400);
      }
    });
  });

  it("open redirect: /success?back=/\\evil.example/x offers no link a browser reads as another host (finding 6)", async () => {
    for (const back of ["/\\evil.example/x", "/%09/evil.example", "//evil.example"]) {
      const html = await (await call(server, `/success?category=finance&back=${encodeURIComponent(back).replace("%2509", "%09")}`)).text();
      expect(html, back).not.toMatch(/href="[^"]*evil\.example/);
    }
    const ok = await (await call(server, "/success?category=finance&back=/cars/edge-special")).text();
    expect(ok).toMatch(/href="\/cars\/edge-special"[^>]*>Continue browsing/);
  });

  it("the inbox locks an address out after 10 wrong passwords, for 15 minutes, and says so in the log (finding 8)", async () => {
    const inbox = (password: string, client: string) => call(proxied, "/admin/leads", { headers: { authorization: basic(password), "x-forwarded-for": client } });
    const client = "203.0.113.60";
    const statuses: number[] = [];
    for (let i = 1; i <= 9; i++) statuses.push((await inbox("wrong", client)).status);
    expect(statuses).toEqual(Array(9).fill(401));
    expect(proxied.output()).not.toContain(`${client} locked out`);
    expect((await inbox("wrong", client)).status).toBe(401); // the 10th wrong password
    await expect.poll(() => proxied.output(), { timeout: 5_000 }).toContain(`admin sign-in: ${client} locked out for 15 minutes`);
    const eleventh = await inbox("wrong", client);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect((await inbox("pw", client)).status).toBe(429); // locked, even with the right password
    expect((await inbox("pw", "203.0.113.61")).status).toBe(200); // another address is not
  });
});
