// The stock tests' shared pieces: a copy of sites/ the test may change, requests with a Host header,
// and a feed that adds, changes and drops cars of the sunshine group.
import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Car } from "../../../server/sites/schema";

/** A copy of sites/ in a temporary folder: a test's imports never touch the demo's files. */
export function sitesCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "stock-sites-"));
  cpSync(path.resolve("sites"), dir, { recursive: true });
  return dir;
}

export interface Answer {
  status: number;
  text: string;
  location: string | undefined;
  headers: IncomingHttpHeaders;
}

/** One request with its Host header (fetch drops it; node:http sends it). */
export function send(baseUrl: string, method: string, target: string, opts: { host?: string; headers?: Record<string, string>; body?: string | Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${baseUrl}${target}`, { method, headers: { host: opts.host ?? "sunshine.localhost", ...opts.headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text, location: res.headers.location, headers: res.headers }));
    });
    req.on("error", reject);
    req.end(opts.body);
  });
}

export const NEW_SLUG = "imported-silverado-imp-1";

/**
 * A full feed for the sunshine group: every car for sale keyed by VIN (or stock number) except the
 * dropped one, the changed one with price 12,345, and a new Chevrolet Silverado.
 */
export function sunshineFeed(sitesDir: string) {
  const cars = (JSON.parse(readFileSync(path.join(sitesDir, "sunshine-motor-group", "stock.json"), "utf8")) as { cars: Car[] }).cars;
  const forSale = cars.filter((c) => c.status === "in_stock" && !c.sold && !c.reserved && c.show_on_dealer_website && c.price > 10 && c.dealership_slug === cars[0].dealership_slug);
  const [changed, dropped] = forSale;
  const key = (c: Car) => (c.vin ? { vin: c.vin } : { stocknum: c.stocknum });
  const { id: _id, ...base } = changed;
  const added = {
    ...base,
    vin: "IMPORTTEST0000001",
    stocknum: "IMP-1",
    slug: NEW_SLUG,
    name: "2024 Chevrolet Silverado",
    make: "Chevrolet",
    model: "Silverado",
    year: 2024,
    manufacturer: { name: "Chevrolet", slug: "chevrolet" },
  };
  const rows = [
    ...cars.filter((c) => c.status !== "sold" && !c.sold && c.id !== dropped.id && c.id !== changed.id).map(key),
    { ...key(changed), price: 12_345 },
    added,
  ];
  return { changed, dropped, json: JSON.stringify({ cars: rows }) };
}
