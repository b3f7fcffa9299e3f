import { describe, expect, it } from "vitest";
import { readableTextOn, themeCss } from "~/lib/theme";
import { themeSchema } from "../../server/sites/schema";

describe("theme", () => {
  it.each([
    ["#f5a623", "#000000"],
    ["#facc15", "#000000"],
    ["#ffffff", "#000000"],
    ["#0b3d91", "#ffffff"],
    ["#e4572e", "#000000"],
    ["#b42318", "#ffffff"],
    ["#000", "#ffffff"],
  ])("text on %s is %s", (bg, text) => {
    expect(readableTextOn(bg)).toBe(text);
  });

  it("writes the theme as custom properties, without letting a font name break out of the rule", () => {
    const css = themeCss(themeSchema.parse({ font: "Inter}body{display:none" }));
    expect(css).toContain("--color-accent-contrast:");
    expect(css).not.toContain("}body{");
  });
});
