// The registry lookup over the AutoGrab/NEVDIS-shaped API (VALUATION_API_URL): built by the val-http branch.
import type { Env } from "../env";
import type { VehicleLookup } from "./port";

export function createHttpLookup(env: Env): VehicleLookup {
  void env;
  throw new Error("createHttpLookup: built by the val-http branch");
}
