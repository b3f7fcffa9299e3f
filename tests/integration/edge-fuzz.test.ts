// The HTTP edge under junk (issue 9 "Done when"): thousands of malformed requests over raw sockets
// against the built production server, across every route pattern and API, from a printed seed.
// No answer may be >= 500 (or missing), and no HTML body may carry a NUL byte.
// Replay a failure: FUZZ_SEED=<seed> npx vitest run tests/integration/edge-fuzz.test.ts
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";
import { chatMessageRequest } from "./support/chat-fuzz";
import { STOCK_TOKEN, SITES, FORM_PAGES, LEAD_APIS, GARAGE_PATHS, GARAGE_INTENTS, LEAD_ID_APIS, FILE_APIS, VALUATION_APIS, VALUATION_BODIES, lead, ODD_HOSTS, ODD_METHODS, CONTENT_TYPES, host, query, routePath } from "./support/fuzz-routes";
import { JUNK_NUMBERS, PROTO_KEYS, junkMultipart, junkSegment, prng, protoPolluted, rawUtf8, send, type RawRequest, type Rng } from "./support/fuzz";

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const COUNT = Number(process.env.FUZZ_COUNT ?? 5_000);
const CONCURRENCY = 8;
const ANSWER_TIMEOUT_MS = 30_000;

let sitemapPaths: string[] = [];

const sameOrigin = (h: string): Array<[string, string]> => [["Origin", `http://${h}`]];
const json = (value: unknown) => Buffer.from(JSON.stringify(value), "latin1");

