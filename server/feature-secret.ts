// The rule for a secret a feature needs (SESSION_SECRET for the garage, CAPTCHA_HMAC_KEY for the
// captcha): set, it is used; unset, in production a site with the feature on refuses to start
// (app servers behind one load balancer must share it); in development and tests a random secret
// is made for this process and a warning says so. `npm run demo` makes each one per run.
import { randomBytes } from "node:crypto";
import { EnvError } from "./env";

export interface FeatureSecret {
  name: string;
  value: string | undefined;
  /** The sites with the feature on. */
  sites: string[];
  /** What the feature does, for the error: "enables the garage". */
  feature: string;
  /** What the warning says the process-made secret does. */
  unsetWarning: string;
}

export function featureSecret(nodeEnv: string, secret: FeatureSecret, warn: (message: string) => void = console.warn): string {
  if (secret.value) return secret.value;
  if (secret.sites.length > 0 && nodeEnv === "production") {
    throw new EnvError(`Invalid environment:\n  ${secret.name}: required when a site ${secret.feature} (${secret.sites.join(", ")}); e.g. openssl rand -hex 32`);
  }
  if (secret.sites.length > 0) warn(`${secret.name} is not set: ${secret.unsetWarning}`);
  return randomBytes(32).toString("hex");
}
