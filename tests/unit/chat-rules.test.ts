import { describe, expect, it } from "vitest";
import {
  CHAT_CONTROL_CHARACTERS,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_NAME_MAX,
  CHAT_RECENCY_MS,
  chatPhoneCountry,
  isRecentMessage,
  messageError,
  parseChatStart,
  welcomeText,
} from "~/lib/chat/chat-rules";
import { ALWAYS_HIDDEN, CHAT_POPUP_DELAY_MS, chatClosedKey, chatHiddenOn } from "~/lib/chat/widget-rules";

const AU_ERROR = "Invalid Australian mobile number format (E.164 required)";
const US_ERROR = "Invalid US phone number format (E.164 required)";

describe("chat: where the widget is hidden", () => {
  const certainDealers = ["/cars", "/our-locations/", "/checkout-journey"];
  it.each(["/cars", "/cars/", "/cars/used", "/CARS/2020-toyota", "/our-locations", "/our-locations/brisbane", "/checkout-journey"])("hidden on %s", (path) => {
    expect(chatHiddenOn(path, certainDealers)).toBe(true);
  });
  it.each(["/", "/carsales", "/search", "/our-location/brisbane", "/checkout-journeys", "/careers"])("shown on %s", (path) => {
    expect(chatHiddenOn(path, certainDealers)).toBe(false);
  });
  it("careers pages for others", () => {
    expect(chatHiddenOn("/careers", ["/careers"])).toBe(true);
    expect(chatHiddenOn("/careers/apply", ["/careers"])).toBe(true);
    expect(chatHiddenOn("/cars", ["/careers"])).toBe(false);
  });
  it("no patterns: shown everywhere", () => expect(chatHiddenOn("/cars", [])).toBe(false));
  it("never on its own page or the dealer's pages", () => {
    for (const path of ["/chat", "/admin", "/admin/conversations/x"]) expect(chatHiddenOn(path, ALWAYS_HIDDEN)).toBe(true);
    expect(chatHiddenOn("/chatter", ALWAYS_HIDDEN)).toBe(false);
  });
});

describe("chat: welcome bubble", () => {
  it("names the dealer by default", () => expect(welcomeText("Sunshine Toyota")).toContain("Sunshine Toyota"));
  it("a site's own text wins", () => expect(welcomeText("X", "G'day from Sunshine")).toBe("G'day from Sunshine"));
  it("closure is remembered per site", () => expect(chatClosedKey("a")).not.toBe(chatClosedKey("b")));
  it("appears after the spec's 3 s", () => expect(CHAT_POPUP_DELAY_MS).toBe(3_000));
});

describe("chat: a message", () => {
  it("at the limit, just under and just over", () => {
    expect(messageError("x".repeat(CHAT_MESSAGE_MAX - 1))).toBeNull();
    expect(messageError("x".repeat(CHAT_MESSAGE_MAX))).toBeNull();
    expect(messageError("x".repeat(CHAT_MESSAGE_MAX + 1))).toBe(CHAT_MESSAGE_TOO_LONG);
    expect(CHAT_MESSAGE_TOO_LONG).toContain("1,000");
  });
  it("counts characters, not UTF-16 units", () => expect(messageError("😀".repeat(CHAT_MESSAGE_MAX))).toBeNull());
  it.each(["", "   ", undefined, 42, null])("required: %j", (raw) => expect(messageError(raw)).toBe("*This is a required field."));
  it.each(["a\u0000b", "a\u0007b", "a\u007fb", "a\u009bb"])("control characters refused: %j", (raw) => expect(messageError(raw)).toBe(CHAT_CONTROL_CHARACTERS));
  it("tabs, line ends, links and HTML are text", () => expect(messageError("<b>hi</b>\n\thttps://x.example")).toBeNull());
});

describe("chat: the first message's form (spec point 5 E.164)", () => {
  const ok = (phone: string, country: "AU" | "US") => parseChatStart({ name: "Sam", phone, message: "Hi" }, country);
  it.each([
    ["0412345678", "+61412345678"],
    ["0412 345 678", "+61412345678"],
    ["+61 412 345 678", "+61412345678"],
  ])("AU %s → %s", (raw, value) => expect(ok(raw, "AU")).toEqual({ ok: true, value: { name: "Sam", phone: value, message: "Hi" } }));
  it.each(["041234567", "04123456789", "0212345678", "6141234567"])("AU %s → the spec's error", (raw) => {
    expect(ok(raw, "AU")).toEqual({ ok: false, fieldErrors: { phone: AU_ERROR } });
  });
  it.each([
    ["2025550123", "+12025550123"],
    ["12025550123", "+12025550123"],
    ["(202) 555-0123", "+12025550123"],
  ])("US %s → %s", (raw, value) => expect(ok(raw, "US")).toEqual({ ok: true, value: { name: "Sam", phone: value, message: "Hi" } }));
  it.each(["202555012", "22025550123", "120255501234"])("US %s → the spec's error", (raw) => {
    expect(ok(raw, "US")).toEqual({ ok: false, fieldErrors: { phone: US_ERROR } });
  });
  it("the country follows the locale", () => {
    expect(chatPhoneCountry("en-US")).toBe("US");
    expect(chatPhoneCountry("en-AU")).toBe("AU");
  });
  it("every field at once; a name at its limit and over it", () => {
    expect(parseChatStart({}, "AU")).toEqual({ ok: false, fieldErrors: { name: "*This is a required field.", phone: "*This is a required field.", message: "*This is a required field." } });
    expect(parseChatStart({ name: "n".repeat(CHAT_NAME_MAX), phone: "0412345678", message: "x" }, "AU").ok).toBe(true);
    expect(parseChatStart({ name: "n".repeat(CHAT_NAME_MAX + 1), phone: "0412345678", message: "x" }, "AU").ok).toBe(false);
  });
  it("odd values are errors, not exceptions", () => {
    expect(parseChatStart({ name: ["a"], phone: { x: 1 }, message: 5 }, "AU").ok).toBe(false);
  });
});

describe("chat: live-message recency window (10 s)", () => {
  const now = Date.parse("2026-11-27T10:00:00Z");
  it("at, just under and just over", () => {
    expect(isRecentMessage(new Date(now - CHAT_RECENCY_MS + 1), now)).toBe(true);
    expect(isRecentMessage(new Date(now - CHAT_RECENCY_MS), now)).toBe(true);
    expect(isRecentMessage(new Date(now - CHAT_RECENCY_MS - 1), now)).toBe(false);
    expect(CHAT_RECENCY_MS).toBe(10_000);
  });
});

describe("chat events from the page", () => {
  it("54 (opening) may be posted; 55 and 57 are the server's alone, so each is logged once", async () => {
    const { categoryEvent } = await import("~/lib/analytics/event-body");
    expect(categoryEvent("Webchat Bubble")).toEqual({ kind: "action", id: 54, category: "Webchat Bubble" });
    expect(categoryEvent("Conversation Started").kind).toBe("refused");
    expect(categoryEvent("Message Sent").kind).toBe("refused");
  });
});
