// What a page's form posts for the captcha, made in the test: the signed start time every form we
// render carries (refused when missing), a challenge solved by the widget, as base64 JSON, and a
// payload shaped right but signed by no one.
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { formStartedToken } from "../../../server/captcha/fill-time";

/** The key the test servers (support/server.ts) and the shared lead services (support/leads.ts) sign with. */
export const TEST_CAPTCHA_KEY = "test-captcha-key-not-for-production-0000000";

/** The hidden field a rendered form carries, made `ageMs` ago: spread it into a form post. */
export const formStarted = (key = TEST_CAPTCHA_KEY, ageMs = 0) => ({ form_started: formStartedToken(key, new Date(Date.now() - ageMs)) });

export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

export const FORGED_PAYLOAD = Buffer.from(
  JSON.stringify({
    challenge: { parameters: { algorithm: "PBKDF2/SHA-256", nonce: "00", salt: "00", cost: 1, keyLength: 32, keyPrefix: "00", expiresAt: 4102444800 }, signature: "f".repeat(64) },
    solution: { counter: 1, derivedKey: "00" },
  }),
).toString("base64");
