// US catalogue (prices in USD; body vocabulary kept the same: the UI words it per locale).
import { M } from "./model.mjs";

export const CARS_US = {
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
