// The secrets a production server refuses to start without when a demo site uses the feature
// (server/feature-secret.ts): the caller's own when set, else made for this run. Shared by the bench,
// the start-up timer and the screenshot script, which start the built server in production mode.
import { randomBytes } from "node:crypto";

export function productionSecrets(): { SESSION_SECRET: string; CAPTCHA_HMAC_KEY: string } {
  return {
    SESSION_SECRET: process.env.SESSION_SECRET ?? randomBytes(32).toString("hex"),
    CAPTCHA_HMAC_KEY: process.env.CAPTCHA_HMAC_KEY ?? randomBytes(32).toString("hex"),
  };
}
