// Issue 17's links, over real HTTP against the built server (each site by its Host header):
// favourites without JavaScript (the cookie), Find Me Something Similar on an empty search, the
// Request Photos / Reserve Car / Subscription forms linked where the spec places them, /pre-owned's
// used and demo stock, and card images through the image service.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as httpRequest } from "node:http";
import { startServer, type RunningServer } from "./support/server";
import { loadGroup } from "../../server/sites/load";
import { evaluate } from "../../server/search/filter-expression";
import { siteScope } from "../../server/search/site-filter";
import { isListed } from "../../app/lib/listing";
import { isSold } from "../../app/lib/car-tags";
import { stockSummary } from "../../app/lib/stock-summary";
import type { Car } from "../../server/sites/schema";
import { carTitle } from "../../app/lib/car-title";
import { reservability } from "../../app/lib/reservability";
import { siteReserveRules } from "../../app/lib/car-card";

const SERVICE = "https://img.example.net";
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ LOG_REQUESTS: "false", PAYMENTS: "sandbox", IMAGE_SERVICE_URL: SERVICE, DATA_DIR: mkdtempSync(path.join(tmpdir(), "links-http-")) });
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  location?: string;
  cookie?: string;
  body: string;
}

function send(site: string, url: string, opts: { method?: string; cookie?: string; form?: Record<string, string> } = {}): Promise<Answer> {
  const body = opts.form ? new URLSearchParams(opts.form).toString() : undefined;
  const headers: Record<string, string> = { Host: `${site}.localhost` };
  if (opts.cookie !== undefined) headers.Cookie = opts.cookie;
  if (body !== undefined) headers["Content-Type"] = "application/x-www-form-urlencoded";
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.url}${url}`, { method: opts.method ?? "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, location: res.headers.location, cookie: res.headers["set-cookie"]?.[0], body: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

const decode = (s: string) => s.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');
const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => decode(m[1]));

const sunshine = loadGroup(path.resolve("sites/sunshine-motor-group"));
const now = new Date();
const forSale = (c: Car) => c.status === "in_stock" && !isSold(c) && !c.reserved && isListed(c, now, 3);

describe("favourites without JavaScript: the star's form and the cookie", () => {
  const car = sunshine.cars.find((c) => forSale(c) && c.images.length > 0)!;

  it("the search cards' stars submit the page's one form, posting to /favourites", async () => {
    const page = await send("sunshine", "/search/new-used-and-demo-cars");
    const forms = [...page.body.matchAll(/<form id="favourite-stars" method="post" action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)];
    expect(forms.map((f) => f[1])).toEqual(["/favourites"]);
    expect(forms[0][2]).toContain('<input type="hidden" name="intent" value="add"/>');
    expect(forms[0][2]).toContain('<input type="hidden" name="return_to" value="/search/new-used-and-demo-cars"/>');
    // No form inside a card: each star is a button naming that form, with its car's id.
    const stars = [...page.body.matchAll(/<button type="submit" form="favourite-stars" name="car_id" value="(\d+)" class="favourite-button">/g)];
    expect(stars.length).toBe(21);
    expect(page.body).not.toMatch(/<article class="car-card"(?:(?!<\/article>)[\s\S])*<form/);
  });

  it("adds, shows and removes a car; the cookie is first-party, bounded and readable by the page", async () => {
    const added = await send("sunshine", "/favourites", { method: "POST", form: { intent: "add", car_id: String(car.id), return_to: "/search/used-cars" } });
    expect(added.status).toBe(303);
    expect(added.location).toBe(`/favourites?added=${car.id}&back=%2Fsearch%2Fused-cars`);
    expect(added.cookie).toBe(`favourites=${car.id}; Path=/; Max-Age=31536000; SameSite=Lax`);
    const cookie = added.cookie!.split(";")[0];

    const list = await send("sunshine", added.location!, { cookie });
    expect(list.status).toBe(200);
    expect(list.body).toContain("is saved to your favourites.");
    expect(hrefs(list.body)).toContain("/search/used-cars");
    expect(list.body).toContain(`id="car-${car.id}-title"`);

    const removed = await send("sunshine", "/favourites", { method: "POST", cookie, form: { intent: "remove", car_id: String(car.id) } });
    expect(removed.status).toBe(303);
    expect(removed.cookie).toBe("favourites=; Path=/; Max-Age=31536000; SameSite=Lax");
    const empty = await send("sunshine", "/favourites", { cookie: "favourites=" });
    expect(empty.body).toContain("You have no favourites yet.");
    expect(empty.body).not.toContain(`id="car-${car.id}-title"`);
  });

  it("adding again keeps one copy, newest first", async () => {
    const other = sunshine.cars.filter((c) => forSale(c) && c.id !== car.id)[0];
    const answer = await send("sunshine", "/favourites", { method: "POST", cookie: `favourites=${car.id}.${other.id}`, form: { intent: "add", car_id: String(other.id) } });
    expect(answer.cookie).toMatch(new RegExp(`^favourites=${other.id}\\.${car.id};`));
  });

  it.each([
    "favourites=%00",
    "favourites=__proto__",
    "favourites=1..2",
    "favourites=-1",
    `favourites=${"9".repeat(5000)}`,
    `favourites=${Array.from({ length: 300 }, (_, i) => i + 1).join(".")}`,
    "favourites=%E0%A4%A",
    "favourites",
  ])("a bad cookie (%s) is no favourites, never a 500", async (cookie) => {
    const answer = await send("sunshine", "/favourites", { cookie: cookie.slice(0, 6000) });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("You have no favourites yet.");
  });

  it.each([
    [{ intent: "add", car_id: "999999999" }, 404],
    [{ intent: "add", car_id: "abc" }, 400],
    [{ intent: "toggle", car_id: "1" }, 400],
    [{ intent: "add", car_id: "1\u0000" }, 404], // the NUL is stripped on reading: car 1, which is not in stock
    [{ intent: "add", car_id: "-5" }, 400],
    [{ __proto__: "x", intent: "add" }, 400],
  ] as const)("a bad post %j is a %i, no cookie", async (form, status) => {
    const answer = await send("sunshine", "/favourites", { method: "POST", form: { ...form } as Record<string, string> });
    expect(answer.status).toBe(status);
    expect(answer.cookie).toBeUndefined();
  });

  it("an off-site return_to is dropped", async () => {
    const answer = await send("sunshine", "/favourites", { method: "POST", form: { intent: "add", car_id: String(car.id), return_to: "//evil.example/x" } });
    expect(answer.location).toBe(`/favourites?added=${car.id}`);
  });

  it("the header links to the favourites where the garage is off, to My Garage where it is on", async () => {
    expect(hrefs((await send("sunshine", "/")).body)).toContain("/favourites");
    const garage = await send("drivewell", "/");
    expect(garage.body).toContain("My Garage");
    expect(hrefs(garage.body)).not.toContain("/favourites");
  });
});

describe("an empty search offers 'Find Me Something Similar'", () => {
  it("links the form, which opens prefilled", async () => {
    const page = await send("sunshine", "/search/new-used-and-demo-cars?query=zzqqxx");
    expect(page.body).toContain("No vehicles match your search");
    expect(page.body).toMatch(/href="\/enquire\?form=find-similar"[^>]*>Find Me Something Similar</);
    const form = await send("sunshine", "/enquire?form=find-similar");
    expect(form.status).toBe(200);
    expect(form.body).toContain("Can you please find me something similar?</textarea>");
  });

  it("a search with results has no such link", async () => {
    const page = await send("sunshine", "/search/used-cars");
    expect(page.body).not.toContain('href="/enquire?form=find-similar"');
  });
});

describe("Request Photos, Reserve Car and Subscription are linked where the spec places them", () => {
  const byImages = (n: number) => sunshine.cars.find((c) => forSale(c) && c.images.length === n)!;

  it.each([
    [0, true],
    [1, true],
    [2, true],
    [3, false],
    [8, false],
  ])("a car with %i photos: Request Photos linked = %s, and it opens the form about that car", async (count, linked) => {
    const car = count === 0 ? sunshine.cars.find((c) => c.slug === "edge-no-images")! : byImages(count);
    const page = await send("sunshine", `/cars/${car.slug}`);
    expect(page.status).toBe(200);
    const href = `/enquire?car_id=${car.slug}&form=request-photos`;
    expect(hrefs(page.body).includes(href)).toBe(linked);
    if (!linked) return;
    const form = await send("sunshine", href);
    expect(form.status).toBe(200);
    expect(form.body).toMatch(/<h1[^>]*>Request Photos/);
    expect(form.body).toContain(carTitle(car));
  });

  it("a sold car's page offers no Request Photos", async () => {
    const sold = sunshine.cars.find((c) => isSold(c) && isListed(c, now, 3) && c.images.length < 3);
    if (!sold) return; // the demo stock may hold none today; the rule's unit test covers it
    const page = await send("sunshine", `/cars/${sold.slug}`);
    expect(page.body).not.toContain("form=request-photos");
  });

  const redgum = loadGroup(path.resolve("sites/redgum-campers"));
  const mazda = sunshine.sites.find((s) => s.slug === "sunshine-mazda")!;
  // Exactly those reasons, or (exact: false) those among others.
  const withReasons = (cars: Car[], site: (typeof sunshine.sites)[number], reasons: string, exact: boolean) =>
    cars.find((c) => {
      const got = reasonsOf(c, site);
      return isListed(c, now, 3) && evaluate(siteScope(site), c as unknown as Record<string, unknown>) && (exact ? got === reasons : got.split("+").includes(reasons));
    })!;
  const reasonsOf = (c: Car, site: (typeof sunshine.sites)[number]) => {
    const r = reservability(c, siteReserveRules(site));
    return r.reservable ? "ok" : r.reasons.join("+");
  };

  it.each([
    // Linked when the only reasons are about taking a payment online; any reason about the car (alone or with those) is not.
    ["redgum", "/campers", "site-not-allowed", true],
    ["sunshine-mazda", "/cars", "no-payment-processor", true],
    ["sunshine-mazda", "/cars", "test-key-ignored", true],
    ["redgum", "/campers", "reserved", false],
    ["sunshine-mazda", "/cars", "reservable-false", false],
    ["sunshine-mazda", "/cars", "ok", false],
  ] as const)("%s (%s), a car whose online reservation says '%s': the Reserve Car form linked = %s", async (site, base, reasons, linked) => {
    const car = site === "redgum" ? withReasons(redgum.cars, redgum.sites[0], reasons, linked) : withReasons(sunshine.cars, mazda, reasons, linked);
    const page = await send(site, `${base}/${car.slug}`);
    expect(page.status).toBe(200);
    const href = `/enquire?form=reserve-car&car_id=${car.slug}`;
    expect(hrefs(page.body).includes(href)).toBe(linked);
    // Online, 'Reserve Now' is the checkout instead.
    if (reasons === "ok") expect(hrefs(page.body).some((h) => h.includes("checkout"))).toBe(true);
    if (!linked) return;
    const form = await send(site, href);
    expect(form.status).toBe(200);
    expect(form.body).toMatch(/<h1[^>]*>Reserve This Car/);
    expect(form.body).toContain(carTitle(car));
  });

  it("the subscription site's vehicle page links the Subscription form about the car; other sites do not", async () => {
    const drivewell = loadGroup(path.resolve("sites/drivewell"));
    const car = drivewell.cars.find((c) => forSale(c))!;
    const page = await send("drivewell", `/cars/${car.slug}`);
    const href = `/enquire?form=subscription&car_id=${car.slug}`;
    expect(hrefs(page.body)).toContain(href);
    const form = await send("drivewell", href);
    expect(form.status).toBe(200);
    expect(form.body).toMatch(/<h1[^>]*>Subscription Enquiry/);
    expect(form.body).toContain(carTitle(car));
    const other = await send("sunshine", `/cars/${byImages(8).slug}`);
    expect(other.body).not.toContain("form=subscription");
  });
});

describe("/pre-owned on the make template lists used and demo stock only", () => {
  const mazda = sunshine.sites.find((s) => s.slug === "sunshine-mazda")!;
  const listed = sunshine.cars.filter((c) => isListed(c, now, mazda.include_sold_cars_days) && evaluate(siteScope(mazda), c as unknown as Record<string, unknown>));
  const summary = stockSummary(listed);

  it("its heading and count match the stock summary's used and demo cars", async () => {
    expect(summary.car_types.new).toBeGreaterThan(0); // there is new stock to leave out
    const page = await send("sunshine-mazda", "/pre-owned");
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<h1[^>]*>Used and Demo Cars for Sale<\/h1>/);
    const api = JSON.parse((await send("sunshine-mazda", "/api/search?path=%2Fpre-owned&limit=100")).body);
    expect(api.count).toBe(summary.car_types.used + summary.car_types.demo);
    expect(new Set(api.hits.map((h: { car_type: string }) => h.car_type))).toEqual(new Set(["used", "demo"]));
    expect(Object.fromEntries(api.facets.car_type.map((f: { value: string; count: number }) => [f.value, f.count]))).toEqual({
      used: summary.car_types.used,
      demo: summary.car_types.demo,
    });
  });

  it("a refinement on /pre-owned stays within used and demo", async () => {
    const api = JSON.parse((await send("sunshine-mazda", "/api/search?path=%2Fpre-owned&car_type=used&limit=1")).body);
    expect(api.count).toBe(summary.car_types.used);
    const none = JSON.parse((await send("sunshine-mazda", "/api/search?path=%2Fpre-owned&car_type=new&limit=1")).body);
    expect(none.count).toBe(0);
  });

  it("the site's other searches still list new cars", async () => {
    const api = JSON.parse((await send("sunshine-mazda", "/api/search?path=%2Fsearch%2Fnew-cars&limit=1")).body);
    expect(api.count).toBe(summary.car_types.new);
  });
});

describe("home and search card images go through the image service", () => {
  const cardImages = (html: string) =>
    [...html.matchAll(/<article class="car-card"[\s\S]*?<img ([^>]*)>/g)].map((m) => ({
      src: decode(/\bsrc="([^"]*)"/.exec(m[1])?.[1] ?? ""),
      srcset: decode(/\bsrcSet="([^"]*)"|\bsrcset="([^"]*)"/i.exec(m[1])?.slice(1).find(Boolean) ?? ""),
      sizes: /\bsizes="([^"]*)"/.exec(m[1])?.[1] ?? "",
    }));

  it.each(["/", "/search/new-used-and-demo-cars"])("%s", async (url) => {
    const images = cardImages((await send("sunshine", url)).body);
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      expect(img.src.startsWith(`${SERVICE}/`)).toBe(true);
      expect(new URL(img.src).searchParams.get("w")).toBe("400");
      // At 390 px a card is the viewport wide (100vw); at 1280 px it is 400 px: candidates for both, at 1x and 2x.
      expect(img.sizes).toBe("(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw");
      const widths = img.srcset.split(", ").map((c) => {
        expect(c.startsWith(`${SERVICE}/`)).toBe(true);
        return Number(/ (\d+)w$/.exec(c)![1]);
      });
      expect(widths).toEqual([400, 800]);
    }
  });
});
