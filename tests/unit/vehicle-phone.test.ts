import { describe, expect, it } from "vitest";
import { PHONE_REVEAL_VISIBLE, carPhone, maskPhone, telHref } from "~/lib/phone-reveal";

describe("phone reveal: hidden by default, showing the first 5 characters then stars", () => {
  it("shows 5 characters", () => {
    expect(PHONE_REVEAL_VISIBLE).toBe(5);
  });

  it.each([
    ["07 5550 0111", "07 55*******"],
    ["(07) 5550 0111", "(07) *********"],
    ["+61 7 5550 0111", "+61 7**********"],
    ["555-0123", "555-0***"],
    ["09 555 0401", "09 55******"],
  ])("%s is shown as %s", (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
    expect(maskPhone(phone)).toHaveLength(phone.length);
  });

  it("a number of 5 characters or fewer still hides something", () => {
    expect(maskPhone("12345")).toBe("1234*");
    expect(maskPhone("123")).toBe("12*");
    expect(maskPhone("1")).toBe("*");
  });

  it("surrounding spaces do not count", () => {
    expect(maskPhone("  07 5550 0111 ")).toBe("07 55*******");
  });

  it("tel: links keep digits and a leading +", () => {
    expect(telHref("07 5550 0111")).toBe("tel:0755500111");
    expect(telHref("+61 (7) 5550-0111")).toBe("tel:+61755500111");
  });
});

describe("a car's phone: its location's, else its dealer location's; blank is none", () => {
  const at = (phone: string | null | undefined) => ({ contact_detail: { phone } });
  it.each([
    ["07 5550 0111", "07 5550 0222", "07 5550 0111"],
    [" 07 5550 0111 ", null, "07 5550 0111"],
    ["", "07 5550 0222", "07 5550 0222"],
    ["   ", " 07 5550 0222 ", "07 5550 0222"],
    [null, "07 5550 0222", "07 5550 0222"],
    [undefined, "", null],
    [null, null, null],
  ])("car %j, location %j → %j", (own, dealer, want) => {
    expect(carPhone({ location: { phone: own } }, at(dealer))).toBe(want);
  });
  it("no dealer location", () => expect(carPhone({ location: { phone: "" } }, undefined)).toBeNull());
});
