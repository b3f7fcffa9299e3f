// SESSION_SECRET signs the garage's session cookie and its unsubscribe links: required in
// production when a site enables the garage (the rule: server/feature-secret.ts).
import type { Env } from "../env";
import type { SiteRegistry } from "../sites/registry";
import { featureSecret } from "../feature-secret";

export function garageSites(registry: SiteRegistry): string[] {
  return registry.entries.filter((e) => e.site.features.garage_enabled).map((e) => e.site.slug);
}

export function sessionSecret(env: Pick<Env, "SESSION_SECRET" | "NODE_ENV">, registry: SiteRegistry, warn = console.warn): string {
  return featureSecret(
    env.NODE_ENV,
    { name: "SESSION_SECRET", value: env.SESSION_SECRET, sites: garageSites(registry), feature: "enables the garage", unsetWarning: "garage sign-ins use a secret made for this process and end when it restarts." },
    warn,
  );
}
