import { describe, expect, it } from "vitest";
import type { Car } from "../../server/sites/schema";
import { testCar } from "../fixtures/builders";
import { vehicleJsonLd, type VehicleJsonLdInput } from "~/lib/vehicle-jsonld";

const car = (over: Record<string, unknown> = {}): Car =>
  testCar({ badge: "Ascent Sport", series: "ZWE211R", seats: 5, vin: "JTNB23HK903000001", primary_image_url: "/demo-images/hatch-white-1.svg", ...over });

const input = (over: Partial<VehicleJsonLdInput> = {}): VehicleJsonLdInput => ({
  car: car(),
  url: "https://harbourcars.example/cars/2022-toyota-corolla-ascent-sport-1",
  images: ["https://harbourcars.example/demo-images/hatch-white-1.svg"],
  seller: {
    name: "Harbour Cars Cairns",
    telephone: "07 5550 0999",
    address: { street: "1 Example Street", city: "Cairns", state: "QLD", postcode: "4870", country: "AU" },
  },
  ...over,
});

describe("schema.org Car JSON-LD", () => {
  it("carries the properties search engines use for vehicle listings", () => {
    expect(vehicleJsonLd(input())).toEqual({
      "@context": "https://schema.org",
      "@type": "Car",
      name: "2022 Toyota Corolla Ascent Sport ZWE211R",
      url: "https://harbourcars.example/cars/2022-toyota-corolla-ascent-sport-1",
      sku: "HC1001",
      brand: { "@type": "Brand", name: "Toyota" },
      model: "Corolla",
      vehicleConfiguration: "Ascent Sport",
      vehicleModelDate: "2022",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 41000, unitCode: "KMT" },
      itemCondition: "https://schema.org/UsedCondition",
      bodyType: "Hatch",
      fuelType: "Hybrid",
      vehicleTransmission: "Automatic",
      driveWheelConfiguration: "FWD",
      vehicleSeatingCapacity: 5,
      color: "White",
      vehicleIdentificationNumber: "JTNB23HK903000001",
      image: ["https://harbourcars.example/demo-images/hatch-white-1.svg"],
      offers: {
        "@type": "Offer",
        price: 27990,
        priceCurrency: "AUD",
        availability: "https://schema.org/InStock",
        url: "https://harbourcars.example/cars/2022-toyota-corolla-ascent-sport-1",
        seller: {
          "@type": "AutoDealer",
          name: "Harbour Cars Cairns",
          telephone: "07 5550 0999",
          address: {
            "@type": "PostalAddress",
            streetAddress: "1 Example Street",
            addressLocality: "Cairns",
            addressRegion: "QLD",
            postalCode: "4870",
            addressCountry: "AU",
          },
        },
      },
    });
  });

  it.each([
    ["new", "https://schema.org/NewCondition"],
    ["used", "https://schema.org/UsedCondition"],
    ["demo", "https://schema.org/UsedCondition"],
  ])("a %s car is %s", (carType, condition) => {
    expect(vehicleJsonLd(input({ car: car({ car_type: carType }) })).itemCondition).toBe(condition);
  });

  it.each([
    [{ status: "in_stock" }, "https://schema.org/InStock"],
    [{ status: "coming_soon" }, "https://schema.org/PreOrder"],
    [{ preorder: true, tag: "Pre-order", price: 0 }, "https://schema.org/PreOrder"],
    [{ reserved: true }, "https://schema.org/Reserved"],
    [{ status: "sold", sold: true }, "https://schema.org/SoldOut"],
  ])("availability of %o is %s", (over, availability) => {
    expect((vehicleJsonLd(input({ car: car(over) })).offers as { availability: string }).availability).toBe(availability);
  });

  it("offers a price only when the page shows one (above 10)", () => {
    const offer = (price: number) => vehicleJsonLd(input({ car: car({ price }) })).offers as Record<string, unknown>;
    expect(offer(10)).not.toHaveProperty("price");
    expect(offer(10)).toHaveProperty("priceCurrency", "AUD");
    expect(offer(11)).toHaveProperty("price", 11);
  });

  it("leaves out what the car does not have", () => {
    const data = vehicleJsonLd(
      input({ car: car({ vin: null, seats: null, simple_fuel: "", simple_drive: "", simple_transmission: "", badge: "" }), images: [], seller: null }),
    );
    for (const key of ["vehicleIdentificationNumber", "vehicleSeatingCapacity", "fuelType", "driveWheelConfiguration", "vehicleTransmission", "vehicleConfiguration", "image"]) {
      expect(data).not.toHaveProperty(key);
    }
    expect(data.offers).not.toHaveProperty("seller");
  });
});
