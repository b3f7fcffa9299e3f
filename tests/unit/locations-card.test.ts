import { describe, expect, it } from "vitest";
import type { Location, SpecialHours } from "../../server/sites/schema";
import { IPSWICH_ADDRESS, testLocation } from "../fixtures/builders";
import {
  directionsUrl,
  licenceLines,
  locationCardView,
  phoneHref,
  withLocationQuery,
  type CardSettings,
} from "~/lib/locations/card";

const location = (over: Record<string, unknown> = {}, address: Record<string, unknown> = {}): Location =>
  testLocation({
    address: { ...IPSWICH_ADDRESS, place_url: "https://www.google.com/maps/search/?api=1&query=212%20Brisbane%20Road", ...address },
    contact_detail: {
      phone: "07 5550 0101",
      landline_phone: "(07) 5550 0100",
      opening_hours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: "Open", open: "08:00", close: "17:30" })),
    },
    dealer_license_number: "DL 3170458",
    motor_vehicle_repairer: "MRB 48213",
    ...over,
  });

const settings = (over: Partial<CardSettings> = {}): CardSettings => ({
  locale: "en-AU",
  showLicences: false,
  bookServicePath: null,
  minReviewRating: 4,
  reviewsHidden: false,
  appointmentNote: null,
  specialHours: [],
  today: "2026-11-21",
  ...over,
});

describe("location card: identity, address and contact", () => {
  it("shows the heading, the street, then city, state and postcode, and the phones", () => {
    const card = locationCardView(location(), settings());
    expect(card.name).toBe("Sunshine Toyota Ipswich");
    expect(card.address).toEqual({
      street: "212 Brisbane Road, Booval",
      cityLine: "Ipswich QLD 4304",
      full: "212 Brisbane Road, Booval, Ipswich QLD 4304",
    });
    expect(card.phone).toEqual({ text: "07 5550 0101", href: "tel:0755500101" });
    expect(card.landline).toEqual({ text: "(07) 5550 0100", href: "tel:0755500100" });
    expect(card.detailsPath).toBe("/our-location/sunshine-toyota-ipswich");
    expect(card.contactPath).toBe("/contact-us/sunshine-toyota-ipswich");
    expect(card.point).toEqual({ lat: -27.6138, lng: 152.7893 });
  });

  it("has no landline, badge or image unless given", () => {
    const card = locationCardView(location({ contact_detail: { phone: "07 5550 0101" } }), settings());
    expect(card.landline).toBeNull();
    expect(card.badge).toBeNull();
    expect(card.image).toBeNull();
  });

  it("carries the badge (e.g. 'COMING EARLY 2026') and the image with the location's name as alt text", () => {
    const card = locationCardView(location({ badge: "COMING EARLY 2026", image: { url: "/img/yard.jpg" } }), settings());
    expect(card.badge).toBe("COMING EARLY 2026");
    expect(card.image).toEqual({ url: "/img/yard.jpg", alt: "Sunshine Toyota Ipswich" });
  });

  it.each([
    ["", "sales", "Sales"],
    ["sales", "sales", "Sales"],
    ["service", "service", "Service"],
    ["parts", "parts", "Parts"],
  ])("location_type %j is %s (empty means sales)", (type, kind, label) => {
    const card = locationCardView(location({ location_type: type }), settings());
    expect(card.kind).toBe(kind);
    expect(card.kindLabel).toBe(label);
  });
});

describe("phoneHref", () => {
  it.each([
    ["07 5550 0101", "tel:0755500101"],
    ["(07) 5550-0100", "tel:0755500100"],
    ["+61 7 5550 0101", "tel:+61755500101"],
    ["512-555-0142", "tel:5125550142"],
    ["", null],
    ["call us", null],
  ])("%j → %j", (text, href) => {
    expect(phoneHref(text)).toBe(href);
  });
});

describe("star rating and '{rating} ({count} reviews)' only when the average exceeds the site's minimum", () => {
  it.each<[number | undefined, number, boolean]>([
    [4.7, 4, true],
    [4.01, 4, true],
    [4.0, 4, false],
    [3.9, 4, false],
    [undefined, 4, false],
    [4.5, 4.5, false],
    [4.6, 4.5, true],
  ])("average %s, minimum %d → shown %s", (average, minimum, shown) => {
    const card = locationCardView(location({ average_rating: average }), settings({ minReviewRating: minimum }));
    expect(card.rating !== null).toBe(shown);
  });

  it("gives the stars, the rating to one decimal and the summary text", () => {
    const card = locationCardView(location({ average_rating: 4.66, review_count: 128 }), settings());
    expect(card.rating).toEqual({
      stars: [1, 1, 1, 1, 0.7],
      ratingText: "4.7",
      countText: "128 reviews",
      summary: "4.7 (128 reviews)",
    });
  });

  it("hidden reviews hide the rating whatever the average", () => {
    expect(locationCardView(location({ average_rating: 5 }), settings({ reviewsHidden: true })).rating).toBeNull();
  });
});

