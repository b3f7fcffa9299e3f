// The embedded vehicle lookup (issue 12): there is no registry to ask, and it says so, so the
// visitor picks year, make, model and badge from the catalogue instead (server/valuation/catalogue.ts).
import type { VehicleLookup } from "./port";

export function createEmbeddedLookup(): VehicleLookup {
  return {
    registry: false,
    async lookup() {
      return { kind: "no-registry" };
    },
  };
}
