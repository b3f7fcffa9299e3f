// /success?category=...: the thanks page after a stored lead. The category is the slug the submit
// path derived (spec point 2); anything else in the query is shown only once checked.
import type { AppLoadContext } from "@remix-run/node";
import { LEAD_CATEGORIES, categorySlug } from "~/lib/forms/categories";
import { pagePath } from "~/lib/forms/session-journey";
import { swapWords } from "~/lib/locale";
import { carSummary, findCar, type CarSummary } from "./leads.server";

const LABELS: Record<string, string> = {
  ...Object.fromEntries(LEAD_CATEGORIES.map((c) => [categorySlug(c), c])),
  "demo-vehicle-enquiry": "Demo Vehicle Enquiry",
};

/** What happens next, by category; the rest get the general sentence. */
const NEXT: Record<string, string> = {
  "test-drive-booking": "We will call or email you shortly to confirm the time of your test drive.",
  "test-drive-booking-used": "We will call or email you shortly to confirm the time of your test drive.",
  "service-booking": "Our service team will confirm your booking by SMS and email.",
  finance: "A finance specialist will contact you to talk about your application.",
  "trade-in-enquiry": "We will be in touch with a valuation of your vehicle.",
  "sell-my-car": "We will be in touch with an offer for your vehicle.",
  career: "Thank you for your interest in joining our team. We will be in touch if your experience suits a role.",
  "reserve-car": "We will contact you to complete your reservation.",
};
const GENERAL_NEXT = "A member of our team will be in touch shortly.";

export interface SuccessData {
  siteSlug: string;
  category: string;
  label: string | null;
  next: string;
  car: CarSummary | null;
  back: string | null;
  searchPath: string;
}

export function successPage(context: AppLoadContext, request: Request): SuccessData {
  const entry = context.site;
  const query = new URL(request.url).searchParams;
  const raw = (query.get("category") ?? "").trim().toLowerCase();
  const category = /^[a-z0-9-]{1,100}$/.test(raw) ? raw : "";
  const label = LABELS[category] ?? null;
  const car = findCar(context, query.get("car_id"));
  const back = pagePath(query.get("back"));
  return {
    siteSlug: entry.site.slug,
    category,
    label: label && swapWords(entry.site.locale, label),
    next: swapWords(entry.site.locale, NEXT[category] ?? GENERAL_NEXT),
    car: car ? carSummary(entry, car) : null,
    back: back && !back.startsWith("/success") ? back : null,
    searchPath: entry.site.default_search_path,
  };
}
