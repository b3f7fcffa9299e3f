// The format of `sites/`: one folder per dealer group (group.json, stock.json, sites/*.json).
// Field names are the spec's own (point 3); every file is validated at boot.
import { z } from "zod";
import { parseFilterExpression } from "../search/filter-expression";
import { SORT_KEYS, isSortKey } from "../../app/lib/search/state";

const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug (letters, digits, hyphens)");
const id = z.number().int().nonnegative();
const url = z.string().min(1);

export const LOCALES = ["en-AU", "en-NZ", "en-US"] as const;
export const AU_STATES = ["NSW", "QLD", "VIC", "ACT", "NT", "SA", "TAS", "WA"] as const;
export const TEMPLATES = ["group", "dealer", "motorcycle", "camper", "make", "subscription"] as const;
export const CAR_TYPES = ["new", "used", "demo"] as const;
export const CAR_STATUSES = ["in_stock", "coming_soon", "sold"] as const;

// ---------------------------------------------------------------- group data

export const openingHoursEntrySchema = z.object({
  weekday: z.number().int().min(0).max(6), // 0 Sunday .. 6 Saturday
  status: z.enum(["Open", "Closed"]),
  formated_hours: z.string().optional(), // sic: the upstream API's spelling
  open: z.string().optional(),
  close: z.string().optional(),
});

// Both field shapes of the spec: start_hour/end_hour or hours.begin/end; location_id or location.id.
export const specialHoursSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD"),
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
  image: z.string().nullable().optional(),
  customer_name: z.string(),
  text: z.string(),
  rating: z.number().min(0).max(5),
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
  position: z.number().int().default(0),
  manufacturers: z.array(z.string()).default([]),
  badge: z.string().optional(), // e.g. 'COMING EARLY 2026'
  address: z.object({
    street: z.string(),
    city: z.string(),
    state: z.string(),
    postcode: z.string(),
    lat: z.number().min(-90).max(90),
    long: z.number().min(-180).max(180),
    place_id: z.string().optional(),
    place_url: z.string().optional(),
    map_key: z.string().optional(),
    full: z.string().optional(),
  }),
  contact_detail: z.object({
    phone: z.string(),
    landline_phone: z.string().optional(),
    email: z.string().optional(),
    social: z.record(z.string()).default({}),
    opening_hours: z.array(openingHoursEntrySchema).default([]),
  }),
  dealer_license_number: z.string().optional(),
  motor_vehicle_repairer: z.string().optional(),
  average_rating: z.number().min(0).max(5).optional(),
  review_count: z.number().int().nonnegative().optional(),
  image: z.object({ url }).nullable().optional(),
});

export const paymentProcessorSchema = z.object({
  name: z.string().default("card"),
  authorization_type: z.string(),
  authorization_key: z.string(),
  deposit_amount: z.number().nonnegative().optional(),
});

export const dealershipSchema = z.object({
  id,
  name: z.string().min(1),
  slug,
  review_count: z.number().int().nonnegative().default(0),
  average_rating: z.number().min(0).max(5).default(0),
  manufacturers: z.array(z.string()).default([]),
  four_step_valuation_form: z.boolean().default(false),
  enable_valuation_offer_rejection: z.boolean().default(false),
  publishable_payment_key: z.string().optional(),
});

export const manufacturerSchema = z.object({
  id,
  name: z.string().min(1),
  slug,
  logo: z.object({ url: z.string().nullable() }).nullable().default(null),
});

export const pageContentSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  heading: z.string().optional(),
  body: z.array(z.string()).default([]), // paragraphs of plain text
});

export const historyEntrySchema = z.object({
  index: z.number().int(),
  period: z.string(),
  description: z.string(),
});

export const groupSchema = z.object({
  id,
  slug,
  name: z.string().min(1),
  default_state: z.string().default("qld"),
  dealerships: z.array(dealershipSchema).min(1),
  locations: z.array(locationSchema).default([]),
  manufacturers: z.array(manufacturerSchema).default([]),
  reviews: z.array(reviewSchema).default([]),
  special_hours: z.array(specialHoursSchema).default([]),
  history: z.array(historyEntrySchema).default([]),
  pages: z.record(pageContentSchema).default({}),
});

// ---------------------------------------------------------------- stock

const image = z.object({ url, thumb: z.object({ url }) });

