// The vehicle-type loading animation (spec point 2) shows the kind of vehicle the site sells.
import { describe, expect, it } from "vitest";
import { loadingVehicle } from "~/lib/loading-vehicle";
import { TEMPLATES } from "../../server/sites/schema";

describe("loadingVehicle", () => {
  it("a motorcycle dealer's is a motorcycle, a camper dealer's a caravan, a truck dealer's a truck", () => {
    expect(loadingVehicle("motorcycle")).toBe("motorcycle");
    expect(loadingVehicle("camper")).toBe("caravan");
    expect(loadingVehicle("truck")).toBe("truck");
  });

  it("every other template's is a car", () => {
    const own = ["motorcycle", "camper", "truck"]; // a truck template may join TEMPLATES (issue 19, part 4)
    for (const template of TEMPLATES.filter((t) => !own.includes(t))) expect(loadingVehicle(template), template).toBe("car");
  });
});
