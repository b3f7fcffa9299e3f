import { describe, expect, it } from "vitest";
import { garageBaseOf, returnPath, savedCarsPath, tabOf, tabPath } from "../../app/lib/garage/paths";

describe("garage paths (spec point 2)", () => {
  it("/my-garage lists saved cars at ?tab=saved-cars; a dealer's base at base + /saved", () => {
    expect(savedCarsPath("/my-garage")).toBe("/my-garage?tab=saved-cars");
    for (const base of ["/mybigboxcars", "/mymotorama", "/myblinkr", "/myservco"] as const) expect(savedCarsPath(base)).toBe(`${base}/saved`);
    expect(tabPath("/mybigboxcars", "details")).toBe("/mybigboxcars?tab=details");
  });

  it("reads the tab from the URL; anything unknown is the saved cars", () => {
    const tab = (u: string, base: Parameters<typeof tabOf>[1] = "/my-garage") => tabOf(new URL(u, "http://x"), base);
    expect(tab("/my-garage?tab=saved-searches")).toBe("saved-searches");
    expect(tab("/my-garage?tab=details")).toBe("details");
    expect(tab("/my-garage?tab=__proto__")).toBe("saved-cars");
    expect(tab("/mybigboxcars/saved?tab=details", "/mybigboxcars")).toBe("saved-cars");
  });

  it("is null where the garage is off", () => {
    expect(garageBaseOf({ garage_enabled: false, garage_path: "/my-garage" })).toBeNull();
    expect(garageBaseOf({ garage_enabled: true, garage_path: "/myservco" })).toBe("/myservco");
  });

  it("goes back only to a path of this site", () => {
    expect(returnPath("/search/used-cars?make=toyota", "/my-garage")).toBe("/search/used-cars?make=toyota");
    for (const bad of ["//evil.example", "https://evil.example", "/\\evil", "javascript:alert(1)", "", 42, null, "/a b"]) expect(returnPath(bad, "/my-garage")).toBe("/my-garage");
  });
});
