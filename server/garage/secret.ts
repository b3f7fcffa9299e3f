// SESSION_SECRET signs the garage's session cookie and its unsubscribe links. The rule: in
// production a site with the garage on refuses to start without it; in development and tests a
// random secret is made for this process (sessions end when it restarts) and a warning says so.
// `npm run demo` makes one per run itself (package.json).
import { randomBytes } from "node:crypto";
import { EnvError, type Env } from "../env";
import type { SiteRegistry } from "../sites/registry";

export function garageSites(registry: SiteRegistry): string[] {
  return registry.entries.filter((e) => e.site.features.garage_enabled).map((e) => e.site.slug);
}

export function sessionSecret(env: Pick<Env, "SESSION_SECRET" | "NODE_ENV">, registry: SiteRegistry, warn = console.warn): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const sites = garageSites(registry);
  if (sites.length > 0 && env.NODE_ENV === "production") {
    throw new EnvError(`Invalid environment:\n  SESSION_SECRET: required when a site enables the garage (${sites.join(", ")}); e.g. openssl rand -hex 32`);
  }
  if (sites.length > 0) warn("SESSION_SECRET is not set: garage sign-ins use a secret made for this process and end when it restarts.");
  return randomBytes(32).toString("hex");
}
