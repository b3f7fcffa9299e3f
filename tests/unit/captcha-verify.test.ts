import { beforeAll, describe, expect, it } from "vitest";
import { solveChallenge, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { CHALLENGE_TTL_MS, createCaptchaService, parsePayload } from "../../server/captcha/service";
import type { ReplayStore } from "../../server/captcha/replay-store";
import { captchaGate } from "~/models/captcha.server";
import type { SiteEntry } from "../../server/sites/registry";
import { FILLED_TOO_FAST, FORM_OUT_OF_DATE } from "~/lib/forms/messages";
import { MAX_FORM_AGE_MS, MIN_FILL_MS, checkFillTime, formStartedToken } from "../../server/captcha/fill-time";

const KEY = "unit-test-captcha-key-0000000000000000";
/** The port in memory, for the rules here; the database adapter: tests/integration/captcha-replay-store.test.ts. */
const usedSet = (): ReplayStore => {
  const used = new Set<string>();
  return { claim: async (id) => !used.has(id) && Boolean(used.add(id)) };
};
const service = (key = KEY) => createCaptchaService(key, usedSet());
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

/** What the widget posts: base64 JSON of the challenge and its solution. */
async function solved(challenge: Challenge): Promise<{ payload: string; solution: Solution }> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("not solved");
  return { payload: encode({ challenge, solution }), solution };
}

describe("captcha verification", () => {
  const captcha = service();
  let challenge: Challenge;
  let good: { payload: string; solution: Solution };
  beforeAll(async () => {
    challenge = await captcha.challenge();
    good = await solved(challenge);
  }, 60_000);

  it("a challenge is signed, PBKDF2, and expires in 30 minutes", async () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const c = await captcha.challenge(now);
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(c.parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(c.parameters.expiresAt).toBe((now.getTime() + CHALLENGE_TTL_MS) / 1000);
  });

  it("accepts a valid solution once; the same payload again is replayed", async () => {
    const fresh = service();
    expect(await fresh.verify(good.payload)).toEqual({ ok: true });
    expect(await fresh.verify(good.payload)).toEqual({ ok: false, reason: "replayed" });
  });

  it("refuses a challenge signed with another key (forged signature)", async () => {
    expect(await service("another-key-0000000000000000000000").verify(good.payload)).toEqual({ ok: false, reason: "forged" });
    const tampered = { challenge: { ...challenge, signature: "0".repeat(64) }, solution: good.solution };
    expect(await service().verify(encode(tampered))).toEqual({ ok: false, reason: "forged" });
  });

  it("refuses a changed salt or nonce (the signature covers them) and a wrong counter", async () => {
    const fresh = () => service();
    const salt = { challenge: { ...challenge, parameters: { ...challenge.parameters, salt: "00" + challenge.parameters.salt.slice(2) } }, solution: good.solution };
    expect(await fresh().verify(encode(salt))).toEqual({ ok: false, reason: "forged" });
    const nonce = { challenge: { ...challenge, parameters: { ...challenge.parameters, nonce: "ff" + challenge.parameters.nonce.slice(2) } }, solution: good.solution };
    expect(await fresh().verify(encode(nonce))).toEqual({ ok: false, reason: "forged" });
    const counter = { challenge, solution: { ...good.solution, counter: good.solution.counter + 1 } };
    expect(await fresh().verify(encode(counter))).toEqual({ ok: false, reason: "wrong" });
  });

  it("refuses an expired challenge, even solved, and a longer expiry than signed", async () => {
    const past = new Date(Date.now() - CHALLENGE_TTL_MS - 1000);
    const old = await solved(await captcha.challenge(past));
    expect(await service().verify(old.payload)).toEqual({ ok: false, reason: "expired" });
    expect(await service().verify(good.payload, new Date(Date.now() + CHALLENGE_TTL_MS + 1000))).toEqual({ ok: false, reason: "expired" });
    const stretched = { challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: (challenge.parameters.expiresAt ?? 0) + 3600 } }, solution: good.solution };
    expect(await service().verify(encode(stretched))).toEqual({ ok: false, reason: "forged" });
  });

  it("missing, malformed base64 or JSON, wrong shapes and huge payloads are refused, never thrown", async () => {
    const fresh = service();
    for (const missing of [undefined, null, "", "   ", 42, ["x"]]) expect(await fresh.verify(missing)).toMatchObject({ reason: "missing" });
    const malformed = [
      "not base64!!",
      Buffer.from("{not json").toString("base64"),
      encode(null),
      encode([1, 2]),
      encode({ challenge: {}, solution: {} }),
      encode({ challenge: { ...challenge, parameters: { ...challenge.parameters, cost: "1000" } }, solution: good.solution }),
      encode({ challenge: { ...challenge, parameters: { ...challenge.parameters, algorithm: "SHA-1" } }, solution: good.solution }),
      encode({ challenge, solution: { ...good.solution, counter: 1e30 } }),
      "A".repeat(10_000),
      "\u0000",
    ];
    for (const payload of malformed) expect(await fresh.verify(payload)).toEqual({ ok: false, reason: "malformed" });
  });

  it("prototype keys are not read: __proto__ and constructor in the payload change nothing", async () => {
    const json = JSON.stringify({ challenge, solution: good.solution }).replace(/^\{/, '{"__proto__":{"verified":true},"constructor":{"prototype":{"x":1}},');
    const parsed = parsePayload(Buffer.from(json).toString("base64"));
    expect(parsed?.challenge.parameters).toEqual(challenge.parameters);
    expect(({} as Record<string, unknown>).verified).toBeUndefined();
    const only = Buffer.from('{"__proto__":{"challenge":{},"solution":{}}}').toString("base64");
    expect(await service().verify(only)).toEqual({ ok: false, reason: "malformed" });
  });
});

