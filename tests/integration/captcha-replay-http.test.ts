// A group's app servers behind a load balancer share the captcha's used solutions (DESIGN.md: app
// servers hold no state of their own): two built servers on one real PostgreSQL, a solution used
// on one is refused on the other with the field message. Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Challenge } from "altcha-lib";
import type { RunningServer } from "./support/server";
import { serversOnPostgres } from "./support/server-pair";
import { solvedPayload } from "./support/captcha";
import { CAPTCHA_FAILED } from "~/lib/forms/messages";

// Servers behind one load balancer share the key (server/captcha/secret.ts).
const KEY = "captcha-replay-http-test-key-000000000000";
let a: RunningServer;
let b: RunningServer;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ a, b, stop } = await serversOnPostgres("captcha_replay", { LOG_REQUESTS: "false", TRUST_PROXY: "loopback", CAPTCHA_HMAC_KEY: KEY }));
}, 180_000);
afterAll(() => stop?.());

let client = 0;
const headers = () => ({ "x-forwarded-for": `10.92.${++client % 250}.${Math.floor(Math.random() * 250)}` });
const CONTACT = { name: "Jane", last_name: "Citizen", email: "jane@example.com", phone: "0412 345 678", postcode: "4000", category: "General", location_id: "101", message: "Hello" };

async function post(server: RunningServer, altcha: string) {
  const res = await fetch(`${server.url}/contact-us`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...CONTACT, altcha }),
  });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
}

async function solvedOn(server: RunningServer): Promise<string> {
  return solvedPayload((await (await fetch(`${server.url}/api/captcha`, { headers: headers() })).json()) as Challenge);
}

describe("two app servers on one PostgreSQL", () => {
  it("a solution used on one server is refused on the other", async () => {
    const payload = await solvedOn(a);
    const first = await post(a, payload);
    expect(first.status).toBe(302);
    expect(first.location).toMatch(/^\/success/);
    const replay = await post(b, payload);
    expect(replay.status).toBe(400);
    expect(replay.html).toContain(CAPTCHA_FAILED.replaceAll("'", "&#x27;"));
  }, 60_000);

  it("a challenge from one server is solved and used on the other once (the key is shared)", async () => {
    const payload = await solvedOn(b);
    expect((await post(a, payload)).status).toBe(302);
    expect((await post(a, payload)).status).toBe(400);
    expect((await post(b, payload)).status).toBe(400);
  }, 60_000);
});
