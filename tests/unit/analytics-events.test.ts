// The spec's analytics rules (points 2, 4 and 9): id formats, page types, event ids, form → id.
import { describe, expect, it } from "vitest";
import { ACTION_EVENTS, PAGE_TYPES, emittableEvents, nextStepCategory, pageViewEventId } from "~/lib/analytics/event-ids";
import { DEVICE_ID, SESSION_ID, newDeviceId, newSessionId, randomChars } from "~/lib/analytics/ids";
import { pageTypeOf, vehiclePageType } from "~/lib/analytics/page-types";
import { formSubmissionEventId } from "~/lib/analytics/form-events";
import { LEAD_CATEGORIES } from "~/lib/forms/categories";

describe("device and session ids", () => {
  it("are 'device_' and 'session_' plus 10 random letters or digits", () => {
    for (let i = 0; i < 200; i += 1) {
      expect(newDeviceId()).toMatch(DEVICE_ID);
      expect(newSessionId()).toMatch(SESSION_ID);
    }
    expect(newDeviceId()).not.toBe(newDeviceId());
  });

  it("draw again on bytes that would bias the alphabet (248 and up)", () => {
    const fill = (bytes: Uint8Array) => bytes.set(bytes.map((_, i) => (i % 2 === 0 ? 250 : 61)));
    expect(randomChars(10, fill)).toBe("9".repeat(10));
  });

  it("the formats refuse other shapes", () => {
    for (const bad of ["device_", "device_ABCDEFGHI", "device_ABCDEFGHIJK", "device_ABCDEFGHI-", "session_ABCDEFGHIJ", "DEVICE_ABCDEFGHIJ"]) {
      expect(bad).not.toMatch(DEVICE_ID);
    }
    expect("device_ABCDEFGHIJ").not.toMatch(SESSION_ID);
  });
});

describe("page types", () => {
  it("are the spec's 13, page view ids 1-13 in its order", () => {
    expect(PAGE_TYPES).toHaveLength(13);
    expect(PAGE_TYPES.map(pageViewEventId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(pageViewEventId("Home")).toBe(1);
    expect(pageViewEventId("About/Information")).toBe(13);
  });

  const cases: [string, string][] = [
    ["/", "Home"],
    ["/search/new-used-and-demo-cars", "Vehicle Inventory Listing"],
    ["/search/used-cars/toyota", "Vehicle Inventory Listing"],
    ["/pre-owned", "Vehicle Inventory Listing"],
    ["/find/rental-cars", "Vehicle Inventory Listing"],
    ["/special-offers", "Special Offers"],
    ["/fleet", "Fleet"],
    ["/service", "Service"],
    ["/pages/book-a-service", "Service"],
    ["/parts/search", "Parts and Accessories"],
    ["/vehicle-parts-and-accessories", "Parts and Accessories"],
    ["/parts-enquiry", "Parts and Accessories"],
    ["/finance", "Finance"],
    ["/apply-for-finance", "Finance"],
    ["/forms/insurance", "Insurance"],
    ["/trade-in", "Ownership Information"],
    ["/cars/trade-in", "Ownership Information"],
    ["/valuations", "Ownership Information"],
    ["/sell-my-car", "Ownership Information"],
    ["/contact-us", "Contact"],
    ["/contact-us/brisbane", "Contact"],
    ["/our-locations/", "Contact"],
    ["/our-location/city", "Contact"],
    ["/book-test-drive", "Contact"],
    ["/about-us", "About/Information"],
    ["/careers", "About/Information"],
    ["/privacy-policy", "About/Information"],
    ["/pages/news", "About/Information"],
  ];
  it.each(cases)("%s is %s", (path, type) => {
    expect(pageTypeOf(path)).toEqual({ type });
  });

  it("every page type is reached by some path (vehicle details through the car)", () => {
    const reached = new Set(cases.map(([, type]) => type));
    reached.add(vehiclePageType("new")).add(vehiclePageType("used"));
    expect([...reached].sort()).toEqual([...PAGE_TYPES].sort());
  });

  it("a vehicle page and its checkout name the car; new and demo cars are New Vehicle Details, used ones Used", () => {
    expect(pageTypeOf("/cars/2020-toyota-corolla-123")).toEqual({ vehicleSlug: "2020-toyota-corolla-123" });
    expect(pageTypeOf("/Motorcycles/a-b/")).toEqual({ vehicleSlug: "a-b" });
    expect(pageTypeOf("/cars/x-1/checkout")).toEqual({ vehicleSlug: "x-1" });
    expect(pageTypeOf("/checkout-journey", "?car_id=x-1")).toEqual({ vehicleSlug: "x-1" });
    expect(vehiclePageType("new")).toBe("New Vehicle Details");
    expect(vehiclePageType("demo")).toBe("New Vehicle Details");
    expect(vehiclePageType("used")).toBe("Used Vehicle Details");
  });
});

describe("event ids the product can emit", () => {
  it("are the spec's: page views 1-13, form submissions 14/15/17/22/48/51, and the actions", () => {
    const ids = emittableEvents().map((e) => e.id);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 17, 22, 48, 51, 25, 26, 29, 32, 35, 36, 37, 38, 39, 41, 43, 50, 52, 53, 54, 55, 57, 58, 59, 60]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.min(...ids)).toBe(1);
    expect(Math.max(...ids)).toBeLessThanOrEqual(61);
  });

  it("name the spec's actions: click to call 25, finance calculator 26, search 29, next step 32, login popup, code request and submit, registration 35-38, favourite 39, directions 41, vehicle lookup and valuation 43/50/52/53, chat 54/55/57, finance 58/59, history report 60", () => {
    expect(Object.fromEntries(Object.entries(ACTION_EVENTS).map(([k, v]) => [k, v.id]))).toEqual({
      "click-to-call": 25,
      "finance-calculator": 26,
      search: 29,
      "next-step": 32,
      "login-popup": 35,
      "verification-code-request": 36,
      "verification-code-submit": 37,
      "registration-complete": 38,
      favourite: 39,
      "get-directions": 41,
      "vehicle-lookup-sell": 43,
      "valuation-sell": 50,
      "vehicle-lookup-trade-in": 52,
      "valuation-trade-in": 53,
      "chat-open": 54,
      "chat-started": 55,
      "chat-message": 57,
      "finance-quote": 58,
      "finance-quote-step": 59,
      "history-report": 60,
    });
    expect(nextStepCategory(2)).toBe("Next Step - Step 2");
  });
});

describe("form submission ids", () => {
  it("test drives: 48 used car, 17 new car or test-drive-only; enquiries: 15 used, 14 new", () => {
    expect(formSubmissionEventId("Test Drive Booking Used")).toBe(48);
    expect(formSubmissionEventId("Test Drive Booking")).toBe(17);
    expect(formSubmissionEventId("Test Drive Booking Used", { testDriveOnly: true })).toBe(17);
    expect(formSubmissionEventId("Used Vehicle Enquiry")).toBe(15);
    expect(formSubmissionEventId("New Vehicle Enquiry")).toBe(14);
  });

  it("careers 51; every other category the default 22", () => {
    expect(formSubmissionEventId("Career")).toBe(51);
    const others = LEAD_CATEGORIES.filter((c) => !["Test Drive Booking Used", "Test Drive Booking", "Used Vehicle Enquiry", "New Vehicle Enquiry", "Career"].includes(c));
    for (const category of others) expect(formSubmissionEventId(category)).toBe(22);
    expect(formSubmissionEventId("default")).toBe(22);
    expect(formSubmissionEventId("__proto__")).toBe(22);
  });
});
