// The format of a group's stock.json: the spec's Car (point 3), validated at boot and on import.
import { z } from "zod";
import { finite, slug, webUrl, webUrlOrBlank } from "./fields";

const id = finite().int().nonnegative();
const url = webUrl;

export const CAR_TYPES = ["new", "used", "demo"] as const;
export const CAR_STATUSES = ["in_stock", "coming_soon", "sold"] as const;

export const paymentProcessorSchema = z.object({
  name: z.string().default("card"),
  authorization_type: z.string(),
  authorization_key: z.string(),
  deposit_amount: finite().nonnegative().optional(),
});

const image = z.object({ url, thumb: z.object({ url }) });

export const carSchema = z.object({
  id,
  slug: z.string().regex(/^[A-Za-z0-9_-]+$/, "letters, digits, hyphen and underscore only"),
  name: z.string(),
  make: z.string(),
  model: z.string(),
  badge: z.string().default(""),
  series: z.string().default(""),
  year: finite().int().min(1900).max(2100),
  km: finite().nonnegative(),
  price: finite().nonnegative(),
  price_type: z.string().default(""),
  before_price: finite().nonnegative().nullable().default(null),
  subscription_price: finite().nonnegative().nullable().default(null),
  preorder: z.boolean().default(false),
  status: z.enum(CAR_STATUSES),
  car_type: z.enum(CAR_TYPES),
  item_type: z.string().default("car"),
  simple_fuel: z.string(),
  simple_body: z.string(),
  simple_drive: z.string(),
  simple_transmission: z.string(),
  seats: finite().int().nonnegative().nullable().default(null),
  colour: z.string(),
  certified: z.boolean().default(false),
  reserved: z.boolean().default(false),
  sold: z.boolean().default(false),
  reservable: z.boolean().nullable().default(null),
  tag: z.string().nullable().default(null),
  categories: z.array(z.string()).default([]),
  filtered_features: z.array(z.string()).default([]),
  created_at: z.string(),
  created_at_timestamp: finite().int(),
  sold_date_timestamp: finite().int().nullable().default(null),
  stocknum: z.string(),
  vin: z.string().nullable().default(null),
  rego: z.string().nullable().optional(),
  dealership_id: id,
  dealership_slug: slug,
  location: z.object({
    name: z.string(),
    slug,
    phone: z.string().nullable(),
    distribution_locations: z.array(z.string()).default([]),
  }),
  location_id: id,
  city: z.string(),
  state: z.string(),
  primary_image_url: webUrlOrBlank.nullable(),
  images: z.array(image).default([]),
  thumbnails: z.array(webUrl).default([]),
  photos_count: finite().int().nonnegative().default(0),
  file: webUrlOrBlank.nullable().default(null), // history report link
  description: z.object({ body: z.string() }).default({ body: "" }),
  manufacturer: z.object({ name: z.string(), slug }),
  autograb_data: z
    .object({
      average_market_price: finite().nullable().optional(),
      state_average_market_price: finite().nullable().optional(),
    })
    .nullable()
    .default(null),
  payment_processors: z.array(paymentProcessorSchema).default([]),
  has_checkout_payment_processor: z.boolean().default(false),
  show_on_dealer_website: z.boolean().default(true),
  custom_rank: finite().default(0),
  carsales_seller_identifier: z.string().nullable().default(null),
  // The 360-spin integrator's id for this car; its gallery offers the spin viewer (spin_script_url).
  spin_id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "letters, digits, hyphen and underscore only (at most 100)").optional(),
  // Trucks (spec point 1): gross vehicle mass in kg and the axle configuration ('4x2', '6x4', '8x4').
  // Optional, not defaulted: a car stock file imported again keeps its rows as they were.
  gvm: finite().int().positive().nullable().optional(),
  axle_configuration: z.string().nullable().optional(),
  // Rental cars: the hire rates, per day and per week.
  daily_rate: finite().nonnegative().nullable().optional(),
  weekly_rate: finite().nonnegative().nullable().optional(),
});

export const stockSchema = z.object({ cars: z.array(carSchema) });

export type CarType = (typeof CAR_TYPES)[number];
export type Car = z.infer<typeof carSchema>;
export type PaymentProcessor = z.infer<typeof paymentProcessorSchema>;
