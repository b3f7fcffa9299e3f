#!/usr/bin/env node
// Demo stock generator: writes sites/<group>/stock.json for the demo groups from their group.json,
// and sites/<group>/parts.json for the groups whose plan has a parts catalogue.
//
//   node scripts/generate-demo.mjs              regenerate every demo group's stock.json
//   node scripts/generate-demo.mjs --if-missing only write stock files that do not exist (postinstall)
//   node scripts/generate-demo.mjs --sites-dir <dir>   another sites folder (default: SITES_DIR or ./sites)
//
// Deterministic: every choice comes from a seeded PRNG (mulberry32), one seed per group plan (scripts/demo/plans.mjs).
// The ONLY input that is not fixed is `nowMs`: created_at, created_at_timestamp and
// sold_date_timestamp are written relative to the moment the generator runs, so that rules measured
// against the real clock (3-day sold retention, 8-day just-arrived window) hold for the edge cases
// right after generation. Everything else (ids, slugs, makes, prices, km, model years relative to
// DEMO_YEAR, images, texts) is identical on every run. Timestamps are unix SECONDS.
//
// Plain Node ESM, no dependencies. The CLI path is the only code that touches the file system;
// buildStock() is pure and is what the unit tests call.// The catalogues, plans and edge cases are data modules under scripts/demo/; makeCar draws one car.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { CATALOGUES } from "./demo/catalogues/index.mjs";
import { EDGE_CASES, SPIN_CARS } from "./demo/edge-cases.mjs";
import { makeCar } from "./demo/make-car.mjs";
import { buildParts, partsToJson } from "./demo/parts.mjs";
import { slugify } from "../app/lib/slug.mjs";
import { GROUP_PLANS } from "./demo/plans.mjs";
import { tools } from "./demo/prng.mjs";
import { DAY } from "./demo/time.mjs";

export { DEMO_YEAR } from "./demo/time.mjs";
export { mulberry32 } from "./demo/prng.mjs";
export { EDGE_CASES, GROUP_PLANS };

/** Splits `total` between keys by weight, exactly (largest remainder). */
function allocate(total, weights) {
  const entries = Object.entries(weights);
  const sum = entries.reduce((s, [, w]) => s + w, 0);
  const raw = entries.map(([k, w]) => [k, (total * w) / sum]);
  const out = Object.fromEntries(raw.map(([k, v]) => [k, Math.floor(v)]));
  let left = total - Object.values(out).reduce((s, v) => s + v, 0);
  const byRemainder = raw.slice().sort((a, b) => (b[1] % 1) - (a[1] % 1) || a[0].localeCompare(b[0]));
  for (let i = 0; left > 0; i = (i + 1) % byRemainder.length, left--) out[byRemainder[i][0]] += 1;
  return out;
}

/**
 * Builds the stock of one demo group.
 * @param {any} groupJson the parsed sites/<group>/group.json
 * @param {number} nowMs the moment timestamps are relative to (the CLI passes Date.now())
 * @returns {{ cars: any[] }} the content of stock.json
 */
export function buildStock(groupJson, nowMs) {
  const plan = GROUP_PLANS[groupJson.slug];
  if (!plan) throw new Error(`no demo plan for group '${groupJson.slug}' (known: ${Object.keys(GROUP_PLANS).join(", ")})`);
  if (!Number.isFinite(nowMs)) throw new Error("buildStock: nowMs must be a number of milliseconds");
  const now = Math.floor(nowMs / 1000);
  const t = tools(plan.seed);
  const catalogue = plan.kind === "car" ? CATALOGUES.car[plan.region] : CATALOGUES[plan.kind];
  const groupMakes = new Set((groupJson.manufacturers ?? []).map((m) => m.name));
  const mfrByName = new Map((groupJson.manufacturers ?? []).map((m) => [m.name, m]));
  const usedMakes = Object.keys(catalogue).filter((mk) => groupMakes.has(mk));
  const dealershipBySlug = new Map(groupJson.dealerships.map((d) => [d.slug, d]));
  const ctx = { plan, t, catalogue, now, groupJson, mfrByName, usedMakes };

  const specs = [];
  const edges = plan.edgeCases ? EDGE_CASES : [];
  for (const type of ["used", "new", "demo"]) {
    const edgeCount = edges.filter((e) => e.car_type === type).length;
    const perDealer = allocate(plan.counts[type] - edgeCount, plan.weights[type]);
    for (const [slug, n] of Object.entries(perDealer)) {
      const dealership = dealershipBySlug.get(slug);
      if (!dealership) throw new Error(`plan for ${groupJson.slug}: no dealership '${slug}' in group.json`);
      for (let i = 0; i < n; i++) specs.push({ type, dealership });
    }
  }
  for (const edge of edges) specs.push({ type: edge.car_type, dealership: dealershipBySlug.get(edge.want.d), edge });

  let cars = specs.map((spec) => makeCar(ctx, spec));
  // Sprinkle the generic states a real feed has (the edge cases are exact; these are just colour).
  const generic = (pred) => cars.filter((c) => !c._edge && pred(c));
  for (const [i, c] of t.sample(generic((c) => c.car_type === "used"), 8).entries()) {
    const daysAgo = [0.3, 0.8, 1.6, 2.4, 4, 6, 12, 20][i];
    Object.assign(c, { status: "sold", sold: true, sold_date_timestamp: now - Math.round(daysAgo * DAY) });
    if (c.created_at_timestamp > c.sold_date_timestamp) c.created_at_timestamp = c.sold_date_timestamp - 20 * DAY;
  }
  for (const c of t.sample(generic((c) => c.car_type === "new" && c.status === "in_stock"), Math.ceil(cars.length / 150))) c.status = "coming_soon";
  for (const c of t.sample(generic((c) => c.status === "in_stock"), Math.ceil(cars.length / 200))) c.reserved = true;
  for (const c of t.sample(generic((c) => c.status === "in_stock"), Math.ceil(cars.length / 250))) c.show_on_dealer_website = false;

  // Ids, stock numbers and slugs, in a shuffled order so edge cases do not cluster.
  cars = t.shuffle(cars);
  const stocknums = new Set();
  cars.forEach((c, i) => {
    c.id = plan.idBase + i + 1;
    let num;
    do num = `${plan.prefix}${t.int(10000, 99999)}`;
    while (stocknums.has(num));
    stocknums.add(num);
    c.stocknum = num;
    c.slug = c._edge ? c._edge.slug : `${slugify(c.name)}-${c.id}`;
    if (c._history) c.file = `/demo-files/history-${c.id}.pdf`;
    if (c._edge) {
      c._edge.apply(c, ctx);
      if (SPIN_CARS.includes(c.slug)) c.spin_id = `spin-${c.slug}`;
      // Keep the market comparison out of the way except in the edge-market-* cases.
      if (c.autograb_data && !c._edge.slug.startsWith("edge-market-")) {
        c.autograb_data = { average_market_price: Math.max(0, c.price - 1500), state_average_market_price: null };
      }
    }
    c.created_at = new Date(c.created_at_timestamp * 1000).toISOString();
  });
  return { cars: cars.map(finish) };
}

