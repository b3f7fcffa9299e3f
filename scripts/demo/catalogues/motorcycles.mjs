// Motorcycle catalogue: data only.
import { M } from "./model.mjs";

export const BIKES = {
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
