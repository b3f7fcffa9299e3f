// Who is recorded and what an event says about the visitor: bots, DNT and GPC are not; browser,
// system and device from the User-Agent; the visit's source from the page's query; id cookies.
import { describe, expect, it } from "vitest";
import { browserDetails, notRecordedReason, sourceOf } from "../../server/analytics/visitor";
import { cookieValue } from "../../server/analytics/page-views";
import { DEVICE_ID } from "~/lib/analytics/ids";

const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const headers = (h: Record<string, string>) => (name: string) => h[name];

describe("who is not recorded", () => {
  it("bots, requests without a User-Agent, Do Not Track and Global Privacy Control", () => {
    expect(notRecordedReason(headers({ "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }))).toBe("bot");
    expect(notRecordedReason(headers({ "user-agent": "Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/130.0.0.0 Safari/537.36" }))).toBe("bot");
    expect(notRecordedReason(headers({}))).toBe("bot");
    expect(notRecordedReason(headers({ "user-agent": FIREFOX, dnt: "1" }))).toBe("Do Not Track");
    expect(notRecordedReason(headers({ "user-agent": FIREFOX, "sec-gpc": "1" }))).toBe("Global Privacy Control");
    expect(notRecordedReason(headers({ "user-agent": FIREFOX, dnt: "0" }))).toBeNull();
  });
});

describe("browser and device details", () => {
  it.each([
    [FIREFOX, { browser: "Firefox", os: "Linux", device: "desktop" }],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1", { browser: "Safari", os: "iOS", device: "mobile" }],
    ["Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36", { browser: "Chrome", os: "Android", device: "tablet" }],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0", { browser: "Edge", os: "Windows", device: "desktop" }],
    ["", { browser: "Other", os: "Other", device: "desktop" }],
  ])("%s", (agent, details) => {
    expect(browserDetails(agent)).toEqual(details);
  });
});

describe("the visit's source", () => {
  it("utm parameters, gclid and fbclid of the page's URL, trimmed and capped", () => {
    const url = new URL(`https://x.example/?utm_source=google&utm_medium=cpc&utm_campaign=%20spring%20&gclid=abc&fbclid=${"f".repeat(300)}&page=2`);
    expect(sourceOf(url)).toEqual({ utm_source: "google", utm_medium: "cpc", utm_campaign: "spring", gclid: "abc", fbclid: "f".repeat(200) });
    expect(sourceOf(new URL("https://x.example/?utm_source="))).toEqual({});
  });
});

describe("id cookies", () => {
  it("are read only in their format", () => {
    expect(cookieValue("a=1; device_id=device_ABCDEFGHIJ; b=2", "device_id", DEVICE_ID)).toBe("device_ABCDEFGHIJ");
    expect(cookieValue("device_id=device_ABC", "device_id", DEVICE_ID)).toBeNull();
    expect(cookieValue("xdevice_id=device_ABCDEFGHIJ", "device_id", DEVICE_ID)).toBeNull();
    expect(cookieValue(undefined, "device_id", DEVICE_ID)).toBeNull();
  });
});
