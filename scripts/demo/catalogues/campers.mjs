// Caravans and campers: towed units have no engine (fuel, drive and transmission are empty strings).
import { M } from "./model.mjs";

export const CAMPERS = {
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
