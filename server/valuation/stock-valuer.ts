// The embedded valuer (issue 12): prices a trade-in from the group's own comparable stock with the
// pure rule in app/lib/valuation/comparables.ts, less the site's reconditioning margin, in the
// site's currency. The odometer arrives in the site's unit (miles on US sites); stock km are km.
import { CURRENCY_BY_LOCALE } from "../../app/lib/deposit-terms";
import { KM_PER_MILE } from "../../app/lib/locale";
import { valueFromComparables } from "../../app/lib/valuation/comparables";
import type { ValuationResult, Valuer } from "./port";
import type { StockOf } from "./catalogue";

export function createStockValuer(stockOf: StockOf): Valuer {
  return {
    async value({ entry, vehicle, details }): Promise<ValuationResult> {
      const { locale } = entry.site;
      const odometerKm = locale === "en-US" ? details.odometer * KM_PER_MILE : details.odometer;
      const car = { make: vehicle.make, model: vehicle.model, year: vehicle.year, odometerKm, condition: details.condition };
      const valued = valueFromComparables(stockOf(entry), car, entry.site.valuation.reconditioning_margin);
      if (valued.kind === "declined") return { ...valued, source: "stock" };
      return { ...valued, currency: CURRENCY_BY_LOCALE[locale], source: "stock" };
    },
  };
}