/** One generated request of each kind; each kind is a category in the failure report. */
type Generated = Omit<RawRequest, "category">;
const GENERATORS: Record<string, (rng: Rng) => Generated> = {
  "bad percent-encoding and junk paths": (rng) => ({ method: "GET", target: routePath(rng, sitemapPaths) + (rng.chance(0.5) ? query(rng) : ""), host: host(rng) }),
  "NUL and control bytes": (rng) => {
    const bytes = ["%00", "%01", "%1b", "%7f", "\u0001", "\u0000", "\u001b", "\u007f"];
    const target = `${routePath(rng, sitemapPaths)}${rng.pick(bytes)}${rng.chance(0.7) ? `?utm_source=${rng.pick(bytes)}&q=a${rng.pick(bytes)}b` : ""}`;
    return { method: rng.pick(["GET", "GET", "HEAD"]), target, host: host(rng), headers: rng.chance(0.3) ? [["Referer", `http://x/${rng.pick(bytes)}`]] : [] };
  },
  "overlong paths, queries and headers": (rng) => {
    const long = "a".repeat(rng.pick([2_000, 8_000, 20_000, 70_000]));
    return rng.pick([
      { method: "GET", target: `/search/${long}`, host: host(rng) },
      { method: "GET", target: `/cars/${long}`, host: host(rng) },
      { method: "GET", target: `/search/used-cars?q=${long}`, host: host(rng) },
      { method: "GET", target: "/", host: host(rng), headers: [["X-Junk", long]] as Array<[string, string]> },
      { method: "GET", target: `/${"a/".repeat(2_000)}`, host: host(rng) },
    ]);
  },
  unicode: (rng) => {
    const text = rng.pick(["\u202Eevil", "\u200B", "\uFEFF", "😀", "é", "\u0301", "\uFFFF", "\u2028", "ｓｅａｒｃｈ"]);
    const raw = rng.chance(0.5) ? rawUtf8(text) : encodeURIComponent(text);
    const surrogate = rng.pick(["%ED%A0%80", "%ED%BF%BF", "%ED%A0%BD%ED%B8%80", "%uD800"]);
    return { method: "GET", target: `${rng.pick(["/search/", "/cars/", "/our-location/", "/", "/api/cars/"])}${raw}${surrogate}?q=${raw}${surrogate}`, host: host(rng) };
  },
  "prototype keys in JSON": (rng) => {
    const h = host(rng);
    const isPut = rng.chance(0.3);
    const target = isPut ? `${rng.pick(LEAD_ID_APIS)}${rng.pick(["abc", "00000000-0000-0000-0000-000000000000", "__proto__", "1"])}` : rng.pick(LEAD_APIS);
    return { method: isPut ? "PUT" : "POST", target, host: h, headers: [["Content-Type", "application/json"], ...sameOrigin(h)], body: json(protoPolluted(rng, { lead })) };
  },
  "prototype keys in form posts": (rng) => {
    const h = host(rng);
    const field = `${rng.pick([...PROTO_KEYS, "lead[__proto__][x]", "constructor[prototype][polluted]", "__proto__.x", "favourite_color", "name"])}`;
    const body = `${encodeURIComponent(field)}=${encodeURIComponent(rng.pick(["1", "", "x", "\u0000"]))}&name=Jane&email=jane%40example.com&phone=0412345678&message=Hi`;
    return { method: "POST", target: rng.pick(FORM_PAGES), host: h, headers: [["Content-Type", "application/x-www-form-urlencoded"], ...sameOrigin(h)], body: Buffer.from(body) };
  },
  "junk garage form posts": (rng) => {
    const h = host(rng);
    const pick = () => (rng.chance(0.5) ? rng.pick(JUNK_NUMBERS) : junkSegment(rng));
    const fields = [`intent=${encodeURIComponent(rng.pick(GARAGE_INTENTS))}`, `email=${encodeURIComponent(rng.chance(0.5) ? "jane@example.com" : pick())}`, `code=${encodeURIComponent(pick())}`, `slug=${encodeURIComponent(pick())}`, `search=${encodeURIComponent(rng.chance(0.5) ? "//evil.example" : pick())}`, `return_to=${encodeURIComponent(rng.pick(["https://evil.example", "//evil", "/search", pick()]))}`, `favourites=${encodeURIComponent(rng.chance(0.5) ? JSON.stringify(protoPolluted(rng, [{ id: 1, slug: "x" }])) : pick())}`, `${encodeURIComponent(rng.pick(PROTO_KEYS))}=1`];
    return { method: "POST", target: rng.pick(GARAGE_PATHS.filter((p) => !p.endsWith(".json") && !p.startsWith("/api"))), host: h, headers: [["Content-Type", "application/x-www-form-urlencoded"], ...sameOrigin(h)], body: Buffer.from(fields.join("&")) };
  },
  "wrong content types": (rng) => {
    const h = host(rng);
    const body = rng.pick([json({ lead }), Buffer.from("name=Jane&email=x"), Buffer.from("<xml/>"), Buffer.from([0xff, 0xfe, 0x00, 0x7b]), Buffer.alloc(0), Buffer.from("{")]);
    const target = rng.pick([...LEAD_APIS, ...FILE_APIS, ...FORM_PAGES, `${rng.pick(LEAD_ID_APIS)}abc`, "/cars/edge-special", "/my-garage"]);
    return { method: target.includes("/leads/") && !target.includes("with-files") ? "PUT" : "POST", target, host: h, headers: [["Content-Type", rng.pick(CONTENT_TYPES)], ...sameOrigin(h)], body };
  },
  "truncated and broken multipart": (rng) => {
    const h = host(rng);
    const { type, body } = junkMultipart(rng, lead);
    return { method: "POST", target: rng.pick([...FILE_APIS, "/careers", "/sell-my-car", "/contact-us", "/valuations"]), host: h, headers: [["Content-Type", type], ...sameOrigin(h)], body };
  },
  "huge and negative numbers": (rng) => {
    const n = () => rng.pick(JUNK_NUMBERS);
    const h = host(rng);
    if (rng.chance(0.5)) {
      const target = rng.pick([`/api/search?page=${n()}&price_min=${n()}&year_max=${n()}`, `/search/used-cars?page=${n()}`, `/search/used-cars?price_min=${n()}&km_max=${n()}`, `/api/cars/${n()}`, `/our-location/x?page=${n()}`, `/cars/edge-special?photo=${n()}`]);
      return { method: "GET", target, host: h };
    }
    const raw = `{"lead":{"name":"Jane","email":"jane@example.com","phone":"0412345678","category":"General Enquiry","car_id":${rng.pick(["1e999", "-1", "-1e999", "18446744073709551616", "1.5", "0"])},"price":${rng.pick(["1e999", "-5", "9".repeat(400)])}}}`;
    return { method: "POST", target: rng.pick(LEAD_APIS), host: h, headers: [["Content-Type", "application/json"], ...sameOrigin(h)], body: Buffer.from(raw) };
  },
  "odd methods": (rng) => {
    const h = host(rng);
    const method = rng.pick(ODD_METHODS);
    return { method, target: routePath(rng, sitemapPaths), host: h, headers: sameOrigin(h), body: rng.chance(0.3) ? Buffer.from("x=1") : undefined };
  },
  "odd Host headers": (rng) => {
    const hosts = [rng.pick(ODD_HOSTS), null];
    const extra: Array<[string, string]> = rng.chance(0.2) ? [["Host", "sunshine.localhost"]] : rng.chance(0.2) ? [["X-Forwarded-Host", rng.pick(ODD_HOSTS)]] : [];
    return { method: rng.pick(["GET", "GET", "POST"]), target: routePath(rng, sitemapPaths), host: rng.chance(0.9) ? hosts[0] : null, headers: extra };
  },
  "phone reveal, success and admin": (rng) => {
    const h = host(rng);
    return rng.pick<Generated>([
      { method: "POST", target: `/cars/${rng.pick(["edge-special", junkSegment(rng)])}`, host: h, headers: [["Content-Type", "application/x-www-form-urlencoded"], ...sameOrigin(h), ...(rng.chance(0.3) ? ([["Referer", "http://evil.example/"]] as Array<[string, string]>) : [])], body: Buffer.from(`intent=${rng.pick(["reveal-phone", "x", "%00", "__proto__"])}`) },
      { method: "GET", target: `/success?back=${rng.pick(["/\\evil.example/x", "//evil.example", "javascript:alert(1)", "/%0d%0aSet-Cookie:x=1", junkSegment(rng)])}`, host: h },
      { method: "GET", target: `/admin/leads${query(rng)}`, host: h, headers: [["Authorization", rng.pick(["Basic", "Basic %%%", `Basic ${Buffer.from("admin:wrong").toString("base64")}`, "Bearer x", "Basic " + "A".repeat(5_000)])]] },
    ]);
  },
  "valuation API bodies": (rng) => {
    const h = rng.pick([...SITES, "sunshine-mazda"]) + ".localhost";
    const target = rng.pick(VALUATION_APIS);
    const base = rng.pick(VALUATION_BODIES) as Record<string, unknown>;
    const field = rng.pick([...Object.keys(base), "odometer", "year", "vehicle", "rego", "regoState", "vin", "id", "column_name"]);
    const spoilt = rng.pick<() => unknown>([
      () => protoPolluted(rng, base),
      () => ({ ...base, [field]: rng.pick<unknown>([null, [], {}, true, -1, 1e308, "\u0000", junkSegment(rng), "x".repeat(5_000)]) }),
      () => ({ ...base, vehicle: { year: rng.pick(JUNK_NUMBERS), make: junkSegment(rng), model: "\u0000" } }),
      () => rng.pick([[base], "ABC123", null, 1]),
    ])();
    const raw = rng.chance(0.15) ? Buffer.from(`{"odometer":${rng.pick(["1e999", "-1e999", "9".repeat(400), "-0"])},"condition":"Good","vehicle":{"year":2019,"make":"Mazda","model":"CX-5"},"id":"${rng.pick(["x", "00000000-0000-4000-8000-000000000000"])}"}`) : json(spoilt);
    const method = target === "/api/valuations" && rng.chance(0.4) ? "PUT" : "POST";
    return { method, target, host: h, headers: [["Content-Type", rng.pick(["application/json", "application/json", "text/plain"])], ...sameOrigin(h)], body: raw };
  },
  // Always a dry run: this server imports into the worktree's own sites/ files.
  "stock import webhook bodies": (rng) => {
    const h = rng.pick(["sunshine", "tamaki"]) + ".localhost";
    const auth = rng.pick([`Bearer ${STOCK_TOKEN}`, `Bearer ${STOCK_TOKEN}`, "Bearer wrong", "Basic x", `Bearer ${"A".repeat(5_000)}`, ""]);
    const row = { vin: rng.pick(["", "X".repeat(17), junkSegment(rng)]), price: rng.pick<unknown>(JUNK_NUMBERS), year: rng.pick<unknown>([2020, "x", null]) };
    const body = rng.pick<() => Buffer>([
      () => json(protoPolluted(rng, { cars: [row] })),
      () => json(rng.pick<unknown>([[row], row, null, 1, "x", [[]], { cars: {} }])),
      () => Buffer.from(`vin,price,${rng.pick(PROTO_KEYS)}.x\n"a,${rng.pick(JUNK_NUMBERS)},1\n`),
      () => Buffer.from(`\uFEFFvin,price\n${junkSegment(rng)},"${rng.pick(JUNK_NUMBERS)}\n`),
      () => Buffer.from([0xff, 0xfe, 0x00, 0x22, 0x0a]),
    ])();
    return {
      method: "POST",
      target: `/api/stock/import?dry_run=1${rng.chance(0.5) ? "&full=1" : ""}`,
      host: h,
      headers: [["Content-Type", rng.pick(["text/csv", "application/json", "text/plain", "application/json; charset=utf-8", ""])], ...(auth ? ([["Authorization", auth]] as Array<[string, string]>) : [])],
      body,
    };
  },
  "journey pixel and journey cookies": (rng) => {
    const h = host(rng);
    const junk = () => rng.pick(["%E0%A4%A", "{bad%00", "[1]", "\u0000", "%00", JSON.stringify(["//evil.example", "/a"]), "x".repeat(5_000), junkSegment(rng)]);
    const cookie: Array<[string, string]> = [["Cookie", `visited_pages=${junk()}; first_page_query=${junk()}`]];
    const p = rng.pick(["/", "//evil.example", "/\\evil.example", "javascript:alert(1)", `/${"a".repeat(3_000)}`, junkSegment(rng), `/${junkSegment(rng)}`]);
    return rng.pick<Generated>([
      { method: rng.pick(["GET", "HEAD"]), target: `/journey.gif?p=${rng.chance(0.5) ? encodeURIComponent(p) : p}`, host: h, headers: cookie },
      { method: "GET", target: rng.pick([...FORM_PAGES, "/", "/cars/edge-special"]), host: h, headers: cookie },
      { method: "POST", target: rng.pick(FORM_PAGES), host: h, headers: [["Content-Type", "application/x-www-form-urlencoded"], ...sameOrigin(h), ...cookie], body: Buffer.from("name=Jane&email=jane%40example.com&visited_pages=&linked_query_params=") },
    ]);
  },
  "checkout, reservations and payments": (rng) => {
    const h = host(rng);
    const form = (): Array<[string, string]> => [["Content-Type", "application/x-www-form-urlencoded"], ...sameOrigin(h)];
    const junkField = () => `${rng.pick(["car_id", "amount_cents", "name", "email", "phone", "postcode", "terms_conditions", ...PROTO_KEYS, "favourite_color"])}=${rng.chance(0.5) ? rng.pick(JUNK_NUMBERS) : junkSegment(rng)}`;
    const body = Array.from({ length: 1 + rng.int(6) }, junkField).join("&");
    const car = rng.pick(["edge-special", "edge-reserved", junkSegment(rng)]);
    return rng.pick<Generated>([
      { method: "POST", target: `/cars/${car}/checkout`, host: h, headers: form(), body: Buffer.from(body) },
      { method: "POST", target: `/checkout-journey?car_id=${car}`, host: h, headers: form(), body: Buffer.from(body) },
      { method: "POST", target: `/reservation/${junkSegment(rng)}`, host: h, headers: form(), body: Buffer.from(`intent=${rng.pick(["cancel", "x", "__proto__"])}`) },
      { method: "POST", target: `/sandbox-checkout/${junkSegment(rng)}`, host: h, headers: form(), body: Buffer.from(`intent=${rng.pick(["pay", "cancel", "%00", "constructor"])}`) },
      {
        method: "POST",
        target: `/api/payments/stripe/webhook${rng.chance(0.3) ? `?dealership=${junkSegment(rng)}` : ""}`,
        host: h,
        headers: [["Content-Type", "application/json"], ["Stripe-Signature", rng.pick(["", "t=1,v1=abc", `t=${"9".repeat(30)},v1=`, junkSegment(rng)])]],
        body: rng.chance(0.5) ? json({ id: junkSegment(rng), type: rng.pick(["checkout.session.completed", "charge.refunded", "__proto__"]), data: { object: { constructor: {} } } }) : Buffer.from(junkSegment(rng)),
      },
      { method: "POST", target: "/admin/reservations", host: h, headers: [...form(), ["Authorization", `Basic ${Buffer.from("dealer:fuzz-admin-password").toString("base64")}`]], body: Buffer.from(`intent=${rng.pick(["sold", "release", "refund", "x"])}&id=${junkSegment(rng)}`) },
    ]);
  },
  "analytics events": (rng) => {
    const h = host(rng);
    const site = h.replace(".localhost", "");
    const value = () => rng.pick<unknown>([junkSegment(rng), rng.pick(JUNK_NUMBERS), null, true, [], {}, "\u0000", "x".repeat(rng.pick([10, 3_000, 20_000]))]);
    const event: Record<string, unknown> = { website_slug: rng.chance(0.7) ? site : value(), url: rng.pick([`http://${h}/`, "/cars/edge-special", "javascript:alert(1)", "//evil.example/", value()]), category: rng.pick(["Page View", "Click to Call", "Search", "Next Step - Step 2", "Form Submission", value()]), anon_id: rng.pick(["device_ABCDEFGHIJ", value()]), session_id: rng.pick(["session_ABCDEFGHIJ", value()]), event_properties: rng.pick([{ car_slug: junkSegment(rng) }, { make: value() }, value()]) };
    const body = rng.chance(0.4) ? protoPolluted(rng, event) : rng.chance(0.5) ? { event } : event;
    const agent: Array<[string, string]> = rng.chance(0.5) ? [["User-Agent", "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0"]] : [];
    return { method: "POST", target: "/api/events", host: h, headers: [["Content-Type", rng.pick(CONTENT_TYPES)], ...sameOrigin(h), ...agent], body: rng.chance(0.9) ? json(body) : Buffer.from(junkSegment(rng)) };
  },
  "chat messages": (rng) => chatMessageRequest(rng, host(rng), CONTENT_TYPES),
};
const CATEGORIES = Object.keys(GENERATORS);