describe("a store that cannot be reached", () => {
  it("is a refusal with a reason, not a throw (the form shows a message, never a 500)", async () => {
    const down = createCaptchaService(KEY, { claim: () => Promise.reject(new Error("connection refused")) });
    const { payload } = await solved(await down.challenge());
    expect(await down.verify(payload)).toEqual({ ok: false, reason: "unavailable" });
  }, 60_000);
});

describe("minimum fill time (no JavaScript)", () => {
  const start = new Date("2026-11-27T12:00:00Z");
  const at = (ms: number) => new Date(start.getTime() + ms);
  it("passes at 3 seconds, refuses just under", () => {
    const token = formStartedToken(KEY, start);
    expect(MIN_FILL_MS).toBe(3_000);
    expect(checkFillTime(KEY, token, at(3_000))).toBe("ok");
    expect(checkFillTime(KEY, token, at(2_999))).toBe("too-fast");
    expect(checkFillTime(KEY, token, at(3_001))).toBe("ok");
  });
  it("passes up to a day old, refuses just over (a harvested token is not good for ever)", () => {
    const token = formStartedToken(KEY, start);
    expect(MAX_FORM_AGE_MS).toBe(24 * 60 * 60 * 1000);
    expect(checkFillTime(KEY, token, at(MAX_FORM_AGE_MS - 1))).toBe("ok");
    expect(checkFillTime(KEY, token, at(MAX_FORM_AGE_MS))).toBe("ok");
    expect(checkFillTime(KEY, token, at(MAX_FORM_AGE_MS + 1))).toBe("expired");
    expect(checkFillTime(KEY, token, at(30 * MAX_FORM_AGE_MS))).toBe("expired");
  });
  it("a back-dated or foreign token is forged; none is missing", () => {
    const token = formStartedToken(KEY, start);
    const backDated = token.replace(/^\d+/, String(start.getTime() - 60_000));
    expect(checkFillTime(KEY, backDated, at(0))).toBe("forged");
    expect(checkFillTime("other-key", token, at(5_000))).toBe("forged");
    expect(checkFillTime(KEY, "12.abc", at(5_000))).toBe("forged");
    expect(checkFillTime(KEY, undefined, at(5_000))).toBe("missing");
    expect(checkFillTime(KEY, "", at(5_000))).toBe("missing");
  });
});

describe("the form's gate (app/models/captcha.server.ts) without the widget's field", () => {
  const captcha = service();
  const start = new Date("2026-11-27T12:00:00Z");
  const at = (ms: number) => new Date(start.getTime() + ms);
  const site = (enabled: boolean) => ({ site: { captcha: { enabled } } }) as unknown as SiteEntry;
  const gate = (posted: Record<string, unknown>, now: Date, enabled = true) => captchaGate({ captcha }, site(enabled), posted, now);
  const token = formStartedToken(KEY, start);

  it("no start time (neither field) is refused: every form we render carries one", async () => {
    expect(await gate({}, at(5_000))).toEqual({ ok: false, formError: FORM_OUT_OF_DATE });
    expect(await gate({ form_started: "" }, at(5_000))).toEqual({ ok: false, formError: FORM_OUT_OF_DATE });
    const form = new FormData();
    form.set("name", "Jane");
    expect(await gate({ name: "Jane" }, at(5_000))).toEqual({ ok: false, formError: FORM_OUT_OF_DATE });
    expect(await captchaGate({ captcha }, site(true), form, at(5_000))).toEqual({ ok: false, formError: FORM_OUT_OF_DATE });
  });

  it("a forged or day-old start time gets the same message; too fast its own; a site with the captcha off asks nothing", async () => {
    expect(await gate({ form_started: formStartedToken("other-key", start) }, at(5_000))).toEqual({ ok: false, formError: FORM_OUT_OF_DATE });
    expect(await gate({ form_started: token }, at(MAX_FORM_AGE_MS))).toEqual({ ok: true });
    expect(await gate({ form_started: token }, at(MAX_FORM_AGE_MS + 1))).toEqual({ ok: false, formError: FORM_OUT_OF_DATE });
    expect(await gate({ form_started: token }, at(MIN_FILL_MS - 1))).toEqual({ ok: false, formError: FILLED_TOO_FAST });
    expect(await gate({ form_started: token }, at(MIN_FILL_MS))).toEqual({ ok: true });
    expect(await gate({}, at(5_000), false)).toEqual({ ok: true });
  });
});
