// schema.org Car JSON-LD for a vehicle page (spec: "for vehicles, schema.org Car JSON-LD"): the
// properties search engines read for vehicle listings. Pure: the caller passes absolute URLs.
import type { AutoDealer, Car as CarLd, ItemAvailability, Offer, WithContext } from "schema-dts";
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
const status = (name: "SoldOut" | "Reserved" | "PreOrder" | "InStock") => `${SCHEMA}${name}` as const;

function availability(car: Car): ItemAvailability {
  if (isSold(car)) return status("SoldOut");
  if (car.reserved) return status("Reserved");
  if (car.status === "coming_soon" || car.preorder || displayPrice(car).kind === "preorder") return status("PreOrder");
  return status("InStock");
}

// Empty strings, nulls and empty lists are left out rather than sent as blank values.
function compact<T extends object>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(([, v]) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}

export function vehicleJsonLd({ car, url, images, seller }: VehicleJsonLdInput): WithContext<CarLd> {
  const address = seller?.address;
  const sellerLd: AutoDealer | undefined = seller
    ? compact<Exclude<AutoDealer, string>>({
        "@type": "AutoDealer",
        name: seller.name,
        telephone: seller.telephone ?? undefined,
        address: address
          ? {
              "@type": "PostalAddress",
              streetAddress: address.street,
              addressLocality: address.city,
              addressRegion: address.state,
              postalCode: address.postcode,
              addressCountry: address.country,
            }
          : undefined,
      })
    : undefined;
  return compact<WithContext<CarLd>>({
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
    itemCondition: car.car_type === "new" ? `${SCHEMA}NewCondition` : `${SCHEMA}UsedCondition`,
    bodyType: car.simple_body,
    fuelType: car.simple_fuel,
    vehicleTransmission: car.simple_transmission,
    driveWheelConfiguration: car.simple_drive,
    vehicleSeatingCapacity: car.seats ?? undefined,
    color: car.colour,
    vehicleIdentificationNumber: car.vin ?? undefined,
    image: images,
    offers: compact<Exclude<Offer, string>>({
      "@type": "Offer",
      // Only a price the page shows: a $0 placeholder is not an offer price.
      price: isPriceShown(car.price) ? car.price : undefined,
      priceCurrency: CURRENCY,
      availability: availability(car),
      url,
      seller: sellerLd,
    }),
  });
}
