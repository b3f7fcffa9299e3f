// One demo car, drawn by small pickers from the group's seeded stream. They run in a fixed order
// (location, make, model, year, km, specification, price, listing, pictures, features, payments,
// identifiers, then the car's own fields): reordering them changes every car drawn after.
import { BIKE_COLOURS, BODY_IMAGE, CAMPER_COLOURS, CAR_COLOURS, US_WMI, WMI } from "./catalogues/index.mjs";
import { describe } from "./describe.mjs";
import { carCategories, pickFeatures } from "./features.mjs";
import { slugify } from "../../app/lib/slug.mjs";
import { DAY, DEMO_YEAR } from "./time.mjs";

const round990 = (x) => Math.max(990, Math.round(x / 1000) * 1000 - 10);

function stockLocations(group, dealership) {
  return group.locations.filter(
    (l) => l.dealership_id === dealership.id && (l.location_type === "sales" || l.location_type === "" || l.location_type == null) && !l.badge && l.visible !== false,
  );
}

function pickLocation(ctx, dealership) {
  const { t } = ctx;
  const locations = stockLocations(ctx.groupJson, dealership);
  if (locations.length === 0) throw new Error(`dealership ${dealership.slug} has no sales location to hold stock`);
  return t.pick(locations);
}

function pickMake(ctx, type, dealership, edge) {
  const { t, plan } = ctx;
  let make;
  const own = dealership.manufacturers.filter((mk) => ctx.catalogue[mk]);
  if (edge?.want.make) make = edge.want.make;
  else if (edge) make = own[0];
  else if (type !== "used") make = t.pick(own);
  else if (own.length && t.chance(0.55)) make = t.pick(own);
  else make = t.weighted(ctx.usedMakes.map((mk) => [mk, ctx.catalogue[mk].reduce((s, m) => s + (m.w ?? 1), 0)]));
  if (!make) throw new Error(`dealership ${dealership.slug} sells no make the ${plan.kind} catalogue knows`);
  if (!ctx.mfrByName.has(make)) throw new Error(`make ${make} is not in ${ctx.groupJson.slug}/group.json manufacturers`);
  return make;
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

function pickYear(ctx, model, type) {
  const { t, plan } = ctx;
  const lastYear = Math.min(model.yMax ?? DEMO_YEAR, DEMO_YEAR);
  let year;
  if (type === "new") year = model.yMax && model.yMax < DEMO_YEAR ? model.yMax : t.chance(0.85) ? DEMO_YEAR : DEMO_YEAR - 1;
  else if (type === "demo") year = model.yMax && model.yMax < DEMO_YEAR ? model.yMax : t.chance(0.6) ? DEMO_YEAR : DEMO_YEAR - 1;
  else {
    const first = Math.max(model.y, DEMO_YEAR - (plan.rental ? 2 : 16)); // a hire fleet is late-model
    year = Math.min(lastYear, first + Math.floor(Math.pow(t.rnd(), 0.6) * (lastYear - first + 1)));
  }
  const age = Math.max(0, DEMO_YEAR - year) + t.rnd() * 0.8;
  return { year, age };
}

function pickKm(ctx, type, age, isTowed) {
  const { t, plan } = ctx;
  let km;
  if (isTowed) km = 0;
  else if (type === "new") km = t.weighted([[t.int(0, 15), 6], [t.int(16, 50), 2]]);
  else if (type === "demo") km = plan.kind === "motorcycle" ? t.int(300, 3000) : t.int(1000, 15000);
  else {
    const perYear = plan.kind === "motorcycle" ? t.int(2500, 7000) : plan.kind === "truck" ? t.int(30000, 70000) : plan.region === "US" ? t.int(16000, 24000) : t.int(11000, 19000);
    const min = plan.kind === "motorcycle" ? 1500 : 5000;
    km = Math.round(Math.min(plan.kind === "truck" ? 900000 : 250000, Math.max(min, age * perYear + t.int(-3000, 3000))) / 10) * 10;
  }
  return km;
}

/** Badge, body, drivetrain and colour. */
function pickSpecification(ctx, make, model, year) {
  const { t, plan } = ctx;
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
  // A truck's GVM and axles go with its badge (drawn nothing extra, so other kinds are unchanged).
  const truck = plan.kind === "truck" ? { gvm: model.g[badgeIndex], axle_configuration: model.ax[badgeIndex] } : {};
  return { badge, span, body, fuel, drive, transmission, seats, colour, truck };
}

function pickPrice(ctx, model, { type, span, body, km, age }) {
  const { t, plan } = ctx;
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
  return price;
}

/** When it was listed, its price wording, and the special and subscription prices. */
function pickListing(ctx, type, price) {
  const { t, plan, now } = ctx;
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
  return { created, price_type, special, before_price, subscription_price };
}

function pickImages(ctx, body, colour) {
  const { t } = ctx;
  const imageKind = BODY_IMAGE[body];
  if (!imageKind) throw new Error(`no picture kind for body ${body}`);
  const nImages = t.weighted([[8, 10], [t.int(6, 7), 5], [t.int(3, 5), 3], [t.int(1, 2), 2]]);
  const images = [];
  for (let n = 1; n <= nImages; n++) {
    const url = `/demo-images/${imageKind}-${slugify(colour)}-${n}.svg`;
    images.push({ url, thumb: { url: `${url}?thumb=1` } });
  }
  return images;
}

function pickPayments(ctx, dealership, edge) {
  const { t, plan } = ctx;
  const key = dealership.publishable_payment_key || `pk_live_demo_${dealership.slug.replace(/-/g, "_")}`;
  const deposit = plan.kind === "camper" ? 1000 : 200;
  const card = (k) => [{ name: "card", authorization_type: "stripe", authorization_key: k, deposit_amount: deposit }];
  const payment_processors = edge
    ? card(key)
    : t.weighted([[card(key), 88], [card(key.replace(/^pk_live_/, "pk_test_")), 3], [card(""), 3], [[], 6]]);
  return payment_processors;
}

function pickIdentifiers(ctx, make, type, loc) {
  const { t, plan } = ctx;
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
  return { vin, rego };
}

/**
 * A rental fleet car is hired, not sold: daily and weekly rates follow its new price (a week costs
 * six days), no sale price, no online reservation, no market comparison.
 */
function hireCar(car, price) {
  const daily = Math.round((price * 0.0012 + 30) / 5) * 5 - 1;
  Object.assign(car, { daily_rate: daily, weekly_rate: Math.round((daily * 6) / 10) * 10 - 1, price: 0, price_type: "", payment_processors: [], has_checkout_payment_processor: false, reservable: false, autograb_data: null, certified: false, _history: false });
}

export function makeCar(ctx, { type, dealership, edge }) {
  const { t, plan, now } = ctx;
  const loc = pickLocation(ctx, dealership);
  const make = pickMake(ctx, type, dealership, edge);
  const model = pickModel(ctx, make, edge?.want.model);
  const { year, age } = pickYear(ctx, model, type);
  const isTowed = plan.kind === "camper" && !model.fuel;
  const km = pickKm(ctx, type, age, isTowed);
  const { badge, span, body, fuel, drive, transmission, seats, colour, truck } = pickSpecification(ctx, make, model, year);
  const price = pickPrice(ctx, model, { type, span, body, km, age });
  const name = `${year} ${make} ${model.m} ${badge}`.replace(/\s+/g, " ").trim();
  const itemType = plan.kind === "car" || plan.kind === "truck" ? plan.kind : plan.kind === "motorcycle" ? "motorcycle" : isTowed ? "caravan" : "camper";
  const { created, price_type, special, before_price, subscription_price } = pickListing(ctx, type, price);
  const images = pickImages(ctx, body, colour);
  const features = pickFeatures(ctx, model, { year, seats, span, body, drive });
  const categories = carCategories(ctx, model, { type, seats, body, drive, fuel, price });
  const payment_processors = pickPayments(ctx, dealership, edge);
  const { vin, rego } = pickIdentifiers(ctx, make, type, loc);

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
  Object.assign(car, truck);
  if (plan.rental) hireCar(car, price);

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
