// The upstream car API adapter against a real HTTP server on loopback: it answers, fails, times out
// and answers 404; every try is counted and the Authorization header checked.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createUpstreamCarApi } from "../../server/cars/upstream";
import { CallError, HttpError, TimeoutError, UNEXPECTED_ERROR_TEXT, fetchJson } from "../../server/http/fetch";
import { CarApiUnavailableError } from "../../server/cars/port";
import { carJson } from "../fixtures/builders";

const SITE = { id: 7, slug: "harbour-cars" };
const USER = "dealer-site";
const PASSWORD = "s3cret:with colon";
const EXPECTED_AUTH = `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString("base64")}`;

const car = carJson({ slug: "ok-car" });

type Handler = (req: IncomingMessage, res: ServerResponse, attempt: number) => void;
const json = (res: ServerResponse, status: number, body: unknown, statusText?: string) => {
  res.writeHead(status, statusText ?? "", { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
};

// Path (with query) → how to answer; the n-th try of each path is passed in.
const routes: Record<string, Handler> = {
  "/websites/7/cars/ok-car.json": (_req, res) => json(res, 200, car),
  "/websites/7/cars/wrapped.json": (_req, res) => json(res, 200, { car: { ...car, slug: "wrapped" } }),
  "/websites/7/cars/missing.json": (_req, res) => json(res, 404, { error: "Not found" }),
  "/websites/7/cars/down.json": (_req, res) => json(res, 500, {}, "Internal Server Error"),
  "/websites/7/cars/flaky.json": (_req, res, n) => (n < 3 ? json(res, 503, {}, "Service Unavailable") : json(res, 200, car)),
  "/websites/7/cars/archived.json": (_req, res) => json(res, 502, { error: "Car is archived upstream" }, "Bad Gateway"),
  "/websites/7/cars/slow.json": () => {
    /* never answers: the client's timeout must end it */
  },
  "/websites/7/cars/garbage.json": (_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end("<html>not json");
  },
  "/websites/7/cars/wrong-shape.json": (_req, res) => json(res, 200, { id: "x" }),
  "/websites/7/cars/then-down.json": (_req, res, n) => (n === 1 ? json(res, 200, { ...car, slug: "then-down" }) : json(res, 500, {}, "Internal Server Error")),
  "/websites/7/cars/then-hangs.json": (_req, res, n) => {
    if (n === 1) json(res, 200, { ...car, slug: "then-hangs" }); // later tries never answer
  },
  "/websites/7/cars/then-gone.json": (_req, res, n) => (n === 1 ? json(res, 200, { ...car, slug: "then-gone" }) : json(res, 404, { error: "Not found" })),
  "/websites/7/cars/forbidden.json": (_req, res) => json(res, 401, { error: "Bad credentials" }, "Unauthorized"),
  "/dealerships/901/available_service_bookings.json": (_req, res) =>
    json(res, 200, [{ date: "2026-11-23", location_id: 9001, times: ["08:00", "09:00"] }]),
  "/dealerships/901/available_appointment_bookings.json": (_req, res) => json(res, 200, [{ date: "2026-11-23", times: ["10:00"] }]),
};

let server: Server;
let baseUrl: string;
const tries = new Map<string, number>();
const authHeaders: Array<string | undefined> = [];
// Requests the client closed before the server answered, per path.
const abandoned = new Map<string, number>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const key = req.url ?? "";
    const n = (tries.get(key) ?? 0) + 1;
    tries.set(key, n);
    authHeaders.push(req.headers.authorization);
    res.on("close", () => {
      if (!res.writableEnded) abandoned.set(key, (abandoned.get(key) ?? 0) + 1);
    });
    const handler = routes[key];
    if (handler) handler(req, res, n);
    else json(res, 404, { error: "no route" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  tries.clear();
  abandoned.clear();
  authHeaders.length = 0;
});

function api(over: Partial<Parameters<typeof createUpstreamCarApi>[0]> = {}) {
  const sleeps: number[] = [];
  const logs: string[] = [];
  const clock = 1_000_000;
  const carApi = createUpstreamCarApi({
    baseUrl: baseUrl + "/",
    user: USER,
    password: PASSWORD,
    timeoutMs: 300,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    log: (line) => logs.push(line),
    now: () => clock,
    ...over,
  });
  return { carApi, sleeps, logs };
}

describe("getCar: GET {api}/websites/{websiteId}/cars/{slug}.json", () => {
  it("answers the car, with basic auth on the request, in one try", async () => {
    const { carApi, sleeps } = api();
    const found = await carApi.getCar(SITE, "ok-car");
    expect(found?.slug).toBe("ok-car");
    expect(found?.badge).toBe(""); // schema defaults applied
    expect(tries.get("/websites/7/cars/ok-car.json")).toBe(1);
    expect(authHeaders).toEqual([EXPECTED_AUTH]);
    expect(sleeps).toEqual([]);
  });

  it("reads a wrapped {car: ...} answer too", async () => {
    expect((await api().carApi.getCar(SITE, "wrapped"))?.slug).toBe("wrapped");
  });

  it("404 means no car: null, one try, nothing logged", async () => {
    const { carApi, logs } = api();
    expect(await carApi.getCar(SITE, "missing")).toBeNull();
    expect(tries.get("/websites/7/cars/missing.json")).toBe(1);
    expect(logs).toEqual([]);
  });

  it("a non-OK reply is retried up to 2 more times (3 tries), then unavailable and a log line", async () => {
    const { carApi, sleeps, logs } = api();
    await expect(carApi.getCar(SITE, "down")).rejects.toThrow(CarApiUnavailableError);
    expect(tries.get("/websites/7/cars/down.json")).toBe(3);
    expect(sleeps).toEqual([250, 500]);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(`car API getCar: ${UNEXPECTED_ERROR_TEXT}: Internal Server Error`);
    expect(logs[0]).toContain("/websites/7/cars/down.json");
    expect(authHeaders.every((h) => h === EXPECTED_AUTH)).toBe(true);
  });

  it("a reply that recovers on the third try gives the car", async () => {
    const { carApi, sleeps } = api();
    expect((await carApi.getCar(SITE, "flaky"))?.slug).toBe("ok-car");
    expect(tries.get("/websites/7/cars/flaky.json")).toBe(3);
    expect(sleeps).toHaveLength(2);
  });

  it("the body's error field is the message", async () => {
    const { carApi, logs } = api();
    await expect(carApi.getCar(SITE, "archived")).rejects.toThrow(CarApiUnavailableError);
    expect(tries.get("/websites/7/cars/archived.json")).toBe(3);
    expect(logs[0]).toContain("car API getCar: Car is archived upstream");
  });

  it("a server that never answers times out on each of the 3 tries", async () => {
    const { carApi, logs } = api({ timeoutMs: 150 });
    await expect(carApi.getCar(SITE, "slow")).rejects.toThrow(CarApiUnavailableError);
    expect(tries.get("/websites/7/cars/slow.json")).toBe(3);
    expect(logs[0]).toContain("no answer within 150 ms");
    // The client itself ended each try: the server saw every request closed without answering it.
    await vi.waitFor(() => expect(abandoned.get("/websites/7/cars/slow.json")).toBe(3));
  });

  it("an answer that is not JSON, or not a car, is a failure (not retried: it would be the same)", async () => {
    const { carApi, logs } = api();
    await expect(carApi.getCar(SITE, "garbage")).rejects.toThrow(CarApiUnavailableError);
    expect(tries.get("/websites/7/cars/garbage.json")).toBe(1);
    await expect(carApi.getCar(SITE, "wrong-shape")).rejects.toThrow(CarApiUnavailableError);
    expect(logs[1]).toMatch(/car API getCar: unexpected answer: id/);
  });

  it("a 401 is logged and not retried", async () => {
    const { carApi, logs } = api();
    await expect(carApi.getCar(SITE, "forbidden")).rejects.toThrow(CarApiUnavailableError);
    expect(tries.get("/websites/7/cars/forbidden.json")).toBe(1);
    expect(logs[0]).toContain("Bad credentials");
  });

  it("a connection refused is retried, then unavailable", async () => {
    const { carApi, sleeps, logs } = api({ baseUrl: "http://127.0.0.1:1" });
    await expect(carApi.getCar(SITE, "ok-car")).rejects.toThrow(CarApiUnavailableError);
    expect(sleeps).toHaveLength(2);
    expect(logs[0]).toContain("car API getCar");
  });

  it("without credentials no Authorization header is sent", async () => {
    await api({ user: undefined, password: undefined }).carApi.getCar(SITE, "ok-car");
    expect(authHeaders).toEqual([undefined]);
  });

  it("the slug is one encoded path segment", async () => {
    await api().carApi.getCar(SITE, "../../admin");
    expect([...tries.keys()]).toEqual(["/websites/7/cars/..%2F..%2Fadmin.json"]);
  });
});

describe("one deadline over every try, and the last good copy", () => {
  it("retries stop when the next one could not start before the deadline", async () => {
    // The injected sleep moves the injected clock: 250 ms of backoff leaves 350 of 600, less than the next 500.
    let clock = 0;
    const { carApi } = api({ deadlineMs: 600, now: () => clock, sleep: async (ms) => void (clock += ms) });
    await expect(carApi.getCar(SITE, "down")).rejects.toThrow(CarApiUnavailableError);
    expect(tries.get("/websites/7/cars/down.json")).toBe(2);
  });

  it("a hanging API is cut at the deadline, not after 3 full timeouts", async () => {
    const { carApi, logs } = api({ timeoutMs: 60_000, deadlineMs: 200, now: Date.now });
    await expect(carApi.getCar(SITE, "slow")).rejects.toThrow(CarApiUnavailableError);
    expect(tries.get("/websites/7/cars/slow.json")).toBe(1);
    expect(logs[0]).toContain("no answer within");
  });

  it("by default a try waits 1,250 ms and all tries 3,000 ms", async () => {
    const { CAR_API_DEADLINE_MS, CAR_API_TRY_TIMEOUT_MS } = await import("../../server/cars/port");
    expect([CAR_API_TRY_TIMEOUT_MS, CAR_API_DEADLINE_MS]).toEqual([1_250, 3_000]);
  });

  it("a failure after a success serves the last good copy, and logs it", async () => {
    const { carApi, logs } = api();
    expect((await carApi.getCar(SITE, "then-down"))?.slug).toBe("then-down");
    expect((await carApi.getCar(SITE, "then-down"))?.slug).toBe("then-down");
    expect(logs[0]).toContain("serving the last good copy");
    expect(await carApi.getCar({ ...SITE, id: 8 }, "then-down")).toBeNull(); // another website: its own copies (and a 404 here)
  });

  it("a hang after a success serves the last good copy", async () => {
    const { carApi } = api({ timeoutMs: 100 });
    expect((await carApi.getCar(SITE, "then-hangs"))?.slug).toBe("then-hangs");
    expect((await carApi.getCar(SITE, "then-hangs"))?.slug).toBe("then-hangs");
  });

  it("a 404 after a success is a 404: the copy is dropped", async () => {
    const { carApi } = api();
    expect((await carApi.getCar(SITE, "then-gone"))?.slug).toBe("then-gone");
    expect(await carApi.getCar(SITE, "then-gone")).toBeNull();
  });
});

describe("the other calls use the spec's path shapes", () => {
  it("service slots and test-drive times by dealership", async () => {
    const { carApi } = api();
    expect(await carApi.serviceSlots(901)).toEqual([{ date: "2026-11-23", location_id: 9001, times: ["08:00", "09:00"] }]);
    expect(await carApi.testDriveSlots(901)).toEqual([{ date: "2026-11-23", location_id: null, times: ["10:00"] }]);
    expect(await carApi.serviceSlots(999)).toBeNull();
  });

  it("every call carries the basic-auth header", async () => {
    const { carApi } = api();
    await carApi.getCar(SITE, "ok-car");
    await carApi.serviceSlots(901);
    await carApi.testDriveSlots(901);
    expect(authHeaders).toEqual([EXPECTED_AUTH, EXPECTED_AUTH, EXPECTED_AUTH]);
  });
});

describe("fetchJson: labelled errors that keep their cause", () => {
  it("a CallError names the call, counts the tries and carries the HttpError with its status", async () => {
    const error = (await fetchJson(`${baseUrl}/websites/7/cars/down.json`, { label: "probe", sleep: async () => {} }).catch((e: unknown) => e)) as CallError;
    expect(error).toBeInstanceOf(CallError);
    expect(error.message).toBe(`probe: ${UNEXPECTED_ERROR_TEXT}: Internal Server Error (GET ${baseUrl}/websites/7/cars/down.json)`);
    expect(error.attempts).toBe(3);
    expect(error.status).toBe(500);
    expect(error.cause).toBeInstanceOf(HttpError);
  });

  it("a timeout is a TimeoutError cause", async () => {
    const error = (await fetchJson(`${baseUrl}/websites/7/cars/slow.json`, { label: "probe", retries: 0, timeoutMs: 100 }).catch((e: unknown) => e)) as CallError;
    expect(error.cause).toBeInstanceOf(TimeoutError);
    expect(error.attempts).toBe(1);
  });

  it("retries: 0 tries once", async () => {
    const error = (await fetchJson(`${baseUrl}/websites/7/cars/down.json`, { label: "probe", retries: 0 }).catch((e: unknown) => e)) as CallError;
    expect(error.attempts).toBe(1);
    expect(tries.get("/websites/7/cars/down.json")).toBe(1);
  });
});
