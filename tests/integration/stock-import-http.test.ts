// POST /api/stock/import on the built server (PGlite, a copy of sites/): the group's bearer token,
// compared whole; CSV or JSON by Content-Type; bad rows answered by line and field while the good
// ones go in; refusals are 4xx with a JSON sentence, never a 500, whatever the body. Needs `npm run build`.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "./support/server";
import { send, sitesCopy } from "./support/stock";
import { PROTO_KEYS, JUNK_NUMBERS, prng, protoPolluted } from "./support/fuzz";
import type { Car } from "../../server/sites/schema";

const TOKEN = "stock-token-for-the-sunshine-group";
let server: RunningServer;
let sitesDir: string;

beforeAll(async () => {
  sitesDir = sitesCopy();
  server = await startServer({ SITES_DIR: sitesDir, DATA_DIR: path.join(sitesDir, ".data"), LOG_REQUESTS: "false", STOCK_IMPORT_TOKEN_SUNSHINE_MOTOR_GROUP: TOKEN });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const post = (body: string, headers: Record<string, string>, opts: { host?: string; query?: string } = {}) =>
  send(server.url, "POST", `/api/stock/import${opts.query ?? ""}`, { host: opts.host, headers, body });
const authed = (type = "text/csv") => ({ authorization: `Bearer ${TOKEN}`, "content-type": type });
const stock = () => (JSON.parse(readFileSync(path.join(sitesDir, "sunshine-motor-group", "stock.json"), "utf8")) as { cars: Car[] }).cars;

describe("who may import", () => {
  it("a group with no token set: 404, the webhook is off", async () => {
    const answer = await post("vin\n", authed(), { host: "tamaki.localhost" });
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.text)).toEqual({ error: "Stock import is not set up for this group." });
  });

  it.each([
    ["no Authorization", {}],
    ["a wrong token", { authorization: `Bearer ${TOKEN.replace(/.$/, "x")}` }],
    ["the token with more after it", { authorization: `Bearer ${TOKEN}x` }],
    ["the token as Basic", { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}` }],
  ])("%s: 401 with a Bearer challenge, and nothing imported", async (_name, headers) => {
    const before = stock();
    const answer = await send(server.url, "POST", "/api/stock/import", { headers: { ...headers, "content-type": "text/csv" }, body: "vin,price\nX,1\n" });
    expect(answer.status).toBe(401);
    expect(stock()).toEqual(before);
  });

  it("other methods: 405", async () => {
    expect((await send(server.url, "GET", "/api/stock/import")).status).toBe(405);
    expect((await send(server.url, "PUT", "/api/stock/import", { headers: authed(), body: "vin\n" })).status).toBe(405);
  });
});

describe("what it takes", () => {
  it("a body that is neither CSV nor JSON: 415", async () => {
    expect((await post("vin\n", authed("text/plain"))).status).toBe(415);
  });

  it("a feed over the 32 MB cap: 413", async () => {
    expect((await post("x".repeat(32 * 1024 * 1024 + 1), authed())).status).toBe(413);
  });

  it("bytes that are not UTF-8, or a NUL: 400", async () => {
    expect((await send(server.url, "POST", "/api/stock/import", { headers: authed(), body: Buffer.from([0xff, 0xfe, 0x41]) })).status).toBe(400);
    expect((await post("vin\nA\u0000\n", authed())).status).toBe(400);
  });

  it("JSON that does not parse: 400 with the reason on line 1", async () => {
    const answer = await post("{", authed("application/json"));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).errors[0]).toMatchObject({ line: 1, field: "(file)" });
  });

  it("a CSV with a bad row: 200, the good row imported, the bad one named by line and field", async () => {
    const [car, other] = stock().filter((c) => c.vin && c.status === "in_stock");
    const csv = `vin,price,year\r\n${car.vin},"31,990",\r\n${other.vin},abc,1800\r\n`;
    const answer = await post(csv, authed("text/csv; charset=utf-8"));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({
      dry_run: false,
      changed: 1,
      errors: [
        { line: 3, field: "year", message: "Number must be greater than or equal to 1900" },
        { line: 3, field: "price", message: "Expected number, received string" },
      ],
    });
    const after = stock();
    expect(after.find((c) => c.id === car.id)!.price).toBe(31_990);
    expect(after.find((c) => c.id === other.id)).toEqual(other);
  });
});

describe("fuzzed bodies with the right token", () => {
  it("never answer 500, and always answer JSON (dry runs: the copy's stock is left alone)", async () => {
    const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
    const rng = prng(seed);
    const car = stock()[0];
    const bodies: Array<[string, string]> = [];
    for (let i = 0; i < 60; i++) {
      const row = { vin: car.vin, [rng.pick(["price", "year", "km", "location", "categories", "status", rng.pick(PROTO_KEYS)])]: rng.pick<unknown>([...JUNK_NUMBERS, null, {}, [], "\u0000", "x".repeat(5_000), 1e308]) };
      bodies.push(
        rng.pick<() => [string, string]>([
          () => ["application/json", JSON.stringify(protoPolluted(rng, { cars: [row] }))],
          () => ["application/json", JSON.stringify(rng.pick<unknown>([row, [row], null, 1, "x", [[]], { cars: {} }, { cars: [null] }]))],
          () => ["text/csv", `vin,${rng.pick(["price", "year", "location.name", "a.b.c", "", rng.pick(PROTO_KEYS)])}\n"${car.vin}",${rng.pick(JUNK_NUMBERS)}\n`],
          () => ["text/csv", rng.pick(['"unclosed', 'a"b', '"a"b', "\uFEFF", "\n\n\n", ",,,\n,,", "vin\n" + "x,".repeat(1_000)])],
        ])(),
      );
    }
    const before = stock();
    for (const [type, body] of bodies) {
      const answer = await post(body, authed(type), { query: `?dry_run=1${rng.chance(0.5) ? "&full=1" : ""}` });
      expect(answer.status, `seed ${seed}: ${type} ${body.slice(0, 120)}`).toBeLessThan(500);
      expect(() => JSON.parse(answer.text), `seed ${seed}`).not.toThrow();
    }
    expect(stock()).toEqual(before);
  }, 120_000);
});
