// The one fetch helper for outside HTTP calls (car API, maps geocoder, lead forwarder): a timeout
// per try and one deadline over all of them, bounded retries with backoff, and errors that name the
// call, its method and URL (credentials removed) and keep their cause. Sleep and clock are
// injectable so retry tests run instantly.

/** The spec's fallback text for a non-OK reply without an error field. */
export const UNEXPECTED_ERROR_TEXT = "An unexpected error occurred";

/**
 * A non-OK reply (spec point 8): "error carrying the status; if the body has an error field that
 * message is thrown with the status, else 'An unexpected error occurred' plus the status text".
 */
export class HttpError extends Error {
  constructor(readonly status: number, readonly statusText: string, bodyError: string | null) {
    super(bodyError ?? `${UNEXPECTED_ERROR_TEXT}: ${statusText || `HTTP ${status}`}`);
    this.name = "HttpError";
  }
}

/** A failure a reader judged worth another try (e.g. the geocoder's "UNKNOWN_ERROR"). */
export class RetryableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "RetryableError";
  }
}

export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = "TimeoutError";
  }
}

export interface CallTarget {
  label: string;
  method: string;
  url: string;
  attempts: number;
}

// Query parameters whose values are secrets (the maps key, tokens); their values never reach a log.
const SECRET_PARAM = /key|token|secret|password|signature|auth/i;

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The URL as it may be logged: no user info, secret query values masked. */
export function redactUrl(url: string): string {
  const parsed = parse(url);
  if (!parsed) return "(invalid URL)";
  parsed.username = "";
  parsed.password = "";
  for (const name of [...parsed.searchParams.keys()]) {
    if (SECRET_PARAM.test(name)) parsed.searchParams.set(name, "***");
  }
  return parsed.toString();
}

/** Masks a URL's credentials wherever they appear in a text (fetch may quote the whole URL). */
function withoutSecrets(text: string, url: string): string {
  const parsed = parse(url);
  if (!parsed) return text;
  const secrets = [
    parsed.username,
    parsed.password,
    ...[...parsed.searchParams].filter(([name]) => SECRET_PARAM.test(name)).map(([, value]) => value),
  ]
    .flatMap((secret) => [secret, encodeURIComponent(secret)])
    .filter((secret) => secret.length > 0);
  return secrets.reduce((out, secret) => out.split(secret).join("***"), text);
}

/** Any failure of a labelled call, after its retries; `cause` is the last underlying error. */
export class CallError extends Error {
  readonly label: string;
  readonly method: string;
  /** The URL without credentials. */
  readonly url: string;
  readonly attempts: number;
  constructor(target: CallTarget, cause: unknown) {
    const url = redactUrl(target.url);
    const detail = withoutSecrets(cause instanceof Error ? cause.message : String(cause), target.url);
    super(`${target.label}: ${detail} (${target.method} ${url})`, { cause });
    this.name = "CallError";
    this.label = target.label;
    this.method = target.method;
    this.url = url;
    this.attempts = target.attempts;
  }
  /** By name, not instanceof: the server and the Remix build each load their own copy of this module. */
  static is(error: unknown): error is CallError {
    return error instanceof Error && error.name === "CallError";
  }
  /** The HTTP status of the last reply, when there was one. */
  get status(): number | undefined {
    return this.cause instanceof HttpError ? this.cause.status : undefined;
  }
}

export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface FetchOptions {
  /** Names the call in errors and logs, e.g. "car API getCar". */
  label: string;
  method?: string;
  headers?: Record<string, string>;
  body?: RequestInit["body"];
  /** Retries after the first try: the spec's "retried up to 2 more times". */
  retries?: number;
  timeoutMs?: number;
  /** One deadline over every try and backoff: no further try starts, and a try is cut, when it has passed. */
  deadlineMs?: number;
  /** Backoff before retry n (1-based); by default retryBaseMs × 2^(n-1). */
  backoffMs?: (retry: number) => number;
  retryBaseMs?: number;
  fetch?: typeof fetch;
  sleep?: Sleep;
  now?: () => number;
}

/** Reads a reply inside the try (its timeout still runs); throws to fail the try. */
export type ReadReply<T> = (response: Response) => Promise<T>;

// A failure the next try may not repeat: no answer, a timeout, a server error, throttling, or one
// the reader marked. A 404 or 401 will answer the same again, so it is not retried (docs/decisions).
function isRetryable(error: unknown): boolean {
  if (error instanceof HttpError) return error.status >= 500 || error.status === 408 || error.status === 429;
  if (error instanceof RetryableError) return true;
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

/** The JSON body of an OK reply; a non-OK reply is an HttpError, a body that is not JSON a SyntaxError. */
export const readJson: ReadReply<unknown> = async (response) => {
  if (!response.ok) throw new HttpError(response.status, response.statusText, await bodyError(response));
  return JSON.parse(await response.text());
};

type Settled = Required<Pick<FetchOptions, "method" | "timeoutMs" | "fetch">> & FetchOptions;

async function once<T>(url: string, opts: Settled, read: ReadReply<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimeoutError(opts.timeoutMs)), opts.timeoutMs);
  try {
    const response = await opts.fetch(url, {
      method: opts.method,
      headers: { Accept: "application/json", ...opts.headers },
      body: opts.body,
      signal: controller.signal,
    });
    return await read(response);
  } catch (error) {
    // fetch rejects with the abort reason or a DOMException; report the timeout as such.
    if (controller.signal.aborted && controller.signal.reason instanceof TimeoutError) throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One call with its retries: resolves with what `read` made of a reply; rejects with a CallError
 * whose cause is the last HttpError, TimeoutError, network, JSON or reader error.
 */
export async function fetchWithRetries<T>(url: string, options: FetchOptions, read: ReadReply<T>): Promise<T> {
  // Options given as undefined take the defaults too.
  const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as FetchOptions;
  const opts = {
    method: "GET",
    timeoutMs: 5_000,
    deadlineMs: Infinity,
    retries: 2,
    retryBaseMs: 250,
    fetch: globalThis.fetch,
    sleep: realSleep,
    now: Date.now,
    ...given,
  };
  const backoffMs = opts.backoffMs ?? ((retry: number) => opts.retryBaseMs * 2 ** (retry - 1));
  const endsAt = opts.now() + opts.deadlineMs;
  let attempt = 0;
  for (;;) {
    attempt += 1;
    const left = endsAt - opts.now();
    try {
      return await once(url, { ...opts, timeoutMs: Math.max(1, Math.min(opts.timeoutMs, left)) }, read);
    } catch (error) {
      const backoff = backoffMs(attempt);
      // A retry that could not even start before the deadline is not tried.
      const last = attempt > opts.retries || !isRetryable(error) || endsAt - opts.now() <= backoff;
      if (last) throw new CallError({ label: opts.label, method: opts.method, url, attempts: attempt }, error);
      await opts.sleep(backoff);
    }
  }
}

/** GET (or another method) a JSON document, with the retries and errors above. */
export function fetchJson(url: string, options: FetchOptions): Promise<unknown> {
  return fetchWithRetries(url, options, readJson);
}
