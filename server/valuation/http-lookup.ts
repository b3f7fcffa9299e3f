// The registry lookup over the AutoGrab/NEVDIS-shaped API (VALUATION_API_URL).
//
// Request: POST {VALUATION_API_URL}/api/nevdis (registration lookup) or /api/simple-autograb-lookup
// (vehicle lookup), `Authorization: Bearer {VALUATION_API_KEY}`, a JSON body of either
//   {"rego": "ABC123", "regoState": "QLD"}   (regoState left out where plates have no state)
//   {"vin": "JM0KF4W7A00123456"}
// Reply 200: {"vehicle": {"year": 2019, "make": "Mazda", "model": "CX-5", "badge": "Maxx Sport",
//   "series": "KF", "body": "Wagon", "fuel": "Petrol", "transmission": "Automatic",
//   "engine": "2.5L 4cyl", "code": "MAZ-CX5-19-MS"}} (year, make and model required; null or
//   missing for the rest), or {"vehicles": [...]} (the first is taken).
// Not found: 404, or 200 with {"vehicle": null} / {"vehicles": []}.
import { z } from "zod";
import { vehicleIdentitySchema } from "../../app/lib/valuation/vehicle";
import type { LookupQuery, LookupResult, VehicleIdentity, VehicleLookup } from "./port";
import { valuationApi, type ValuationApiEnv, type ValuationApiOptions } from "./http-api";

const PATHS = { nevdis: "/api/nevdis", autograb: "/api/simple-autograb-lookup" } as const;

// A registry sends null (or "") for what it does not know: read as "not given".
const withoutBlanks = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== "")) : value;
const registryVehicle = z.preprocess(withoutBlanks, vehicleIdentitySchema.omit({ rego: true, state: true, vin: true }));

// One object rather than a union, so a bad reply's error names the field (vehicle.year) that failed.
export const lookupReplySchema = z
  .object({ vehicle: registryVehicle.nullable().optional(), vehicles: z.array(registryVehicle).optional() })
  .refine((reply) => reply.vehicle !== undefined || reply.vehicles !== undefined, "a vehicle or vehicles");

function requestBody(query: LookupQuery) {
  if ("vin" in query) return { vin: query.vin };
  return query.state ? { rego: query.rego, regoState: query.state } : { rego: query.rego };
}

export function createHttpLookup(env: ValuationApiEnv, options: ValuationApiOptions = {}): VehicleLookup {
  const post = valuationApi(env, options);
  return {
    registry: true,
    async lookup(query, via): Promise<LookupResult> {
      const reply = await post(`lookup ${via}`, PATHS[via], requestBody(query), lookupReplySchema);
      const found = reply && (reply.vehicle ?? reply.vehicles?.[0]);
      if (!found) return { kind: "not-found" };
      // The vehicle carries what identified it, so the valuation and the dealer see the plate or VIN.
      const vehicle: VehicleIdentity = { ...found, ...("vin" in query ? { vin: query.vin } : { rego: query.rego, ...(query.state ? { state: query.state } : {}) }) };
      return { kind: "found", vehicle, source: via };
    },
  };
}
