// What the captcha widget posts, made in the test: a challenge solved, as base64 JSON; and a payload
// shaped right but signed by no one.
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

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
