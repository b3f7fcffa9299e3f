#!/usr/bin/env node
// Demo stock generator: writes sites/<group>/stock.json for the demo groups from their group.json.
//
//   node scripts/generate-demo.mjs              regenerate every demo group's stock.json
//   node scripts/generate-demo.mjs --if-missing only write stock files that do not exist (postinstall)
//   node scripts/generate-demo.mjs --sites-dir <dir>   another sites folder (default: SITES_DIR or ./sites)
//
// Deterministic: every choice comes from a seeded PRNG (mulberry32), one seed per group plan below.
// The ONLY input that is not fixed is `nowMs`: created_at, created_at_timestamp and
// sold_date_timestamp are written relative to the moment the generator runs, so that rules measured
// against the real clock (3-day sold retention, 8-day just-arrived window) hold for the edge cases
// right after generation. Everything else (ids, slugs, makes, prices, km, model years relative to
// DEMO_YEAR, images, texts) is identical on every run. Timestamps are unix SECONDS.
//
// Plain Node ESM, no dependencies. The CLI path is the only code that touches the file system;
// buildStock() is pure and is what the unit tests call.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { slugify } from "./slug.mjs";

/** Model years are relative to this year (the year the demo data describes as "now"). */
export const DEMO_YEAR = 2026;
const DAY = 86_400;

// ------------------------------------------------------------------------------------------ PRNG

