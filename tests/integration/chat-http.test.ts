// The 'Text us' chat over HTTP on two built servers sharing one real PostgreSQL: each delivers the
// other's messages live (LISTEN/NOTIFY), a stream resumes after Last-Event-ID without doubling, the
// first message is a lead, events 54/55/57 are stored once each in order, the rate limits hold at
// their thresholds, and bad input is a 4xx. Needs `npm run build`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { startServer, type RunningServer } from "./support/server";
import { startPostgres, type TempPostgres } from "./support/postgres";
import { formStarted } from "./support/captcha";
import { BROWSER, Visitor, openStream, send, type Stream } from "./support/chat-client";
import { CHAT_CONVERSATION_WINDOWS, CHAT_LIMITED_MESSAGE, CHAT_VISITOR_WINDOWS } from "../../server/rate-limits";
import { CHAT_CONTROL_CHARACTERS, CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG } from "~/lib/chat/chat-rules";

const HOST = "sunshine-toyota.localhost";
const PASSWORD = "chat-inbox";
const POLL = { timeout: 20_000, interval: 100 };

let postgres: TempPostgres;
let a: RunningServer;
let b: RunningServer;
let db: pg.Client;
const streams: Stream[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  const url = await postgres.createDatabase("chat_http");
  const env = { DATABASE_URL: url, LOG_REQUESTS: "false", TRUST_PROXY: "loopback", ADMIN_PASSWORD: PASSWORD };
  a = await startServer(env); // migrates first; the second finds the schema in place
  b = await startServer(env);
  db = new pg.Client({ connectionString: url });
  await db.connect();
}, 180_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await db?.end();
  await a?.stop();
  await b?.stop();
  await postgres?.stop();
});

let ipCount = 0;
const newVisitor = () => new Visitor(HOST, `10.7.${Math.floor(++ipCount / 250)}.${ipCount % 250}`);
const start = (v: Visitor, server: RunningServer, name = "Sam Visitor", message = "Is the white HiLux still there?") =>
  v.post(server.url, { name, phone: "0412 345 678", message, ...formStarted() });

async function conversationId(name: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>("SELECT id FROM chat_conversations WHERE visitor_name = $1", [name]);
  return rows[0].id;
}

const reply = (server: RunningServer, id: string, message: string) =>
  send(server.url, "POST", `/admin/conversations/${id}`, {
    host: HOST,
    origin: `http://${HOST}`,
    authorization: `Basic ${Buffer.from(`dealer:${PASSWORD}`).toString("base64")}`,
    "content-type": "application/x-www-form-urlencoded",
    "user-agent": BROWSER,
  }, new URLSearchParams({ message }).toString());

describe("two app servers on one PostgreSQL", () => {
  it("deliver each other's messages over server-sent events, none doubled", async () => {
    const v = newVisitor();
    expect((await start(v, a, "Two Servers")).status).toBe(201);
    const id = await conversationId("Two Servers");
    // The visitor's stream is held by B; the dealer replies through A.
    const onB = openStream(b.url, HOST, v.cookie);
    streams.push(onB);
    expect(await onB.status).toBe(200);
    await expect.poll(() => onB.messages.map((m) => m.body), POLL).toEqual(["Is the white HiLux still there?"]);
    expect((await reply(a, id, "Yes, come by today")).status).toBe(303);
    await expect.poll(() => onB.messages.map((m) => m.body), POLL).toEqual(["Is the white HiLux still there?", "Yes, come by today"]);
    // And the other way: a stream on A hears the visitor write through B.
    const onA = openStream(a.url, HOST, v.cookie, { "last-event-id": String(onB.messages[1].id) });
    streams.push(onA);
    expect(await onA.status).toBe(200);
    expect((await v.post(b.url, { message: "Great, see you at 3" })).status).toBe(201);
    await expect.poll(() => onA.messages.map((m) => m.body), POLL).toEqual(["Great, see you at 3"]);
    await expect.poll(() => onB.messages.map((m) => m.body), POLL).toEqual(["Is the white HiLux still there?", "Yes, come by today", "Great, see you at 3"]);
    // Each event's id is its message's id, in order, each once.
    expect(onB.messages.map((m) => m.eventId)).toEqual(onB.messages.map((m) => String(m.id)));
    expect(new Set(onB.messages.map((m) => m.id)).size).toBe(3);
  });

  it("a stream resumes after ?after= and Last-Event-ID: only what came later", async () => {
    const v = newVisitor();
    await start(v, a, "Resumer", "one");
    await v.post(a.url, { message: "two" });
    const id = await conversationId("Resumer");
    await reply(b, id, "three");
    const all = openStream(a.url, HOST, v.cookie);
    streams.push(all);
    await expect.poll(() => all.messages.length, POLL).toBe(3);
    const [first] = all.messages;
    const resumed = openStream(b.url, HOST, v.cookie, { "last-event-id": String(first.id) });
    streams.push(resumed);
    await expect.poll(() => resumed.messages.map((m) => m.body), POLL).toEqual(["two", "three"]);
  });

  it("the first message is a lead (General, chat) for the dealer's CRM; later ones are not", async () => {
    const v = newVisitor();
    await start(v, b, "Lead Maker", "Do you take trade-ins?");
    await v.post(b.url, { message: "A 2015 Corolla" });
    const { rows } = await db.query("SELECT l.category, l.subcategory, l.name, l.phone, l.status FROM leads l JOIN chat_conversations c ON c.lead_id = l.id::text WHERE c.visitor_name = 'Lead Maker'");
    expect(rows).toEqual([{ category: "General", subcategory: "chat", name: "Lead Maker", phone: "+61412345678", status: "complete" }]);
    const outbox = await db.query("SELECT count(*)::int AS n FROM outbox o JOIN chat_conversations c ON c.lead_id = o.lead_id::text WHERE c.visitor_name = 'Lead Maker'");
    expect(outbox.rows[0].n).toBe(1);
  });
});

