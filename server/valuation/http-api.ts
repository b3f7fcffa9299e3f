// One POST to the AutoGrab/NEVDIS-shaped valuation API (VALUATION_API_URL), shared by the lookup
// and the valuer: JSON in and out, the key as a bearer token, the shared fetch helper's timeout
// per try and retries inside one deadline. A 404 answers null ("no such vehicle"); a 5xx, a
// timeout, a reply that is not JSON or not the documented shape is a CallError.
import type { z } from "zod";
import { CallError, fetchJson, type Sleep } from "../http/fetch";
import type { Env } from "../env";

/** Each try's timeout, the tries after the first, and the deadline over them all (a visitor waits). */
export const VALUATION_API_TRY_TIMEOUT_MS = 4_000;
export const VALUATION_API_RETRIES = 2;
export const VALUATION_API_DEADLINE_MS = 10_000;

export interface ValuationApiOptions {
  timeoutMs?: number;
  deadlineMs?: number;
  retries?: number;
  retryBaseMs?: number;
  fetch?: typeof fetch;
  sleep?: Sleep;
}

export type ValuationApiEnv = Pick<Env, "VALUATION_API_URL" | "VALUATION_API_KEY">;

class ReplyShapeError extends Error {
  constructor(issues: z.ZodIssue[]) {
    super(`unexpected answer: ${issues.slice(0, 3).map((i) => `${i.path.join(".") || "(body)"} ${i.message}`).join("; ")}`);
    this.name = "ReplyShapeError";
  }
}

export type ValuationApiPost = <T>(label: string, path: string, body: unknown, reply: z.ZodType<T, z.ZodTypeDef, unknown>) => Promise<T | null>;

export function valuationApi(env: ValuationApiEnv, options: ValuationApiOptions = {}): ValuationApiPost {
  if (!env.VALUATION_API_URL) throw new Error("VALUATION_API_URL is not set");
  const base = env.VALUATION_API_URL.replace(/\/+$/, "");
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (env.VALUATION_API_KEY) headers.Authorization = `Bearer ${env.VALUATION_API_KEY}`;

  return async (label, path, body, reply) => {
    const url = base + path;
    const target = { label: `valuation API ${label}`, method: "POST", url };
    let json: unknown;
    try {
      json = await fetchJson(url, {
        ...target,
        headers,
        body: JSON.stringify(body),
        retries: options.retries ?? VALUATION_API_RETRIES,
        timeoutMs: options.timeoutMs ?? VALUATION_API_TRY_TIMEOUT_MS,
        deadlineMs: options.deadlineMs ?? VALUATION_API_DEADLINE_MS,
        retryBaseMs: options.retryBaseMs,
        fetch: options.fetch,
        sleep: options.sleep,
      });
    } catch (error) {
      if (error instanceof CallError && error.status === 404) return null;
      throw error;
    }
    const parsed = reply.safeParse(json);
    if (!parsed.success) throw new CallError({ ...target, attempts: 1 }, new ReplyShapeError(parsed.error.issues));
    return parsed.data;
  };
}
