// The valuation over the AutoGrab-shaped API (VALUATION_API_URL).
//
// Request: POST {VALUATION_API_URL}/api/valuations, `Authorization: Bearer {VALUATION_API_KEY}`:
//   {"vehicle": {"year": 2019, "make": "Mazda", "model": "CX-5", "badge": "Maxx Sport", "code": "...",
//     "rego": "ABC123", "vin": "..."}, "odometer": 45000, "odometer_unit": "km",
//    "condition": "Good", "state": "QLD", "currency": "AUD"}
// (the vehicle as identified; odometer as the visitor entered it, in the site's unit; the state the
// car is registered in, else the site's; the site's currency, as the embedded valuer prices).
// Reply 200: {"valuation": {"low": 21000, "high": 24000, "guide": 22500, "currency": "AUD"}} in
// whole units (low <= guide <= high; currency left out: the one asked for); {"valuation": null}
// or a 404 when it cannot price the car.
import { z } from "zod";
import { CURRENCY_BY_LOCALE } from "../../app/lib/deposit-terms";
import { defaultState, distanceUnit, normaliseState } from "../../app/lib/locale";
import type { ValuationInput, ValuationResult, Valuer } from "./port";
import { valuationApi, type ValuationApiEnv, type ValuationApiOptions } from "./http-api";

const amount = z.number().finite().nonnegative().max(100_000_000);

export const valuationReplySchema = z.object({
  valuation: z
    .object({ low: amount, high: amount, guide: amount, currency: z.enum(["AUD", "NZD", "USD"]).optional() })
    .refine((v) => v.low <= v.guide && v.guide <= v.high, "low <= guide <= high")
    .nullable(),
});

/** Results are whole units to the nearest 100 (the port's rule), kept in order after rounding. */
const round100 = (n: number) => Math.round(n / 100) * 100;

function requestBody({ entry, vehicle, details }: ValuationInput) {
  const state = vehicle.state ?? normaliseState(defaultState(entry.site, entry.group.group)) ?? undefined;
  return {
    vehicle,
    odometer: details.odometer,
    odometer_unit: distanceUnit(entry.site.locale),
    condition: details.condition,
    ...(state ? { state } : {}),
    currency: CURRENCY_BY_LOCALE[entry.site.locale],
  };
}

export function createHttpValuer(env: ValuationApiEnv, options: ValuationApiOptions = {}): Valuer {
  const post = valuationApi(env, options);
  return {
    async value(input): Promise<ValuationResult> {
      const body = requestBody(input);
      const reply = await post("valuation", "/api/valuations", body, valuationReplySchema);
      const priced = reply?.valuation;
      if (!priced) return { kind: "declined", reason: "not-valued", source: "autograb", comparables: null };
      const low = round100(priced.low);
      const high = round100(priced.high);
      const guide = Math.min(high, Math.max(low, round100(priced.guide)));
      return { kind: "priced", low, high, guide, currency: priced.currency ?? body.currency, source: "autograb", comparables: null };
    },
  };
}
