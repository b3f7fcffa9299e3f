// The browser beacon's rules without a browser: which click is which action, the body it sends
// (accepted by the endpoint's schema), the visitor's ids from the cookies or new ones, DNT/GPC.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { asksNotToTrack, startBeacon } from "~/lib/analytics/beacon";
import { actionOf } from "~/lib/analytics/click-action";
import { eventBodySchema, type EventBody } from "~/lib/analytics/event-body";
import { DEVICE_ID, SESSION_ID } from "~/lib/analytics/ids";

/** Just enough of a DOM element: attributes, a parent, closest() for the two selectors the beacon uses. */
class FakeElement {
  constructor(
    readonly attrs: Record<string, string>,
    readonly parent: FakeElement | null = null,
  ) {}
  get dataset(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [name, value] of Object.entries(this.attrs)) {
      if (name.startsWith("data-")) out[name.slice(5).replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())] = value;
    }
    return out;
  }
  closest(selector: string): FakeElement | null {
    const matches = (el: FakeElement) => (selector === "[data-event]" ? "data-event" in el.attrs : el.attrs.tag === "a" && (el.attrs.href ?? "").startsWith("tel:"));
    if (matches(this)) return this;
    return this.parent ? this.parent.closest(selector) : null;
  }
}

let cookies: string[];
const listeners: { type: string; capture: boolean }[] = [];

beforeEach(() => {
  cookies = [];
  listeners.length = 0;
  vi.stubGlobal("Element", FakeElement);
  vi.stubGlobal("location", { href: "https://sunshine.example/search/used-cars", protocol: "https:" });
  vi.stubGlobal("document", {
    get cookie() {
      return cookies.map((c) => c.split(";")[0]).join("; ");
    },
    set cookie(value: string) {
      cookies = [...cookies.filter((c) => c.split("=")[0] !== value.split("=")[0]), value];
    },
    addEventListener: (type: string, _fn: unknown, capture: boolean) => listeners.push({ type, capture }),
    removeEventListener: () => undefined,
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("which click is which action", () => {
  it("a marked element (or anything inside it) names its action and car; a tel: link is a click to call", () => {
    const star = new FakeElement({ tag: "button", "data-event": "favourite", "data-car-slug": "2021-hyundai-i30-elite-100001" });
    expect(actionOf(new FakeElement({ tag: "svg" }, star) as unknown as Element)).toEqual({ category: "Add to Wishlist", properties: { car_slug: "2021-hyundai-i30-elite-100001" } });
    expect(actionOf(new FakeElement({ tag: "a", "data-event": "get-directions" }) as unknown as Element)).toEqual({ category: "Get Directions", properties: {} });
    expect(actionOf(new FakeElement({ tag: "a", "data-event": "finance-quote" }) as unknown as Element)?.category).toBe("Finance Quote");
    expect(actionOf(new FakeElement({ tag: "a", "data-event": "history-report" }) as unknown as Element)?.category).toBe("Car History Report Download");
    expect(actionOf(new FakeElement({ tag: "a", href: "tel:0731234567" }) as unknown as Element)?.category).toBe("Click to Call");
  });

  it("anything else is no action", () => {
    expect(actionOf(new FakeElement({ tag: "a", href: "/finance" }) as unknown as Element)).toBeNull();
    expect(actionOf(new FakeElement({ tag: "a", "data-event": "__proto__" }) as unknown as Element)).toBeNull();
    expect(actionOf(null)).toBeNull();
  });
});

describe("the beacon", () => {
  it("sends a page view the endpoint accepts, with new ids kept in first-party cookies", () => {
    const sent: EventBody[] = [];
    const beacon = startBeacon("sunshine", (body) => sent.push(body));
    expect(listeners).toEqual([{ type: "click", capture: true }]);
    beacon.pageView();
    expect(sent).toHaveLength(1);
    expect(eventBodySchema.parse(sent[0])).toMatchObject({ website_slug: "sunshine", url: "https://sunshine.example/search/used-cars", category: "Page View" });
    expect(sent[0].anon_id).toMatch(DEVICE_ID);
    expect(sent[0].session_id).toMatch(SESSION_ID);
    expect(cookies.find((c) => c.startsWith("device_id="))).toMatch(/; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/);
    expect(cookies.find((c) => c.startsWith("session_id="))).toMatch(/; Path=\/; SameSite=Lax; Secure$/);
  });

  it("uses the ids the server set, and sends a click's action", () => {
    cookies = ["device_id=device_SERVER0001", "session_id=session_SERVER0001"];
    const sent: EventBody[] = [];
    const beacon = startBeacon("sunshine", (body) => sent.push(body));
    beacon.click({ target: new FakeElement({ tag: "a", href: "tel:0731234567" }) } as unknown as Event);
    beacon.click({ target: new FakeElement({ tag: "div" }) } as unknown as Event);
    expect(sent).toEqual([{ website_slug: "sunshine", url: "https://sunshine.example/search/used-cars", category: "Click to Call", anon_id: "device_SERVER0001", session_id: "session_SERVER0001", event_properties: {} }]);
  });

  it("is not started for visitors asking not to be tracked (DNT, GPC)", () => {
    expect(asksNotToTrack({ doNotTrack: "1" } as Navigator)).toBe(true);
    expect(asksNotToTrack({ doNotTrack: null, globalPrivacyControl: true } as unknown as Navigator)).toBe(true);
    expect(asksNotToTrack({ doNotTrack: "0" } as Navigator)).toBe(false);
  });
});
