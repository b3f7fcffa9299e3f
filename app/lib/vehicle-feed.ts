// The Google vehicle listings feed (Vehicle Ads), as a tab-delimited text file: one row per car a
// site lists for sale with a VIN and a shown price, in the attribute headers Google's feed
// specification names (vin, id, store_code, dealership_name, dealership_address, image_link, link,
// price, condition, make, model, year, trim, mileage for used cars). Australian sites add the
// car's price type: drive-away, or excluding government charges.
import type { Car, Location, Locale } from "../../server/sites/schema";
import { CURRENCY_BY_LOCALE } from "./deposit-terms";
import { KM_PER_MILE, countryOf } from "./locale";
import { isPriceShown } from "./price";

export const VEHICLE_FEED_PATH = "/vehicle-feed.txt";

const BASE_COLUMNS = ["vin", "id", "store_code", "dealership_name", "dealership_address", "image_link", "link", "price", "condition", "make", "model", "year", "trim", "mileage"] as const;
/** Australia: the price typed by the car's own price type (our column; see docs/decisions/2026-11-27-stock-and-search.md). */
const PRICE_TYPE_COLUMN = "price_type";

/** 'Drive Away', 'Driveaway No More To Pay' → drive_away; 'Excl. Government Charges' → excluding_government_charges; else none. */
export function feedPriceType(priceType: string): "drive_away" | "excluding_government_charges" | null {
  const t = priceType.toLowerCase().replace(/[^a-z]/g, "");
  if (t.startsWith("driveaway")) return "drive_away";
  if (t.startsWith("excl")) return "excluding_government_charges";
  return null;
}

export interface FeedCar {
  car: Car;
  location: Pick<Location, "address"> | null;
  dealershipName: string;
  /** The car's page, absolute. */
  link: string;
  /** The main image, absolute. */
  imageLink: string;
}

/** A value for a tab-delimited cell: tabs and line breaks would start a new cell or row. */
const cell = (v: string | number) => String(v).replace(/[\t\r\n]+/g, " ").trim();

export function vehicleFeed(rows: readonly FeedCar[], locale: Locale): string {
  const country = countryOf(locale);
  const columns: string[] = [...BASE_COLUMNS, ...(country === "AU" ? [PRICE_TYPE_COLUMN] : [])];
  const lines = rows
    .filter(({ car }) => car.vin && isPriceShown(car.price))
    .map(({ car, location, dealershipName, link, imageLink }) => {
      const a = location?.address;
      const used = car.car_type !== "new";
      const values: Record<string, string | number> = {
        vin: car.vin!,
        id: car.stocknum,
        store_code: car.location.slug,
        dealership_name: dealershipName,
        dealership_address: a ? `${a.street}, ${a.city} ${a.state} ${a.postcode}, ${country}` : "",
        image_link: imageLink,
        link,
        price: `${car.price.toFixed(2)} ${CURRENCY_BY_LOCALE[locale]}`,
        condition: used ? "used" : "new",
        make: car.make,
        model: car.model,
        year: car.year,
        trim: car.badge,
        mileage: used ? `${Math.round(country === "US" ? car.km / KM_PER_MILE : car.km)} ${country === "US" ? "miles" : "km"}` : "",
        [PRICE_TYPE_COLUMN]: feedPriceType(car.price_type) ?? "",
      };
      return columns.map((c) => cell(values[c] ?? "")).join("\t");
    });
  return [columns.join("\t"), ...lines].join("\n") + "\n";
}