describe("licences: dealer (DL or CL) and repairer (MRB) numbers only when the site allows", () => {
  it("none by default", () => {
    expect(locationCardView(location(), settings()).licences).toEqual([]);
  });

  it("both when allowed, as written", () => {
    expect(licenceLines(location(), { showLicences: true, locale: "en-AU" })).toEqual([
      { label: "Dealer licence", number: "DL 3170458" },
      { label: "Repairer licence", number: "MRB 48213" },
    ]);
  });

  it("only the numbers the location has; blank numbers are left out", () => {
    expect(licenceLines(location({ dealer_license_number: "CL 1234", motor_vehicle_repairer: " " }), { showLicences: true, locale: "en-AU" })).toEqual([
      { label: "Dealer licence", number: "CL 1234" },
    ]);
    expect(licenceLines(location({ dealer_license_number: undefined }), { showLicences: true, locale: "en-AU" })).toEqual([
      { label: "Repairer licence", number: "MRB 48213" },
    ]);
  });

  it("US spelling on en-US sites", () => {
    expect(licenceLines(location(), { showLicences: true, locale: "en-US" })[0].label).toBe("Dealer license");
  });
});

describe("'Book a Service' on service-type locations where the site says", () => {
  it.each<[string, string | null, string | null]>([
    ["service", "/service", "/service?location=sunshine-toyota-ipswich"],
    ["service", "/pages/book-a-service?source=card", "/pages/book-a-service?source=card&location=sunshine-toyota-ipswich"],
    ["service", null, null],
    ["sales", "/service", null],
    ["", "/service", null],
    ["parts", "/service", null],
  ])("a %j location with book_service_path %j → %j", (type, path, href) => {
    expect(locationCardView(location({ location_type: type }), settings({ bookServicePath: path })).bookServicePath).toBe(href);
  });

  it("withLocationQuery appends with ? or &", () => {
    expect(withLocationQuery("/service", "a-b")).toBe("/service?location=a-b");
    expect(withLocationQuery("/service?x=1", "a-b")).toBe("/service?x=1&location=a-b");
  });
});

describe("opening hours, holiday hours and the appointment-only note", () => {
  it("groups Mon-Fri when identical, then Sat and Sun", () => {
    expect(locationCardView(location(), settings()).hours).toEqual([
      { label: "Mon-Fri", text: "8:00am - 5:30pm" },
      { label: "Sat", text: "Closed" },
      { label: "Sun", text: "Closed" },
    ]);
  });

  it("lists this location's holiday hours from today on, in both field shapes", () => {
    const special: SpecialHours[] = [
      { date: "2026-11-20", status: "Closed", location_id: 101 }, // yesterday: gone
      { date: "2026-12-25", status: "Closed", location_id: 101 },
      { date: "2026-12-24", status: "Open", hours: { begin: "08:00", end: "12:00" }, location: { id: 101 } },
      { date: "2026-12-26", status: "Closed", location_id: 999 }, // another location
    ];
    expect(locationCardView(location(), settings({ specialHours: special })).holidayHours).toEqual([
      { date: "2026-12-24", label: "Thu 24 Dec 2026", text: "8:00am - 12:00pm" },
      { date: "2026-12-25", label: "Fri 25 Dec 2026", text: "Closed" },
    ]);
  });

  it("a holiday is past at the dealer's local midnight, not the UTC one (Queensland, UTC+10)", () => {
    const special: SpecialHours[] = [{ date: "2026-12-25", status: "Closed", location_id: 101 }];
    const at = (iso: string, state: string) => {
      const loc = location();
      return locationCardView({ ...loc, address: { ...loc.address, state } }, settings({ specialHours: special, today: new Date(iso) })).holidayHours.length;
    };
    expect(at("2026-12-25T13:59:00Z", "QLD")).toBe(1); // 23:59 on the 25th in Brisbane
    expect(at("2026-12-25T14:00:00Z", "QLD")).toBe(0); // midnight: the 26th in Brisbane, still the 25th in UTC
    expect(at("2026-12-25T23:59:00Z", "")).toBe(1); // unknown state: the UTC date
    expect(at("2026-12-25T10:59:00Z", "AUK")).toBe(1); // 23:59 NZDT
    expect(at("2026-12-25T11:00:00Z", "AUK")).toBe(0);
  });

  it("carries the site's appointment-only note", () => {
    const note = "Visits are by appointment only.";
    expect(locationCardView(location(), settings({ appointmentNote: note })).appointmentNote).toBe(note);
    expect(locationCardView(location(), settings()).appointmentNote).toBeNull();
  });
});

describe("'Get Directions' opens the place URL", () => {
  it("uses place_url when it is a web address", () => {
    expect(directionsUrl(location())).toBe("https://www.google.com/maps/search/?api=1&query=212%20Brisbane%20Road");
  });

  // The site schema refuses such a place_url at start-up; the card still never links one.
  it.each([undefined, "", "javascript:alert(1)", "/relative"])("falls back to a map search of the address when place_url is %j", (placeUrl) => {
    const valid = location();
    expect(directionsUrl({ ...valid, address: { ...valid.address, place_url: placeUrl } })).toBe(
      "https://www.google.com/maps/search/?api=1&query=212%20Brisbane%20Road%2C%20Booval%2C%20Ipswich%20QLD%204304",
    );
  });
});
