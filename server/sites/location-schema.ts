// The format of a group's locations (spec point 3: Location, opening hours, holiday hours, reviews).
import { z } from "zod";
import { calendarDate, finite, httpUrl, slug, webUrl, webUrlOrBlank } from "./fields";

const id = finite().int().nonnegative();
const url = webUrl;

export const openingHoursEntrySchema = z.object({
  weekday: finite().int().min(0).max(6), // 0 Sunday .. 6 Saturday
  status: z.enum(["Open", "Closed"]),
  formated_hours: z.string().optional(), // sic: the upstream API's spelling
  open: z.string().optional(),
  close: z.string().optional(),
});

// Both field shapes of the spec: start_hour/end_hour or hours.begin/end; location_id or location.id.
export const specialHoursSchema = z.object({
  date: calendarDate,
  status: z.enum(["Open", "Closed"]),
  start_hour: z.string().optional(),
  end_hour: z.string().optional(),
  hours: z.object({ begin: z.string(), end: z.string() }).optional(),
  location_id: id.optional(),
  location: z.object({ id }).optional(),
  name: z.string().optional(),
});

export const reviewSchema = z.object({
  id,
  dealership_id: id.optional(),
  location_id: id.optional(),
  image: webUrlOrBlank.nullable().optional(),
  customer_name: z.string(),
  text: z.string(),
  rating: finite().min(0).max(5),
  created_at_time_ago_in_words: z.string().optional(),
  review_date: z.string(),
  review_date_in_words: z.string().optional(),
  reply_text: z.string().nullable().optional(),
  reply_date: z.string().nullable().optional(),
  reply_date_in_words: z.string().nullable().optional(),
});

export const locationSchema = z.object({
  id,
  name: z.string().min(1),
  slug,
  dealership_id: id,
  dealership_slug: slug,
  location_type: z.enum(["sales", "service", "parts", ""]).default(""), // empty means sales
  location_subtype: z.array(z.string()).default([]), // can include 'buying'
  primary: z.boolean().default(false),
  visible: z.boolean().default(true),
  position: finite().int().default(0),
  manufacturers: z.array(z.string()).default([]),
  badge: z.string().optional(), // e.g. 'COMING EARLY 2026'
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    postcode: z.string(),
    lat: finite().min(-90).max(90),
    long: finite().min(-180).max(180),
    place_id: z.string().optional(),
    place_url: httpUrl.optional(),
    map_key: z.string().optional(),
    full: z.string().optional(),
  }),
  contact_detail: z.object({
    phone: z.string(),
    landline_phone: z.string().optional(),
    email: z.string().optional(),
    social: z.record(httpUrl).default({}),
    opening_hours: z.array(openingHoursEntrySchema).default([]),
  }),
  dealer_license_number: z.string().optional(),
  motor_vehicle_repairer: z.string().optional(),
  average_rating: finite().min(0).max(5).optional(),
  review_count: finite().int().nonnegative().optional(),
  image: z.object({ url }).nullable().optional(),
});

export type Location = z.infer<typeof locationSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type OpeningHoursEntry = z.infer<typeof openingHoursEntrySchema>;
export type SpecialHours = z.infer<typeof specialHoursSchema>;
