// The tracking item payload (spec point 3 "Analytics event": content ids, currency, value,
// content_name, search_string) a vehicle or search view hands to the dataLayer and the ad pixel.
// The names are the ad pixel's own standard parameters, so the payload goes to it unchanged.
import type { Locale } from "../../../server/sites/schema";
import { CURRENCY_BY_LOCALE, type DepositCurrency } from "../deposit-terms";
import { isPriceShown } from "../price";

export interface TrackingItem {
  /** A vehicle page (the pixel's ViewContent, the dataLayer's view_item) or a search (Search / search). */
  view: "vehicle" | "search";
  /** The car id(s) viewed: the one car, or the cars on the results page in their order. */
  content_ids: string[];
  // The spec says AUD; it was written for Australian sites. An NZ or US site's prices are in its own
  // currency (CURRENCY_BY_LOCALE, as the deposit), and a pixel told AUD would misreport them.
  currency: DepositCurrency;
  /** The car's price; left out when the page shows no price (0, 10, pre-order) and on searches. */
  value?: number;
  /** The car's title, as its page heading. */
  content_name?: string;
  /** The visitor's keyword ("" when the search has none). */
  search_string?: string;
}

export function vehicleTrackingItem(car: { id: number; price: number; title: string }, locale: Locale): TrackingItem {
  return {
    view: "vehicle",
    content_ids: [String(car.id)],
    currency: CURRENCY_BY_LOCALE[locale],
    ...(isPriceShown(car.price) ? { value: car.price } : {}),
    content_name: car.title,
  };
}

export function searchTrackingItem(carIds: number[], keyword: string, locale: Locale): TrackingItem {
  return { view: "search", content_ids: carIds.map(String), currency: CURRENCY_BY_LOCALE[locale], search_string: keyword };
}
