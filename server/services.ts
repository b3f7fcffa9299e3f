// Builds the long-lived services once at start-up (each port with its adapter) and closes them at shutdown.
import type { Env } from "./env";
import type { Services } from "./context";
import type { SiteRegistry } from "./sites/registry";
import { createGeocoder } from "./geocoding";

export async function createServices(env: Env, registry: SiteRegistry): Promise<Services> {
  return { env, registry, geocoder: createGeocoder(env) };
}

export async function closeServices(_services: Services): Promise<void> {}