describe("chat events", () => {
  it("54 on opening /chat, 55 on the first message, 57 on each later one: once each, in order", async () => {
    const v = newVisitor();
    v.cookies.set("device_id", "device_chatEvents");
    expect((await v.get(a.url, "/chat")).status).toBe(200);
    await start(v, a, "Event Counter", "first");
    await v.post(b.url, { message: "second" });
    await v.post(a.url, { message: "third" });
    await v.get(a.url, "/chat?refresh"); // reading replies is not opening the chat again
    const ids = async () =>
      (await db.query<{ event_id: number }>("SELECT event_id FROM events WHERE anon_id = 'device_chatEvents' AND event_id IN (54, 55, 57) ORDER BY created_at, id")).rows.map((r) => r.event_id);
    await expect.poll(ids, POLL).toEqual([54, 55, 57, 57]);
    const { rows } = await db.query("SELECT DISTINCT category FROM events WHERE anon_id = 'device_chatEvents' AND event_id IN (54, 55, 57) ORDER BY category");
    expect(rows.map((r) => r.category)).toEqual(["Conversation Started", "Message Sent", "Webchat Bubble"]);
  });

  it("54 also when the dialog opens (it loads the conversation), each opening once", async () => {
    const v = newVisitor();
    v.cookies.set("device_id", "device_chatDialog");
    for (let i = 0; i < 2; i++) expect((await send(a.url, "GET", "/api/chat", v.headers({ accept: "application/json" }))).status).toBe(200);
    const ids = async () => (await db.query<{ event_id: number }>("SELECT event_id FROM events WHERE anon_id = 'device_chatDialog' ORDER BY id")).rows.map((r) => r.event_id);
    await expect.poll(ids, POLL).toEqual([54, 54]);
  });

  it("the page cannot post 55 or 57 itself (they would be counted twice)", async () => {
    const body = JSON.stringify({ website_slug: "sunshine-toyota", url: `http://${HOST}/`, category: "Message Sent", anon_id: "device_chatEvents", session_id: "session_chatEvents" });
    const res = await send(a.url, "POST", "/api/events", { host: HOST, origin: `http://${HOST}`, "content-type": "application/json", "user-agent": BROWSER }, body);
    expect(res.status).toBe(400);
  });
});

