// Truck catalogue: data only. g (gross vehicle mass, kg) and ax (axle configuration) go with each
// badge, in the order of b.
import { M } from "./model.mjs";

const cab = { fuel: ["Diesel"], drive: ["RWD"], cat: ["Commercial"] };

export const TRUCKS = {
  Isuzu: [
    M("NPR", { ...cab, b: ["45-155", "75-190"], g: [4500, 7500], ax: ["4x2", "4x2"], s: "N Series", body: ["Cab Chassis", "Tray", "Pantech", "Tipper"], tr: ["Automated Manual", "Manual"], p: [72000, 94000], y: 2015, w: 8, seats: 3 }),
    M("NQR", { ...cab, b: ["87-190"], g: [8700], ax: ["4x2"], s: "N Series", body: ["Pantech", "Refrigerated", "Tray"], tr: ["Automated Manual"], p: [98000, 104000], y: 2015, w: 5, seats: 3 }),
    M("FVY", { ...cab, b: ["240-300", "240-350"], g: [24000, 24000], ax: ["6x4", "6x4"], s: "F Series", body: ["Tipper", "Cab Chassis"], tr: ["Automatic", "Manual"], p: [185000, 215000], y: 2012, w: 3, seats: 2 }),
  ],
  Hino: [
    M("300 Series", { ...cab, b: ["616", "921"], g: [6500, 8500], ax: ["4x2", "4x2"], body: ["Cab Chassis", "Tray", "Pantech"], tr: ["Automatic", "Manual"], p: [78000, 99000], y: 2017, w: 6, seats: 3 }),
    M("500 Series", { ...cab, b: ["FD 1124", "FG 1628"], g: [11000, 16000], ax: ["4x2", "4x2"], body: ["Pantech", "Refrigerated", "Tipper"], tr: ["Automatic"], p: [150000, 175000], y: 2017, w: 4, seats: 2 }),
    M("700 Series", { ...cab, b: ["FS 2848", "SS 2848"], g: [26000, 26000], ax: ["6x4", "6x4"], body: ["Tipper", "Prime Mover"], tr: ["Automated Manual"], p: [265000, 290000], y: 2014, w: 2, seats: 2 }),
  ],
  Fuso: [
    M("Canter", { ...cab, b: ["515 Wide", "918 Wide"], g: [5500, 8500], ax: ["4x2", "4x2"], body: ["Cab Chassis", "Tray", "Tipper"], tr: ["Automated Manual"], p: [70000, 92000], y: 2016, w: 6, seats: 3 }),
    M("Shogun", { ...cab, b: ["FV 460", "FV 510"], g: [26500, 32000], ax: ["6x4", "8x4"], body: ["Prime Mover", "Tipper"], tr: ["Automated Manual"], p: [255000, 285000], y: 2018, w: 2, seats: 2 }),
  ],
  Volvo: [
    M("FH", { ...cab, b: ["540", "600"], g: [26000, 27000], ax: ["6x4", "6x4"], body: ["Prime Mover"], tr: ["Automated Manual"], p: [330000, 360000], y: 2013, w: 2, seats: 2 }),
    M("FM", { ...cab, b: ["460", "500"], g: [26000, 32000], ax: ["6x4", "8x4"], body: ["Tipper", "Cab Chassis"], tr: ["Automated Manual"], p: [290000, 320000], y: 2014, w: 2, seats: 2 }),
  ],
  Kenworth: [
    M("T610", { ...cab, b: ["SAR", "Day Cab"], g: [26000, 26000], ax: ["6x4", "6x4"], body: ["Prime Mover"], tr: ["Manual", "Automated Manual"], p: [370000, 395000], y: 2017, w: 2, seats: 2 }),
    M("T410", { ...cab, b: ["Day Cab"], g: [23500], ax: ["6x4"], body: ["Prime Mover", "Tipper"], tr: ["Automated Manual"], p: [285000, 285000], y: 2016, w: 2, seats: 2 }),
  ],
};
