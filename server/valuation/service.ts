// The valuation service (issue 12): values a car with the chosen valuer and keeps the valuation in
// the database. Storing is second to answering: when the save fails the visitor still gets the
// price (spec point 8: "valuation save failure: console only").
import type { Database } from "../db/database";
import type { VehicleCatalogue, VehicleLookup, Valuer, ValuationService } from "./port";
import { insertValuation, listValuations, updateDecision, updateLead, updateMiscellaneous, updateResult, valuationOf } from "./repository";

export interface ValuationServiceParts {
  db: Database;
  lookup: VehicleLookup;
  catalogue: VehicleCatalogue;
  valuer: Valuer;
}

export function createValuationStore({ db, lookup, catalogue, valuer }: ValuationServiceParts): ValuationService {
  return {
    lookup,
    catalogue,
    async create(input) {
      const { entry, vehicle, details, purpose } = input;
      const result = await valuer.value(input); // a valuation API failure propagates: the caller answers 503
      try {
        const valuation = await insertValuation(db, {
          siteSlug: entry.site.slug,
          groupSlug: entry.group.group.slug,
          purpose,
          carSlug: input.car?.slug ?? null,
          vehicle,
          details,
          result,
        });
        return { result, valuation };
      } catch (error) {
        console.error("valuation save:", error);
        return { result, valuation: null };
      }
    },
    get: (entry, id) => valuationOf(db, entry.site.slug, id),
    async adjust(entry, id, details, now) {
      const stored = await valuationOf(db, entry.site.slug, id);
      if (!stored) return null;
      const result = await valuer.value({ entry, vehicle: stored.vehicle, details, now });
      return updateResult(db, entry.site.slug, id, details, result);
    },
    decide: (entry, id, decision) => updateDecision(db, entry.site.slug, id, decision),
    attachLead: (entry, id, leadId) => updateLead(db, entry.site.slug, id, leadId),
    setMiscellaneous: (entry, id, column, value) => updateMiscellaneous(db, entry.site.slug, id, column, value),
    list: (filter) => listValuations(db, filter),
  };
}
