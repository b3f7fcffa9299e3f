// The demo parts catalogue (issue 19): a few hundred parts for the groups whose plan asks for one
// (`parts: { seed, count, makes }` in plans.mjs), drawn from the part lines below with a seeded PRNG.
// Nothing depends on the clock: the same plan writes the same parts.json on every run.
import { tools } from "./prng.mjs";

/** Part lines: category, name, brands, price range (dollars), and whether it fits one model or a whole make. */
const LINES = [
  ["Brakes", "Front Brake Pad Set", ["Bendix", "Brembo", "Genuine"], [65, 220], "model"],
  ["Brakes", "Rear Brake Pad Set", ["Bendix", "Brembo", "Genuine"], [55, 190], "model"],
  ["Brakes", "Front Disc Rotor Pair", ["DBA", "Bendix", "Genuine"], [140, 480], "model"],
  ["Brakes", "Brake Fluid DOT 4 500ml", ["Castrol", "Penrite"], [14, 28], "any"],
  ["Filters", "Oil Filter", ["Ryco", "Wesfil", "Genuine"], [12, 35], "make"],
  ["Filters", "Air Filter", ["Ryco", "K&N", "Genuine"], [25, 120], "model"],
  ["Filters", "Cabin Pollen Filter", ["Ryco", "Wesfil", "Genuine"], [20, 60], "model"],
  ["Filters", "Fuel Filter", ["Ryco", "Genuine"], [30, 110], "model"],
  ["Engine", "Spark Plug Set (4)", ["NGK", "Denso", "Bosch"], [40, 140], "make"],
  ["Engine", "Timing Belt Kit", ["Gates", "Dayco", "Genuine"], [180, 620], "model"],
  ["Engine", "Drive Belt", ["Gates", "Dayco"], [35, 90], "model"],
  ["Engine", "Engine Oil 5W-30 5L", ["Castrol", "Penrite", "Mobil 1"], [45, 95], "any"],
  ["Engine", "Coolant Premix 5L", ["Nulon", "Penrite"], [25, 45], "any"],
  ["Electrical", "Battery 12V", ["Century", "Exide", "Varta"], [160, 420], "make"],
  ["Electrical", "Headlight Globe H7 Pair", ["Narva", "Philips", "Osram"], [25, 90], "any"],
  ["Electrical", "Wiper Blade Pair", ["Bosch", "Valeo", "Genuine"], [30, 80], "model"],
  ["Suspension", "Front Shock Absorber", ["Monroe", "KYB", "Bilstein"], [120, 380], "model"],
  ["Suspension", "Rear Shock Absorber", ["Monroe", "KYB", "Bilstein"], [100, 320], "model"],
  ["Suspension", "Sway Bar Link", ["Whiteline", "Genuine"], [35, 110], "model"],
  ["Accessories", "All-Weather Floor Mats", ["Genuine", "3D MAXpider"], [90, 260], "model"],
  ["Accessories", "Roof Racks", ["Thule", "Rhino-Rack", "Genuine"], [280, 890], "model"],
  ["Accessories", "Towbar Kit", ["Hayman Reese", "Genuine"], [450, 1290], "model"],
  ["Accessories", "Cargo Liner", ["Genuine", "3D MAXpider"], [80, 210], "model"],
  ["Accessories", "Dash Camera", ["Garmin", "Navman"], [180, 450], "any"],
];

const MODELS = {
  Toyota: ["Corolla", "RAV4", "HiLux", "Camry", "LandCruiser"],
  Mazda: ["CX-5", "Mazda3", "CX-3", "BT-50"],
  Hyundai: ["i30", "Tucson", "Kona"],
  Kia: ["Cerato", "Sportage", "Seltos"],
  Ford: ["Ranger", "Everest", "Puma"],
  GWM: ["Cannon", "Haval H6"],
  BYD: ["Atto 3", "Seal"],
};

const cents = (n) => Math.round(n * 100) / 100;

/** The catalogue of one plan: `count` parts, unique part numbers, sorted by category then name. */
export function buildParts(plan) {
  const t = tools(plan.seed);
  const makes = plan.makes.filter((m) => MODELS[m]);
  const parts = [];
  const numbers = new Set();
  for (let i = 0; parts.length < plan.count; i++) {
    const [category, name, brands, [lo, hi], fit] = t.pick(LINES);
    const brand = t.pick(brands);
    const make = fit === "any" ? null : t.pick(makes);
    const model = fit === "model" ? t.pick(MODELS[make]) : null;
    const number = `${brand.replace(/[^A-Za-z]/g, "").slice(0, 3).toUpperCase()}-${String(10000 + t.int(0, 89999))}`;
    if (numbers.has(number)) continue;
    numbers.add(number);
    const genuine = brand === "Genuine";
    parts.push({
      part_number: number,
      name: genuine && make ? `${make} ${name}` : name,
      category,
      brand: genuine && make ? `Genuine ${make}` : brand,
      fits_make: make ? [make] : [],
      fits_model: model ? [model] : [],
      price: cents(lo + t.rnd() * (hi - lo)) - (t.chance(0.5) ? 0.05 : 0),
      // About one part in eight is out of stock, so the page shows both states.
      stock: t.chance(0.125) ? 0 : t.int(1, 40),
    });
  }
  return parts
    .map((p) => ({ ...p, price: cents(p.price) }))
    .sort((a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name) || a.part_number.localeCompare(b.part_number));
}

/** parts.json text: one part per line (diffable, greppable, small). */
export function partsToJson(parts) {
  return `{"parts":[\n${parts.map((p) => JSON.stringify(p)).join(",\n")}\n]}\n`;
}
