import { countryOf, formatCount, timeZoneForState } from "~/lib/locale";
import { describe, expect, it } from "vitest";
import {
  AUSTRALIAN_STATES,
  CURRENCY,
  GROUP_DEFAULT_STATE,
  KM_PER_MILE,
  defaultState,
  distanceUnit,
  formatDistance,
  formatPrice,
  formatPriceWithCents,
  htmlLang,
  normaliseState,
  swapWords,
  t,
  words,
} from "~/lib/locale";

describe("spelling swaps (colour/color, enquiry/inquiry, petrol/gas)", () => {
  it("en-US spells the dealer words the US way", () => {
    expect(t("en-US", "colour")).toBe("color");
    expect(t("en-US", "enquiry")).toBe("inquiry");
    expect(t("en-US", "enquire")).toBe("inquire");
    expect(t("en-US", "petrol")).toBe("gas");
    expect(t("en-US", "tyres")).toBe("tires");
    expect(t("en-US", "centre")).toBe("center");
    expect(t("en-US", "licence")).toBe("license");
    expect(t("en-US", "kilometres")).toBe("miles");
    expect(t("en-US", "ute")).toBe("pickup");
    expect(t("en-US", "favourite")).toBe("favorite");
    expect(t("en-US", "catalogue")).toBe("catalog");
    expect(t("en-US", "organise")).toBe("organize");
    expect(t("en-US", "authorised")).toBe("authorized");
    expect(t("en-US", "aluminium")).toBe("aluminum");
  });

  it("en-AU keeps the Australian spelling", () => {
    expect(t("en-AU", "colour")).toBe("colour");
    expect(t("en-AU", "enquiry")).toBe("enquiry");
    expect(t("en-AU", "petrol")).toBe("petrol");
    expect(t("en-AU", "kilometres")).toBe("kilometres");
  });

  it("en-NZ follows the Australian spelling", () => {
    expect(words("en-NZ")).toEqual(words("en-AU"));
  });

  it("the odometer unit is km, or mi for the US", () => {
    expect(t("en-AU", "odometerUnit")).toBe("km");
    expect(t("en-NZ", "odometerUnit")).toBe("km");
    expect(t("en-US", "odometerUnit")).toBe("mi");
  });

  it("can capitalise a word for a label", () => {
    expect(t("en-US", "ute", { capitalise: true })).toBe("Pickup");
    expect(t("en-AU", "ute", { capitalise: true })).toBe("Ute");
  });
});

describe("swapWords rewrites an AU English sentence", () => {
  it("keeps the case of each word", () => {
    expect(swapWords("en-US", "Enquire Now")).toBe("Inquire Now");
    expect(swapWords("en-US", "ENQUIRY")).toBe("INQUIRY");
    expect(swapWords("en-US", "send an enquiry")).toBe("send an inquiry");
    expect(swapWords("en-US", "Petrol")).toBe("Gas");
  });

  it("swaps several words and inflections in one sentence", () => {
    expect(swapWords("en-US", "Save your favourite colours and enquiries")).toBe(
      "Save your favorite colors and inquiries",
    );
    expect(swapWords("en-US", "Authorised tyre centre")).toBe("Authorized tire center");
  });

  it("does not mangle other words that contain a swap word", () => {
    expect(swapWords("en-US", "Computer and Utensils")).toBe("Computer and Utensils");
    expect(swapWords("en-US", "petroleum colourful")).toBe("petroleum colourful");
    expect(swapWords("en-US", "colour_id")).toBe("colour_id");
  });

  it("leaves units alone, since the number in the sentence is not converted", () => {
    expect(swapWords("en-US", "Under 10,000 km")).toBe("Under 10,000 km");
  });

  it("returns AU and NZ text unchanged", () => {
    expect(swapWords("en-AU", "Enquire Now")).toBe("Enquire Now");
    expect(swapWords("en-NZ", "Enquire Now")).toBe("Enquire Now");
  });
});

describe("formatCount: one thousands separator for every count", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [1336, "1,336"],
    [1234567, "1,234,567"],
  ])("%d → %s", (n, text) => expect(formatCount(n)).toBe(text));
});

describe("formatPrice: whole dollars with thousands commas and a dollar prefix", () => {
  it("formats the spec's examples", () => {
    expect(formatPrice(1234)).toBe("$1,234");
    expect(formatPrice(0)).toBe("$0");
    expect(formatPrice(12990)).toBe("$12,990");
    expect(formatPrice(1234567)).toBe("$1,234,567");
    expect(formatPrice(999)).toBe("$999");
  });

  it("rounds to the nearest dollar, half up", () => {
    expect(formatPrice(1234.49)).toBe("$1,234");
    expect(formatPrice(1234.5)).toBe("$1,235");
    expect(formatPrice(999.5)).toBe("$1,000");
  });

  it("puts the minus before the dollar sign and shows $0 for a non-number", () => {
    expect(formatPrice(-1500)).toBe("-$1,500");
    expect(formatPrice(Number.NaN)).toBe("$0");
  });
});

