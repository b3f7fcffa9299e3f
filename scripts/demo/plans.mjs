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
    // The parts catalogue (scripts/demo/parts.mjs): /parts/search shows it.
    parts: { seed: 1960, count: 360, makes: ["Toyota", "Mazda", "Hyundai", "Kia", "Ford", "GWM", "BYD"] },
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
  "ironbark-trucks": {
    seed: 1982, idBase: 700000, prefix: "ITC", kind: "truck", region: "AU",
    counts: { used: 38, new: 30, demo: 4 },
    weights: { new: { "ironbark-truck-centre": 1 }, demo: { "ironbark-truck-centre": 1 }, used: { "ironbark-truck-centre": 1 } },
  },
  // A hire fleet: late-model cars with daily and weekly rates instead of a sale price (make-car.mjs hireCar).
  "coastline-rentals": {
    seed: 2004, idBase: 800000, prefix: "CCR", kind: "car", region: "AU", rental: true,
    counts: { used: 48, new: 0, demo: 0 },
    weights: { new: { "coastline-car-rentals": 1 }, demo: { "coastline-car-rentals": 1 }, used: { "coastline-car-rentals": 1 } },
  },
};
