// The valuation service of a process: the lookup and valuer adapters chosen by the environment
// (VALUATION_API_URL set: the HTTP API; unset: the embedded catalogue and comparable stock),
// valuations stored in the database.
import type { Database } from "../db/database";
import type { Env } from "../env";
import type { SiteEntry } from "../sites/registry";
import type { SearchService } from "../search/service";
import { createCatalogue } from "./catalogue";
import { createEmbeddedLookup } from "./embedded-lookup";
import { createHttpLookup } from "./http-lookup";
import { createHttpValuer } from "./http-valuer";
import type { ValuationService } from "./port";
import { createValuationStore } from "./service";
import { createStockValuer } from "./stock-valuer";

export interface ValuationDeps {
  env: Env;
  db: Database;
  search: Pick<SearchService, "forSite">;
}

export function createValuationService({ env, db, search }: ValuationDeps): ValuationService {
  const api = !!env.VALUATION_API_URL;
  const stockOf = (entry: SiteEntry) => search.forSite(entry).groupCars();
  return createValuationStore({
    db,
    lookup: api ? createHttpLookup(env) : createEmbeddedLookup(),
    // The picker stays: a visitor whose plate the registry does not know can still pick the car.
    catalogue: createCatalogue({ stockOf }),
    valuer: api ? createHttpValuer(env) : createStockValuer(stockOf),
  });
}
