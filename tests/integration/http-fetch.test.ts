// The one fetch helper (server/http/fetch.ts) against a real HTTP server on loopback: a try is cut by
// its timeout, a 500 is retried the bounded number of times, a 400 is not, and the error names the
// call, method and URL without credentials.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CallError, HttpError, RetryableError, TimeoutError, fetchJson, fetchWithRetries } from "../../server/http/fetch";

let server: Server;
let base: string;
const tries = new Map<string, number>();
const sleeps: number[] = [];
const sleep = async (ms: number) => {
  sleeps.push(ms);
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    tries.set(path, (tries.get(path) ?? 0) + 1);
    if (path === "/hang") return; // never answers: only the timeout ends the try
    const status = path === "/500" ? 500 : path === "/400" ? 400 : path === "/429" ? 429 : 200;
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(status === 200 ? { ok: true, method: req.method } : { error: `failed with ${status}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  tries.clear();
  sleeps.length = 0;
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail("should have failed"),
    (error: unknown) => error as CallError
  );

describe("fetch helper", () => {
  it("reads an OK JSON reply once", async () => {
    expect(await fetchJson(`${base}/ok`, { label: "probe", sleep })).toEqual({
      ok: true,
      method: "GET",
    });
    expect(tries.get("/ok")).toBe(1);
  });

  it("cuts a try that gets no answer at its timeout, and retries it", async () => {
    const error = await failure(
      fetchJson(`${base}/hang`, {
        label: "probe",
        timeoutMs: 100,
        retries: 1,
        sleep,
      })
    );
    expect(error).toBeInstanceOf(CallError);
    expect(error.cause).toBeInstanceOf(TimeoutError);
    expect(error.message).toContain("no answer within 100 ms");
    expect(tries.get("/hang")).toBe(2);
  });

  it("retries a 500 the bounded number of times, with the backoff given", async () => {
    const error = await failure(fetchJson(`${base}/500`, { label: "probe", retries: 2, sleep }));
    expect(error.attempts).toBe(3);
    expect(tries.get("/500")).toBe(3);
    expect(sleeps).toEqual([250, 500]);
    expect(error.status).toBe(500);
    expect(error.cause).toBeInstanceOf(HttpError);

    sleeps.length = 0;
    await failure(
      fetchJson(`${base}/500`, {
        label: "probe",
        retries: 2,
        backoffMs: (n) => 200 * n,
        sleep,
      })
    );
    expect(sleeps).toEqual([200, 400]);
  });

  it("retries a 429, and a failure the reader marks as retryable", async () => {
    await failure(fetchJson(`${base}/429`, { label: "probe", retries: 1, sleep }));
    expect(tries.get("/429")).toBe(2);
    const marked = await failure(
      fetchWithRetries(`${base}/ok`, { label: "probe", retries: 2, sleep }, async () => {
        throw new RetryableError("try again later");
      })
    );
    expect(marked.attempts).toBe(3);
  });

  it("does not retry a 400: it would answer the same again", async () => {
    const error = await failure(fetchJson(`${base}/400`, { label: "probe", retries: 2, sleep }));
    expect(error.attempts).toBe(1);
    expect(tries.get("/400")).toBe(1);
    expect(sleeps).toEqual([]);
    expect(error.status).toBe(400);
  });

  it("labels the error with the call, method, URL and the reply's own error", async () => {
    const error = await failure(
      fetchJson(`${base}/400?website_id=7`, {
        label: "car API getCar",
        method: "POST",
        sleep,
      })
    );
    expect(error.label).toBe("car API getCar");
    expect(error.method).toBe("POST");
    expect(error.message).toBe(`car API getCar: failed with 400 (POST ${base}/400?website_id=7)`);
  });

  it("keeps credentials out of the message: user info and secret query values", async () => {
    const withSecrets = `http://someone:hunter2@127.0.0.1:${
      new URL(base).port
    }/400?components=x&key=AIzaSECRET&access_token=t0k3n`;
    const error = await failure(fetchJson(withSecrets, { label: "maps geocoding", retries: 0, sleep }));
    for (const secret of ["someone", "hunter2", "AIzaSECRET", "t0k3n"]) {
      expect(error.message).not.toContain(secret);
      expect(error.url).not.toContain(secret);
    }
    expect(error.message).toContain("components=x");
  });

  it("a network failure is retried and kept as the cause", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise((resolve) => closed.close(resolve));
    const error = await failure(fetchJson(url, { label: "probe", retries: 1, sleep }));
    expect(error.attempts).toBe(2);
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});