interface Failure {
  category: string;
  request: string;
  answer: string;
}

describe("the HTTP edge under junk", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: `/tmp/dealer-int-fuzz-${process.pid}`, ADMIN_PASSWORD: "fuzz-admin-password", PAYMENTS: "sandbox", STRIPE_WEBHOOK_SECRET: "whsec_fuzz", STOCK_IMPORT_TOKEN_SUNSHINE_MOTOR_GROUP: STOCK_TOKEN });
    const origins = new Set<string | undefined>();
    for (const slug of ["sunshine", "tamaki", "redgum"]) {
      // Raw, not fetch: fetch drops a Host header, so every site would answer as the default one.
      const xml = (await send(server.port, { method: "GET", target: "/sitemap.xml", host: `${slug}.localhost`, category: "sitemap" }, ANSWER_TIMEOUT_MS)).body.toString("utf8");
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]));
      origins.add(locs[0]?.origin);
      sitemapPaths.push(...locs.map((loc) => loc.pathname));
    }
    sitemapPaths = sitemapPaths.filter((_, i) => i % 7 === 0); // a spread of every kind of page, not all of them
    expect(origins.size, "each site's own sitemap").toBe(3);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it(`answers ${COUNT} malformed requests with no 5xx and no NUL in HTML (seed ${SEED})`, async () => {
    console.log(`edge fuzz: seed ${SEED} (replay with FUZZ_SEED=${SEED}), ${COUNT} requests, concurrency ${CONCURRENCY}`);
    const rng = prng(SEED);
    const requests: RawRequest[] = Array.from({ length: COUNT }, (_, i) => {
      const category = CATEGORIES[i % CATEGORIES.length];
      return { ...GENERATORS[category](rng), category };
    });
    const failures: Failure[] = [];
    const statuses = new Map<string, number>();

    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < requests.length) {
          const req = requests[next++];
          const res = await send(server.port, req, ANSWER_TIMEOUT_MS);
          statuses.set(String(res.status), (statuses.get(String(res.status)) ?? 0) + 1);
          const nul = /html/.test(res.contentType) ? res.body.indexOf(0) : -1;
          if (res.status === null || res.status >= 500 || nul >= 0) {
            const why = res.status === null ? res.error! : nul >= 0 ? `NUL at body byte ${nul}` : `${res.status} ${res.body.subarray(0, 120).toString("latin1").replace(/\s+/g, " ")}`;
            failures.push({ category: req.category, request: describeRequest(req), answer: why });
          }
        }
      }),
    );
    console.log(`edge fuzz: answers by status ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; server CPU ${serverCpuSeconds(server)} s`);
    const alive = await fetch(`${server.url}/`, { headers: { host: "sunshine.localhost" } });
    expect(alive.status, "the server still answers after the fuzz").toBe(200);
    expect(failures.length, report(failures)).toBe(0);
  }, 600_000);
});