/** Key order of a car in stock.json (the order of the spec's Car entity). */
const KEYS = [
  "id", "slug", "name", "make", "model", "badge", "series", "year", "km", "price", "price_type", "before_price", "subscription_price",
  "preorder", "status", "car_type", "item_type", "simple_fuel", "simple_body", "simple_drive", "simple_transmission", "seats", "colour",
  "certified", "reserved", "sold", "reservable", "tag", "categories", "filtered_features", "created_at", "created_at_timestamp",
  "sold_date_timestamp", "stocknum", "vin", "rego", "dealership_id", "dealership_slug", "location", "location_id", "city", "state",
  "primary_image_url", "images", "thumbnails", "photos_count", "file", "description", "manufacturer", "autograb_data",
  "payment_processors", "has_checkout_payment_processor", "show_on_dealer_website", "custom_rank", "carsales_seller_identifier", "spin_id",
  "gvm", "axle_configuration", "daily_rate", "weekly_rate",
];
function finish(c) {
  const out = {};
  for (const k of KEYS) out[k] = c[k]; // a key the car lacks (a car's truck fields) is left out of the JSON
  return out;
}

// ------------------------------------------------------------------------------------------ I/O

/** stock.json text: one car per line (diffable, greppable, small). */
export function stockToJson(stock) {
  return `{"cars":[\n${stock.cars.map((c) => JSON.stringify(c)).join(",\n")}\n]}\n`;
}

export function main(argv = process.argv.slice(2)) {
  const ifMissing = argv.includes("--if-missing");
  const dirArg = argv.indexOf("--sites-dir");
  const here = path.dirname(fileURLToPath(import.meta.url));
  const sitesDir = path.resolve(dirArg >= 0 ? argv[dirArg + 1] : process.env.SITES_DIR || path.join(here, "..", "sites"));
  if (!existsSync(sitesDir)) {
    console.log(`generate-demo: ${sitesDir} does not exist; nothing to do`);
    return;
  }
  const nowMs = Date.now();
  for (const name of readdirSync(sitesDir).sort()) {
    const dir = path.join(sitesDir, name);
    const groupFile = path.join(dir, "group.json");
    if (!statSync(dir).isDirectory() || !existsSync(groupFile)) continue;
    const group = JSON.parse(readFileSync(groupFile, "utf8"));
    const stockFile = path.join(dir, "stock.json");
    if (!GROUP_PLANS[group.slug]) {
      console.log(`generate-demo: ${name}: not a demo group, stock.json left alone`);
      continue;
    }
    const partsPlan = GROUP_PLANS[group.slug].parts;
    const partsFile = path.join(dir, "parts.json");
    if (partsPlan && !(ifMissing && existsSync(partsFile))) {
      writeFileSync(partsFile, partsToJson(buildParts(partsPlan)));
      console.log(`generate-demo: ${name}: ${partsPlan.count} parts`);
    }
    if (ifMissing && existsSync(stockFile)) {
      console.log(`generate-demo: ${name}: stock.json exists, kept (--if-missing)`);
      continue;
    }
    const stock = buildStock(group, nowMs);
    writeFileSync(stockFile, stockToJson(stock));
    const counts = stock.cars.reduce((acc, c) => ((acc[c.car_type] = (acc[c.car_type] ?? 0) + 1), acc), {});
    console.log(`generate-demo: ${name}: ${stock.cars.length} vehicles (${counts.used ?? 0} used, ${counts.new ?? 0} new, ${counts.demo ?? 0} demo)`);
  }
}

const invokedAs = process.argv[1] ? pathToFileURL(path.resolve(process.argv[1])).href : "";
if (import.meta.url === invokedAs) main();