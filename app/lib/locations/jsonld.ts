// schema.org AutoDealer JSON-LD for a location page: address, geo, phone, opening hours, its
// dealership's service and parts departments, and the rating when reviews are shown.
import type * as Schema from "schema-dts";
import type { Locale, Location } from "../../../server/sites/schema";
import { directionsUrl } from "./card";
import { locationLatLng } from "./distance";
import { locationKind } from "./location-filters";
import { openingHoursSpecification, type OpeningHoursSpecification } from "./opening-hours";
import { locationPath } from "./paths";
import { roundRating } from "./stars";
import { countryOf } from "../locale";

const DEPARTMENT_TYPE = { service: "AutoRepair", parts: "AutoPartsStore" } as const;

// schema-dts types, narrowed to what this page always says.
type Typed<T> = Exclude<T, string>;

interface PostalAddress extends Schema.PostalAddress {
  "@type": "PostalAddress";
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: string;
}

interface Department {
  "@type": (typeof DEPARTMENT_TYPE)[keyof typeof DEPARTMENT_TYPE];
  name: string;
  url: string;
  telephone: string;
  address: PostalAddress;
  openingHoursSpecification?: OpeningHoursSpecification[];
}

// Each property is checked against schema-dts's AutoDealer (departments too, through it).
export interface AutoDealerJsonLd extends Typed<Schema.AutoDealer> {
  "@context": "https://schema.org";
  "@type": "AutoDealer";
  "@id": string;
  name: string;
  url: string;
  telephone: string;
  image?: string;
  address: PostalAddress;
  geo?: { "@type": "GeoCoordinates"; latitude: number; longitude: number };
  hasMap: string;
  openingHoursSpecification?: OpeningHoursSpecification[];
  department?: Department[];
  aggregateRating?: { "@type": "AggregateRating"; ratingValue: number; reviewCount: number; bestRating: 5; worstRating: 1 };
}

export interface AutoDealerInput {
  location: Location;
  /** The site's origin, e.g. 'https://www.sunshinemotorgroup.com.au'. */
  origin: string;
  locale: Locale;
  /** Locations that may be departments: service and parts locations of the same dealership are kept. */
  departments: readonly Location[];
  /** Whether this location's reviews are shown (shouldShowReviews). */
  showRating: boolean;
}

function postalAddress(location: Location, locale: Locale): PostalAddress {
  const { street, city, state, postcode } = location.address;
  return { "@type": "PostalAddress", streetAddress: street, addressLocality: city, addressRegion: state, postalCode: postcode, addressCountry: countryOf(locale) };
}

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`);

// Optional keys are added only when there is something to say, so the JSON carries no empty arrays.
function withHours<T extends object>(value: T, location: Location): T & { openingHoursSpecification?: OpeningHoursSpecification[] } {
  const specs = openingHoursSpecification(location.contact_detail.opening_hours);
  return specs.length > 0 ? { ...value, openingHoursSpecification: specs } : value;
}

export function autoDealerJsonLd({ location, origin, locale, departments, showRating }: AutoDealerInput): AutoDealerJsonLd {
  const url = `${origin}${locationPath(location.slug)}`;
  const point = locationLatLng(location);
  const depts: Department[] = departments
    .filter((d) => d.id !== location.id && d.dealership_id === location.dealership_id)
    .flatMap((d) => {
      const kind = locationKind(d);
      if (kind === "sales") return [];
      const base = {
        "@type": DEPARTMENT_TYPE[kind],
        name: d.name,
        url: `${origin}${locationPath(d.slug)}`,
        telephone: d.contact_detail.phone,
        address: postalAddress(d, locale),
      };
      return [withHours(base, d)];
    });

  let ld: AutoDealerJsonLd = {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    "@id": `${url}#dealer`,
    name: location.name,
    url,
    telephone: location.contact_detail.phone,
    address: postalAddress(location, locale),
    hasMap: directionsUrl(location),
  };
  if (location.image?.url) ld.image = absolute(origin, location.image.url);
  if (point) ld.geo = { "@type": "GeoCoordinates", latitude: point.lat, longitude: point.lng };
  ld = withHours(ld, location);
  if (depts.length > 0) ld.department = depts;
  const count = location.review_count ?? 0;
  if (showRating && count > 0) {
    ld.aggregateRating = { "@type": "AggregateRating", ratingValue: roundRating(location.average_rating), reviewCount: count, bestRating: 5, worstRating: 1 };
  }
  return ld;
}

/** The one escaper (app/lib/jsonld.ts), under the name the location route imports. */
export { jsonLdScript as jsonLdScriptText } from "../jsonld";
