// Why a car cannot be reserved online, in plain words for the visitor (issue 10: the why-not page).
// One sentence per condition of the spec's reservability rule (app/lib/reservability.ts).
import type { ReserveReason } from "./reservability";

export const RESERVE_REASON_TEXT: Readonly<Record<ReserveReason, string>> = {
  "site-not-allowed": "This dealership does not take reservations online.",
  "not-in-stock": "This vehicle is not in stock now, so it cannot be reserved online.",
  "test-drive-only": "This vehicle is for test drives only and is not for sale.",
  "no-authorization-key": "This dealership cannot take card payments online at the moment.",
  "test-key-ignored": "This dealership cannot take card payments online at the moment.",
  sold: "This vehicle has been sold.",
  reserved: "Someone has already reserved this vehicle.",
  "price-not-above-200": "This vehicle has no online price, so it cannot be reserved online.",
  "reservable-false": "The dealership has chosen not to offer this vehicle for online reservation.",
  "no-payment-processor": "This dealership cannot take card payments online at the moment.",
};

/**
 * The visitor's reasons in the rule's order, each sentence once (several conditions share one);
 * a sold car is not also said to be out of stock.
 */
export function reserveReasonTexts(reasons: readonly ReserveReason[]): string[] {
  const shown = reasons.includes("sold") ? reasons.filter((r) => r !== "not-in-stock") : reasons;
  return [...new Set(shown.map((reason) => RESERVE_REASON_TEXT[reason]))];
}
