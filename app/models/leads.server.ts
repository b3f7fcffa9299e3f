// Page model of every lead form: which declaration a site shows (its switches, locations, slots,
// the car), the serialisable view the LeadForm component renders, and the car a form is about.
import { captchaView } from "./captcha.server";
import type { AppLoadContext } from "@remix-run/node";
import type { SiteEntry } from "../../server/sites/registry";
import type { Car } from "../../server/sites/schema";
import type { FormDeclaration, FormSiteOptions } from "~/lib/forms/declaration";
import { FORM_DEFINITIONS, buildForm, type FormCar, type FormContext, type FormKey, type Option } from "~/lib/forms/definitions";
import { slotOptions, zoneForState, type BookingDayLike } from "~/lib/forms/booking-slots";
import { isValidCarSlug } from "~/lib/car-slug";
import { isTestDriveOnly } from "~/lib/car-tags";
import { carTitle } from "~/lib/car-title";
import { swapWords } from "~/lib/locale";
import { byLocationOrder, locationKind } from "~/lib/locations/location-filters";
import { primaryLocation, vehiclePath } from "./layout.server";

/** What LeadForm needs: plain data, so a loader can hand it to the browser. */
export interface LeadFormView {
  key: FormKey;
  /** conform's form id (stable per form and step). */
  htmlId: string;
  decl: FormDeclaration;
  site: Omit<FormSiteOptions, "now">;
  siteSlug: string;
  /** Where the form posts when it is not its page's own route (/enquire... from a checkout); else Remix's own action. */
  action?: string;
  defaultValue: Record<string, string | string[]>;
  /** Values posted with the form but not shown (car_id, form). */
  hidden: Record<string, string>;
  title: string;
  car: CarSummary | null;
  /** The captcha (spec point 5): the form's signed start time; null when the site turned it off. */
  captcha: { formStarted: string } | null;
}

export interface CarSummary {
  id: number;
  slug: string;
  title: string;
  carType: Car["car_type"];
  href: string;
  image: string | null;
  stocknum: string;
  location: string;
}

/**
 * The car a form or API call names, through the search port. "Car slug lookups accept only letters,
 * digits, hyphen and underscore": ids and slugs both work.
 */
export function findCar(context: Pick<AppLoadContext, "site" | "services">, raw: string | null | undefined): Car | null {
  if (!isValidCarSlug(raw)) return null;
  const stock = context.services.search.forSite(context.site);
  const car = (/^\d{1,12}$/.test(raw) ? stock.byId(Number(raw)) : null) ?? stock.bySlug(raw);
  return car && car.show_on_dealer_website ? car : null;
}

export function carSummary(entry: SiteEntry, car: Car): CarSummary {
  return {
    id: car.id,
    slug: car.slug,
    title: carTitle(car),
    carType: car.car_type,
    href: `${vehiclePath(entry)}/${car.slug}`,
    image: car.primary_image_url,
    stocknum: car.stocknum,
    location: car.location.name,
  };
}

const locationOptions = (entry: SiteEntry, type: "sales" | "service" | "parts"): Option[] =>
  entry.locations
    .filter((l) => l.visible && locationKind(l) === type)
    .sort(byLocationOrder)
    .map((l) => ({ value: String(l.id), label: l.name }));

/** The site's time zone: its primary location's. */
export function siteTimeZone(entry: SiteEntry): string {
  const primary = primaryLocation(entry.locations);
  return zoneForState(primary?.address.state ?? entry.site.state, entry.site.locale);
}

export function formSiteOptions(entry: SiteEntry): Omit<FormSiteOptions, "now"> {
  const { site } = entry;
  return {
    locale: site.locale,
    mobileOnly: site.forms.mobile_only_phone,
    commentsRequired: site.forms.comments_required,
    showTerms: site.forms.show_terms,
    timeZone: siteTimeZone(entry),
  };
}

export type BookingKind = "test-drive" | "service";

/**
 * "test-drive times" and "service slots" from the car API port ('available_appointment_bookings',
 * 'available_service_bookings' per dealership): for a car, its dealership's times at its location;
 * otherwise every dealership of the site with a location of the right kind. A failed call offers
 * no times (the form then asks for a free date and time).
 */
export async function bookingSlots(
  context: Pick<AppLoadContext, "services">,
  entry: SiteEntry,
  kind: BookingKind,
  { car, now }: { car?: Car | null; now: Date },
): Promise<Option[]> {
  const wanted = (l: SiteEntry["locations"][number]) =>
    l.visible && locationKind(l) === (kind === "service" ? "service" : "sales");
  const dealershipIds = car && kind === "test-drive" ? [car.dealership_id] : [...new Set(entry.locations.filter(wanted).map((l) => l.dealership_id))];
  const api = context.services.cars;
  const answers = await Promise.all(
    dealershipIds.map((id) => (kind === "service" ? api.serviceSlots(id) : api.testDriveSlots(id)).catch(() => null)),
  );
  let days: BookingDayLike[] = answers.flatMap((a) => a ?? []);
  if (car && kind === "test-drive" && days.some((d) => d.location_id === car.location_id)) {
    days = days.filter((d) => d.location_id === null || d.location_id === undefined || d.location_id === car.location_id);
  }
  return slotOptions(days, { now, timeZone: siteTimeZone(entry), locale: entry.site.locale });
}

export function formCar(car: Car | null | undefined): FormCar | null {
  return car ? { carType: car.car_type, title: carTitle(car), testDriveOnly: isTestDriveOnly(car) } : null;
}

