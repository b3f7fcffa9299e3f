// Price display rules (spec point 5): shown price, no-price text, PREORDER, was-price, subscription, below-market.
import type { Car } from "../../server/sites/schema";
import { formatPrice } from "./locale";

/** "Price shows only when above 10". */
export const PRICE_DISPLAY_MIN = 10;
/** "Below-market badge shows when price is at least 500 under the market average". */
export const BELOW_MARKET_THRESHOLD = 500;
/** Default 'no price' text. */
export const DEFAULT_NO_PRICE_TEXT = "Enquire for price.";
export const PREORDER_TEXT = "PREORDER";

export type DisplayPrice =
  | { kind: "price"; text: string; amount: number }
  | { kind: "preorder"; text: string }
  | { kind: "no-price"; text: string };

/** Whether a price is real enough to show (above 10); lower values are placeholders. */
export function isPriceShown(price: number): boolean {
  return Number.isFinite(price) && price > PRICE_DISPLAY_MIN;
}

// The spec lists 'Pre-order' among the known tag values, so the tag counts as well as the flag.
function isPreorder(car: Pick<Car, "preorder" | "tag">): boolean {
  return car.preorder || (car.tag ?? "").trim().toLowerCase() === "pre-order";
}

/**
 * The card and detail price. A price above 10 always shows, even on a pre-order:
 * the spec's "otherwise … or PREORDER" makes PREORDER a stand-in only for a missing price.
 */
export function displayPrice(
  car: Pick<Car, "price" | "preorder" | "tag">,
  opts: { noPriceText?: string } = {},
): DisplayPrice {
  if (isPriceShown(car.price)) return { kind: "price", text: formatPrice(car.price), amount: car.price };
  if (isPreorder(car)) return { kind: "preorder", text: PREORDER_TEXT };
  return { kind: "no-price", text: opts.noPriceText ?? DEFAULT_NO_PRICE_TEXT };
}

/**
 * The was-price, only when higher than the current price. Also hidden when the current price
 * is not shown: 'was $20,000' beside 'Enquire for price.' would compare against nothing.
 */
export function wasPrice(car: Pick<Car, "price" | "before_price">): string | null {
  const before = car.before_price;
  if (before == null || !isPriceShown(car.price) || !(before > car.price)) return null;
  return formatPrice(before);
}

/** Shown when the site offers subscriptions and the car's subscription price is positive. */
export function subscriptionPrice(
  car: Pick<Car, "subscription_price">,
  opts: { offersSubscription: boolean },
): string | null {
  const amount = car.subscription_price;
  if (!opts.offersSubscription || amount == null || !(amount > 0)) return null;
  return formatPrice(amount);
}

type MarketData = {
  autograb_data?: { average_market_price?: number | null; state_average_market_price?: number | null } | null;
};

/** The market average to compare against: the state average if present (and positive), else the national one. */
export function marketAverage(car: MarketData): number | null {
  const positive = (n: number | null | undefined) => (typeof n === "number" && n > 0 ? n : null);
  const data = car.autograb_data;
  return positive(data?.state_average_market_price) ?? positive(data?.average_market_price);
}

/**
 * Below-market badge: price at least 500 under the market average. Needs a shown price,
 * since a $0 placeholder is 'under' every market.
 */
export function isBelowMarket(car: Pick<Car, "price"> & MarketData): boolean {
  const average = marketAverage(car);
  return average != null && isPriceShown(car.price) && average - car.price >= BELOW_MARKET_THRESHOLD;
}
