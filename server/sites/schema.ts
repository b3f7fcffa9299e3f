// The format of `sites/`: one folder per dealer group (group.json, stock.json, sites/*.json).
// Field names are the spec's own (point 3); every file is validated at boot.
import { z } from "zod";
import { parseFilterExpression } from "../search/filter-expression";
import { SORT_KEYS, isSortKey } from "../../app/lib/search/state";
import { PREFERRED_MAKE_ORDER_SIZE } from "../../app/lib/search/make-order";
import { BLOG_PATHS } from "../../app/lib/content-path";
import { dateTime, finite, httpUrl, linkUrl, lookupRecord, sitePath, slug, webUrlOrBlank } from "./fields";

import { locationSchema, reviewSchema, specialHoursSchema } from "./location-schema";
import { DEFAULT_GARAGE_PATH, GARAGE_PATHS } from "../../app/lib/garage/paths";
import { analyticsSettingsSchema, captchaSettingsSchema, chatSettingsSchema, trackingSchema, valuationSettingsSchema } from "./feature-settings-schema";

// Stock and locations have modules of their own; their names are part of this format too.
export * from "./car-schema";
export * from "./location-schema";

const id = finite().int().nonnegative();

export const LOCALES = ["en-AU", "en-NZ", "en-US"] as const;
export const TEMPLATES = ["group", "dealer", "motorcycle", "camper", "make", "subscription", "truck", "rental"] as const;

// ---------------------------------------------------------------- group data

export const dealershipSchema = z.object({
  id,
  name: z.string().min(1),
  slug,
  review_count: finite().int().nonnegative().default(0),
  average_rating: finite().min(0).max(5).default(0),
  manufacturers: z.array(z.string()).default([]),
  four_step_valuation_form: z.boolean().default(false),
  enable_valuation_offer_rejection: z.boolean().default(false),
  publishable_payment_key: z.string().optional(),
});

export const manufacturerSchema = z.object({
  id,
  name: z.string().min(1),
  slug,
  logo: z.object({ url: webUrlOrBlank.nullable() }).nullable().default(null),
});

export const pageContentSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  heading: z.string().optional(),
  body: z.array(z.string()).default([]), // paragraphs of plain text
});

export const historyEntrySchema = z.object({
  index: finite().int(),
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
  pages: lookupRecord(pageContentSchema).default({}),
});

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

export const navItemSchema = z.object({ label: z.string().min(1), href: sitePath });

// Search page settings (spec points 2, 7 and 9); the defaults are the spec's where it gives them.
const searchSettingsSchema = z
  .object({
    page_size: finite().int().min(1).max(100).optional(), // unset: 21 (the spec's group figure)
    promo_position: finite().int().min(1).optional(), // unset: 30, or 9 on the group template
    default_sort: z
      .string()
      .refine(isSortKey, `must be one of ${SORT_KEYS.join(", ")}`)
      .default("relevance"),
    km_sort: z.boolean().default(false), // offer Highest/Lowest Kms
    positive_price_on_price_asc: z.boolean().default(false), // "price > 0 is added on some sites"
    limit_to_manufacturer: z.boolean().default(false), // only the site's manufacturer
    limit_to_state: z.boolean().default(false), // only the site's state
    // "A preferred make ordering list of 20 makes exists for some dealers": these makes first.
    preferred_make_order: z.array(z.string().trim().min(1)).max(PREFERRED_MAKE_ORDER_SIZE, `must list at most ${PREFERRED_MAKE_ORDER_SIZE} makes`).default([]),
  })
  .default({});


// Spec point 3 "Promo card: start, expiry, position, display, strictDisplay, node".
export const promoCardSchema = z
  .object({
    start: dateTime.optional(), // shown from this moment
    expiry: dateTime.optional(), // hidden from this moment
    position: finite().int().min(1).optional(), // 1-based place in the results; unset: the site's promo_position
    display: z.boolean().default(true), // false: kept in the file, not shown
    strictDisplay: z.boolean().default(false), // true: only when the results reach its position
    node: z.object({
      heading: z.string().min(1),
      text: z.string().default(""),
      href: linkUrl,
      label: z.string().default("Find out more"),
      image: webUrlOrBlank.nullable().default(null),
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
    url: httpUrl.optional(),
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
      .object({ url: webUrlOrBlank.nullable(), thumb: webUrlOrBlank.nullable().optional(), banner: webUrlOrBlank.nullable().optional() })
      .default({ url: null }),
    finance_provider: z.string().nullable().default(null),
    finance_path: z.enum(["/finance", "/finance-enquiry", "/apply-for-finance"]).default("/finance"),
    payment_provider: z.string().nullable().default(null),
    default_search_path: sitePath.default("/search/new-used-and-demo-cars"),
    vehicle_path: z.enum(["/cars", "/motorcycles", "/campers"]).optional(),
    include_sold_cars_days: finite().nonnegative().default(3),
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
        just_arrived_days: finite().nonnegative().default(8),
        just_arrived_tag_name: z.string().default("New"),
        sold_tag_name: z.string().default("JUST SOLD"),
      })
      .default({}),
    features: z
      .object({
        reviews: z.boolean().default(true),
        enable_store: z.boolean().default(false),
        garage_enabled: z.boolean().default(false),
        garage_path: z.enum(GARAGE_PATHS).default(DEFAULT_GARAGE_PATH), // where /my-garage lives (spec point 2)
        offers_subscription: z.boolean().default(false),
        build_model_pages: z.boolean().default(false),
        autobot: z.boolean().default(false),
        fuel_tags: z.boolean().default(false), // electric/hybrid/PHEV card tags
      })
      .default({}),
    use_pages_path: z.boolean().default(false),
    // Spec point 2: "/news (replaces /blog on one site), an external investor link".
    blog_path: z.enum(BLOG_PATHS).default("/blog"),
    investor_url: httpUrl.optional(),
    // The 360-spin integrator's script (spec point 7), loaded only for a car with a spin_id.
    spin_script_url: httpUrl.optional(),
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
        sizedImageQuality: finite().int().min(1).max(100).default(75),
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
          url: linkUrl,
          logo: webUrlOrBlank.nullable().optional(),
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
        book_service_path: sitePath.nullable().default(null), // 'Book a Service' on service locations
        force_multiple: z.boolean().default(false), // multiple-location display with a single dealership
        min_review_rating: finite().min(0).max(5).default(4), // reviews show only above this average
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
    valuation: valuationSettingsSchema,
    analytics: analyticsSettingsSchema,
    chat: chatSettingsSchema, // the 'Text us' chat widget (app/components/chat)
    captcha: captchaSettingsSchema, // the lead forms' proof of work (server/captcha)
    tagline: z.string().optional(),
    hero: z.object({ heading: z.string(), text: z.string() }).optional(),
    pages: lookupRecord(pageContentSchema).default({}), // overrides the group's pages
    theme: themeSchema,
    indexing: z.boolean().default(true), // false: robots.txt disallows all
    tracking: trackingSchema, // third-party tags, loaded after the first interaction or 3 s (app/components/TrackingTags.tsx)
    demo: z.boolean().default(false), // true: the demo car pictures (/demo-images/<body>-<colour>-<n>.svg) answer on this site
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
export type Group = z.infer<typeof groupSchema>;
export type Site = z.infer<typeof siteSchema>;
export type Dealership = z.infer<typeof dealershipSchema>;
export type Manufacturer = z.infer<typeof manufacturerSchema>;
export type Theme = z.infer<typeof themeSchema>;
export type PromoCard = z.infer<typeof promoCardSchema>;
