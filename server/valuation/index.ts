// The valuation service of a process: the lookup and valuer adapters chosen by the environment
// (VALUATION_API_URL set: the HTTP API; unset: the embedded catalogue and comparable stock),
// valuations stored in the database.
import type { Database } from "../db/database";
import type { Env } from "../env";
import type { SiteRegistry } from "../sites/registry";
import type { ValuationService } from "./port";

export interface ValuationDeps {
  env: Env;
  db: Database;
  registry: SiteRegistry;
}

export function createValuationService(deps: ValuationDeps): ValuationService {
  void deps;
  const missing = () => {
    throw new Error("the valuation service is built by the valuation-core branch");
  };
  return new Proxy({} as ValuationService, { get: () => missing });
}