export const carSchema = z.object({
  id,
  slug: z.string().regex(/^[A-Za-z0-9_-]+$/, "letters, digits, hyphen and underscore only"),
  name: z.string(),
  make: z.string(),
  model: z.string(),
  badge: z.string().default(""),
  series: z.string().default(""),
  year: z.number().int().min(1900).max(2100),
  km: z.number().nonnegative(),
  price: z.number().nonnegative(),
  price_type: z.string().default(""),
  before_price: z.number().nonnegative().nullable().default(null),
  subscription_price: z.number().nonnegative().nullable().default(null),
  preorder: z.boolean().default(false),
  status: z.enum(CAR_STATUSES),
  car_type: z.enum(CAR_TYPES),
  item_type: z.string().default("car"),
  simple_fuel: z.string(),
  simple_body: z.string(),
  simple_drive: z.string(),
  simple_transmission: z.string(),
  seats: z.number().int().nonnegative().nullable().default(null),
  colour: z.string(),
  certified: z.boolean().default(false),
  reserved: z.boolean().default(false),
  sold: z.boolean().default(false),
  reservable: z.boolean().nullable().default(null),
  tag: z.string().nullable().default(null),
  categories: z.array(z.string()).default([]),
  filtered_features: z.array(z.string()).default([]),
  created_at: z.string(),
  created_at_timestamp: z.number().int(),
  sold_date_timestamp: z.number().int().nullable().default(null),
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
  primary_image_url: z.string().nullable(),
  images: z.array(image).default([]),
  thumbnails: z.array(z.string()).default([]),
  photos_count: z.number().int().nonnegative().default(0),
  file: z.string().nullable().default(null), // history report link
  description: z.object({ body: z.string() }).default({ body: "" }),
  manufacturer: z.object({ name: z.string(), slug }),
  autograb_data: z
    .object({
      average_market_price: z.number().nullable().optional(),
      state_average_market_price: z.number().nullable().optional(),
    })
    .nullable()
    .default(null),
  payment_processors: z.array(paymentProcessorSchema).default([]),
  has_checkout_payment_processor: z.boolean().default(false),
  show_on_dealer_website: z.boolean().default(true),
  custom_rank: z.number().default(0),
  carsales_seller_identifier: z.string().nullable().default(null),
});

export const stockSchema = z.object({ cars: z.array(carSchema) });

// ---------------------------------------------------------------- site config

const hex = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, "must be a hex colour such as #0a2540");

export const themeSchema = z
  .object({
    primary: hex.default("#0b3d91"),
    primary_contrast: hex.default("#ffffff"),
    accent: hex.default("#e4572e"),
    background: hex.default("#ffffff"),
    surface: hex.default("#f4f6f9"),
    text: hex.default("#1b1f24"),
    font: z.string().default("system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"),
  })
  .default({});

export const navItemSchema = z.object({ label: z.string().min(1), href: z.string().startsWith("/") });

// Search page settings (spec points 2, 7 and 9); the defaults are the spec's where it gives them.
const searchSettingsSchema = z
  .object({
    page_size: z.number().int().min(1).max(100).optional(), // unset: 21 (the spec's group figure)
    promo_position: z.number().int().min(1).optional(), // unset: 30, or 9 on the group template
    default_sort: z
      .string()
      .refine(isSortKey, `must be one of ${SORT_KEYS.join(", ")}`)
      .default("relevance"),
    km_sort: z.boolean().default(false), // offer Highest/Lowest Kms
    positive_price_on_price_asc: z.boolean().default(false), // "price > 0 is added on some sites"
    limit_to_manufacturer: z.boolean().default(false), // only the site's manufacturer
    limit_to_state: z.boolean().default(false), // only the site's state
  })
  .default({});

const dateText = z.string().refine((s) => !Number.isNaN(Date.parse(s)), "must be a date such as 2026-12-01");

// Spec point 3 "Promo card: start, expiry, position, display, strictDisplay, node".
export const promoCardSchema = z
  .object({
    start: dateText.optional(), // shown from this moment
    expiry: dateText.optional(), // hidden from this moment
    position: z.number().int().min(1).optional(), // 1-based place in the results; unset: the site's promo_position
    display: z.boolean().default(true), // false: kept in the file, not shown
    strictDisplay: z.boolean().default(false), // true: only when the results reach its position
    node: z.object({
      heading: z.string().min(1),
      text: z.string().default(""),
      href: z.string().min(1),
      label: z.string().default("Find out more"),
      image: z.string().nullable().default(null),
    }),
  })
  .strict();

