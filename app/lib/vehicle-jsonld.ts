// schema.org Car JSON-LD for a vehicle page (spec: "for vehicles, schema.org Car JSON-LD"): the
// properties search engines read for vehicle listings. Pure: the caller passes absolute URLs.
import type { Car } from "../../server/sites/schema";
import { carTitle } from "./car-title";
import { isSold } from "./car-tags";
import { CURRENCY } from "./locale";
import { displayPrice, isPriceShown } from "./price";

export interface VehicleJsonLdInput {
  car: Car;
  /** The page's canonical URL. */
  url: string;
  /** Absolute image URLs. */
  images: string[];
  seller: {
    name: string;
    telephone?: string | null;
    address?: { street: string; city: string; state: string; postcode: string; country: string } | null;
  } | null;
}

const SCHEMA = "https://schema.org/";

function availability(car: Car): string {
  if (isSold(car)) return SCHEMA + "SoldOut";
  if (car.reserved) return SCHEMA + "Reserved";
  if (car.status === "coming_soon" || car.preorder || displayPrice(car).kind === "preorder") return SCHEMA + "PreOrder";
  return SCHEMA + "InStock";
}

// Empty strings and nulls are left out rather than sent as blank values.
function compact<T extends Record<string, unknown>>(object: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(object).filter(([, v]) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0)),
  ) as Partial<T>;
}

export function vehicleJsonLd({ car, url, images, seller }: VehicleJsonLdInput): Record<string, unknown> {
  const address = seller?.address;
  const sellerLd = seller
    ? compact({
        "@type": "AutoDealer",
        name: seller.name,
        telephone: seller.telephone,
        address: address
          ? {
              "@type": "PostalAddress",
              streetAddress: address.street,
              addressLocality: address.city,
              addressRegion: address.state,
              postalCode: address.postcode,
              addressCountry: address.country,
            }
          : null,
      })
    : null;
  return compact({
    "@context": "https://schema.org",
    "@type": "Car",
    name: carTitle(car),
    url,
    sku: car.stocknum,
    brand: { "@type": "Brand", name: car.manufacturer.name || car.make },
    model: car.model,
    vehicleConfiguration: car.badge.trim(),
    vehicleModelDate: String(car.year),
    mileageFromOdometer: { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" },
    itemCondition: SCHEMA + (car.car_type === "new" ? "NewCondition" : "UsedCondition"),
    bodyType: car.simple_body,
    fuelType: car.simple_fuel,
    vehicleTransmission: car.simple_transmission,
    driveWheelConfiguration: car.simple_drive,
    vehicleSeatingCapacity: car.seats,
    color: car.colour,
    vehicleIdentificationNumber: car.vin,
    image: images,
    offers: compact({
      "@type": "Offer",
      // Only a price the page shows: a $0 placeholder is not an offer price.
      price: isPriceShown(car.price) ? car.price : null,
      priceCurrency: CURRENCY,
      availability: availability(car),
      url,
      seller: sellerLd,
    }),
  });
}

/** JSON for a <script type="application/ld+json">: nothing in it can close the element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
