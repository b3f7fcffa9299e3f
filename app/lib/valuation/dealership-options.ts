// Which dealership's valuation switches apply (spec point 3 Dealership summary:
// four_step_valuation_form, enable_valuation_offer_rejection): the dealership of the car being
// bought (/cars/trade-in?car_id=), else the site's one dealership. A site showing several
// dealerships (the group site) without a car has no one dealer to ask: the defaults (off) apply.
import type { Dealership } from "../../../server/sites/schema";

export interface ValuationOptions {
  fourStep: boolean;
  offerRejection: boolean;
  /** The dealership whose switches these are, when there is one. */
  dealershipSlug: string | null;
}

export function valuationOptions(siteDealerships: readonly Dealership[], groupDealerships: readonly Dealership[], car?: { dealership_id: number } | null): ValuationOptions {
  const dealer = car ? groupDealerships.find((d) => d.id === car.dealership_id) : siteDealerships.length === 1 ? siteDealerships[0] : undefined;
  return {
    fourStep: dealer?.four_step_valuation_form ?? false,
    offerRejection: dealer?.enable_valuation_offer_rejection ?? false,
    dealershipSlug: dealer?.slug ?? null,
  };
}