describe("rate limits", () => {
  it(`per conversation: ${CHAT_CONVERSATION_WINDOWS[0].limit} later messages a minute, the next refused`, async () => {
    const limit = CHAT_CONVERSATION_WINDOWS[0].limit;
    const v = newVisitor();
    await start(v, a, "Per Conversation");
    for (let i = 1; i <= limit; i++) expect((await v.post(i % 2 ? a.url : b.url, { message: `m${i}` })).status).toBe(201);
    const over = await v.post(a.url, { message: "one too many" });
    expect(over.status).toBe(429);
    expect(JSON.parse(over.text).error).toBe(CHAT_LIMITED_MESSAGE);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
  });

  it(`per visitor: ${CHAT_VISITOR_WINDOWS[0].limit} messages a minute across conversations, the next refused`, async () => {
    const limit = CHAT_VISITOR_WINDOWS[0].limit;
    const ip = `10.8.0.${Math.floor(Math.random() * 200) + 1}`;
    const visitors = [0, 1, 2].map(() => new Visitor(HOST, ip));
    let sent = 0;
    for (const [i, v] of visitors.entries()) {
      expect((await start(v, a, `Per Visitor ${i}`)).status).toBe(201);
      sent++;
    }
    // Spread over three conversations so no conversation reaches its own limit first.
    while (sent < limit) {
      const res = await visitors[sent % 3].post(sent % 2 ? a.url : b.url, { message: `n${sent}` });
      expect(res.status, `message ${sent + 1}`).toBe(201);
      sent++;
    }
    const over = await visitors[sent % 3].post(a.url, { message: "too many" });
    expect(over.status).toBe(429);
    expect(JSON.parse(over.text).error).toBe(CHAT_LIMITED_MESSAGE);
  });
});

describe("bad input and access", () => {
  it("control characters, an over-long message, odd bodies and prototype keys are 4xx with messages", async () => {
    const v = newVisitor();
    const nul = await v.post(a.url, { name: "N", phone: "0412345678", message: "hi\u0000there" });
    expect(nul.status).toBe(400);
    expect(JSON.parse(nul.text).fieldErrors.message).toBe(CHAT_CONTROL_CHARACTERS);
    const long = await v.post(a.url, { name: "N", phone: "0412345678", message: "x".repeat(CHAT_MESSAGE_MAX + 1) });
    expect(JSON.parse(long.text).fieldErrors.message).toBe(CHAT_MESSAGE_TOO_LONG);
    for (const body of ['{"__proto__":{"message":"x"},"constructor":{"prototype":1}}', "[]", "null", "42", "{", "\u0000"]) {
      const res = await v.post(a.url, body);
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
    }
    const phone = await v.post(a.url, { name: "N", phone: "0731234567", message: "hi" });
    expect(JSON.parse(phone.text).fieldErrors.phone).toBe("Invalid Australian mobile number format (E.164 required)");
  });

  it("a conversation is reached only with its own token: no cookie, a forged one, or another site's see nothing", async () => {
    const v = newVisitor();
    await start(v, a, "Private Person", "my secret");
    const stranger = newVisitor();
    expect(JSON.parse((await send(a.url, "GET", "/api/chat", stranger.headers())).text).messages).toEqual([]);
    stranger.cookies.set("chat_token", "A".repeat(43));
    expect((await openStream(a.url, HOST, stranger.cookie).status)).toBe(404);
    const token = v.cookies.get("chat_token")!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await db.query("SELECT count(*)::int AS n FROM chat_conversations WHERE token_hash = $1", [token]);
    expect(stored.rows[0].n).toBe(0); // only its hash is kept
    const live = await send(a.url, "GET", "/api/chat", { ...v.headers(), host: "live-oak.localhost", origin: "http://live-oak.localhost" });
    expect(JSON.parse(live.text).messages).toEqual([]);
  });

  it("the cookie is HttpOnly; a cross-site post is refused; a site without chat has no /chat", async () => {
    const v = newVisitor();
    const res = await start(v, a, "Cookie Check");
    expect(String(res.headers["set-cookie"])).toMatch(/chat_token=.*HttpOnly; SameSite=Lax/);
    const forged = await send(a.url, "POST", "/api/chat", { ...v.headers(), origin: "http://evil.example", "content-type": "application/json" }, '{"message":"x"}');
    expect(forged.status).toBe(403);
    expect((await send(a.url, "GET", "/chat", { host: "sunshine.localhost", accept: "text/html" })).status).toBe(404);
    expect((await send(a.url, "GET", "/api/chat", { host: "sunshine.localhost" })).status).toBe(404);
    expect((await send(a.url, "DELETE", "/api/chat", { host: HOST })).status).toBe(405);
  });
});
