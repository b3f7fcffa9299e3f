// The catalogues by kind and region, and the words that go with them: VIN prefixes, picture kinds, colours.
import { CARS_AU } from "./cars-au.mjs";
import { CARS_US } from "./cars-us.mjs";
import { BIKES } from "./motorcycles.mjs";
import { CAMPERS } from "./campers.mjs";
import { TRUCKS } from "./trucks.mjs";

export const WMI = {
  Toyota: "JTM", Mazda: "JM0", Hyundai: "KMH", Kia: "KNA", Ford: "MPB", GWM: "LGW", BYD: "LC0", Nissan: "JN1", Mitsubishi: "MMA",
  Honda: "JHM", Subaru: "JF1", Volkswagen: "WVW", Isuzu: "MPA", Holden: "6G1", BMW: "WBA", "Mercedes-Benz": "W1K", Audi: "WAU",
  Tesla: "LRW", Suzuki: "JS3", Jeep: "1C4", Lexus: "JTH", MG: "LSJ", Chevrolet: "1GC", Ram: "1C6", Yamaha: "JYA", Kawasaki: "JKA",
  "Harley-Davidson": "5HD", KTM: "VBK", Triumph: "SMT", Ducati: "ZDM", Jayco: "6T9", Avan: "6A9", "Zone RV": "6Z9", MDC: "6M9",
  "Lotus Caravans": "6L9", Trakka: "WV1", Hino: "JHH", Fuso: "JLF", Volvo: "YV2", Kenworth: "1XK",
};
export const US_WMI = { Ford: "1FT", Toyota: "4T1", Honda: "1HG", Nissan: "1N4", Tesla: "5YJ" };

export const BODY_IMAGE = {
  Sedan: "sedan", Hatch: "hatch", SUV: "suv", Ute: "ute", Wagon: "wagon", Van: "van", Coupe: "coupe", Convertible: "convertible",
  Naked: "motorcycle", Sport: "motorcycle", Adventure: "motorcycle", Cruiser: "motorcycle", Touring: "motorcycle", Scooter: "motorcycle",
  "Off-road": "motorcycle", Caravan: "caravan", "Pop Top": "caravan", "Hybrid Camper": "caravan", "Camper Trailer": "caravan",
  Motorhome: "camper", Campervan: "camper",
  "Cab Chassis": "truck", Tray: "truck", Pantech: "truck", Tipper: "truck", Refrigerated: "truck", "Prime Mover": "truck",
};

// Colour names are plain words so they also name the generated pictures (see server/demo/).
export const CAR_COLOURS = [["White", 30], ["Grey", 15], ["Silver", 12], ["Black", 12], ["Blue", 10], ["Red", 8], ["Green", 3], ["Brown", 2], ["Beige", 2], ["Orange", 2], ["Yellow", 1], ["Bronze", 1], ["Gold", 1], ["Purple", 1]];
export const BIKE_COLOURS = { default: [["Black", 30], ["Blue", 15], ["Grey", 15], ["Red", 12], ["White", 10], ["Green", 5], ["Orange", 5], ["Yellow", 3]], Kawasaki: [["Green", 50], ["Black", 30], ["Grey", 20]], KTM: [["Orange", 70], ["Black", 30]], Ducati: [["Red", 80], ["Black", 20]], "Harley-Davidson": [["Black", 50], ["Red", 15], ["Blue", 15], ["Silver", 10], ["Grey", 10]] };
export const CAMPER_COLOURS = [["White", 70], ["Silver", 10], ["Grey", 10], ["Black", 10]];

export const CATALOGUES = { car: { AU: CARS_AU, NZ: CARS_AU, US: CARS_US }, motorcycle: BIKES, camper: CAMPERS, truck: TRUCKS };