/** Everything a definition may depend on, for this site (and car). */
export async function formContext(
  context: Pick<AppLoadContext, "services">,
  entry: SiteEntry,
  key: FormKey,
  { car, now }: { car?: Car | null; now: Date },
): Promise<FormContext> {
  const { site } = entry;
  return {
    locale: site.locale,
    middleName: site.forms.middle_name,
    whereDidYouHear: site.forms.where_did_you_hear,
    yesNoQuestions: site.forms.yes_no_questions,
    enquirySubmitText: site.forms.enquiry_button_text,
    car: formCar(car),
    salesLocations: locationOptions(entry, "sales"),
    locations: entry.locations
      .filter((l) => l.visible)
      .sort(byLocationOrder)
      .map((l) => ({ value: String(l.id), label: l.name })),
    serviceLocations: locationOptions(entry, "service"),
    partsLocations: locationOptions(entry, "parts"),
    dealerships: entry.dealerships.map((d) => ({ value: d.slug, label: d.name })),
    appointmentSlots: key === "test-drive" ? await bookingSlots(context, entry, "test-drive", { car, now }) : [],
    serviceSlots: key === "service-booking" ? await bookingSlots(context, entry, "service", { car: null, now }) : [],
    makes: [...new Set(entry.group.group.manufacturers.map((m) => m.name))].sort((a, b) => a.localeCompare(b)),
  };
}

/** Labels, headings and button texts in the site's spelling (enquiry → inquiry on US sites). */
export function localiseDeclaration(decl: FormDeclaration, locale: FormSiteOptions["locale"]): FormDeclaration {
  if (locale !== "en-US") return decl;
  // Beyond the spelling swaps: US visitors read miles and license plates.
  const say = (text: string) =>
    swapWords(locale, text)
      .replace(/\(km\)/g, "(miles)")
      .replace(/\bregistration\b/g, "license plate")
      .replace(/\bRegistration\b/g, "License plate");
  return {
    ...decl,
    submitText: decl.submitText && say(decl.submitText),
    steps: decl.steps.map((step) => ({
      heading: say(step.heading),
      // Option labels too ('Tire rotation'); their values, which the dealer receives, stay as declared.
      fields: step.fields.map((f) => ({ ...f, label: say(f.label), ...("options" in f && f.options ? { options: f.options.map((o) => (typeof o === "string" ? (say(o) === o ? o : { value: o, label: say(o) }) : { ...o, label: say(o.label) })) } : {}) })),
    })),
  } as FormDeclaration;
}

export async function resolveForm(
  context: Pick<AppLoadContext, "services">,
  entry: SiteEntry,
  key: FormKey,
  options: { car?: Car | null; now: Date },
): Promise<FormDeclaration> {
  const ctx = await formContext(context, entry, key, options);
  return localiseDeclaration(buildForm(key, ctx), entry.site.locale);
}

/** Query parameters that prefill a form ("query params prefilling it"), by form. */
const PREFILL_PARAMS: Partial<Record<FormKey, readonly string[]>> = {
  finance: ["preferredDealership", "vehiclePriceBudget", "car_id", "car_type", "vin"],
  "finance-pre-approval": ["preferredDealership", "vehiclePriceBudget", "car_id", "car_type", "vin"],
  "team-member": ["team_member"],
  contact: ["category"],
  "document-request": ["document"],
};

export function prefillFromQuery(entry: SiteEntry, key: FormKey, decl: FormDeclaration, query: URLSearchParams): Record<string, string> {
  const names = new Set(decl.steps.flatMap((s) => s.fields.map((f) => f.name)));
  const out: Record<string, string> = {};
  for (const param of PREFILL_PARAMS[key] ?? []) {
    const value = query.get(param)?.trim();
    if (!value || value.length > 200 || !names.has(param)) continue;
    if (param === "preferredDealership") {
      const wanted = value.toLowerCase();
      const hit = entry.dealerships.find((d) => d.slug === wanted || d.name.toLowerCase() === wanted || String(d.id) === wanted);
      if (hit) out[param] = hit.slug;
    } else if (param === "car_type") {
      if (["new", "used", "demo"].includes(value.toLowerCase())) out[param] = value.toLowerCase();
    } else if (param === "vehiclePriceBudget") {
      const amount = value.replace(/[$,\s]/g, "");
      if (/^\d{1,9}(\.\d{1,2})?$/.test(amount)) out[param] = amount;
    } else {
      out[param] = value;
    }
  }
  return out;
}

/** Declared defaults (hidden fields, prefilled messages) as form default values. */
export function declaredDefaults(decl: FormDeclaration): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const field of decl.steps.flatMap((s) => s.fields)) {
    if (!("defaultValue" in field) || field.defaultValue === undefined) continue;
    const value = field.defaultValue;
    out[field.name] = typeof value === "boolean" ? (value ? "on" : "") : value;
  }
  return out;
}

export interface ViewOptions {
  car?: Car | null;
  now: Date;
  /** The URL the form posts to; default its page's own route (Remix's own action). */
  action?: string;
  query?: URLSearchParams;
}

export async function leadFormView(
  context: Pick<AppLoadContext, "services">,
  entry: SiteEntry,
  key: FormKey,
  request: Request,
  options: ViewOptions,
): Promise<LeadFormView> {
  const url = new URL(request.url);
  const query = options.query ?? url.searchParams;
  const decl = await resolveForm(context, entry, key, options);
  const car = options.car ?? null;
  return {
    key,
    htmlId: `lead-${key}`,
    decl,
    site: formSiteOptions(entry),
    siteSlug: entry.site.slug,
    ...(options.action ? { action: options.action } : {}),
    defaultValue: { ...declaredDefaults(decl), ...prefillFromQuery(entry, key, decl, query) },
    hidden: {},
    title: swapWords(entry.site.locale, FORM_DEFINITIONS[key].title),
    car: car ? carSummary(entry, car) : null,
    captcha: captchaView(context.services, entry, options.now),
  };
}
