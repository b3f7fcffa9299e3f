// The handlers of the three vehicle routes (/cars, /motorcycles, /campers) and of GET /api/cars/{slug},
// so each route stays one line each. A car API that is down answers 503 with Retry-After, never a
// 404: search engines keep a listed car's page and come back.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { CarApiUnavailableError } from "../../server/cars/port";
import { PHONE_REVEAL_LIMITED_MESSAGE } from "../../server/rate-limits";
import { siteOrigin } from "./layout.server";
import { heldCars } from "./held-cars.server";
import { carForApi, revealPhone, vehiclePage, vehicleRedirect, type VehicleBase, type VehiclePageData } from "./vehicle.server";
import { pack, packInDocument } from "~/lib/packed";
import { settledValue } from "~/lib/settled.server";
import type { CarCardView } from "~/lib/car-card";
import { recordPostedAction } from "../../server/analytics/server-events";
import { soldCarSearch } from "./sold-car.server";
import { calculatorHeaders, financeCalculator } from "./finance-calculator.server";

/** How long a visitor or crawler is asked to wait while the car API is down. */
export const RETRY_AFTER_SECONDS = 30;
/** The status text the vehicle page's error boundary shows for a 503. */
export const TEMPORARILY_UNAVAILABLE = "Temporarily unavailable";
const unavailableHeaders = { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };

/** Runs a car lookup; a car API outage becomes a thrown 503 (the page's error boundary shows it). */
async function orUnavailable<T>(lookup: () => Promise<T>): Promise<T> {
  try {
    return await lookup();
  } catch (error) {
    if (!CarApiUnavailableError.is(error)) throw error;
    throw new Response(TEMPORARILY_UNAVAILABLE, { status: 503, statusText: TEMPORARILY_UNAVAILABLE, headers: unavailableHeaders });
  }
}

/**
 * What a document's data leaves out (null), as its HTML shows it and the browser writes it again only
 * from a later load's data: the JSON-LD, the action bar, the specifications and the features (VehicleRoute).
 */
const LEFT_TO_THE_DOCUMENT = { jsonLd: null, actions: null, specifications: null, features: null };

/** The vehicle page as the loader sends it: the page, its finance calculator, and null for what a document leaves out. */
export type VehicleSent = Omit<VehiclePageData, "similar" | "trackingItem" | keyof typeof LEFT_TO_THE_DOCUMENT> & {
  calculator: ReturnType<typeof financeCalculator> | null;
} & { [K in keyof typeof LEFT_TO_THE_DOCUMENT]: VehiclePageData[K] | null };

export async function vehicleLoader({ params, request, context }: LoaderFunctionArgs, requested: VehicleBase) {
  const entry = context.site;
  const target = vehicleRedirect(entry, requested, params.slug, new URL(request.url).search);
  if (target) throw redirect(target, 301);
  const origin = siteOrigin(entry, request);
  const now = new Date();
  const page = await orUnavailable(() => vehiclePage(entry, context.services, params.slug, { now, origin, held: heldCars(entry, context.services) }));
  if (page) {
    const price = page.price.kind === "price" && !page.sold ? page.price.amount : null;
    const calculator = price ? financeCalculator(context, entry, request, { price, carSlug: page.car.slug, carInQuery: false, path: page.path }) : null;
    // The page as one JSON string, the similar cars as another (lib/packed.ts), with the page when
    // they are ready, after it when they are not; the tracking item beside them, where TrackingTags
    // reads every route's. A document's HTML shows the similar cards, so its data leaves them out,
    // and it carries the page's JSON in an element of its own (packInDocument).
    const { trackingItem, similar, ...shown } = page;
    const whole: VehicleSent = { ...shown, calculator };
    const similarSent = (cars: CarCardView[]) => pack<CarCardView[] | null>(cars, context.document && cars.length > 0 ? null : cars);
    const ready = await settledValue(similar);
    return data(
      {
        trackingItem,
        page: context.document ? packInDocument(whole, { ...whole, ...LEFT_TO_THE_DOCUMENT }, "vehicle-page-data") : pack(whole),
        similar: ready ? similarSent(ready.value) : similar.then((cars) => pack<CarCardView[] | null>(cars)),
      },
      { headers: calculatorHeaders(request) },
    );
  }
  const sold = await orUnavailable(() => soldCarSearch(entry, context.services, params.slug, now));
  if (sold) throw redirect(sold, 302);
  throw new Response("Not found", { status: 404 });
}

const actionSchema = z.object({ intent: z.literal("reveal-phone") });

/** The phone reveal: a plain form post without JavaScript, a fetcher with it. */
export async function vehicleAction({ params, request, context }: ActionFunctionArgs, requested: VehicleBase) {
  const entry = context.site;
  const target = vehicleRedirect(entry, requested, params.slug, "");
  if (target) throw redirect(target, 303);
  // The reveal form is one short field: a large body is not it, and is not read.
  const tooLarge = Number(request.headers.get("content-length") ?? 0) > 4096;
  const form = tooLarge ? null : await request.formData().catch(() => null);
  const parsed = actionSchema.safeParse(form ? Object.fromEntries(form) : {});
  if (!parsed.success) return data({ revealedPhone: null, error: "Unknown request" }, { status: 400 });
  const limited = await context.services.limits.phoneReveal.consume(context.clientIp || "unknown");
  if (!limited.ok) {
    return data({ revealedPhone: null, error: PHONE_REVEAL_LIMITED_MESSAGE }, { status: 429, headers: { "Retry-After": String(limited.retryAfterSeconds) } });
  }
  const result = await orUnavailable(() => revealPhone(entry, context.services, params.slug, new Date()));
  if (!result) throw new Response("Not found", { status: 404 });
  if (result.phone) recordPostedAction(context.services, entry, request, "click-to-call");
  return { revealedPhone: result.phone, error: null };
}

/** Anything but GET on /api/cars/...: a JSON 405. */
export function apiCarMethodNotAllowed() {
  return Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: "GET, HEAD", "Cache-Control": "no-store" } });
}

/** GET /api/cars/{slug}: the car as JSON, a 404 JSON error, or a 503 JSON error while the car API is down. */
export async function apiCarLoader({ params, context }: LoaderFunctionArgs) {
  const headers = { "Cache-Control": "no-store" };
  const site = context.site;
  try {
    const car = await carForApi(site, context.services, params.slug, new Date(), heldCars(site, context.services));
    if (!car) return Response.json({ error: "Car not found" }, { status: 404, headers });
    return Response.json(car, { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    if (!CarApiUnavailableError.is(error)) throw error;
    return Response.json(
      { error: "The car listing is temporarily unavailable. Please try again shortly.", retryAfter: RETRY_AFTER_SECONDS },
      { status: 503, headers: unavailableHeaders },
    );
  }
}
