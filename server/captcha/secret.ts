// CAPTCHA_HMAC_KEY signs the captcha's challenges and the forms' start times: required in
// production when a site shows the captcha (the rule: server/feature-secret.ts).
import type { Env } from "../env";
import type { SiteRegistry } from "../sites/registry";
import { featureSecret } from "../feature-secret";

export function captchaSites(registry: SiteRegistry): string[] {
  return registry.entries.filter((e) => e.site.captcha.enabled).map((e) => e.site.slug);
}

export function captchaKey(env: Pick<Env, "CAPTCHA_HMAC_KEY" | "NODE_ENV">, registry: SiteRegistry, warn = console.warn): string {
  return featureSecret(
    env.NODE_ENV,
    { name: "CAPTCHA_HMAC_KEY", value: env.CAPTCHA_HMAC_KEY, sites: captchaSites(registry), feature: "shows the captcha", unsetWarning: "captcha challenges are signed with a key made for this process." },
    warn,
  );
}
