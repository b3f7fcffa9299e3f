// The map with a maps key: a server of its own with MAPS_API_KEY set; the maps service's script is
// played by Playwright (this machine is offline), failing or answering with a small stand-in.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { expect, type Page } from "@playwright/test";
import { test } from "./support";

let server: ChildProcess;
let port: number;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  port = await freePort();
  server = spawn(process.execPath, ["--enable-source-maps", "build/server.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), LOG_REQUESTS: "false", SESSION_SECRET: "test-session-secret-not-for-production-000000", CAPTCHA_HMAC_KEY: "test-captcha-key-not-for-production-0000000", CAPTCHA_MIN_FILL_MS: "0", MAPS_API_KEY: "test-browser-key", DATA_DIR: `/tmp/dealer-e2e-maps-${port}` },
    stdio: "ignore",
  });
  for (let i = 0; i < 300; i++) {
    if (await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the keyed server did not start");
});

test.afterAll(() => {
  server?.kill("SIGTERM");
});

const url = (path: string) => `http://sunshine.localhost:${port}${path}`;

// A stand-in for the maps script: records markers, then calls the callback named in the URL.
const FAKE_MAPS = `
  (function () {
    var markers = (window.__markers = []);
    function Map(el) { el.setAttribute("data-fake-map", "yes"); }
    Map.prototype.fitBounds = function () {};
    Map.prototype.setCenter = function () {};
    Map.prototype.setZoom = function () {};
    function Marker(o) { markers.push(o.title + " #" + o.label); }
    Marker.prototype.addListener = function () {};
    function LatLngBounds() {}
    LatLngBounds.prototype.extend = function () {};
    function InfoWindow() {}
    InfoWindow.prototype.setContent = function () {};
    InfoWindow.prototype.open = function () {};
    window.google = { maps: { Map: Map, Marker: Marker, LatLngBounds: LatLngBounds, InfoWindow: InfoWindow } };
    var callback = new URL(document.currentScript.src).searchParams.get("callback");
    window[callback]();
  })();
`;

async function scriptRequests(page: Page) {
  const seen: URL[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith("https://maps.googleapis.com/")) seen.push(new URL(request.url()));
  });
  return seen;
}

test("the server renders the idle state, and the page falls back to the address list when the script cannot load", async ({ page, request }) => {
  const html = await (await request.get(`http://127.0.0.1:${port}/our-locations/`, { headers: { host: "sunshine.localhost" } })).text();
  expect(html).toContain("Google Maps is on idle");

  const seen = await scriptRequests(page);
  await page.route("https://maps.googleapis.com/**", (route) => route.abort("internetdisconnected"));
  await page.goto(url("/our-locations/"));
  await expect(page.getByRole("status").filter({ hasText: "Google Maps is on error" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Map of our locations: addresses" }).getByRole("listitem")).toHaveCount(14);
  expect(seen[0].searchParams.get("key")).toBe("test-browser-key");
  expect(seen[0].searchParams.get("libraries")).toBe("places,geometry");
});

test("shows 'Google Maps is loading' while the script loads, then a map with a pin per location", async ({ page }) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("https://maps.googleapis.com/**", async (route) => {
    await gate;
    await route.fulfill({ contentType: "text/javascript", body: FAKE_MAPS });
  });
  await page.goto(url("/our-locations/"));
  await expect(page.getByRole("status").filter({ hasText: "Google Maps is loading" })).toBeVisible();
  release();
  await expect(page.getByRole("region", { name: "Map of our locations" })).toHaveAttribute("data-fake-map", "yes");
  await expect(page.getByText("Google Maps is loading")).toBeHidden();
  const markers = await page.evaluate(() => (window as unknown as { __markers: string[] }).__markers);
  expect(markers).toHaveLength(14);
  expect(markers[0]).toBe("Sunshine Toyota Ipswich #1");
});

test("a location page's map has its one pin", async ({ page }) => {
  await page.route("https://maps.googleapis.com/**", (route) => route.fulfill({ contentType: "text/javascript", body: FAKE_MAPS }));
  await page.goto(url("/our-location/sunshine-kia-maroochydore"));
  await expect(page.getByRole("region", { name: "Map of Sunshine Kia Maroochydore" })).toHaveAttribute("data-fake-map", "yes");
  expect(await page.evaluate(() => (window as unknown as { __markers: string[] }).__markers)).toEqual(["Sunshine Kia Maroochydore #1"]);
});
