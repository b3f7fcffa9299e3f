// A fetch helper for outside calls: a timeout per try and one deadline over all of them, errors that
// say which call failed and keep their cause, bounded retries with backoff, and an injectable sleep
// and clock so retry tests run instantly.

/** The spec's fallback text for a non-OK reply without an error field. */
export const UNEXPECTED_ERROR_TEXT = "An unexpected error occurred";

/**
 * A non-OK reply (spec point 8): "error carrying the status; if the body has an error field that
 * message is thrown with the status, else 'An unexpected error occurred' plus the status text".
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    bodyError: string | null,
  ) {
    super(bodyError ?? `${UNEXPECTED_ERROR_TEXT}: ${statusText || `HTTP ${status}`}`);
    this.name = "HttpError";
  }
}

/** Any failure of a labelled call, after its retries; `cause` is the last underlying error. */
export class CallError extends Error {
  constructor(
    readonly label: string,
    readonly attempts: number,
    cause: unknown,
  ) {
    super(`${label}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "CallError";
  }
  /** The HTTP status of the last reply, when there was one. */
  get status(): number | undefined {
    return this.cause instanceof HttpError ? this.cause.status : undefined;
  }
}

export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = "TimeoutError";
  }
}

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FetchJsonOptions {
  /** Names the call in errors and logs, e.g. "car API getCar". */
  label: string;
  headers?: Record<string, string>;
  /** Retries after the first try: the spec's "retried up to 2 more times". */
  retries?: number;
  timeoutMs?: number;
  /** One deadline over every try and backoff: no further try starts, and a try is cut, when it has passed. */
  deadlineMs?: number;
  /** Backoff before retry n (1-based): base × 2^(n-1). */
  retryBaseMs?: number;
  fetch?: typeof fetch;
  sleep?: Sleep;
  now?: () => number;
}

// A failure the next try may not repeat: no answer, a timeout, a server error, throttling.
// A 404 or 401 will answer the same again, so it is not retried (docs/decisions).
function isRetryable(error: unknown): boolean {
  if (error instanceof HttpError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return !(error instanceof SyntaxError);
}

async function bodyError(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body?.error === "string" && body.error.trim() ? body.error : null;
  } catch {
    return null;
  }
}

async function once(url: string, opts: Required<Pick<FetchJsonOptions, "timeoutMs" | "fetch">> & FetchJsonOptions): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutError(opts.timeoutMs)), opts.timeoutMs);
  try {
    const response = await opts.fetch(url, {
      headers: { Accept: "application/json", ...opts.headers },
      signal: controller.signal,
    });
    if (!response.ok) throw new HttpError(response.status, response.statusText, await bodyError(response));
    return JSON.parse(await response.text());
  } catch (error) {
    // fetch rejects with the abort reason or a DOMException; report the timeout as such.
    if (controller.signal.aborted && controller.signal.reason instanceof TimeoutError) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET a JSON document. Resolves with the parsed body; rejects with a CallError whose cause is the
 * last HttpError, TimeoutError, network or JSON error. `attempts` counts every try.
 */
export async function fetchJson(url: string, options: FetchJsonOptions): Promise<unknown> {
  // Options given as undefined take the defaults too.
  const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as FetchJsonOptions;
  const opts = { timeoutMs: 5_000, deadlineMs: Infinity, retries: 2, retryBaseMs: 250, fetch: globalThis.fetch, sleep: realSleep, now: Date.now, ...given };
  const endsAt = opts.now() + opts.deadlineMs;
  let attempt = 0;
  for (;;) {
    attempt += 1;
    const left = endsAt - opts.now();
    try {
      return await once(url, { ...opts, timeoutMs: Math.max(1, Math.min(opts.timeoutMs, left)) });
    } catch (error) {
      const backoff = opts.retryBaseMs * 2 ** (attempt - 1);
      // A retry that could not even start before the deadline is not tried.
      const last = attempt > opts.retries || !isRetryable(error) || endsAt - opts.now() <= backoff;
      if (last) throw new CallError(opts.label, attempt, error);
      await opts.sleep(backoff);
    }
  }
}