/** mulberry32: a tiny, fast 32-bit seeded PRNG. Returns floats in [0, 1). */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function tools(seed) {
  const rnd = mulberry32(seed);
  const int = (min, max) => min + Math.floor(rnd() * (max - min + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const chance = (p) => rnd() < p;
  /** pairs: [[value, weight], ...] */
  const weighted = (pairs) => {
    const total = pairs.reduce((s, [, w]) => s + w, 0);
    let r = rnd() * total;
    for (const [v, w] of pairs) {
      r -= w;
      if (r < 0) return v;
    }
    return pairs[pairs.length - 1][0];
  };
  const shuffle = (arr) => {
    const a = arr.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  };
  const sample = (arr, n) => shuffle(arr).slice(0, n);
  return { rnd, int, pick, chance, weighted, shuffle, sample };
}

// ------------------------------------------------------------------------------------ catalogues
// p: new price range (local currency, lowest badge .. highest badge); y: first model year on sale.
// Bodies, fuels, drives and transmissions use the platform's simple_* vocabulary.

const M = (m, o) => ({ m, ...o });
const CARS_AU = {
  Toyota: [
    M("Corolla", { b: ["Ascent Sport", "SX", "ZR"], s: "ZWE219R", body: ["Hatch", "Sedan"], fuel: ["Hybrid", "Petrol"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [32000, 41000], y: 2012, w: 9 }),
    M("Camry", { b: ["Ascent", "SL", "SX"], s: "AXVH80R", body: ["Sedan"], fuel: ["Hybrid"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [40000, 52000], y: 2012, w: 4 }),
    M("Yaris Cross", { b: ["GX", "GXL", "Urban"], s: "MXPJ10R", body: ["SUV"], fuel: ["Hybrid"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [33000, 42000], y: 2020, w: 5 }),
    M("RAV4", { b: ["GX", "GXL", "XSE", "Cruiser", "Edge"], s: "AXAH54R", body: ["SUV"], fuel: ["Hybrid"], drive: ["AWD", "FWD"], tr: ["Automatic"], seats: 5, p: [42000, 60000], y: 2013, w: 10, f: ["Tow Bar", "Roof Racks"] }),
    M("Kluger", { b: ["GX", "GXL", "Grande"], s: "AXUH78R", body: ["SUV"], fuel: ["Hybrid"], drive: ["AWD"], tr: ["Automatic"], seats: 7, p: [62000, 86000], y: 2014, w: 4 }),
    M("HiLux", { b: ["Workmate", "SR", "SR5", "Rogue", "GR Sport"], s: "GUN126R", body: ["Ute"], fuel: ["Diesel"], drive: ["4WD", "RWD"], tr: ["Automatic", "Manual"], seats: 5, p: [36000, 78000], y: 2010, w: 10, f: ["Tow Bar", "Bull Bar", "Tub Liner"] }),
    M("LandCruiser 300", { b: ["GX", "GXL", "VX", "Sahara"], s: "FJA300R", body: ["SUV"], fuel: ["Diesel"], drive: ["4WD"], tr: ["Automatic"], seats: 7, p: [95000, 145000], y: 2021, w: 4, cat: ["Off-road"], f: ["Tow Bar", "Bull Bar", "Snorkel"] }),
    M("LandCruiser Prado", { b: ["GX", "GXL", "VX", "Kakadu"], s: "GDJ250R", body: ["SUV"], fuel: ["Diesel"], drive: ["4WD"], tr: ["Automatic"], seats: 7, p: [74000, 100000], y: 2010, w: 5, f: ["Tow Bar", "Snorkel"] }),
    M("bZ4X", { b: ["FWD", "AWD"], s: "XEAM10R", body: ["SUV"], fuel: ["Electric"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [66000, 75000], y: 2022, w: 2 }),
    M("HiAce", { b: ["LWB", "SLWB"], s: "GDH300R", body: ["Van"], fuel: ["Diesel"], drive: ["RWD"], tr: ["Automatic"], seats: 3, p: [48000, 58000], y: 2012, w: 3, cat: ["Commercial"], f: ["Cargo Barrier"] }),
    M("GR86", { b: ["GTS"], s: "ZN8R", body: ["Coupe"], fuel: ["Petrol"], drive: ["RWD"], tr: ["Manual", "Automatic"], seats: 4, p: [45000, 49000], y: 2022, w: 1, cat: ["Performance"] }),
  ],
  Mazda: [
    M("Mazda2", { b: ["G15 Pure", "G15 Evolve", "G15 GT"], s: "DJ", body: ["Hatch"], fuel: ["Petrol"], drive: ["FWD"], tr: ["Automatic", "Manual"], seats: 5, p: [25000, 31000], y: 2012, w: 4 }),
    M("Mazda3", { b: ["G20 Pure", "G20 Evolve", "G25 GT", "G25 Astina"], s: "BP", body: ["Hatch", "Sedan"], fuel: ["Petrol"], drive: ["FWD"], tr: ["Automatic", "Manual"], seats: 5, p: [32000, 45000], y: 2012, w: 8 }),
    M("CX-3", { b: ["G20 Pure", "G20 Evolve", "G20 Akari"], s: "DK", body: ["SUV"], fuel: ["Petrol"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [29000, 38000], y: 2015, w: 4 }),
    M("CX-30", { b: ["G20 Pure", "G20 Evolve", "G25 Astina"], s: "DM", body: ["SUV"], fuel: ["Petrol"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [35000, 48000], y: 2019, w: 5 }),
    M("CX-5", { b: ["G20 Maxx", "G25 Maxx Sport", "G25 Touring", "G35 Akera"], s: "KF", body: ["SUV"], fuel: ["Petrol"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [38000, 56000], y: 2012, w: 9, f: ["Tow Bar"] }),
    M("CX-60", { b: ["G40e Evolve", "D50e GT", "P50e Azami"], s: "KH", body: ["SUV"], fuel: ["PHEV", "Diesel", "Hybrid"], drive: ["AWD"], tr: ["Automatic"], seats: 5, p: [62000, 84000], y: 2023, w: 3 }),
    M("CX-90", { b: ["G50e Touring", "D50e GT", "G50e Azami"], s: "KK", body: ["SUV"], fuel: ["Hybrid", "Petrol"], drive: ["AWD"], tr: ["Automatic"], seats: 7, p: [78000, 98000], y: 2023, w: 2 }),
    M("BT-50", { b: ["XS", "XT", "GT", "Thunder"], s: "TF", body: ["Ute"], fuel: ["Diesel"], drive: ["4WD", "RWD"], tr: ["Automatic", "Manual"], seats: 5, p: [40000, 68000], y: 2012, w: 5, f: ["Tow Bar", "Tub Liner"] }),
    M("MX-5", { b: ["Roadster", "RF GT"], s: "ND", body: ["Convertible"], fuel: ["Petrol"], drive: ["RWD"], tr: ["Manual", "Automatic"], seats: 2, p: [43000, 53000], y: 2015, w: 1, cat: ["Performance"] }),
    M("MX-30", { b: ["E35 Astina"], s: "DR", body: ["SUV"], fuel: ["Electric"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [65000, 66000], y: 2021, w: 1 }),
  ],
  Hyundai: [
    M("i30", { b: ["Active", "Elite", "N Line"], s: "CN7", body: ["Hatch", "Sedan"], fuel: ["Petrol"], drive: ["FWD"], tr: ["Automatic", "Manual"], seats: 5, p: [30000, 38000], y: 2012, w: 8 }),
    M("i30 N", { b: ["Premium"], s: "PDe", body: ["Hatch"], fuel: ["Petrol"], drive: ["FWD"], tr: ["Manual", "Automatic"], seats: 5, p: [52000, 56000], y: 2018, w: 1, cat: ["Performance"] }),
    M("Venue", { b: ["Go", "Active", "Elite"], s: "QX.V4", body: ["SUV"], fuel: ["Petrol"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [25000, 31000], y: 2019, w: 4 }),
    M("Kona", { b: ["Active", "Premium", "N Line", "Electric Premium"], s: "SX2", body: ["SUV"], fuel: ["Petrol", "Hybrid", "Electric"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [34000, 62000], y: 2017, w: 6 }),
    M("Tucson", { b: ["Active", "Elite", "Highlander", "N Line"], s: "NX4.V2", body: ["SUV"], fuel: ["Petrol", "Diesel", "Hybrid"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [38000, 58000], y: 2015, w: 8, f: ["Tow Bar"] }),
    M("Santa Fe", { b: ["Active", "Elite", "Calligraphy"], s: "MX5", body: ["SUV"], fuel: ["Hybrid", "Diesel"], drive: ["AWD"], tr: ["Automatic"], seats: 7, p: [55000, 76000], y: 2012, w: 4 }),
    M("Ioniq 5", { b: ["Standard Range", "Dynamiq", "Epiq", "N"], s: "NE.V2", body: ["SUV"], fuel: ["Electric"], drive: ["RWD", "AWD"], tr: ["Automatic"], seats: 5, p: [63000, 112000], y: 2021, w: 3 }),
    M("Ioniq 6", { b: ["Dynamiq", "Epiq"], s: "CE.V1", body: ["Sedan"], fuel: ["Electric"], drive: ["RWD", "AWD"], tr: ["Automatic"], seats: 5, p: [70000, 85000], y: 2023, w: 1 }),
    M("Staria", { b: ["Active", "Elite", "Highlander"], s: "US4", body: ["Van"], fuel: ["Diesel"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 8, p: [52000, 74000], y: 2021, w: 2, cat: ["Family"] }),
  ],
  Kia: [
    M("Picanto", { b: ["S", "GT-Line"], s: "JA", body: ["Hatch"], fuel: ["Petrol"], drive: ["FWD"], tr: ["Automatic", "Manual"], seats: 5, p: [18000, 22000], y: 2012, w: 4 }),
    M("Cerato", { b: ["S", "Sport", "Sport+", "GT"], s: "BD", body: ["Hatch", "Sedan"], fuel: ["Petrol"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [28000, 38000], y: 2012, w: 6 }),
    M("Seltos", { b: ["S", "Sport", "Sport+", "GT-Line"], s: "SP2", body: ["SUV"], fuel: ["Petrol"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [32000, 45000], y: 2019, w: 5 }),
    M("Sportage", { b: ["S", "SX", "SX+", "GT-Line"], s: "NQ5", body: ["SUV"], fuel: ["Petrol", "Diesel", "Hybrid"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [38000, 58000], y: 2012, w: 8, f: ["Tow Bar"] }),
    M("Sorento", { b: ["S", "Sport", "GT-Line"], s: "MQ4", body: ["SUV"], fuel: ["Diesel", "Hybrid", "PHEV"], drive: ["AWD"], tr: ["Automatic"], seats: 7, p: [52000, 78000], y: 2012, w: 4 }),
    M("Carnival", { b: ["S", "Sport", "GT-Line"], s: "KA4", body: ["Van"], fuel: ["Diesel", "Hybrid"], drive: ["FWD"], tr: ["Automatic"], seats: 8, p: [52000, 75000], y: 2015, w: 3, cat: ["Family"] }),
    M("EV6", { b: ["Air", "GT-Line", "GT"], s: "CV", body: ["SUV"], fuel: ["Electric"], drive: ["RWD", "AWD"], tr: ["Automatic"], seats: 5, p: [70000, 99000], y: 2022, w: 2 }),
    M("EV5", { b: ["Air", "Earth", "GT-Line"], s: "OV", body: ["SUV"], fuel: ["Electric"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [56000, 72000], y: 2025, w: 2 }),
    M("Tasman", { b: ["S", "SX", "X-Pro"], s: "TK", body: ["Ute"], fuel: ["Diesel"], drive: ["4WD"], tr: ["Automatic"], seats: 5, p: [46000, 76000], y: 2025, w: 2, f: ["Tow Bar"] }),
  ],
  Ford: [
    M("Ranger", { b: ["XL", "XLS", "XLT", "Sport", "Wildtrak", "Raptor"], s: "PY", body: ["Ute"], fuel: ["Diesel"], drive: ["4WD", "RWD"], tr: ["Automatic", "Manual"], seats: 5, p: [38000, 92000], y: 2011, w: 10, f: ["Tow Bar", "Bull Bar", "Tub Liner"] }),
    M("Ranger PHEV", { b: ["XLT", "Wildtrak"], s: "PY", body: ["Ute"], fuel: ["PHEV"], drive: ["4WD"], tr: ["Automatic"], seats: 5, p: [73000, 82000], y: 2025, w: 1 }),
    M("Everest", { b: ["Ambiente", "Trend", "Sport", "Platinum"], s: "UB", body: ["SUV"], fuel: ["Diesel"], drive: ["4WD"], tr: ["Automatic"], seats: 7, p: [56000, 82000], y: 2015, w: 5, f: ["Tow Bar"] }),
    M("Mustang", { b: ["GT", "Dark Horse"], s: "S650", body: ["Coupe", "Convertible"], fuel: ["Petrol"], drive: ["RWD"], tr: ["Automatic", "Manual"], seats: 4, p: [70000, 95000], y: 2015, w: 2, cat: ["Performance"] }),
    M("Escape", { b: ["Trend", "ST-Line", "Vignale"], s: "ZH", body: ["SUV"], fuel: ["Petrol", "PHEV"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [38000, 58000], y: 2017, w: 3 }),
    M("Puma", { b: ["Trend", "ST-Line", "ST-Line V"], s: "JK", body: ["SUV"], fuel: ["Petrol"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [32000, 40000], y: 2020, w: 3 }),
    M("Transit Custom", { b: ["Trend", "Sport"], s: "VN", body: ["Van"], fuel: ["Diesel"], drive: ["FWD"], tr: ["Automatic"], seats: 3, p: [52000, 66000], y: 2014, w: 3, cat: ["Commercial"], f: ["Cargo Barrier"] }),
    M("Mustang Mach-E", { b: ["Select", "Premium", "GT"], s: "CX727", body: ["SUV"], fuel: ["Electric"], drive: ["RWD", "AWD"], tr: ["Automatic"], seats: 5, p: [72000, 105000], y: 2023, w: 1 }),
  ],
  GWM: [
    M("Cannon", { b: ["Lux", "Ultra", "Alpha Lux"], s: "NPW", body: ["Ute"], fuel: ["Diesel", "Hybrid"], drive: ["4WD"], tr: ["Automatic"], seats: 5, p: [36000, 62000], y: 2020, w: 5, f: ["Tow Bar", "Tub Liner"] }),
    M("Haval Jolion", { b: ["Premium", "Lux", "Ultra"], s: "A01", body: ["SUV"], fuel: ["Petrol", "Hybrid"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [28000, 38000], y: 2021, w: 5 }),
    M("Haval H6", { b: ["Lux", "Ultra", "GT"], s: "B01", body: ["SUV"], fuel: ["Petrol", "Hybrid", "PHEV"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [36000, 52000], y: 2021, w: 4 }),
    M("Tank 300", { b: ["Lux", "Ultra"], s: "P01", body: ["SUV"], fuel: ["Petrol", "Hybrid"], drive: ["4WD"], tr: ["Automatic"], seats: 5, p: [50000, 62000], y: 2023, w: 2, cat: ["Off-road"] }),
    M("Ora", { b: ["Standard Range", "Extended Range", "GT"], s: "ES11", body: ["Hatch"], fuel: ["Electric"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [36000, 47000], y: 2022, w: 2 }),
  ],
  BYD: [
    M("Atto 3", { b: ["Essential", "Premium"], s: "SC2E", body: ["SUV"], fuel: ["Electric"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [44000, 52000], y: 2022, w: 6 }),
    M("Dolphin", { b: ["Essential", "Premium"], s: "EA1", body: ["Hatch"], fuel: ["Electric"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [36000, 45000], y: 2023, w: 4 }),
    M("Seal", { b: ["Dynamic", "Premium", "Performance"], s: "EKE", body: ["Sedan"], fuel: ["Electric"], drive: ["RWD", "AWD"], tr: ["Automatic"], seats: 5, p: [55000, 72000], y: 2023, w: 3 }),
    M("Sealion 6", { b: ["Dynamic", "Premium"], s: "SC2F", body: ["SUV"], fuel: ["PHEV"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [48000, 58000], y: 2024, w: 4 }),
    M("Shark 6", { b: ["Premium"], s: "BK", body: ["Ute"], fuel: ["PHEV"], drive: ["4WD"], tr: ["Automatic"], seats: 5, p: [58000, 60000], y: 2025, w: 3, f: ["Tow Bar"] }),
  ],
  Nissan: [
    M("X-Trail", { b: ["ST", "ST-L", "Ti"], s: "T33", body: ["SUV"], fuel: ["Petrol", "Hybrid"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [38000, 56000], y: 2010, w: 6 }),
    M("Navara", { b: ["SL", "ST", "ST-X", "PRO-4X"], s: "D23", body: ["Ute"], fuel: ["Diesel"], drive: ["4WD", "RWD"], tr: ["Automatic", "Manual"], seats: 5, p: [38000, 66000], y: 2010, w: 6, f: ["Tow Bar"] }),
    M("Patrol", { b: ["Ti", "Ti-L", "Warrior"], s: "Y62", body: ["SUV"], fuel: ["Petrol"], drive: ["4WD"], tr: ["Automatic"], seats: 8, p: [86000, 100000], y: 2013, w: 2, f: ["Tow Bar"] }),
    M("Qashqai", { b: ["ST", "ST+", "Ti"], s: "J12", body: ["SUV"], fuel: ["Petrol"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [34000, 46000], y: 2014, w: 4 }),
    M("Leaf", { b: ["Standard", "e+"], s: "ZE1", body: ["Hatch"], fuel: ["Electric"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [50000, 62000], y: 2012, w: 2 }),
  ],
  Mitsubishi: [
    M("Triton", { b: ["GLX", "GLX+", "GLS"], s: "MV", body: ["Ute"], fuel: ["Diesel"], drive: ["4WD", "RWD"], tr: ["Automatic", "Manual"], seats: 5, p: [36000, 62000], y: 2010, w: 6, f: ["Tow Bar"] }),
    M("Outlander", { b: ["ES", "LS", "Aspire", "Exceed"], s: "ZM", body: ["SUV"], fuel: ["Petrol", "PHEV"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 7, p: [38000, 72000], y: 2013, w: 6 }),
    M("ASX", { b: ["ES", "LS", "Exceed"], s: "XD", body: ["SUV"], fuel: ["Petrol"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [27000, 36000], y: 2012, w: 5 }),
    M("Pajero Sport", { b: ["GLX", "GLS", "Exceed"], s: "QF", body: ["SUV"], fuel: ["Diesel"], drive: ["4WD"], tr: ["Automatic"], seats: 7, p: [52000, 64000], y: 2016, w: 3, f: ["Tow Bar"] }),
    M("Eclipse Cross", { b: ["ES", "Aspire"], s: "YB", body: ["SUV"], fuel: ["Petrol", "PHEV"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [34000, 56000], y: 2018, w: 2 }),
  ],
  Honda: [
    M("Civic", { b: ["VTi-LX", "e:HEV LX", "Type R"], s: "FL", body: ["Hatch", "Sedan"], fuel: ["Petrol", "Hybrid"], drive: ["FWD"], tr: ["Automatic", "Manual"], seats: 5, p: [40000, 75000], y: 2012, w: 4 }),
    M("CR-V", { b: ["VTi", "VTi L7", "e:HEV RS"], s: "RS", body: ["SUV"], fuel: ["Petrol", "Hybrid"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [45000, 60000], y: 2012, w: 4 }),
    M("HR-V", { b: ["Vi X", "e:HEV L"], s: "RV", body: ["SUV"], fuel: ["Petrol", "Hybrid"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [36000, 46000], y: 2015, w: 4 }),
    M("Jazz", { b: ["GLi", "VTi", "VTi-L"], s: "GK", body: ["Hatch"], fuel: ["Petrol"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [19000, 25000], y: 2012, w: 3 }),
  ],
  Subaru: [
    M("Forester", { b: ["2.5i", "2.5i-L", "Hybrid S"], s: "SL", body: ["SUV"], fuel: ["Petrol", "Hybrid"], drive: ["AWD"], tr: ["Automatic"], seats: 5, p: [40000, 52000], y: 2012, w: 5 }),
    M("Outback", { b: ["AWD", "AWD Sport", "AWD Touring"], s: "BT", body: ["Wagon"], fuel: ["Petrol"], drive: ["AWD"], tr: ["Automatic"], seats: 5, p: [46000, 58000], y: 2012, w: 4, f: ["Roof Racks", "Tow Bar"] }),
    M("Crosstrek", { b: ["2.0R", "2.0S", "Hybrid S"], s: "GU", body: ["SUV"], fuel: ["Petrol", "Hybrid"], drive: ["AWD"], tr: ["Automatic"], seats: 5, p: [37000, 46000], y: 2017, w: 3 }),
    M("WRX", { b: ["Standard", "RS", "tS"], s: "VN", body: ["Sedan", "Wagon"], fuel: ["Petrol"], drive: ["AWD"], tr: ["Manual", "Automatic"], seats: 5, p: [50000, 66000], y: 2014, w: 2, cat: ["Performance"] }),
  ],
  Volkswagen: [
    M("Golf", { b: ["Life", "R-Line", "GTI", "R"], s: "8", body: ["Hatch", "Wagon"], fuel: ["Petrol"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [38000, 72000], y: 2012, w: 5 }),
    M("Polo", { b: ["Life", "Style", "GTI"], s: "AW", body: ["Hatch"], fuel: ["Petrol"], drive: ["FWD"], tr: ["Automatic", "Manual"], seats: 5, p: [27000, 40000], y: 2012, w: 3 }),
    M("Tiguan", { b: ["110TSI Life", "162TSI Elegance", "R-Line"], s: "CT", body: ["SUV"], fuel: ["Petrol", "Diesel"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [45000, 68000], y: 2012, w: 4 }),
    M("Amarok", { b: ["Core", "Style", "PanAmericana", "Aventura"], s: "NF", body: ["Ute"], fuel: ["Diesel"], drive: ["4WD"], tr: ["Automatic"], seats: 5, p: [55000, 82000], y: 2012, w: 3, f: ["Tow Bar"] }),
  ],
  Isuzu: [
    M("D-Max", { b: ["SX", "LS-M", "LS-U", "X-Terrain"], s: "RG", body: ["Ute"], fuel: ["Diesel"], drive: ["4WD", "RWD"], tr: ["Automatic", "Manual"], seats: 5, p: [38000, 70000], y: 2012, w: 6, f: ["Tow Bar", "Tub Liner"] }),
    M("MU-X", { b: ["LS-M", "LS-U", "LS-T"], s: "RJ", body: ["SUV"], fuel: ["Diesel"], drive: ["4WD", "RWD"], tr: ["Automatic"], seats: 7, p: [50000, 70000], y: 2014, w: 3, f: ["Tow Bar"] }),
  ],
  Holden: [
    M("Commodore", { b: ["Evoke", "SV6", "SS", "Calais"], s: "VF II", body: ["Sedan", "Wagon"], fuel: ["Petrol"], drive: ["RWD"], tr: ["Automatic", "Manual"], seats: 5, p: [36000, 55000], y: 2010, w: 4, yMax: 2020 }),
    M("Colorado", { b: ["LS", "LTZ", "Z71"], s: "RG", body: ["Ute"], fuel: ["Diesel"], drive: ["4WD", "RWD"], tr: ["Automatic", "Manual"], seats: 5, p: [38000, 58000], y: 2012, w: 4, yMax: 2020, f: ["Tow Bar"] }),
    M("Barina", { b: ["CD", "LS"], s: "TM", body: ["Hatch"], fuel: ["Petrol"], drive: ["FWD"], tr: ["Automatic", "Manual"], seats: 5, p: [17000, 20000], y: 2011, w: 2, yMax: 2018 }),
  ],
  BMW: [
    M("3 Series", { b: ["320i", "330i M Sport", "M340i"], s: "G20", body: ["Sedan"], fuel: ["Petrol", "PHEV"], drive: ["RWD", "AWD"], tr: ["Automatic"], seats: 5, p: [72000, 105000], y: 2012, w: 3 }),
    M("X3", { b: ["xDrive20d", "xDrive30e", "M40i"], s: "G45", body: ["SUV"], fuel: ["Diesel", "PHEV", "Petrol"], drive: ["AWD"], tr: ["Automatic"], seats: 5, p: [85000, 120000], y: 2012, w: 3 }),
    M("X5", { b: ["xDrive30d", "xDrive50e", "M60i"], s: "G05", body: ["SUV"], fuel: ["Diesel", "PHEV", "Petrol"], drive: ["AWD"], tr: ["Automatic"], seats: 5, p: [125000, 175000], y: 2012, w: 2 }),
  ],
  "Mercedes-Benz": [
    M("C-Class", { b: ["C200", "C300", "C43 AMG"], s: "W206", body: ["Sedan"], fuel: ["Petrol", "Hybrid"], drive: ["RWD", "AWD"], tr: ["Automatic"], seats: 5, p: [80000, 125000], y: 2012, w: 3 }),
    M("GLC", { b: ["GLC 300", "GLC 300e", "GLC 43 AMG"], s: "X254", body: ["SUV"], fuel: ["Petrol", "PHEV"], drive: ["AWD"], tr: ["Automatic"], seats: 5, p: [95000, 135000], y: 2016, w: 3 }),
    M("A-Class", { b: ["A180", "A250", "A35 AMG"], s: "W177", body: ["Hatch"], fuel: ["Petrol"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [58000, 85000], y: 2013, w: 3 }),
    M("Sprinter", { b: ["316 CDI", "319 CDI"], s: "VS30", body: ["Van"], fuel: ["Diesel"], drive: ["RWD"], tr: ["Automatic"], seats: 3, p: [70000, 90000], y: 2013, w: 1, cat: ["Commercial"] }),
  ],
  Audi: [
    M("A3", { b: ["35 TFSI", "40 TFSI quattro", "S3"], s: "8Y", body: ["Hatch", "Sedan"], fuel: ["Petrol"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [50000, 80000], y: 2013, w: 2 }),
    M("Q5", { b: ["40 TDI", "45 TFSI S line", "SQ5"], s: "FY", body: ["SUV"], fuel: ["Diesel", "Petrol"], drive: ["AWD"], tr: ["Automatic"], seats: 5, p: [78000, 115000], y: 2012, w: 2 }),
  ],
  Tesla: [
    M("Model 3", { b: ["RWD", "Long Range", "Performance"], s: "Highland", body: ["Sedan"], fuel: ["Electric"], drive: ["RWD", "AWD"], tr: ["Automatic"], seats: 5, p: [55000, 80000], y: 2019, w: 5 }),
    M("Model Y", { b: ["RWD", "Long Range", "Performance"], s: "Juniper", body: ["SUV"], fuel: ["Electric"], drive: ["RWD", "AWD"], tr: ["Automatic"], seats: 5, p: [60000, 85000], y: 2022, w: 5 }),
  ],
  Suzuki: [
    M("Swift", { b: ["GL", "GLX Hybrid", "Sport"], s: "AZ", body: ["Hatch"], fuel: ["Petrol", "Hybrid"], drive: ["FWD"], tr: ["Automatic", "Manual"], seats: 5, p: [22000, 30000], y: 2012, w: 5 }),
    M("Jimny", { b: ["Lite", "JX", "XL"], s: "GJ", body: ["SUV"], fuel: ["Petrol"], drive: ["4WD"], tr: ["Manual", "Automatic"], seats: 4, p: [33000, 38000], y: 2018, w: 4, cat: ["Off-road"] }),
    M("Vitara", { b: ["1.6", "Turbo", "Turbo AllGrip"], s: "LY", body: ["SUV"], fuel: ["Petrol", "Hybrid"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [30000, 40000], y: 2015, w: 3 }),
    M("S-Cross", { b: ["Plus", "Prestige"], s: "JY", body: ["SUV"], fuel: ["Petrol"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [34000, 42000], y: 2014, w: 2 }),
  ],
  Jeep: [
    M("Wrangler", { b: ["Night Eagle", "Rubicon"], s: "JL", body: ["SUV"], fuel: ["Petrol"], drive: ["4WD"], tr: ["Automatic"], seats: 5, p: [80000, 95000], y: 2012, w: 2, cat: ["Off-road"] }),
    M("Grand Cherokee", { b: ["Laredo", "Limited", "Summit Reserve"], s: "WL", body: ["SUV"], fuel: ["Petrol", "PHEV"], drive: ["4WD"], tr: ["Automatic"], seats: 5, p: [75000, 125000], y: 2012, w: 2 }),
    M("Compass", { b: ["Night Eagle", "Limited"], s: "M6", body: ["SUV"], fuel: ["Petrol"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [42000, 52000], y: 2017, w: 1 }),
  ],
  Lexus: [
    M("RX", { b: ["RX350", "RX350h Luxury", "RX500h F Sport"], s: "ALH10R", body: ["SUV"], fuel: ["Hybrid", "Petrol"], drive: ["AWD"], tr: ["Automatic"], seats: 5, p: [95000, 125000], y: 2012, w: 2 }),
    M("NX", { b: ["NX250 Luxury", "NX350h", "NX450h+ F Sport"], s: "AAZA20R", body: ["SUV"], fuel: ["Hybrid", "PHEV", "Petrol"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [68000, 98000], y: 2015, w: 2 }),
    M("IS", { b: ["IS300", "IS350 F Sport", "IS500"], s: "ASE30R", body: ["Sedan"], fuel: ["Petrol", "Hybrid"], drive: ["RWD"], tr: ["Automatic"], seats: 5, p: [65000, 90000], y: 2013, w: 1 }),
  ],
  MG: [
    M("MG3", { b: ["Vibe", "Excite", "Hybrid+"], s: "SZP1", body: ["Hatch"], fuel: ["Petrol", "Hybrid"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [20000, 29000], y: 2013, w: 4 }),
    M("ZS", { b: ["Vibe", "Excite", "Essence"], s: "AZS1", body: ["SUV"], fuel: ["Petrol", "Hybrid", "Electric"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [25000, 46000], y: 2018, w: 5 }),
    M("HS", { b: ["Vibe", "Excite", "Essence"], s: "SAS23", body: ["SUV"], fuel: ["Petrol", "PHEV"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [34000, 50000], y: 2019, w: 3 }),
    M("MG4", { b: ["Excite 51", "Essence 64", "XPOWER"], s: "EH32", body: ["Hatch"], fuel: ["Electric"], drive: ["RWD", "AWD"], tr: ["Automatic"], seats: 5, p: [38000, 60000], y: 2023, w: 3 }),
  ],
};

// US catalogue (prices in USD; body vocabulary kept the same: the UI words it per locale).
const CARS_US = {
  Ford: [
    M("F-150", { b: ["XL", "XLT", "Lariat", "Platinum"], s: "P702", body: ["Ute"], fuel: ["Petrol", "Hybrid"], drive: ["4WD", "RWD"], tr: ["Automatic"], seats: 5, p: [38000, 72000], y: 2012, w: 10, f: ["Tow Bar", "Bed Liner"] }),
    M("F-150 Lightning", { b: ["Pro", "XLT", "Lariat"], s: "P702", body: ["Ute"], fuel: ["Electric"], drive: ["4WD"], tr: ["Automatic"], seats: 5, p: [52000, 78000], y: 2022, w: 2 }),
    M("Maverick", { b: ["XL", "XLT", "Lariat"], s: "P758", body: ["Ute"], fuel: ["Hybrid", "Petrol"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [26000, 38000], y: 2022, w: 5 }),
    M("Bronco", { b: ["Big Bend", "Outer Banks", "Badlands", "Wildtrak"], s: "U725", body: ["SUV"], fuel: ["Petrol"], drive: ["4WD"], tr: ["Automatic", "Manual"], seats: 5, p: [40000, 62000], y: 2021, w: 5, cat: ["Off-road"] }),
    M("Explorer", { b: ["Active", "ST-Line", "Platinum"], s: "U625", body: ["SUV"], fuel: ["Petrol"], drive: ["RWD", "AWD"], tr: ["Automatic"], seats: 7, p: [40000, 56000], y: 2012, w: 5 }),
    M("Escape", { b: ["Active", "ST-Line", "Platinum"], s: "C520", body: ["SUV"], fuel: ["Petrol", "PHEV"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [29000, 42000], y: 2013, w: 4 }),
    M("Mustang", { b: ["EcoBoost", "GT", "Dark Horse"], s: "S650", body: ["Coupe", "Convertible"], fuel: ["Petrol"], drive: ["RWD"], tr: ["Automatic", "Manual"], seats: 4, p: [32000, 62000], y: 2012, w: 3, cat: ["Performance"] }),
    M("Mustang Mach-E", { b: ["Select", "Premium", "GT"], s: "CX727", body: ["SUV"], fuel: ["Electric"], drive: ["RWD", "AWD"], tr: ["Automatic"], seats: 5, p: [40000, 56000], y: 2021, w: 2 }),
  ],
  Toyota: [
    M("Camry", { b: ["LE", "SE", "XLE", "XSE"], s: "XV80", body: ["Sedan"], fuel: ["Hybrid"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [29000, 36000], y: 2012, w: 8 }),
    M("Corolla", { b: ["LE", "SE", "XSE"], s: "E210", body: ["Sedan", "Hatch"], fuel: ["Petrol", "Hybrid"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [23000, 29000], y: 2012, w: 6 }),
    M("RAV4", { b: ["LE", "XLE", "Limited", "TRD Off-Road"], s: "XA50", body: ["SUV"], fuel: ["Petrol", "Hybrid", "PHEV"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [30000, 46000], y: 2013, w: 9 }),
    M("Highlander", { b: ["LE", "XLE", "Platinum"], s: "XU70", body: ["SUV"], fuel: ["Petrol", "Hybrid"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 7, p: [40000, 53000], y: 2014, w: 4 }),
    M("Tacoma", { b: ["SR", "SR5", "TRD Off-Road", "Limited"], s: "N400", body: ["Ute"], fuel: ["Petrol"], drive: ["4WD", "RWD"], tr: ["Automatic", "Manual"], seats: 5, p: [32000, 52000], y: 2012, w: 7, f: ["Tow Bar"] }),
    M("Tundra", { b: ["SR5", "Limited", "Platinum", "TRD Pro"], s: "XK70", body: ["Ute"], fuel: ["Petrol", "Hybrid"], drive: ["4WD"], tr: ["Automatic"], seats: 5, p: [45000, 72000], y: 2014, w: 4, f: ["Tow Bar"] }),
    M("4Runner", { b: ["SR5", "TRD Off-Road", "Limited"], s: "N500", body: ["SUV"], fuel: ["Petrol", "Hybrid"], drive: ["4WD"], tr: ["Automatic"], seats: 5, p: [42000, 58000], y: 2014, w: 3, cat: ["Off-road"] }),
    M("Sienna", { b: ["LE", "XSE", "Platinum"], s: "XL40", body: ["Van"], fuel: ["Hybrid"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 8, p: [40000, 56000], y: 2015, w: 3, cat: ["Family"] }),
    M("Prius", { b: ["LE", "XLE", "Limited"], s: "XW60", body: ["Hatch"], fuel: ["Hybrid", "PHEV"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [28000, 38000], y: 2012, w: 3 }),
  ],
  Chevrolet: [
    M("Silverado 1500", { b: ["WT", "LT", "RST", "High Country"], s: "T1", body: ["Ute"], fuel: ["Petrol", "Diesel"], drive: ["4WD", "RWD"], tr: ["Automatic"], seats: 5, p: [38000, 66000], y: 2012, w: 6, f: ["Tow Bar"] }),
    M("Equinox", { b: ["LS", "LT", "RS"], s: "D2UX", body: ["SUV"], fuel: ["Petrol"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [27000, 34000], y: 2012, w: 4 }),
    M("Malibu", { b: ["LS", "RS", "LT"], s: "V300", body: ["Sedan"], fuel: ["Petrol"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [24000, 28000], y: 2012, yMax: 2024, w: 3 }),
  ],
  Honda: [
    M("Civic", { b: ["LX", "Sport", "EX", "Si"], s: "FE", body: ["Sedan", "Hatch"], fuel: ["Petrol", "Hybrid"], drive: ["FWD"], tr: ["Automatic", "Manual"], seats: 5, p: [24000, 32000], y: 2012, w: 6 }),
    M("Accord", { b: ["LX", "Sport Hybrid", "Touring"], s: "CY", body: ["Sedan"], fuel: ["Petrol", "Hybrid"], drive: ["FWD"], tr: ["Automatic"], seats: 5, p: [28000, 39000], y: 2012, w: 4 }),
    M("CR-V", { b: ["LX", "EX-L", "Sport Touring Hybrid"], s: "RS", body: ["SUV"], fuel: ["Petrol", "Hybrid"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [30000, 41000], y: 2012, w: 6 }),
  ],
  Ram: [M("1500", { b: ["Tradesman", "Big Horn", "Laramie", "Limited"], s: "DT", body: ["Ute"], fuel: ["Petrol", "Hybrid"], drive: ["4WD", "RWD"], tr: ["Automatic"], seats: 5, p: [40000, 70000], y: 2012, w: 5, f: ["Tow Bar"] })],
  Jeep: [
    M("Wrangler", { b: ["Sport", "Sahara", "Rubicon"], s: "JL", body: ["SUV"], fuel: ["Petrol", "PHEV"], drive: ["4WD"], tr: ["Automatic", "Manual"], seats: 5, p: [33000, 55000], y: 2012, w: 4, cat: ["Off-road"] }),
    M("Grand Cherokee", { b: ["Laredo", "Limited", "Overland"], s: "WL", body: ["SUV"], fuel: ["Petrol", "PHEV"], drive: ["4WD"], tr: ["Automatic"], seats: 5, p: [40000, 65000], y: 2012, w: 3 }),
  ],
  Tesla: [
    M("Model 3", { b: ["RWD", "Long Range", "Performance"], s: "Highland", body: ["Sedan"], fuel: ["Electric"], drive: ["RWD", "AWD"], tr: ["Automatic"], seats: 5, p: [40000, 55000], y: 2018, w: 4 }),
    M("Model Y", { b: ["RWD", "Long Range", "Performance"], s: "Juniper", body: ["SUV"], fuel: ["Electric"], drive: ["RWD", "AWD"], tr: ["Automatic"], seats: 5, p: [45000, 60000], y: 2020, w: 5 }),
  ],
  Nissan: [
    M("Rogue", { b: ["S", "SV", "Platinum"], s: "T33", body: ["SUV"], fuel: ["Petrol"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [29000, 40000], y: 2012, w: 4 }),
    M("Altima", { b: ["S", "SV", "SR"], s: "L34", body: ["Sedan"], fuel: ["Petrol"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 5, p: [26000, 33000], y: 2012, w: 3 }),
  ],
};

const BIKES = {
  Yamaha: [
    M("MT-07", { b: ["LAMS", "Standard"], s: "RM33", body: ["Naked"], drive: ["Chain"], tr: ["Manual"], p: [11500, 13500], y: 2014, w: 8, cat: ["LAMS Approved", "Commuter"] }),
    M("MT-09", { b: ["Standard", "SP"], s: "RN87", body: ["Naked"], drive: ["Chain"], tr: ["Manual"], p: [16500, 20500], y: 2014, w: 5, cat: ["Performance"] }),
    M("YZF-R7", { b: ["LAMS", "Standard"], s: "RM39", body: ["Sport"], drive: ["Chain"], tr: ["Manual"], p: [14000, 15500], y: 2022, w: 3, cat: ["LAMS Approved", "Performance"] }),
    M("Tenere 700", { b: ["Standard", "World Raid"], s: "DM13", body: ["Adventure"], drive: ["Chain"], tr: ["Manual"], p: [17500, 22000], y: 2019, w: 6, cat: ["Adventure"] }),
    M("XMAX 300", { b: ["Standard", "Tech Max"], s: "SG79", body: ["Scooter"], drive: ["Belt"], tr: ["Automatic"], p: [9000, 10500], y: 2017, w: 3, cat: ["LAMS Approved", "Commuter"] }),
    M("WR450F", { b: ["Standard"], s: "CJ44", body: ["Off-road"], drive: ["Chain"], tr: ["Manual"], p: [15500, 15500], y: 2012, w: 3, seats: 1, cat: ["Off-road"] }),
  ],
  Honda: [
    M("CB650R", { b: ["Standard", "E-Clutch"], s: "RH17", body: ["Naked"], drive: ["Chain"], tr: ["Manual"], p: [14500, 15800], y: 2019, w: 4, cat: ["LAMS Approved"] }),
    M("Africa Twin", { b: ["Standard", "Adventure Sports ES", "DCT"], s: "SD10", body: ["Adventure"], drive: ["Chain"], tr: ["Manual", "Automatic"], p: [23000, 30000], y: 2016, w: 4, cat: ["Adventure"] }),
    M("Rebel 500", { b: ["Standard", "SE"], s: "PC60", body: ["Cruiser"], drive: ["Chain"], tr: ["Manual"], p: [10500, 11500], y: 2017, w: 5, cat: ["LAMS Approved"] }),
    M("CRF300L", { b: ["Standard", "Rally"], s: "MD47", body: ["Off-road"], drive: ["Chain"], tr: ["Manual"], p: [8800, 10500], y: 2021, w: 4, seats: 2, cat: ["LAMS Approved", "Off-road"] }),
    M("PCX160", { b: ["Standard"], s: "KF47", body: ["Scooter"], drive: ["Belt"], tr: ["Automatic"], p: [5500, 5500], y: 2021, w: 3, cat: ["LAMS Approved", "Commuter"] }),
    M("NT1100", { b: ["DCT"], s: "SC84", body: ["Touring"], drive: ["Chain"], tr: ["Automatic"], p: [22500, 22500], y: 2022, w: 2, cat: ["Touring"] }),
  ],
  Kawasaki: [
    M("Z650", { b: ["LAMS", "RS"], s: "ER650", body: ["Naked"], drive: ["Chain"], tr: ["Manual"], p: [10500, 12500], y: 2017, w: 6, cat: ["LAMS Approved"] }),
    M("Ninja 500", { b: ["Standard", "SE"], s: "EX500", body: ["Sport"], drive: ["Chain"], tr: ["Manual"], p: [9500, 11000], y: 2018, w: 5, cat: ["LAMS Approved"] }),
    M("Ninja ZX-6R", { b: ["Standard", "KRT"], s: "ZX636", body: ["Sport"], drive: ["Chain"], tr: ["Manual"], p: [22000, 23000], y: 2013, w: 2, cat: ["Performance"] }),
    M("Versys 650", { b: ["LAMS", "Tourer"], s: "LE650", body: ["Adventure"], drive: ["Chain"], tr: ["Manual"], p: [13500, 15500], y: 2015, w: 3, cat: ["Adventure", "LAMS Approved"] }),
    M("KLX300", { b: ["Standard"], s: "LX300", body: ["Off-road"], drive: ["Chain"], tr: ["Manual"], p: [9000, 9000], y: 2020, w: 3, cat: ["Off-road", "LAMS Approved"] }),
    M("Vulcan S", { b: ["LAMS", "Cafe"], s: "EN650", body: ["Cruiser"], drive: ["Chain"], tr: ["Manual"], p: [11000, 12500], y: 2015, w: 3, cat: ["LAMS Approved"] }),
  ],
  "Harley-Davidson": [
    M("Street Bob 114", { b: ["Standard"], s: "FXBBS", body: ["Cruiser"], drive: ["Belt"], tr: ["Manual"], p: [29000, 29000], y: 2018, w: 4 }),
    M("Fat Boy 114", { b: ["Standard"], s: "FLFBS", body: ["Cruiser"], drive: ["Belt"], tr: ["Manual"], p: [37000, 37000], y: 2018, w: 3 }),
    M("Road Glide", { b: ["Standard", "Special"], s: "FLTRX", body: ["Touring"], drive: ["Belt"], tr: ["Manual"], p: [46000, 52000], y: 2014, w: 3, cat: ["Touring"] }),
    M("Pan America 1250", { b: ["Standard", "Special"], s: "RA1250", body: ["Adventure"], drive: ["Chain"], tr: ["Manual"], p: [31000, 36000], y: 2021, w: 2, cat: ["Adventure"] }),
    M("Sportster S", { b: ["Standard"], s: "RH1250S", body: ["Cruiser"], drive: ["Belt"], tr: ["Manual"], p: [28000, 28000], y: 2021, w: 2 }),
  ],
  Suzuki: [
    M("GSX-8S", { b: ["Standard"], s: "EM1", body: ["Naked"], drive: ["Chain"], tr: ["Manual"], p: [15000, 15000], y: 2023, w: 2 }),
    M("V-Strom 650", { b: ["Standard", "XT"], s: "DL650", body: ["Adventure"], drive: ["Chain"], tr: ["Manual"], p: [13500, 15000], y: 2012, w: 3, cat: ["Adventure", "LAMS Approved"] }),
  ],
  KTM: [M("390 Duke", { b: ["Standard"], s: "JGJ", body: ["Naked"], drive: ["Chain"], tr: ["Manual"], p: [9000, 9000], y: 2013, w: 3, cat: ["LAMS Approved"] }), M("890 Adventure", { b: ["Standard", "R"], s: "KTM890", body: ["Adventure"], drive: ["Chain"], tr: ["Manual"], p: [21000, 24000], y: 2021, w: 2, cat: ["Adventure"] })],
  Triumph: [M("Street Triple", { b: ["R", "RS"], s: "765", body: ["Naked"], drive: ["Chain"], tr: ["Manual"], p: [17000, 21000], y: 2013, w: 2, cat: ["Performance"] }), M("Bonneville T120", { b: ["Standard", "Black"], s: "T120", body: ["Cruiser"], drive: ["Chain"], tr: ["Manual"], p: [22000, 23000], y: 2016, w: 2 })],
  Ducati: [M("Monster", { b: ["Standard", "Plus"], s: "937", body: ["Naked"], drive: ["Chain"], tr: ["Manual"], p: [19000, 21000], y: 2014, w: 2, cat: ["Performance"] }), M("Multistrada V4", { b: ["S", "Rally"], s: "V4", body: ["Adventure"], drive: ["Chain"], tr: ["Manual"], p: [38000, 45000], y: 2021, w: 1, cat: ["Adventure"] })],
};

// Caravans and campers: towed units have no engine (fuel, drive and transmission are empty strings).
const CAMPERS = {
  Jayco: [
    M("Journey Outback", { b: ["17.55-3", "19.61-4", "21.65-3"], s: "JOURNEY", body: ["Caravan"], p: [72000, 92000], y: 2012, w: 5, cat: ["Off-road", "Couples"] }),
    M("Crossover", { b: ["16.49-1", "17.51-2", "19.56-5"], s: "CROSSOVER", body: ["Caravan"], p: [56000, 72000], y: 2018, w: 4, cat: ["Family"] }),
    M("Swan", { b: ["Outback", "Touring"], s: "SWAN", body: ["Camper Trailer"], p: [35000, 42000], y: 2012, w: 3, cat: ["Family"] }),
    M("Conquest", { b: ["FA.22-1", "FA.25-2"], s: "CONQUEST", body: ["Motorhome"], fuel: ["Diesel"], drive: ["RWD"], tr: ["Automatic"], seats: 4, p: [175000, 195000], y: 2015, w: 2, cat: ["Couples", "Luxury"] }),
  ],
  Avan: [
    M("Aspire", { b: ["510", "550", "610"], s: "ASPIRE", body: ["Caravan"], p: [68000, 82000], y: 2012, w: 3, cat: ["Couples"] }),
    M("Cruiser", { b: ["480", "530"], s: "CRUISER", body: ["Pop Top"], p: [48000, 56000], y: 2012, w: 3, cat: ["Couples"] }),
  ],
  "Zone RV": [M("Z-14", { b: ["Hybrid"], s: "Z14", body: ["Hybrid Camper"], p: [98000, 98000], y: 2016, w: 2, cat: ["Off-road"] }), M("Z-17", { b: ["Family"], s: "Z17", body: ["Caravan"], p: [129000, 129000], y: 2018, w: 1, cat: ["Off-road", "Family", "Luxury"] })],
  MDC: [M("XT12", { b: ["Hybrid", "HR"], s: "XT12", body: ["Hybrid Camper"], p: [38000, 44000], y: 2016, w: 4, cat: ["Off-road"] }), M("Forge 16", { b: ["Family"], s: "FORGE", body: ["Caravan"], p: [62000, 62000], y: 2019, w: 2, cat: ["Off-road", "Family"] })],
  "Lotus Caravans": [M("Trooper", { b: ["19ft", "21ft"], s: "TROOPER", body: ["Caravan"], p: [115000, 128000], y: 2012, w: 2, cat: ["Off-road", "Luxury"] }), M("Off Grid", { b: ["16ft", "18ft"], s: "OFFGRID", body: ["Caravan"], p: [105000, 112000], y: 2014, w: 2, cat: ["Off-road"] })],
  Trakka: [M("Jabiru", { b: ["Two Berth", "Four Berth"], s: "JABIRU", body: ["Campervan"], fuel: ["Diesel"], drive: ["FWD", "AWD"], tr: ["Automatic"], seats: 4, p: [160000, 185000], y: 2014, w: 2, cat: ["Couples", "Luxury"] })],
};

const WMI = {
  Toyota: "JTM", Mazda: "JM0", Hyundai: "KMH", Kia: "KNA", Ford: "MPB", GWM: "LGW", BYD: "LC0", Nissan: "JN1", Mitsubishi: "MMA",
  Honda: "JHM", Subaru: "JF1", Volkswagen: "WVW", Isuzu: "MPA", Holden: "6G1", BMW: "WBA", "Mercedes-Benz": "W1K", Audi: "WAU",
  Tesla: "LRW", Suzuki: "JS3", Jeep: "1C4", Lexus: "JTH", MG: "LSJ", Chevrolet: "1GC", Ram: "1C6", Yamaha: "JYA", Kawasaki: "JKA",
  "Harley-Davidson": "5HD", KTM: "VBK", Triumph: "SMT", Ducati: "ZDM", Jayco: "6T9", Avan: "6A9", "Zone RV": "6Z9", MDC: "6M9",
  "Lotus Caravans": "6L9", Trakka: "WV1",
};
const US_WMI = { Ford: "1FT", Toyota: "4T1", Honda: "1HG", Nissan: "1N4", Tesla: "5YJ" };

const BODY_IMAGE = {
  Sedan: "sedan", Hatch: "hatch", SUV: "suv", Ute: "ute", Wagon: "wagon", Van: "van", Coupe: "coupe", Convertible: "convertible",
  Naked: "motorcycle", Sport: "motorcycle", Adventure: "motorcycle", Cruiser: "motorcycle", Touring: "motorcycle", Scooter: "motorcycle",
  "Off-road": "motorcycle", Caravan: "caravan", "Pop Top": "caravan", "Hybrid Camper": "caravan", "Camper Trailer": "caravan",
  Motorhome: "camper", Campervan: "camper",
};

// Colour names are plain words so they also name the generated pictures (see server/demo-images.ts).
const CAR_COLOURS = [["White", 30], ["Grey", 15], ["Silver", 12], ["Black", 12], ["Blue", 10], ["Red", 8], ["Green", 3], ["Brown", 2], ["Beige", 2], ["Orange", 2], ["Yellow", 1], ["Bronze", 1], ["Gold", 1], ["Purple", 1]];
const BIKE_COLOURS = { default: [["Black", 30], ["Blue", 15], ["Grey", 15], ["Red", 12], ["White", 10], ["Green", 5], ["Orange", 5], ["Yellow", 3]], Kawasaki: [["Green", 50], ["Black", 30], ["Grey", 20]], KTM: [["Orange", 70], ["Black", 30]], Ducati: [["Red", 80], ["Black", 20]], "Harley-Davidson": [["Black", 50], ["Red", 15], ["Blue", 15], ["Silver", 10], ["Grey", 10]] };
const CAMPER_COLOURS = [["White", 70], ["Silver", 10], ["Grey", 10], ["Black", 10]];

const CATALOGUES = { car: { AU: CARS_AU, NZ: CARS_AU, US: CARS_US }, motorcycle: BIKES, camper: CAMPERS };

// ------------------------------------------------------------------------------------------ plans
// One plan per demo group (keyed by group.json slug). Counts are exact and include the edge cases.
// Weights share each car_type between the group's dealerships (by dealership slug).

export const GROUP_PLANS = {
  "sunshine-motor-group": {
    seed: 1958, idBase: 100000, prefix: "SMG", kind: "car", region: "AU", edgeCases: true,
    counts: { used: 613, new: 441, demo: 299 },
    weights: {
      new: { "sunshine-toyota": 130, "sunshine-mazda": 80, "sunshine-hyundai": 70, "sunshine-kia": 65, "sunshine-ford": 50, "sunshine-gwm": 22, "sunshine-byd": 24 },
      demo: { "sunshine-toyota": 80, "sunshine-mazda": 55, "sunshine-hyundai": 50, "sunshine-kia": 45, "sunshine-ford": 35, "sunshine-gwm": 16, "sunshine-byd": 18 },
      used: { "sunshine-used-car-centre": 300, "sunshine-toyota": 100, "sunshine-mazda": 55, "sunshine-hyundai": 45, "sunshine-kia": 40, "sunshine-ford": 45, "sunshine-gwm": 13, "sunshine-byd": 15 },
    },
    subscriptionShare: 0.06,
  },
  "ridgeline-motorcycles": {
    seed: 1957, idBase: 200000, prefix: "RMC", kind: "motorcycle", region: "AU",
    counts: { used: 40, new: 48, demo: 8 },
    weights: { new: { "ridgeline-motorcycles": 1 }, demo: { "ridgeline-motorcycles": 1 }, used: { "ridgeline-motorcycles": 1 } },
  },
  "redgum-campers": {
    seed: 1956, idBase: 300000, prefix: "RGC", kind: "camper", region: "AU",
    counts: { used: 34, new: 40, demo: 6 },
    weights: { new: { "redgum-campers-and-caravans": 1 }, demo: { "redgum-campers-and-caravans": 1 }, used: { "redgum-campers-and-caravans": 1 } },
  },
  "tamaki-motors": {
    seed: 1959, idBase: 400000, prefix: "TMC", kind: "car", region: "NZ", priceFactor: 1.1,
    counts: { used: 74, new: 34, demo: 12 },
    weights: { new: { "tamaki-motor-company": 1 }, demo: { "tamaki-motor-company": 1 }, used: { "tamaki-motor-company": 1 } },
  },
  "live-oak-motors": {
    seed: 1954, idBase: 500000, prefix: "LOM", kind: "car", region: "US",
    counts: { used: 75, new: 45, demo: 10 },
    weights: { new: { "live-oak-ford": 1, "live-oak-toyota": 1 }, demo: { "live-oak-ford": 1, "live-oak-toyota": 1 }, used: { "live-oak-ford": 1, "live-oak-toyota": 1 } },
  },
  drivewell: {
    seed: 2019, idBase: 600000, prefix: "DWS", kind: "car", region: "AU", subscriptionShare: 1,
    counts: { used: 28, new: 18, demo: 14 },
    weights: { new: { "drivewell-car-subscriptions": 1 }, demo: { "drivewell-car-subscriptions": 1 }, used: { "drivewell-car-subscriptions": 1 } },
  },
};

// ------------------------------------------------------------------------------------ edge cases
// Deliberate cases in the Sunshine Motor Group stock (documented in sites/README.md). Each is an
// otherwise plain, reservable, in-stock car (see baseline()) with one thing changed.

const EDGE = (slug, car_type, description, want, apply) => ({ slug, car_type, description, want, apply });
const usedCentre = "sunshine-used-car-centre";
export const EDGE_CASES = [
  EDGE("edge-sold-1-day", "used", "sold 1 day before generation: inside the 3-day sold retention window", { d: usedCentre, make: "Toyota", model: "Corolla" }, (c, x) => Object.assign(c, { status: "sold", sold: true, sold_date_timestamp: x.now - 1 * DAY })),
  EDGE("edge-sold-10-days", "used", "sold 10 days before generation: outside the retention window", { d: usedCentre, make: "Mazda", model: "CX-5" }, (c, x) => Object.assign(c, { status: "sold", sold: true, sold_date_timestamp: x.now - 10 * DAY, created_at_timestamp: x.now - 40 * DAY })),
  EDGE("edge-coming-soon", "new", "status coming_soon", { d: "sunshine-toyota", model: "LandCruiser 300" }, (c) => Object.assign(c, { status: "coming_soon" })),
  EDGE("edge-reserved", "used", "reserved true", { d: usedCentre, make: "Ford", model: "Ranger" }, (c) => Object.assign(c, { reserved: true })),
  EDGE("edge-not-reservable", "used", "reservable false", { d: usedCentre, make: "Hyundai", model: "Tucson" }, (c) => Object.assign(c, { reservable: false })),
  EDGE("edge-test-drive-only", "demo", "tag 'Test Drive Only'", { d: "sunshine-kia", model: "EV5" }, (c) => Object.assign(c, { tag: "Test Drive Only" })),
  EDGE("edge-test-drive-vehicle-only", "demo", "tag 'Test Drive Vehicle Only*' (the starred variant)", { d: "sunshine-hyundai", model: "Ioniq 5" }, (c) => Object.assign(c, { tag: "Test Drive Vehicle Only*" })),
  EDGE("edge-special", "new", "tag 'Special'", { d: "sunshine-mazda", model: "CX-30" }, (c) => Object.assign(c, { tag: "Special" })),
  EDGE("edge-preorder", "new", "tag 'Pre-order', preorder true, price 0 (shows PREORDER)", { d: "sunshine-byd", model: "Shark 6" }, (c) => Object.assign(c, { tag: "Pre-order", preorder: true, price: 0 })),
  EDGE("edge-price-0", "used", "price 0", { d: usedCentre, make: "Holden", model: "Barina" }, (c) => Object.assign(c, { price: 0 })),
  EDGE("edge-price-10", "used", "price 10 (not shown: price shows only above 10)", { d: usedCentre, make: "Holden", model: "Commodore" }, (c) => Object.assign(c, { price: 10 })),
  EDGE("edge-price-11", "used", "price 11 (shown)", { d: usedCentre, make: "Suzuki", model: "Swift" }, (c) => Object.assign(c, { price: 11 })),
  EDGE("edge-price-200", "used", "price 200 (not reservable online: needs above 200)", { d: usedCentre, make: "Kia", model: "Picanto" }, (c) => Object.assign(c, { price: 200 })),
  EDGE("edge-price-201", "used", "price 201 (reservable online)", { d: usedCentre, make: "Honda", model: "Jazz" }, (c) => Object.assign(c, { price: 201 })),
  EDGE("edge-before-price-higher", "new", "before_price 3,000 above price (was-price shown)", { d: "sunshine-hyundai", model: "Tucson" }, (c) => Object.assign(c, { before_price: c.price + 3000 })),
  EDGE("edge-before-price-lower", "new", "before_price 1,500 below price (was-price not shown)", { d: "sunshine-kia", model: "Sportage" }, (c) => Object.assign(c, { before_price: c.price - 1500 })),
  EDGE("edge-market-499", "used", "autograb average_market_price = price + 499 (no below-market badge)", { d: usedCentre, make: "Mazda", model: "Mazda3" }, (c) => Object.assign(c, { price: 24990, autograb_data: { average_market_price: 25489, state_average_market_price: null } })),
  EDGE("edge-market-500", "used", "autograb average_market_price = price + 500 (below-market badge)", { d: usedCentre, make: "Toyota", model: "RAV4" }, (c) => Object.assign(c, { price: 32990, autograb_data: { average_market_price: 33490, state_average_market_price: null } })),
  EDGE("edge-market-state-above", "used", "average_market_price = price + 200 but state_average_market_price = price + 700: the state average decides (badge)", { d: usedCentre, make: "Kia", model: "Cerato" }, (c) => Object.assign(c, { price: 19990, autograb_data: { average_market_price: 20190, state_average_market_price: 20690 } })),
  EDGE("edge-market-state-below", "used", "average_market_price = price + 900 but state_average_market_price = price + 300: the state average decides (no badge)", { d: usedCentre, make: "Nissan", model: "X-Trail" }, (c) => Object.assign(c, { price: 27990, autograb_data: { average_market_price: 28890, state_average_market_price: 28290 } })),
  EDGE("edge-no-images", "used", "no images: primary_image_url null, images [], thumbnails [], photos_count 0", { d: usedCentre, make: "Mitsubishi", model: "Triton" }, (c) => Object.assign(c, { primary_image_url: null, images: [], thumbnails: [], photos_count: 0 })),
  EDGE("edge-no-logo-make", "new", "make GWM, whose manufacturer entry has logo null (all GWM cars share this)", { d: "sunshine-gwm", model: "Cannon" }, () => {}),
  EDGE("edge-unsafe-description", "used", "description.body holds <script>alert(1)</script> and an onclick attribute (for the sanitiser)", { d: usedCentre, make: "Volkswagen", model: "Golf" }, (c) => Object.assign(c, { description: { body: '<p>One owner, full service history and two keys.</p><script>alert(1)</script><p onclick="alert(2)">Click here for a <strong>special</strong> offer.</p>' } })),
  EDGE("edge-test-key", "used", "only payment processor has a test-mode key (pk_test_...)", { d: usedCentre, make: "Subaru", model: "Forester" }, (c) => { c.payment_processors = [{ ...c.payment_processors[0], authorization_key: "pk_test_demo_sunshine_used_car_centre" }]; }),
  EDGE("edge-empty-key", "used", "payment processor with an empty authorization_key", { d: usedCentre, make: "Isuzu", model: "D-Max" }, (c) => { c.payment_processors = [{ ...c.payment_processors[0], authorization_key: "" }]; c.has_checkout_payment_processor = false; }),
  EDGE("edge-no-processor", "used", "no payment processors", { d: usedCentre, make: "Tesla", model: "Model 3" }, (c) => { c.payment_processors = []; c.has_checkout_payment_processor = false; }),
  EDGE("edge-hidden", "used", "show_on_dealer_website false", { d: usedCentre, make: "BMW", model: "X3" }, (c) => Object.assign(c, { show_on_dealer_website: false })),
  EDGE("edge-subscription", "used", "subscription_price set (weekly)", { d: usedCentre, make: "MG", model: "ZS" }, (c) => Object.assign(c, { subscription_price: 169 })),
  EDGE("edge-history-report", "used", "file: a history report link", { d: usedCentre, make: "Toyota", model: "HiLux" }, (c) => Object.assign(c, { file: `/demo-files/history-${c.id}.pdf` })),
  EDGE("edge-created-1-day", "new", "created 1 day before generation (just arrived)", { d: "sunshine-toyota", model: "RAV4" }, (c, x) => Object.assign(c, { created_at_timestamp: x.now - 1 * DAY })),
  EDGE("edge-created-7-days", "new", "created 7 days before generation (just arrived, inside the 8-day window)", { d: "sunshine-mazda", model: "CX-5" }, (c, x) => Object.assign(c, { created_at_timestamp: x.now - 7 * DAY })),
  EDGE("edge-created-8-days", "new", "created exactly 8 days before generation (on the boundary: no longer just arrived)", { d: "sunshine-ford", model: "Everest" }, (c, x) => Object.assign(c, { created_at_timestamp: x.now - 8 * DAY })),
  EDGE("edge-created-9-days", "new", "created 9 days before generation (outside the window)", { d: "sunshine-kia", model: "Seltos" }, (c, x) => Object.assign(c, { created_at_timestamp: x.now - 9 * DAY })),
];

// ------------------------------------------------------------------------------------------ build

const escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const fmtNum = (n) => Math.round(n).toLocaleString("en-AU");
const round990 = (x) => Math.max(990, Math.round(x / 1000) * 1000 - 10);

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

function stockLocations(group, dealership) {
  return group.locations.filter(
    (l) => l.dealership_id === dealership.id && (l.location_type === "sales" || l.location_type === "" || l.location_type == null) && !l.badge && l.visible !== false,
  );
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
  "payment_processors", "has_checkout_payment_processor", "show_on_dealer_website", "custom_rank", "carsales_seller_identifier",
];
function finish(c) {
  const out = {};
  for (const k of KEYS) out[k] = c[k];
  return out;
}

function pickModel(ctx, make, want) {
  const models = ctx.catalogue[make];
  if (!models) throw new Error(`no catalogue entry for make '${make}'`);
  if (want) {
    const m = models.find((x) => x.m === want);
    if (!m) throw new Error(`no model '${want}' for ${make}`);
    return m;
  }
  return ctx.t.weighted(models.map((m) => [m, m.w ?? 1]));
}

function makeCar(ctx, { type, dealership, edge }) {
  const { t, plan, now } = ctx;
  const locations = stockLocations(ctx.groupJson, dealership);
  if (locations.length === 0) throw new Error(`dealership ${dealership.slug} has no sales location to hold stock`);
  const loc = t.pick(locations);

  // make and model
  let make;
  const own = dealership.manufacturers.filter((mk) => ctx.catalogue[mk]);
  if (edge?.want.make) make = edge.want.make;
  else if (edge) make = own[0];
  else if (type !== "used") make = t.pick(own);
  else if (own.length && t.chance(0.55)) make = t.pick(own);
  else make = t.weighted(ctx.usedMakes.map((mk) => [mk, ctx.catalogue[mk].reduce((s, m) => s + (m.w ?? 1), 0)]));
  if (!make) throw new Error(`dealership ${dealership.slug} sells no make the ${plan.kind} catalogue knows`);
  if (!ctx.mfrByName.has(make)) throw new Error(`make ${make} is not in ${ctx.groupJson.slug}/group.json manufacturers`);
  const model = pickModel(ctx, make, edge?.want.model);

  // year, km
  const lastYear = Math.min(model.yMax ?? DEMO_YEAR, DEMO_YEAR);
  let year;
  if (type === "new") year = model.yMax && model.yMax < DEMO_YEAR ? model.yMax : t.chance(0.85) ? DEMO_YEAR : DEMO_YEAR - 1;
  else if (type === "demo") year = model.yMax && model.yMax < DEMO_YEAR ? model.yMax : t.chance(0.6) ? DEMO_YEAR : DEMO_YEAR - 1;
  else {
    const first = Math.max(model.y, DEMO_YEAR - 16);
    year = Math.min(lastYear, first + Math.floor(Math.pow(t.rnd(), 0.6) * (lastYear - first + 1)));
  }
  const age = Math.max(0, DEMO_YEAR - year) + t.rnd() * 0.8;
  const isTowed = plan.kind === "camper" && !model.fuel;
  let km;
  if (isTowed) km = 0;
  else if (type === "new") km = t.weighted([[t.int(0, 15), 6], [t.int(16, 50), 2]]);
  else if (type === "demo") km = plan.kind === "motorcycle" ? t.int(300, 3000) : t.int(1000, 15000);
  else {
    const perYear = plan.kind === "motorcycle" ? t.int(2500, 7000) : plan.region === "US" ? t.int(16000, 24000) : t.int(11000, 19000);
    const min = plan.kind === "motorcycle" ? 1500 : 5000;
    km = Math.round(Math.min(250000, Math.max(min, age * perYear + t.int(-3000, 3000))) / 10) * 10;
  }

  // badge, body, drivetrain
  const badgeIndex = t.int(0, model.b.length - 1);
  const badge = model.b[badgeIndex];
  const span = model.b.length > 1 ? badgeIndex / (model.b.length - 1) : 0.5;
  const body = t.pick(model.body);
  let fuel = model.fuel ? t.pick(model.fuel) : plan.kind === "motorcycle" ? "Petrol" : "";
  if (/Electric/.test(badge)) fuel = "Electric";
  // Higher grades get the first (usually the more capable) drivetrain; lower grades any of them.
  let drive = model.drive ? (span >= 0.5 ? model.drive[0] : t.pick(model.drive)) : "";
  if (model.drive?.includes(badge)) drive = badge; // badges named after their drivetrain (e.g. Tesla "RWD")
  const transmission = model.tr ? (year < 2016 ? t.pick(model.tr) : t.weighted(model.tr.map((x, i) => [x, i === 0 ? 5 : 1]))) : "";
  const seats = model.seats ?? (plan.kind === "motorcycle" ? 2 : plan.kind === "camper" ? null : 5);
  const colour =
    plan.kind === "motorcycle" ? t.weighted(BIKE_COLOURS[make] ?? BIKE_COLOURS.default) : plan.kind === "camper" ? t.weighted(CAMPER_COLOURS) : t.weighted(CAR_COLOURS);

  // price
  const newPrice = (model.p[0] + (model.p[1] - model.p[0]) * span) * (1 + (t.rnd() - 0.5) * 0.06) * (plan.priceFactor ?? 1);
  let price;
  if (type === "new") price = round990(newPrice);
  else if (type === "demo") price = round990(newPrice * (0.87 + t.rnd() * 0.07));
  else {
    // About 15% off the new price on day one, then 5-8% a year; high kilometres cost up to 30% more.
    const keeps = body === "Ute" || /LandCruiser|Prado|Jimny|Wrangler|Tacoma|4Runner/.test(model.m) ? 0.95 : plan.kind === "camper" ? 0.94 : 0.925;
    const kmFactor = plan.kind === "car" ? Math.max(0.7, 1 - km / 800000) : 1;
    price = round990(Math.max(plan.kind === "motorcycle" ? 3000 : 5000, newPrice * 0.85 * Math.pow(keeps, age) * kmFactor));
  }

  const name = `${year} ${make} ${model.m} ${badge}`.replace(/\s+/g, " ").trim();
  const itemType = plan.kind === "car" ? "car" : plan.kind === "motorcycle" ? "motorcycle" : isTowed ? "caravan" : "camper";

  // lifecycle and flags
  const ageDays = type === "new" ? t.int(0, 120) : type === "demo" ? t.int(5, 200) : t.int(0, 180);
  const created = now - ageDays * DAY - t.int(0, DAY - 1);
  const priceTypes =
    plan.region === "US" ? [["", 1]]
    : plan.region === "NZ" ? [["Drive Away", 1], ["", 1]]
    : plan.kind === "motorcycle" ? [["Ride Away", 4], ["", 1]]
    : type === "new" ? [["Drive Away", 7], ["Excl. Government Charges", 2], ["Driveaway No More To Pay", 1]]
    : type === "demo" ? [["Drive Away", 8], ["Driveaway No More To Pay", 2]]
    : [["Drive Away", 12], ["Excl. Government Charges", 5], ["", 3]];
  const price_type = t.weighted(priceTypes);
  const special = type !== "used" ? t.chance(0.05) : t.chance(0.015);
  const before_price = special && type !== "used" ? price + t.int(2, 6) * 500 : null;
  const subscription_price =
    plan.subscriptionShare && plan.kind === "car" && t.chance(plan.subscriptionShare) ? Math.min(449, Math.max(129, Math.round((price * 0.0062 + 45) / 10) * 10 - 1)) : null;

  // images
  const imageKind = BODY_IMAGE[body];
  if (!imageKind) throw new Error(`no picture kind for body ${body}`);
  const nImages = t.weighted([[8, 10], [t.int(6, 7), 5], [t.int(3, 5), 3], [t.int(1, 2), 2]]);
  const images = [];
  for (let n = 1; n <= nImages; n++) {
    const url = `/demo-images/${imageKind}-${slugify(colour)}-${n}.svg`;
    images.push({ url, thumb: { url: `${url}?thumb=1` } });
  }

  // features and categories
  const features = new Set();
  if (plan.kind === "car") {
    features.add("Bluetooth");
    if (year >= 2016 || t.chance(0.3)) features.add("Reversing Camera");
    if (year >= 2017 && t.chance(0.9)) { features.add("Apple CarPlay"); features.add("Android Auto"); }
    if (seats >= 7) features.add("7 Seats");
    if (year >= 2019 && t.chance(0.6)) features.add("Adaptive Cruise Control");
    if (span >= 0.5 && t.chance(0.6)) features.add("Leather Seats");
    if (span >= 0.5 && body !== "Ute" && body !== "Van" && t.chance(0.35)) features.add("Sunroof");
    if (span > 0.6 && t.chance(0.4)) features.add("Heated Seats");
    if (span > 0.3 && t.chance(0.5)) features.add("Navigation");
    if (t.chance(0.7)) features.add("Alloy Wheels");
    if (year >= 2015 && t.chance(0.6)) features.add("Keyless Entry");
    if ((drive === "4WD" || body === "Ute") && t.chance(0.5)) features.add("Tow Bar");
  } else if (plan.kind === "motorcycle") {
    features.add("ABS");
    if (year >= 2018 && t.chance(0.6)) features.add("Traction Control");
    if (span > 0 && t.chance(0.5)) features.add("TFT Display");
    if (["Touring", "Adventure"].includes(body)) { features.add("Cruise Control"); if (t.chance(0.6)) features.add("Panniers"); if (t.chance(0.5)) features.add("Heated Grips"); }
    if (body === "Sport" && t.chance(0.5)) features.add("Quickshifter");
  } else {
    if (t.chance(0.8)) features.add("Solar Panels");
    if (t.chance(0.6)) features.add("Lithium Battery");
    if (body === "Caravan" && t.chance(0.7)) features.add("Ensuite");
    if (t.chance(0.6)) features.add("Air Conditioning");
    if (t.chance(0.5)) features.add("Diesel Heater");
    if (t.chance(0.5)) features.add("Outdoor Kitchen");
    if ((model.cat ?? []).includes("Family") && t.chance(0.7)) features.add("Bunks");
    if (t.chance(0.5)) features.add("Annexe");
  }
  for (const f of model.f ?? []) if (t.chance(0.5)) features.add(f);
  const categories = new Set(model.cat ?? []);
  if (plan.kind === "car") {
    if (seats >= 7 || (seats >= 5 && ["SUV", "Wagon"].includes(body)) || (body === "Van" && seats >= 7)) categories.add("Family");
    if (drive === "4WD") categories.add("Off-road");
    if (body === "Ute" || (body === "Van" && seats <= 3)) categories.add("Commercial");
    if (["Coupe", "Convertible"].includes(body)) categories.add("Performance");
    if (fuel === "Electric") categories.add("Electric");
    if (type === "used" && price < 20000 && ["Hatch", "Sedan"].includes(body)) categories.add("First Car");
  }

  // payments
  const key = dealership.publishable_payment_key || `pk_live_demo_${dealership.slug.replace(/-/g, "_")}`;
  const deposit = plan.kind === "camper" ? 1000 : 200;
  const card = (k) => [{ name: "card", authorization_type: "stripe", authorization_key: k, deposit_amount: deposit }];
  const payment_processors = edge
    ? card(key)
    : t.weighted([[card(key), 88], [card(key.replace(/^pk_live_/, "pk_test_")), 3], [card(""), 3], [[], 6]]);

  // identifiers
  const vinChars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  let vin = (plan.region === "US" ? US_WMI[make] : null) ?? WMI[make] ?? "6U9";
  while (vin.length < 17) vin += vinChars[t.int(0, vinChars.length - 1)];
  const L = () => "ABCDEFGHJKLMNPRSTUVWXYZ"[t.int(0, 22)];
  const Dg = () => String(t.int(0, 9));
  const rego =
    type === "new" ? null
    : plan.region === "NZ" ? `${L()}${L()}${L()}${Dg()}${Dg()}${Dg()}`
    : plan.region === "US" ? `${L()}${L()}${L()}-${Dg()}${Dg()}${Dg()}${Dg()}`
    : loc.address.state === "NSW" ? `${L()}${L()}${Dg()}${Dg()}${L()}${L()}`
    : loc.address.state === "VIC" ? `${Dg()}${L()}${L()}${Dg()}${L()}${L()}`
    : `${Dg()}${Dg()}${Dg()}${L()}${L()}${L()}`;

  const car = {
    name, make, model: model.m, badge, series: model.s ?? "", year, km, price, price_type, before_price, subscription_price,
    preorder: false, status: "in_stock", car_type: type, item_type: itemType,
    simple_fuel: fuel, simple_body: body, simple_drive: drive, simple_transmission: transmission, seats, colour,
    certified: type === "used" && dealership.manufacturers.includes(make) && year >= DEMO_YEAR - 6 && km < 120000 && t.chance(0.4),
    reserved: false, sold: false, reservable: t.weighted([[null, 85], [true, 12], [false, 3]]),
    tag: special ? "Special" : null,
    categories: [...categories].sort(), filtered_features: [...features].sort(),
    created_at: "", created_at_timestamp: created, sold_date_timestamp: null,
    stocknum: "", vin, rego,
    dealership_id: dealership.id, dealership_slug: dealership.slug,
    location: { name: loc.name, slug: loc.slug, phone: loc.contact_detail?.phone ?? null, distribution_locations: [] },
    location_id: loc.id, city: loc.address.city, state: loc.address.state,
    primary_image_url: images[0]?.url ?? null, images, thumbnails: images.map((i) => i.thumb.url), photos_count: images.length,
    file: null,
    description: { body: describe(ctx, { type, year, make, model: model.m, badge, km, colour, fuel, transmission, drive, body, features: [...features], loc, kind: plan.kind, isTowed }) },
    manufacturer: { name: make, slug: ctx.mfrByName.get(make).slug },
    autograb_data: null,
    payment_processors,
    has_checkout_payment_processor: payment_processors.some((p) => p.authorization_key !== ""),
    show_on_dealer_website: true,
    custom_rank: t.weighted([[t.int(0, 20), 6], [t.int(21, 80), 3], [t.int(81, 100), 1]]),
    carsales_seller_identifier: plan.region === "AU" && t.chance(0.9) ? `SSE-AD-${t.int(10000000, 19999999)}` : null,
  };
  if (type === "used" && plan.region === "AU" && plan.kind === "car") {
    const avg = Math.round((price + t.int(-25, 35) * 100) / 10) * 10;
    car.autograb_data = { average_market_price: Math.max(0, avg), state_average_market_price: t.chance(0.4) ? Math.max(0, avg + t.int(-8, 8) * 100) : null };
  }
  car._history = type === "used" && !edge && t.chance(0.3);

  if (edge) {
    // Baseline: an ordinary, in-stock, reservable car with a live key, created a month ago.
    Object.assign(car, {
      reservable: true, tag: null, before_price: null, subscription_price: null, reserved: false, show_on_dealer_website: true,
      created_at_timestamp: now - 30 * DAY,
      price: type === "new" || type === "demo" ? car.price : Math.max(car.price, 5990),
    });
    if (car.autograb_data) car.autograb_data = { average_market_price: car.price - 1500, state_average_market_price: null };
    car._edge = edge;
  }
  return car;
}

function describe(ctx, v) {
  const { t, plan } = ctx;
  const us = plan.region === "US";
  const dist = us ? `${fmtNum(v.km / 1.609)} miles` : `${fmtNum(v.km)} km`;
  const full = `${v.year} ${v.make} ${v.model} ${v.badge}`;
  const p = [];
  if (plan.kind === "camper") {
    p.push(
      v.type === "new"
        ? `Brand new ${full} ${v.body.toLowerCase()}, ready for your next trip.`
        : `This ${full} ${v.body.toLowerCase()} has been inspected by our workshop and is ready to tow away.`,
    );
    if (v.features.length) p.push(`It comes with ${listText(v.features)}.`);
  } else if (plan.kind === "motorcycle") {
    p.push(
      v.type === "new" ? t.pick([`Brand new ${full} in ${v.colour}, ready to ride away.`, `The ${full} is in stock now in ${v.colour}.`])
      : v.type === "demo" ? `Save on this ${full} demonstrator with just ${dist} and the balance of the factory warranty.`
      : t.pick([`This ${full} has covered ${dist} and has just been serviced by our workshop.`, `Well looked after ${full} with ${dist} on the clock.`]),
    );
    if (v.features.length) p.push(`Highlights include ${listText(v.features)}.`);
  } else {
    p.push(
      v.type === "new"
        ? t.pick([`Brand new ${full} in ${v.colour}, ready to drive away.`, `Be the first owner of this ${full}, finished in ${v.colour}.`])
        : v.type === "demo"
          ? t.pick([`Save on this ${full} demonstrator with only ${dist} and the balance of the factory warranty.`, `Ex-demonstrator ${full} in ${v.colour} with ${dist}, driven by our own team.`])
          : t.pick([
              `This ${full} has travelled ${dist} and comes with a full service history.`,
              `Well-kept ${full} in ${v.colour} with ${dist}, inspected and serviced before sale.`,
              `One-owner ${full} with ${dist}, ready for its next home.`,
            ]),
    );
    const power = { Electric: "Electric motor", Hybrid: "Hybrid powertrain", PHEV: "Plug-in hybrid powertrain", Petrol: us ? "Gas engine" : "Petrol engine", Diesel: "Diesel engine" }[v.fuel] ?? "Engine";
    const drive = { FWD: "front-wheel drive", RWD: "rear-wheel drive", AWD: "all-wheel drive", "4WD": "four-wheel drive" }[v.drive] ?? v.drive;
    p.push(`${power}, ${v.transmission.toLowerCase()} transmission and ${drive}${v.features.length ? `, with ${listText(v.features.slice(0, 6))}` : ""}.`);
  }
  const visit = plan.kind === "camper" && ctx.groupJson.slug === "redgum-campers" ? "Book an appointment" : "Visit us";
  p.push(`${visit} at ${v.loc.name}${v.loc.contact_detail?.phone ? ` or call ${v.loc.contact_detail.phone}` : ""}.`);
  return p.map((s) => `<p>${escapeHtml(s)}</p>`).join("");
}

const listText = (items) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`);

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
