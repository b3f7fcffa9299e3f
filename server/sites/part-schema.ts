// The format of a group's parts.json and of a parts feed row: the parts catalogue beside the cars
// (issue 19: part number, name, category, brand, fits make/model, price, stock). Validated at boot
// and on import; a bad row is named by field, never stored.
import { z } from "zod";
import { finite } from "./fields";

/** The highest part price and stock quantity taken: a larger number is a feed error, not a part. */
export const PART_MAX_PRICE = 1_000_000;
export const PART_MAX_STOCK = 1_000_000;

// Control characters (NUL, escapes) never belong in a catalogue's text.
 
const CONTROL = /[\u0000-\u001f\u007f]/;
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(max, `at most ${max} characters`)
    .refine((s) => !CONTROL.test(s), "must not hold control characters");

export const partSchema = z
  .object({
    part_number: text(40).refine((s) => /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/.test(s), "letters, digits, space, dot, slash, hyphen and underscore only"),
    name: text(120),
    category: text(60),
    brand: text(60),
    /** Makes the part fits; none: it fits any vehicle. */
    fits_make: z.array(text(40)).max(20, "at most 20 makes").default([]),
    /** Models within those makes; none: every model of them. */
    fits_model: z.array(text(60)).max(50, "at most 50 models").default([]),
    price: finite().nonnegative("must not be negative").max(PART_MAX_PRICE, `at most ${PART_MAX_PRICE}`),
    stock: finite().int("must be a whole number").nonnegative("must not be negative").max(PART_MAX_STOCK, `at most ${PART_MAX_STOCK}`),
  })
  .strict();

export const partsFileSchema = z.object({ parts: z.array(partSchema) });

export type Part = z.infer<typeof partSchema>;

/** A part's key within its group: its number, case and spacing aside ('bp-1234 ' is BP-1234). */
export const partKey = (partNumber: string) => partNumber.trim().toUpperCase();
