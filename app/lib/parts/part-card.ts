// What a part's card shows (issue 19): number, name, brand, what it fits, the price in the site's
// currency and whether it is in stock, and where 'Enquire' goes: the Parts Enquiry form with the
// part named (?part=, read by the form page into its message).
import type { Part } from "../../../server/sites/part-schema";
import { DEFAULT_NO_PRICE_TEXT } from "../price";
import { formatPriceWithCents } from "../locale";

export const PARTS_ENQUIRY_PATH = "/parts-enquiry";
export const ENQUIRE_TEXT = "Enquire";
export const IN_STOCK_TEXT = "In stock";
export const OUT_OF_STOCK_TEXT = "Out of stock: we can order it in";
export const ANY_VEHICLE_TEXT = "Fits any vehicle";

export interface PartCardView {
  partNumber: string;
  name: string;
  brand: string;
  category: string;
  fits: string;
  price: string;
  inStock: boolean;
  stockText: string;
  enquireHref: string;
}

/** 'Toyota RAV4, Corolla', 'Toyota, Mazda', or any vehicle when the part names no make. */
export function fitsText(part: Pick<Part, "fits_make" | "fits_model">): string {
  if (part.fits_make.length === 0) return ANY_VEHICLE_TEXT;
  const makes = part.fits_make.join(", ");
  if (part.fits_model.length === 0) return `Fits ${makes}`;
  return part.fits_make.length === 1 ? `Fits ${makes} ${part.fits_model.join(", ")}` : `Fits ${makes} (${part.fits_model.join(", ")})`;
}

/** The Parts Enquiry form about this part. */
export const partEnquiryHref = (partNumber: string) => `${PARTS_ENQUIRY_PATH}?part=${encodeURIComponent(partNumber)}`;

/** The enquiry's opening words, so the lead names the part even when the visitor writes nothing. */
export const partEnquiryMessage = (part: Pick<Part, "part_number" | "name" | "brand">) => `Part ${part.part_number}: ${part.name} (${part.brand})`;

export function partCardView(part: Part): PartCardView {
  return {
    partNumber: part.part_number,
    name: part.name,
    brand: part.brand,
    category: part.category,
    fits: fitsText(part),
    price: part.price > 0 ? formatPriceWithCents(part.price) : DEFAULT_NO_PRICE_TEXT,
    inStock: part.stock > 0,
    stockText: part.stock > 0 ? IN_STOCK_TEXT : OUT_OF_STOCK_TEXT,
    enquireHref: partEnquiryHref(part.part_number),
  };
}
