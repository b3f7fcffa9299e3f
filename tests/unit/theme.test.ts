import { describe, expect, it } from "vitest";
import path from "node:path";
import {
  contrastRatio,
  FOCUS_CONTRAST,
  focusBackgrounds,
  focusColourOn,
  focusColours,
  readableTextOn,
  themeCss,
} from "~/lib/theme";
import { readdirSync, readFileSync } from "node:fs";
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

  it("gives each theme its own properties, the first time and again (they are kept per theme)", () => {
    const blue = themeSchema.parse({ accent: "#1e3a8a" });
    const orange = themeSchema.parse({ accent: "#f5a623" });
    for (let i = 0; i < 2; i++) {
      expect(themeCss(blue)).toContain("--color-accent:#1e3a8a;--color-accent-contrast:#ffffff;");
      expect(themeCss(orange)).toContain("--color-accent:#f5a623;--color-accent-contrast:#000000;");
      expect(themeCss({ ...orange })).toBe(themeCss(orange));
    }
  });
});

describe("focus colour", () => {
  // Every demo site file's theme, read as the server reads it (the schema fills the defaults).
  const demoSites = readdirSync("sites", { recursive: true, encoding: "utf8" })
    .filter((f) => /^[^/]+\/sites\/[^/]+\.json$/.test(f))
    .map((f) => JSON.parse(readFileSync(path.join("sites", f), "utf8")))
    .map((s) => ({ slug: s.slug as string, theme: themeSchema.parse(s.theme) }));

  it("has all ten demo sites to check", () => {
    expect(demoSites.length).toBe(10);
  });

  it.each(demoSites.map((s) => [s.slug, s.theme] as const))(
    "%s: the focus ring reaches 3:1 on every background it appears on",
    (_slug, theme) => {
      const colours = focusColours(theme);
      const on = focusBackgrounds(theme);
      for (const bg of on.light) expect(contrastRatio(colours.light, bg)).toBeGreaterThanOrEqual(FOCUS_CONTRAST);
      for (const bg of on.dark) expect(contrastRatio(colours.dark, bg)).toBeGreaterThanOrEqual(FOCUS_CONTRAST);
      expect(themeCss(theme)).toContain(`--color-focus:${colours.light};--color-focus-on-dark:${colours.dark};`);
    },
  );

  it("keeps an accent that already reaches 3:1 and darkens one that does not", () => {
    expect(focusColourOn("#1e3a8a", ["#ffffff"])).toBe("#1e3a8a");
    const sunshine = focusColourOn("#f5a623", ["#ffffff", "#f3f6fa"]);
    expect(contrastRatio("#f5a623", "#ffffff")).toBeLessThan(3); // 2.03:1, the figure
    expect(contrastRatio(sunshine, "#f3f6fa")).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(sunshine, "#f3f6fa")).toBeLessThan(3.5); // the nearest passing shade, not black
  });

  it("lightens a dark accent on the dark footer (1.07:1 before)", () => {
    expect(contrastRatio("#1b1f24", "#111827")).toBeLessThan(1.1);
    expect(contrastRatio(focusColourOn("#1b1f24", ["#111827", "#c8102e"]), "#c8102e")).toBeGreaterThanOrEqual(3);
  });

  it("contrast ratios at the WCAG reference points", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});
