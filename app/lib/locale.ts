// Locale words and formats (en-AU, en-NZ, en-US): spelling swaps, money, distance, Australian states.
import type { Locale, Site, Group } from "../../server/sites/schema";

// Spec point 1: "Currency AUD" for every site, whatever its locale (US sites too).
export const CURRENCY = "AUD";

// ---------------------------------------------------------------- words

// AU spelling → US spelling, every inflection listed so swapping needs no stemming.
// NZ follows AU, so only the US column differs.
const SPELLINGS = {
  colour: "color",
  colours: "colors",
  coloured: "colored",
  enquiry: "inquiry",
  enquiries: "inquiries",
  enquire: "inquire",
  enquires: "inquires",
  enquired: "inquired",
  enquiring: "inquiring",
  petrol: "gas",
  tyre: "tire",
  tyres: "tires",
  centre: "center",
  centres: "centers",
  licence: "license",
  licences: "licenses",
  ute: "pickup",
  utes: "pickups",
  favourite: "favorite",
  favourites: "favorites",
  favourited: "favorited",
  catalogue: "catalog",
  catalogues: "catalogs",
  organise: "organize",
  organised: "organized",
  organising: "organizing",
  authorise: "authorize",
  authorised: "authorized",
  aluminium: "aluminum",
  personalise: "personalize",
  personalised: "personalized",
  customise: "customize",
  customised: "customized",
  specialise: "specialize",
  specialised: "specialized",
  specialises: "specializes",
  finalise: "finalize",
  recognised: "recognized",
  kerb: "curb",
  windscreen: "windshield",
  bonnet: "hood",
  rego: "registration",
  metre: "meter",
  metres: "meters",
} as const;

// Units are words too, but swapWords leaves them alone: a sentence such as
// 'Under 10,000 km' carries a number that a word swap cannot convert.
const UNITS = {
  kilometre: { au: "kilometre", us: "mile" },
  kilometres: { au: "kilometres", us: "miles" },
  kms: { au: "kms", us: "miles" },
  odometerUnit: { au: "km", us: "mi" },
} as const;

export type WordKey = keyof typeof SPELLINGS | keyof typeof UNITS;
export type Words = Record<WordKey, string>;

const AU_WORDS = Object.fromEntries([
  ...Object.keys(SPELLINGS).map((k) => [k, k]),
  ...Object.entries(UNITS).map(([k, v]) => [k, v.au]),
]) as Words;

const US_WORDS = Object.fromEntries([
  ...Object.entries(SPELLINGS),
  ...Object.entries(UNITS).map(([k, v]) => [k, v.us]),
]) as Words;

const isUS = (locale: Locale) => locale === "en-US";

/** Every locale word, lower case (the odometer unit is 'km' or 'mi'). */
export function words(locale: Locale): Words {
  return isUS(locale) ? US_WORDS : AU_WORDS;
}

