// The lead forms' captcha through the built production server (spec point 5 "Captcha shows unless
// turned off"): the challenge endpoint, a solved widget payload accepted once, forged, missing and
// replayed ones refused with a message (never a 5xx), and the no-JavaScript path's minimum fill
// time. Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { startServer, type RunningServer } from "./support/server";
import { MAX_FORM_AGE_MS, checkFillTime, formStartedToken } from "../../server/captcha/fill-time";
import { CAPTCHA_FAILED, CAPTCHA_MISSING, FILLED_TOO_FAST, FORM_OUT_OF_DATE } from "~/lib/forms/messages";

const KEY = "captcha-http-test-key-000000000000000000";
let server: RunningServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "dealer-captcha-http-"));
  server = await startServer({ DATA_DIR: dataDir, LOG_REQUESTS: "false", TRUST_PROXY: "loopback", CAPTCHA_HMAC_KEY: KEY, CAPTCHA_MIN_FILL_MS: "3000" });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

let client = 0;
/** Each post from its own address, so the lead rate limit never decides a test. */
const headers = () => ({ "x-forwarded-for": `10.91.${++client % 250}.${Math.floor(Math.random() * 250)}` });

const CONTACT = { name: "Jane", last_name: "Citizen", email: "jane@example.com", phone: "0412 345 678", postcode: "4000", category: "General", location_id: "101", message: "Hello" };

async function post(values: Record<string, string>) {
  const res = await fetch(`${server.url}/contact-us`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers(), "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...CONTACT, ...values }),
  });
  return { status: res.status, location: res.headers.get("location"), html: await res.text() };
}

async function solvedPayload(): Promise<string> {
  const res = await fetch(`${server.url}/api/captcha`, { headers: headers() });
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

const escaped = (text: string) => text.replaceAll("'", "&#x27;");

describe("GET /api/captcha", () => {
  it("answers a signed challenge; other methods are a 405", async () => {
    const res = await fetch(`${server.url}/api/captcha`, { headers: headers() });
    const body = (await res.json()) as Challenge;
    expect(body.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    const put = await fetch(`${server.url}/api/captcha`, { method: "PUT", headers: headers() });
    expect(put.status).toBe(405);
    await put.arrayBuffer();
  });
});

describe("a lead form with the captcha (JavaScript ran: the widget's field is posted)", () => {
  it("a solved challenge lets the lead in once; the same solution again is refused with a message", async () => {
    const payload = await solvedPayload();
    const first = await post({ altcha: payload });
    expect(first.status).toBe(302);
    expect(first.location).toMatch(/^\/success/);
    const again = await post({ altcha: payload });
    expect(again.status).toBe(400);
    expect(again.html).toContain(escaped(CAPTCHA_FAILED));
  }, 60_000);

  it("an empty widget field (not solved yet) is a message under it, with the visitor's values kept", async () => {
    const res = await post({ altcha: "" });
    expect(res.status).toBe(400);
    expect(res.html).toContain(escaped(CAPTCHA_MISSING));
    expect(res.html).toContain('value="jane@example.com"');
  });

  it("forged, malformed and hostile payloads are a message, never a 5xx", async () => {
    const forged = Buffer.from(JSON.stringify({ challenge: { parameters: { algorithm: "PBKDF2/SHA-256", nonce: "00", salt: "00", cost: 1, keyLength: 32, keyPrefix: "00", expiresAt: 4102444800 }, signature: "f".repeat(64) }, solution: { counter: 1, derivedKey: "00" } })).toString("base64");
    const proto = Buffer.from('{"__proto__":{"challenge":1},"constructor":{"prototype":{}}}').toString("base64");
    for (const altcha of [forged, proto, "%%%", "x".repeat(100_000), "e30="]) {
      const res = await post({ altcha });
      expect(res.status, altcha.slice(0, 20)).toBe(400);
      expect(res.html).toContain(escaped(CAPTCHA_FAILED));
    }
    // The body reader drops NUL bytes: what is left is an empty field.
    const nul = await post({ altcha: "\u0000" });
    expect(nul.status).toBe(400);
    expect(nul.html).toContain(escaped(CAPTCHA_MISSING));
  });
});

describe("without JavaScript: the minimum fill time", () => {
  it("a form sent 3 seconds after its page was made is let in; sooner is refused with a message", async () => {
    const ok = await post({ form_started: formStartedToken(KEY, new Date(Date.now() - 3_500)) });
    expect(ok.status).toBe(302);
    const fast = await post({ form_started: formStartedToken(KEY, new Date()) });
    expect(fast.status).toBe(400);
    expect(fast.html).toContain(FILLED_TOO_FAST);
  });

  it("neither field (a post not from our page), a start time signed with another key or over a day old: the alert, values kept, a fresh start time to send again", async () => {
    const cases: Record<string, string>[] = [{}, { form_started: formStartedToken("another-key", new Date(Date.now() - 60_000)) }, { form_started: formStartedToken(KEY, new Date(Date.now() - MAX_FORM_AGE_MS - 60_000)) }];
    for (const values of cases) {
      const res = await post(values);
      expect(res.status, JSON.stringify(values)).toBe(400);
      expect(res.html).toContain(escaped(FORM_OUT_OF_DATE));
      expect(res.html).toContain('value="jane@example.com"');
      const fresh = /name="form_started" value="([^"]+)"/.exec(res.html)?.[1];
      expect(checkFillTime(KEY, fresh, new Date(Date.now() + 3_500))).toBe("ok");
    }
  });

  it("the page carries a start time the server signed", async () => {
    const html = await (await fetch(`${server.url}/contact-us`, { headers: headers() })).text();
    const token = /name="form_started" value="([^"]+)"/.exec(html)?.[1];
    expect(token).toBeDefined();
    const fast = await post({ form_started: token! });
    expect(fast.status).toBe(400);
  });

  it("the honeypot still answers like success (stored as spam)", async () => {
    const res = await post({ favourite_color: "blue", form_started: formStartedToken(KEY, new Date()) });
    expect(res.status).toBe(302);
    expect(res.location).toMatch(/^\/success/);
  });
});
