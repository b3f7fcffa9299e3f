// A car's features (drawn from the seeded stream) and its categories (which follow from the car).

/** Features by kind of vehicle, then the model's optional extras, each drawn in a fixed order. */
export function pickFeatures(ctx, model, { year, seats, span, body, drive }) {
  const { t, plan } = ctx;
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
  } else if (plan.kind === "truck") {
    features.add("ABS");
    if (year >= 2018 || t.chance(0.4)) features.add("Reversing Camera");
    if (t.chance(0.6)) features.add("Cruise Control");
    if (t.chance(0.5)) features.add("Exhaust Brake");
    if (body === "Prime Mover" || t.chance(0.3)) features.add("Air Suspension");
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
  return features;
}

export function carCategories(ctx, model, { type, seats, body, drive, fuel, price }) {
  const { plan } = ctx;
  const categories = new Set(model.cat ?? []);
  if (plan.kind === "car") {
    if (seats >= 7 || (seats >= 5 && ["SUV", "Wagon"].includes(body)) || (body === "Van" && seats >= 7)) categories.add("Family");
    if (drive === "4WD") categories.add("Off-road");
    if (body === "Ute" || (body === "Van" && seats <= 3)) categories.add("Commercial");
    if (["Coupe", "Convertible"].includes(body)) categories.add("Performance");
    if (fuel === "Electric") categories.add("Electric");
    if (type === "used" && price < 20000 && ["Hatch", "Sedan"].includes(body)) categories.add("First Car");
  }
  return categories;
}
