// Chooses the car API adapter: the dealer platform's HTTP API when CAR_API_URL is set, else the local stock.
import type { Env } from "../env";
import type { SiteRegistry } from "../sites/registry";
import type { SearchService } from "../search/service";
import type { CarApi } from "./port";
import { createLocalCarApi } from "./local";
import { createUpstreamCarApi } from "./upstream";

export type { CarApi } from "./port";

export function createCarApi(env: Pick<Env, "CAR_API_URL" | "CAR_API_USER" | "CAR_API_PASSWORD">, registry: SiteRegistry, search: SearchService): CarApi {
  if (env.CAR_API_URL) {
    return createUpstreamCarApi({ baseUrl: env.CAR_API_URL, user: env.CAR_API_USER, password: env.CAR_API_PASSWORD });
  }
  return createLocalCarApi(registry, search);
}