export const siteSchema = z
  .object({
    id,
    slug,
    template: z.enum(TEMPLATES),
    name: z.string().min(1),
    locale: z.enum(LOCALES).default("en-AU"),
    hosts: z.array(z.string().min(1)).default([]), // domains that serve this site
    url: z.string().optional(),
    domain_name: z.string().optional(),
    city: z.string().default(""),
    state: z.string().default(""),
    address: z.object({ city: z.string(), state: z.string() }).optional(),
    dealership_id: id.optional(),
    dealership_slug: slug.optional(),
    dealership_group: z.string().optional(),
    dealership_ids: z.array(id).default([]), // which of the group's dealerships this site shows; empty = all
    manufacturer_id: id.nullable().default(null),
    manufacturer: z.string().nullable().default(null),
    logo: z
      .object({ url: z.string().nullable(), thumb: z.string().nullable().optional(), banner: z.string().nullable().optional() })
      .default({ url: null }),
    finance_provider: z.string().nullable().default(null),
    finance_path: z.enum(["/finance", "/finance-enquiry", "/apply-for-finance"]).default("/finance"),
    payment_provider: z.string().nullable().default(null),
    default_search_path: z.string().startsWith("/").default("/search/new-used-and-demo-cars"),
    vehicle_path: z.enum(["/cars", "/motorcycles", "/campers"]).optional(),
    include_sold_cars_days: z.number().nonnegative().default(3),
    // A parse error stops start-up naming the file and this field (spec point 3 "Site search filter").
    search_filters: z
      .string()
      .default("")
      .superRefine((src, ctx) => {
        const parsed = parseFilterExpression(src);
        if (!parsed.ok) ctx.addIssue({ code: z.ZodIssueCode.custom, message: parsed.error });
      }),
    search: searchSettingsSchema,
    promo_cards: z.array(promoCardSchema).default([]),
    default_state: z.string().optional(),
    specifications: z
      .object({
        just_arrived_days: z.number().nonnegative().default(8),
        just_arrived_tag_name: z.string().default("New"),
        sold_tag_name: z.string().default("JUST SOLD"),
      })
      .default({}),
    features: z
      .object({
        reviews: z.boolean().default(true),
        enable_store: z.boolean().default(false),
        garage_enabled: z.boolean().default(false),
        offers_subscription: z.boolean().default(false),
        build_model_pages: z.boolean().default(false),
        autobot: z.boolean().default(false),
        fuel_tags: z.boolean().default(false), // electric/hybrid/PHEV card tags
      })
      .default({}),
    use_pages_path: z.boolean().default(false),
    // Online reserve/buy: the fixed list of dealership ids or slugs allowed (a payment_provider also allows).
    online_payments: z
      .object({
        dealerships: z.array(z.union([id, slug])).default([]),
        allow_coming_soon: z.boolean().default(false),
        allow_test_keys: z.boolean().default(false),
      })
      .default({}),
    push_leads_to_primary_location: z.boolean().default(false),
    push_leads_to_primary_dealership: z.boolean().default(false),
    override_primary_vehicle: z.boolean().default(false),
    cars: z
      .object({
        financeButtonText: z.string().default("Get Finance"),
        noPriceText: z.string().default("Enquire for price."),
        reserveLabel: z.string().default("$200"),
        // Vehicle page: the sized image builder's quality (60 on some sites), the phone shown
        // revealed at once, and which trade-in link the action bar uses (unset: by template).
        sizedImageQuality: z.number().int().min(1).max(100).default(75),
        revealPhoneAtOnce: z.boolean().default(false),
        tradeInLink: z.enum(["car", "valuations", "default"]).optional(),
      })
      .default({}),
    header: z
      .object({
        banner: z.string().optional(), // e.g. 'Est. 1958 - Family-owned. Community focused.'
        buttons: z.array(navItemSchema).default([]),
      })
      .default({}),
    navigation: z.array(navItemSchema).default([]),
    footer_navigation: z.array(navItemSchema).default([]),
    dealership_websites: z
      .array(
        z.object({
          name: z.string(),
          make: z.string().optional(),
          url: z.string(),
          logo: z.string().nullable().optional(),
          dealership_ids: z.array(id).default([]),
          slug: slug.optional(),
          location_ids: z.array(id).default([]),
        }),
      )
      .default([]),
    payment_methods: z.array(z.enum(["visa", "mastercard", "amex", "apple-pay", "google-pay"])).default(["visa", "mastercard"]),
    notes: z.object({ appointment_only: z.string().optional() }).default({}),
    // Location cards and pages (spec point 2 "Location card", point 9 reviews and multiple locations).
    location_settings: z
      .object({
        show_licences: z.boolean().default(false), // dealer (DL/CL) and repairer (MRB) licence numbers
        book_service_path: z.string().startsWith("/").nullable().default(null), // 'Book a Service' on service locations
        force_multiple: z.boolean().default(false), // multiple-location display with a single dealership
        min_review_rating: z.number().min(0).max(5).default(4), // reviews show only above this average
      })
      .default({}),
    // Lead forms (spec points 2, 5 and 7 "Leads and forms"): the per-site switches of the forms.
    forms: z
      .object({
        finance_pre_approval: z.boolean().default(false), // off: /finance-pre-approval redirects to the finance page
        mobile_only_phone: z.boolean().default(false), // AU sites taking mobile numbers only
        comments_required: z.boolean().default(true), // "Message (Comments) is required unless a site turns that off"
        show_terms: z.boolean().default(false), // the terms-of-use box that must be ticked
        middle_name: z.boolean().default(false), // "Middle name ... appears only when enabled"
        where_did_you_hear: z.boolean().default(false), // the optional 'where-did-you-hear-about-us' select
        yes_no_questions: z.boolean().default(false), // 'Ready to sell', 'Valuation guide', 'Best Finance', 'Best Deal'
        enquiry_button_text: z.enum(["Enquire Now", "Message Now"]).default("Enquire Now"),
        lead_destination: z.enum(["server", "car-clarity"]).default("server"), // where the outbox delivers
        lead_dealership_slug: slug.optional(), // a fixed dealership slug on every lead of the site
      })
      .default({}),
    tagline: z.string().optional(),
    hero: z.object({ heading: z.string(), text: z.string() }).optional(),
    pages: z.record(pageContentSchema).default({}), // overrides the group's pages
    theme: themeSchema,
    indexing: z.boolean().default(true), // false: robots.txt disallows all
    // Online reservations (issue 10): which checkout path the site uses, how long a paid deposit
    // holds the car, how long it stays refundable, and any non-refundable part by state (cents;
    // capped by the state's rule, QLD $100 — app/lib/deposit-terms.ts).
    reservations: z
      .object({
        checkout_path: z.enum(["checkout", "buy-online", "checkout-journey"]).default("checkout"),
        online_deposit: z.boolean().default(true), // false: every reservation is a 'Reserve Car' lead, the dealer takes the deposit
        hold_hours: z.number().int().min(1).max(24 * 30).default(48),
        refundable_hours: z.number().int().min(0).max(24 * 30).optional(), // unset: hold_hours
        non_refundable_cents: z.record(z.string().regex(/^[A-Z]{2,3}$/, "must be a state code such as QLD"), z.number().int().nonnegative()).default({}),
      })
      .default({}),
  })
  .strict();

export type Locale = (typeof LOCALES)[number];
export type Template = (typeof TEMPLATES)[number];
export type CarType = (typeof CAR_TYPES)[number];
export type Car = z.infer<typeof carSchema>;
export type Group = z.infer<typeof groupSchema>;
export type Site = z.infer<typeof siteSchema>;
export type Location = z.infer<typeof locationSchema>;
export type Dealership = z.infer<typeof dealershipSchema>;
export type Manufacturer = z.infer<typeof manufacturerSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type OpeningHoursEntry = z.infer<typeof openingHoursEntrySchema>;
export type SpecialHours = z.infer<typeof specialHoursSchema>;
export type PageContent = z.infer<typeof pageContentSchema>;
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type Theme = z.infer<typeof themeSchema>;
export type PaymentProcessor = z.infer<typeof paymentProcessorSchema>;
export type PromoCard = z.infer<typeof promoCardSchema>;