/** One locale word, lower case unless asked to capitalise it for a label. */
export function t(locale: Locale, key: WordKey, opts: { capitalise?: boolean } = {}): string {
  const word = words(locale)[key];
  return opts.capitalise ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

// Longest first so an inflection ('enquiries') wins over its stem ('enquire') in the alternation.
const SWAP_PATTERN = new RegExp(
  `\\b(${Object.keys(SPELLINGS)
    .sort((a, b) => b.length - a.length)
    .join("|")})\\b`,
  "gi",
);

function matchCase(source: string, replacement: string): string {
  if (source.length > 1 && source === source.toUpperCase()) return replacement.toUpperCase();
  if (source[0] === source[0].toUpperCase()) return replacement[0].toUpperCase() + replacement.slice(1);
  return replacement;
}

/**
 * Rewrites text written in AU English for the site's locale, keeping each word's case
 * (Enquire → Inquire, ENQUIRY → INQUIRY). Whole words only: 'Utensils' keeps its 'Ute'.
 * Meant for display text, not URLs or data values.
 */
export function swapWords(locale: Locale, text: string): string {
  if (!isUS(locale)) return text;
  return text.replace(SWAP_PATTERN, (found) =>
    matchCase(found, SPELLINGS[found.toLowerCase() as keyof typeof SPELLINGS]),
  );
}

// ---------------------------------------------------------------- numbers

// Hand-rolled grouping so server and every browser print the same string (no ICU differences).
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** A count for people: '1,336' (en-AU, en-NZ and en-US all group thousands with a comma). */
export function formatCount(count: number): string {
  return groupThousands(count);
}

// Rounds half up in integer units (dollars or cents); toPrecision first so 1.005 dollars is
// 100.5 cents, not 100.49999….
function roundUnits(amount: number, unitsPerDollar: number): number {
  return Math.round(Number((amount * unitsPerDollar).toPrecision(15)));
}

function money(amount: number, withCents: boolean): string {
  if (!Number.isFinite(amount)) amount = 0;
  const units = roundUnits(Math.abs(amount), withCents ? 100 : 1);
  const whole = withCents ? Math.floor(units / 100) : units;
  const cents = withCents ? "." + String(units % 100).padStart(2, "0") : "";
  const sign = amount < 0 && units > 0 ? "-" : "";
  return `${sign}$${groupThousands(whole)}${cents}`;
}

/**
 * Whole dollars with thousands commas and a dollar prefix: '$12,990', '$0'.
 * Rounds to the nearest dollar (half up), so $1,234.50 shows as '$1,235'. A non-number shows '$0'.
 */
export function formatPrice(amount: number): string {
  return money(amount, false);
}

/** The one place that pads 2-digit cents: '$1,234.50'. Rounds to the nearest cent. */
export function formatPriceWithCents(amount: number): string {
  return money(amount, true);
}

// ---------------------------------------------------------------- distance

/** International mile. */
export const KM_PER_MILE = 1.609344;

/** 'km', or 'mi' for US sites. */
export function distanceUnit(locale: Locale): "km" | "mi" {
  return isUS(locale) ? "mi" : "km";
}

/** Kilometres as a whole number of the locale's unit (miles on US sites); the inverse is kmFromLocaleUnit. */
export function kmToLocaleUnit(km: number, locale: Locale): number {
  return Math.round(isUS(locale) ? km / KM_PER_MILE : km);
}

/** A whole number typed in the locale's unit, back in whole kilometres (the unit of the data and the URL). */
export function kmFromLocaleUnit(value: number, locale: Locale): number {
  return Math.round(isUS(locale) ? value * KM_PER_MILE : value);
}

/** 'Highest Kms' → 'Highest Miles' on US sites: the unit words that sit in labels without a number. */
export function swapUnitWords(locale: Locale, text: string): string {
  if (!isUS(locale)) return text;
  return text.replace(/\bkms\b/gi, (found) => matchCase(found, UNITS.kms.us));
}

/** An odometer or distance given in km, shown in the locale's unit: '12,345 km', '7,671 mi'. */
export function formatDistance(km: number, locale: Locale): string {
  const value = isUS(locale) ? km / KM_PER_MILE : km;
  const whole = Number.isFinite(value) ? Math.round(Math.max(0, value)) : 0;
  return `${groupThousands(whole)} ${distanceUnit(locale)}`;
}

// ---------------------------------------------------------------- states

export const AUSTRALIAN_STATES = [
  { code: "NSW", name: "New South Wales" },
  { code: "QLD", name: "Queensland" },
  { code: "VIC", name: "Victoria" },
  { code: "ACT", name: "Australian Capital Territory" },
  { code: "NT", name: "Northern Territory" },
  { code: "SA", name: "South Australia" },
  { code: "TAS", name: "Tasmania" },
  { code: "WA", name: "Western Australia" },
] as const;

export type AustralianState = (typeof AUSTRALIAN_STATES)[number]["code"];

/** A state code or full name in any case → its code ('qld' → 'QLD'); null when unknown. */
export function normaliseState(input: string | null | undefined): AustralianState | null {
  const wanted = (input ?? "").trim().toLowerCase();
  if (!wanted) return null;
  const hit = AUSTRALIAN_STATES.find((s) => s.code.toLowerCase() === wanted || s.name.toLowerCase() === wanted);
  return hit ? hit.code : null;
}

/** Spec point 9: "Group default state 'qld'". */
export const GROUP_DEFAULT_STATE = "qld";

/** The site's own default state, else the group's, else 'qld'. Kept as written (lower case in the spec). */
export function defaultState(
  site: Partial<Pick<Site, "default_state">>,
  group?: Partial<Pick<Group, "default_state">>,
): string {
  return site.default_state?.trim() || group?.default_state?.trim() || GROUP_DEFAULT_STATE;
}

// ---------------------------------------------------------------- postcodes

/** What a postcode is called: 'ZIP code' in the US, 'Postcode' elsewhere (a field label). */
export function postcodeLabel(locale: Locale): string {
  return isUS(locale) ? "ZIP code" : "Postcode";
}

/** The same in running text: 'ZIP code' or 'postcode'. */
export function postcodeNoun(locale: Locale): string {
  return isUS(locale) ? "ZIP code" : "postcode";
}

/** Spec point 8, 'Geocoding with no results: Invalid postcode', in the locale's word. */
export function postcodeNotFound(locale: Locale): string {
  return `Invalid ${postcodeNoun(locale)}`;
}

// ---------------------------------------------------------------- document

/** The html lang attribute: the locale is already a BCP 47 tag. */
export function htmlLang(locale: Locale): string {
  return locale;
}

// IANA time zones of the states and regions our dealers are in (AU states, Auckland, the US demo states).
const STATE_TIME_ZONES: Record<string, string> = {
  QLD: "Australia/Brisbane",
  NSW: "Australia/Sydney",
  ACT: "Australia/Sydney",
  VIC: "Australia/Melbourne",
  TAS: "Australia/Hobart",
  SA: "Australia/Adelaide",
  NT: "Australia/Darwin",
  WA: "Australia/Perth",
  AUK: "Pacific/Auckland",
  TX: "America/Chicago",
  CA: "America/Los_Angeles",
  NY: "America/New_York",
};

/** A location's time zone from its state code, or null when the state is not known. */
export function timeZoneForState(state: string | null | undefined): string | null {
  return STATE_TIME_ZONES[(state ?? "").trim().toUpperCase()] ?? null;
}

// ---------------------------------------------------------------- country

export type Country = "AU" | "NZ" | "US";
const COUNTRIES: Record<Locale, Country> = { "en-AU": "AU", "en-NZ": "NZ", "en-US": "US" };

/** The country a site's locale names: its addresses' country, and where its postcodes are looked up. */
export function countryOf(locale: Locale): Country {
  return COUNTRIES[locale];
}
