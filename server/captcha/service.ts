// The lead forms' captcha (spec point 5 "Captcha shows unless turned off"): a self-hosted ALTCHA
// proof of work. The server signs a challenge (HMAC with CAPTCHA_HMAC_KEY), the browser's widget
// finds the counter, and the post's solution is checked here once: a verified solution is
// remembered in the database until its challenge expires, so it cannot be replayed on any of the
// group's app servers. Nothing leaves the group's own servers.
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { ReplayStore } from "./replay-store";
import { MIN_FILL_MS, checkFillTime, formStartedToken, type FillTimeCheck } from "./fill-time";

/** PBKDF2 with few iterations and a counter of 500-1,500: about a second in a phone's browser. */
export const CHALLENGE_ALGORITHM = "PBKDF2/SHA-256";
const COST = 1_000;
const COUNTER_RANGE = [500, 1_500] as const;
/** Long enough to fill a long form after the check ran. */
export const CHALLENGE_TTL_MS = 30 * 60_000;
/** The widget's base64 JSON is a few hundred bytes; anything far longer is not one. */
const MAX_PAYLOAD_LENGTH = 4_000;

export type CaptchaFailure = "missing" | "malformed" | "forged" | "expired" | "wrong" | "replayed" | "unavailable";
export type CaptchaCheck = { ok: true } | { ok: false; reason: CaptchaFailure };

export interface CaptchaService {
  /** A new signed challenge, as the widget fetches it (GET /api/captcha). */
  challenge(now?: Date): Promise<Challenge>;
  /** Checks the widget's payload (the form field `altcha`) once. */
  verify(payload: unknown, now?: Date): Promise<CaptchaCheck>;
  /** The signed start time a form carries (server/captcha/fill-time.ts). */
  formStarted(now?: Date): string;
  checkFillTime(token: unknown, now?: Date): FillTimeCheck;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** base64 → JSON → { challenge, solution } with the shapes altcha-lib reads; anything else is null. */
export function parsePayload(payload: string): { challenge: Challenge; solution: Solution } | null {
  if (payload.length > MAX_PAYLOAD_LENGTH || !/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.challenge) || !isRecord(parsed.solution)) return null;
  const { parameters, signature } = parsed.challenge;
  const { counter, derivedKey } = parsed.solution;
  if (!isRecord(parameters) || typeof signature !== "string" || !Number.isSafeInteger(counter) || typeof derivedKey !== "string") return null;
  const p = parameters;
  const fields = [p.algorithm, p.nonce, p.salt, p.keyPrefix].every((v) => typeof v === "string") && [p.cost, p.keyLength].every(Number.isSafeInteger);
  if (!fields || p.algorithm !== CHALLENGE_ALGORITHM || (p.data !== undefined && !isRecord(p.data))) return null;
  if (p.expiresAt !== undefined && !Number.isSafeInteger(p.expiresAt)) return null;
  // Only the known keys go on: the signature covers these, and nothing inherited sneaks in.
  const clean: Challenge["parameters"] = {
    algorithm: p.algorithm as string,
    nonce: p.nonce as string,
    salt: p.salt as string,
    cost: p.cost as number,
    keyLength: p.keyLength as number,
    keyPrefix: p.keyPrefix as string,
    ...(p.expiresAt !== undefined ? { expiresAt: p.expiresAt as number } : {}),
    ...(p.data !== undefined ? { data: p.data as Challenge["parameters"]["data"] } : {}),
  };
  return { challenge: { parameters: clean, signature }, solution: { counter: counter as number, derivedKey } };
}

export function createCaptchaService(key: string, store: ReplayStore, options: { minFillMs?: number } = {}): CaptchaService {
  const minFillMs = options.minFillMs ?? MIN_FILL_MS;
  return {
    formStarted: (now) => formStartedToken(key, now),
    checkFillTime: (token, now) => checkFillTime(key, token, now, minFillMs),
    challenge: (now = new Date()) =>
      createChallenge({
        algorithm: CHALLENGE_ALGORITHM,
        cost: COST,
        counter: randomInt(...COUNTER_RANGE),
        deriveKey,
        expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: key,
      }),
    async verify(payload, now = new Date()) {
      if (typeof payload !== "string" || payload.trim() === "") return { ok: false, reason: "missing" };
      const parsed = parsePayload(payload.trim());
      if (!parsed) return { ok: false, reason: "malformed" };
      const expiresAt = (parsed.challenge.parameters.expiresAt ?? 0) * 1000;
      if (expiresAt <= now.getTime()) return { ok: false, reason: "expired" };
      let result;
      try {
        result = await verifySolution({ ...parsed, deriveKey, hmacSignatureSecret: key });
      } catch {
        return { ok: false, reason: "malformed" };
      }
      if (result.invalidSignature !== false) return { ok: false, reason: result.expired ? "expired" : "forged" };
      if (!result.verified) return { ok: false, reason: result.expired ? "expired" : "wrong" };
      // Remembered only once verified, so forged payloads cannot fill the store.
      let first: boolean;
      try {
        first = await store.claim(parsed.challenge.signature ?? "", expiresAt, now.getTime());
      } catch (error) {
        console.error("captcha: used solutions not reachable:", error);
        return { ok: false, reason: "unavailable" };
      }
      if (!first) return { ok: false, reason: "replayed" };
      return { ok: true };
    },
  };
}