/** The server's CPU time so far (Linux), to tell a slow machine from a slow server. */
function serverCpuSeconds(server: RunningServer) {
  try {
    const fields = readFileSync(`/proc/${server.child.pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) / 100).toFixed(1);
  } catch {
    return "?";
  }
}

function describeRequest(req: RawRequest) {
  const body = req.body ? ` body(${req.body.length}): ${JSON.stringify(req.body.subarray(0, 160).toString("latin1"))}` : "";
  const headers = (req.headers ?? []).map(([k, v]) => ` ${k}: ${JSON.stringify(v.slice(0, 60))}`).join("");
  return `${req.method} ${JSON.stringify(req.target.slice(0, 160))} Host: ${JSON.stringify(req.host?.slice(0, 60) ?? null)}${headers}${body}`;
}

function report(failures: Failure[]) {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) groups.set(f.category, [...(groups.get(f.category) ?? []), f]);
  const lines = [`seed ${SEED}: ${failures.length} failing answers (replay with FUZZ_SEED=${SEED})`];
  for (const [category, list] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    lines.push(`\n[${category}] ${list.length} failures, e.g.:`);
    for (const f of list.slice(0, 4)) lines.push(`  ${f.request}\n    -> ${f.answer}`);
  }
  return lines.join("\n");
}