describe("formatPriceWithCents: the one place that pads 2-digit cents", () => {
  it("pads cents to two digits", () => {
    expect(formatPriceWithCents(1234.5)).toBe("$1,234.50");
    expect(formatPriceWithCents(1234)).toBe("$1,234.00");
    expect(formatPriceWithCents(0.07)).toBe("$0.07");
  });

  it("rounds to the nearest cent despite binary fractions", () => {
    expect(formatPriceWithCents(1.005)).toBe("$1.01");
    expect(formatPriceWithCents(999.999)).toBe("$1,000.00");
  });
});

describe("distance in km (miles for US)", () => {
  it("formats km with thousands commas", () => {
    expect(formatDistance(12345, "en-AU")).toBe("12,345 km");
    expect(formatDistance(12345, "en-NZ")).toBe("12,345 km");
    expect(formatDistance(0, "en-AU")).toBe("0 km");
  });

  it("converts to miles for en-US with 1 mi = 1.609344 km", () => {
    expect(KM_PER_MILE).toBe(1.609344);
    expect(formatDistance(12345, "en-US")).toBe("7,671 mi");
    expect(formatDistance(1.609344, "en-US")).toBe("1 mi");
  });

  it("names the unit", () => {
    expect(distanceUnit("en-AU")).toBe("km");
    expect(distanceUnit("en-NZ")).toBe("km");
    expect(distanceUnit("en-US")).toBe("mi");
  });
});

describe("Australian states: NSW, QLD, VIC, ACT, NT, SA, TAS, WA", () => {
  it("lists the eight states with their names in the spec's order", () => {
    expect(AUSTRALIAN_STATES.map((s) => s.code)).toEqual(["NSW", "QLD", "VIC", "ACT", "NT", "SA", "TAS", "WA"]);
    expect(AUSTRALIAN_STATES.find((s) => s.code === "ACT")?.name).toBe("Australian Capital Territory");
    expect(AUSTRALIAN_STATES.find((s) => s.code === "TAS")?.name).toBe("Tasmania");
  });

  it("normalises a code or a name to the code", () => {
    expect(normaliseState("qld")).toBe("QLD");
    expect(normaliseState(" Nsw ")).toBe("NSW");
    expect(normaliseState("Western Australia")).toBe("WA");
  });

  it("gives null for an unknown state", () => {
    expect(normaliseState("XYZ")).toBeNull();
    expect(normaliseState("")).toBeNull();
    expect(normaliseState(null)).toBeNull();
  });

  it("the group defaults its state to qld unless the site sets one", () => {
    expect(GROUP_DEFAULT_STATE).toBe("qld");
    expect(defaultState({})).toBe("qld");
    expect(defaultState({ default_state: "nsw" })).toBe("nsw");
    expect(defaultState({ default_state: "" })).toBe("qld");
    expect(defaultState({}, { default_state: "vic" })).toBe("vic");
  });
});

describe("html lang and currency", () => {
  it("uses the locale as the html lang", () => {
    expect(htmlLang("en-AU")).toBe("en-AU");
    expect(htmlLang("en-NZ")).toBe("en-NZ");
    expect(htmlLang("en-US")).toBe("en-US");
  });

  it("Currency AUD for every site", () => {
    expect(CURRENCY).toBe("AUD");
  });
});

describe("time zone of a state", () => {
  it.each([
    ["QLD", "Australia/Brisbane"],
    ["qld", "Australia/Brisbane"],
    ["WA", "Australia/Perth"],
    ["AUK", "Pacific/Auckland"],
    ["TX", "America/Chicago"],
  ])("%s is %s", (state, zone) => {
    expect(timeZoneForState(state)).toBe(zone);
  });

  it("is null for an unknown or missing state", () => {
    expect(timeZoneForState("ZZ")).toBeNull();
    expect(timeZoneForState(undefined)).toBeNull();
  });
});

describe("countryOf: the one locale → country rule (addresses, postcode lookups)", () => {
  it.each([
    ["en-AU", "AU"],
    ["en-NZ", "NZ"],
    ["en-US", "US"],
  ] as const)("%s → %s", (locale, country) => expect(countryOf(locale)).toBe(country));
});
