// A site's settings for the features that sit beside its pages: trade-in valuation, analytics events
// and third-party tags. Kept apart from server/sites/schema.ts, which puts the site together.
import { z } from "zod";
import { TRACKING_ID_FORMATS, type TrackingIdName } from "../../app/lib/tracking/tags";
import { finite } from "./fields";

// Trade-in valuation (issue 12): the embedded valuer's reconditioning margin (the share taken off
// comparable retail prices: a trade price, not a retail one), and POST /api/miscellaneous
// ("one site only": the site that keeps the valuation result under column_name valuation).
export const valuationSettingsSchema = z
  .object({
    reconditioning_margin: finite().min(0).max(0.9).default(0.15),
    miscellaneous: z.boolean().default(false),
  })
  .default({});

// Analytics (spec point 7 "sent only on certain sites"): events: record page views and visitor
// actions in the events table (POST /api/events and server-side page views). Off by default.
export const analyticsSettingsSchema = z.object({ events: z.boolean().default(false) }).default({});

// Spec point 3's ids for tag management, analytics, ad pixels and call tracking; an id goes into a
// script URL, so only the vendor's own format passes (app/lib/tracking/tags.ts).
const trackingId = (name: TrackingIdName) => z.string().regex(TRACKING_ID_FORMATS[name].pattern, TRACKING_ID_FORMATS[name].message).optional();
export const trackingSchema = z
  .object({
    tag_manager_id: trackingId("tag_manager_id"),
    analytics_id: trackingId("analytics_id"),
    ad_pixel_id: trackingId("ad_pixel_id"),
    call_tracking_id: trackingId("call_tracking_id"),
  })
  .strict()
  .default({});

// The 'Text us' chat (issue 14, spec point 2): on or off, the paths it is hidden on ("/cars,
// /our-locations/ and /checkout-journey for certain dealers and on careers pages for others": a
// pattern hides its path and everything below it), and the welcome bubble's text naming the
// dealer (by default one built from the site's name). Off by default.
export const chatSettingsSchema = z
  .object({
    enabled: z.boolean().default(false),
    hidden_paths: z
      .array(z.string().regex(/^\/[^\s?#]{0,200}$/, "must be a path starting with / (no query or fragment)"))
      .max(50)
      .default([]),
    welcome_text: z.string().trim().min(1).max(300).optional(),
  })
  .strict()
  .default({});

// The lead forms' captcha (spec point 5 "Captcha shows unless turned off"): the self-hosted proof
// of work on every lead form (server/captcha). On by default; a site turns it off here.
export const captchaSettingsSchema = z.object({ enabled: z.boolean().default(true) }).strict().default({});
