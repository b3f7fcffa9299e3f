// The chat's first message carries the visitor's details, so it passes the lead forms' captcha rule
// (spec point 5 "Captcha shows unless turned off"; app/models/captcha.server.ts): the dialog's JSON
// and the /chat page's form alike. A missing, forged or replayed solution is a message under the
// check (400), no lead and no conversation; without JavaScript the minimum fill time. Later messages
// are the conversation's (its token) and ask for no check. Real PGlite.
import { beforeEach, describe, expect, it } from "vitest";
import { chatState, postChatMessage } from "~/models/chat.server";
import { createCaptchaService } from "../../server/captcha/service";
import { databaseReplayStore } from "../../server/captcha/replay-store";
import { MAX_FORM_AGE_MS, formStartedToken } from "../../server/captcha/fill-time";
import { CAPTCHA_FAILED, CAPTCHA_MISSING, FILLED_TOO_FAST, FORM_OUT_OF_DATE } from "~/lib/forms/messages";
import { formPost, get, jsonPost, useLeadServices } from "./support/leads";
import { pgliteTarget } from "./support/databases";
import { FORGED_PAYLOAD, formStarted, solvedPayload } from "./support/captcha";

const KEY = "chat-captcha-test-key-00000000000000000000";
const SITE = "sunshine-toyota";
const t = useLeadServices(pgliteTarget());
beforeEach(() => {
  t.services.captcha = createCaptchaService(KEY, databaseReplayStore(t.db), { minFillMs: 3_000 });
});

const FIRST = { name: "Pat", phone: "0412 345 678", message: "Hello there" };
let ip = 0;
const first = (values: Record<string, unknown>) => postChatMessage(t.context(SITE, `198.51.100.${++ip % 250}`), jsonPost(SITE, "/api/chat", values), values);
const counts = async () => (await t.db.query<{ leads: number; conversations: number }>("SELECT (SELECT count(*)::int FROM leads) AS leads, (SELECT count(*)::int FROM chat_conversations) AS conversations")).rows[0];

const solved = async () => solvedPayload(await t.services.captcha.challenge());

describe("the chat's first message and the captcha", () => {
  it("the chat's state carries the signed start time until the conversation exists", async () => {
    const before = await chatState(t.context(SITE), get(SITE, "/api/chat"), false);
    expect(before.captcha?.formStarted).toMatch(/^\d+\.[\w-]{43}$/);
    const started = await first({ ...FIRST, altcha: await solved() });
    if (!started.ok) throw new Error(JSON.stringify(started));
    const token = started.setCookie!.match(/chat_token=([^;]+)/)![1];
    const after = await chatState(t.context(SITE), get(SITE, "/api/chat", { cookie: `chat_token=${token}` }), false);
    expect(after.captcha).toBeNull();
    // A later message asks for no check: the conversation's token vouches for it.
    const later = await postChatMessage(t.context(SITE), formPost(SITE, "/chat", {}, { cookie: `chat_token=${token}` }), { message: "Second", altcha: "" });
    expect(later).toMatchObject({ ok: true });
  }, 60_000);

  it("with JavaScript: a solved check starts the conversation once; the same solution again is a message under the check", async () => {
    const payload = await solved();
    expect(await first({ ...FIRST, altcha: payload })).toMatchObject({ ok: true });
    expect(await first({ ...FIRST, altcha: payload })).toEqual({ ok: false, status: 400, fieldErrors: { altcha: CAPTCHA_FAILED } });
    expect(await counts()).toEqual({ leads: 1, conversations: 1 });
  }, 60_000);

  it("missing, forged or hostile: a message, no lead, no conversation, never a throw", async () => {
    const cases: [unknown, string][] = [["", CAPTCHA_MISSING], [null, CAPTCHA_MISSING], [FORGED_PAYLOAD, CAPTCHA_FAILED], [["a", "b"], CAPTCHA_MISSING], [{ __proto__: null }, CAPTCHA_MISSING], ["x".repeat(10_000), CAPTCHA_FAILED]];
    for (const [altcha, message] of cases) {
      expect(await first({ ...FIRST, altcha }), JSON.stringify(altcha)?.slice(0, 20)).toEqual({ ok: false, status: 400, fieldErrors: { altcha: message } });
    }
    expect(await counts()).toEqual({ leads: 0, conversations: 0 });
  });

  it("without JavaScript (/chat): sent 3 s after the page was made starts it; sooner is an alert", async () => {
    const page = (values: Record<string, string>) => postChatMessage(t.context(SITE, `198.51.100.${++ip % 250}`), formPost(SITE, "/chat", values), values);
    const fast = await page({ ...FIRST, form_started: formStartedToken(KEY, new Date(Date.now() - 2_900)) });
    expect(fast).toEqual({ ok: false, status: 400, error: FILLED_TOO_FAST });
    expect(await counts()).toEqual({ leads: 0, conversations: 0 });
    expect(await page({ ...FIRST, form_started: formStartedToken(KEY, new Date(Date.now() - 3_100)) })).toMatchObject({ ok: true });
    expect(await counts()).toEqual({ leads: 1, conversations: 1 });
  });

  it("neither field, a forged or a day-old start time: the alert, no lead, no conversation (dialog JSON and /chat form alike)", async () => {
    const page = (values: Record<string, string>) => postChatMessage(t.context(SITE, `198.51.100.${++ip % 250}`), formPost(SITE, "/chat", values, {}, { bare: true }), values);
    const refused = { ok: false, status: 400, error: FORM_OUT_OF_DATE };
    expect(await first(FIRST)).toEqual(refused);
    expect(await page(FIRST)).toEqual(refused);
    expect(await first({ ...FIRST, ...formStarted("another-key-00000000000000000000", 60_000) })).toEqual(refused);
    expect(await page({ ...FIRST, ...formStarted(KEY, MAX_FORM_AGE_MS + 60_000) })).toEqual(refused);
    expect(await counts()).toEqual({ leads: 0, conversations: 0 });
    expect(await page({ ...FIRST, ...formStarted(KEY, MAX_FORM_AGE_MS - 60_000) })).toMatchObject({ ok: true });
    expect(await counts()).toEqual({ leads: 1, conversations: 1 });
  });
});
