// CAPTCHA_HMAC_KEY signs the captcha's challenges and the forms' start times. The rule (as for
// SESSION_SECRET): in production a site with the captcha on refuses to start without it, since app
// servers behind a load balancer must share it; in development and tests a random key is made for
// this process and a warning says so. `npm run demo` makes one per run itself (package.json).
import { randomBytes } from "node:crypto";
import { EnvError, type Env } from "../env";
import type { SiteRegistry } from "../sites/registry";

export function captchaSites(registry: SiteRegistry): string[] {
  return registry.entries.filter((e) => e.site.captcha.enabled).map((e) => e.site.slug);
}

export function captchaKey(env: Pick<Env, "CAPTCHA_HMAC_KEY" | "NODE_ENV">, registry: SiteRegistry, warn = console.warn): string {
  if (env.CAPTCHA_HMAC_KEY) return env.CAPTCHA_HMAC_KEY;
  const sites = captchaSites(registry);
  if (sites.length > 0 && env.NODE_ENV === "production") {
    throw new EnvError(`Invalid environment:\n  CAPTCHA_HMAC_KEY: required when a site shows the captcha (${sites.join(", ")}); e.g. openssl rand -hex 32`);
  }
  if (sites.length > 0) warn("CAPTCHA_HMAC_KEY is not set: captcha challenges are signed with a key made for this process.");
  return randomBytes(32).toString("hex");
}
