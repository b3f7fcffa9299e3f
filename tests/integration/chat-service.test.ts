// The chat's models and service on a real PGlite database with the in-process bus: the first
// message stores a lead and the conversation (and wakes the forwarder), later ones append, the
// visitor finds the conversation by token only, the dealer's list and reply (behind the password)
// tell the bus, and the stream answers as server-sent events after the resume point.
import { describe, expect, it } from "vitest";
import { chatState, chatStream, postChatMessage } from "~/models/chat.server";
import { conversationAdmin, conversationsAdmin, replyAdmin } from "~/models/admin-conversations.server";
import { formPost, get, jsonPost, thrown, useLeadServices } from "./support/leads";
import { pgliteTarget } from "./support/databases";
import { formStarted } from "./support/captcha";
import type { ChatNotice } from "../../server/chat/port";

const t = useLeadServices(pgliteTarget());
const SITE = "sunshine-toyota";
const AUTH = { authorization: `Basic ${Buffer.from("dealer:letmein").toString("base64")}` };
const tokenOf = (setCookie: string | null) => setCookie!.match(/chat_token=([^;]+)/)![1];

async function startConversation(name = "Pat") {
  const result = await postChatMessage(t.context(SITE), jsonPost(SITE, "/api/chat", {}), { name, phone: "0412 345 678", message: "Hello there", ...formStarted() });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return { token: tokenOf(result.setCookie), message: result.message };
}
const withToken = (token: string, path = "/api/chat") => get(SITE, path, { cookie: `chat_token=${token}` });

describe("a visitor's conversation", () => {
  it("the first message stores a lead (General, chat) and the conversation; the forwarder is woken", async () => {
    const before = t.wakes();
    const { token } = await startConversation();
    const leads = await t.db.query("SELECT category, subcategory, name, phone, payload FROM leads");
    expect(leads.rows).toHaveLength(1);
    expect(leads.rows[0]).toMatchObject({ category: "General", subcategory: "chat", name: "Pat", phone: "+61412345678" });
    expect(t.wakes()).toBe(before + 1);
    const state = await chatState(t.context(SITE), withToken(token), false);
    expect(state).toMatchObject({ siteName: "Sunshine Toyota", visitorName: "Pat", messages: [{ author: "visitor", body: "Hello there" }] });
  });

  it("later messages append without a new lead; a form post reads the same", async () => {
    const { token } = await startConversation();
    const later = await postChatMessage(t.context(SITE), formPost(SITE, "/chat", {}, { cookie: `chat_token=${token}` }), { message: "  Second  " });
    expect(later).toMatchObject({ ok: true, setCookie: null, message: { body: "Second" } });
    expect((await t.db.query("SELECT count(*)::int AS n FROM leads")).rows[0].n).toBe(1);
    const state = await chatState(t.context(SITE), withToken(token), false);
    expect(state.messages.map((m) => m.body)).toEqual(["Hello there", "Second"]);
    expect(state.messages[0].id).toBeLessThan(state.messages[1].id);
  });

  it("without the token, with another's, or on another site, the conversation is not there", async () => {
    await startConversation();
    expect((await chatState(t.context(SITE), get(SITE, "/api/chat"), false)).messages).toEqual([]);
    expect((await chatState(t.context(SITE), withToken("B".repeat(43)), false)).messages).toEqual([]);
    const { token } = await startConversation("Other");
    expect((await chatState(t.context("live-oak"), withToken(token), false)).visitorName).toBeNull();
  });

  it("a site without chat: 404", async () => {
    expect((await thrown(() => chatState(t.context("sunshine"), get("sunshine", "/chat"), true))).status).toBe(404);
  });
});

describe("the dealer's side", () => {
  it("needs the inbox password", async () => {
    expect((await thrown(() => conversationsAdmin(t.context(SITE), get(SITE, "/admin/conversations")))).status).toBe(401);
  });

  it("lists conversations; a reply is stored, told on the bus and streamed to the visitor after the resume point", async () => {
    const { token, message } = await startConversation("Robin");
    const { rows } = await conversationsAdmin(t.context(SITE), get(SITE, "/admin/conversations", AUTH));
    expect(rows).toMatchObject([{ visitor: "Robin", phone: "+61412345678", site: SITE, waiting: true, messageCount: 1, lastMessage: "Hello there" }]);
    const id = rows[0].id;
    const notices: ChatNotice[] = [];
    const unsubscribe = t.services.chat.bus.subscribe((n) => notices.push(n));
    const replied = await replyAdmin(t.context(SITE), formPost(SITE, `/admin/conversations/${id}`, { message: "We open at 8" }, AUTH), id);
    unsubscribe();
    expect(replied).toEqual({ ok: true });
    expect(notices).toEqual([{ conversationId: id, messageId: message.id + 1 }]);
    expect((await conversationAdmin(t.context(SITE), get(SITE, `/admin/conversations/${id}`, AUTH), id)).messages.map((m) => [m.author, m.body])).toEqual([
      ["visitor", "Hello there"],
      ["dealer", "We open at 8"],
    ]);
    expect(await replyAdmin(t.context(SITE), formPost(SITE, `/admin/conversations/${id}`, { message: "" }, AUTH), id)).toMatchObject({ ok: false, status: 400 });
    expect((await thrown(() => conversationAdmin(t.context(SITE), get(SITE, "/admin/conversations/x", AUTH), "not-a-uuid"))).status).toBe(404);

    const abort = new AbortController();
    const request = new Request(`http://${SITE}.localhost/api/chat/events`, { headers: { cookie: `chat_token=${token}`, "last-event-id": String(message.id) }, signal: abort.signal });
    const res = await chatStream(t.context(SITE), request);
    expect(res.headers.get("content-type")).toBe("text/event-stream");
    const reader = res.body!.getReader();
    let text = "";
    while (!text.includes("\n\n")) text += new TextDecoder().decode((await reader.read()).value);
    abort.abort();
    expect(text).toBe(`event: message\nid: ${message.id + 1}\ndata: ${JSON.stringify({ id: message.id + 1, author: "dealer", body: "We open at 8", at: JSON.parse(text.split("data: ")[1]).at })}\n\n`);
  });
});
