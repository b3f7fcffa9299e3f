// A site's theme as CSS custom properties, so one stylesheet serves every brand. Text on the accent
// colour is black or white, whichever contrasts more (WCAG relative luminance), so any brand colour reads.
import type { Theme } from "../../server/sites/schema";
import { keptAnswers } from "./kept.mjs";

const cssValue = (value: string) => value.replace(/[;{}<>]/g, "");

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  let h = hex.replace("#", "");
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join("");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `from` moved `share` (0..1) of the way to `to`, as the browser's color-mix in sRGB does. */
export function mix(from: string, to: string, share: number): string {
  const [a, b] = [rgb(from), rgb(to)];
  return toHex(a.map((v, i) => v + (b[i] - v) * share) as Rgb);
}

/** '#000000' or '#ffffff', whichever has the higher contrast ratio against `background`. */
export function readableTextOn(background: string): "#000000" | "#ffffff" {
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? "#000000" : "#ffffff";
}

// WCAG 2.2 1.4.11 / 2.4.13: a focus indicator needs 3:1 against what it sits on.
export const FOCUS_CONTRAST = 3;

/**
 * The brand colour closest to `colour` (mixed towards black or white in small steps) that reaches
 * 3:1 against every one of `backgrounds`, so the ring keeps the brand where it can and is never invisible.
 */
export function focusColourOn(colour: string, backgrounds: string[]): string {
  const passes = (c: string) => backgrounds.every((bg) => contrastRatio(c, bg) >= FOCUS_CONTRAST);
  for (let step = 0; step <= 20; step++) {
    for (const towards of ["#000000", "#ffffff"]) {
      const candidate = mix(colour, towards, step / 20);
      if (passes(candidate)) return candidate;
    }
  }
  // No single colour reaches 3:1 on all of them: the better of black and white.
  const worst = (c: string) => Math.min(...backgrounds.map((bg) => contrastRatio(c, bg)));
  return worst("#000000") >= worst("#ffffff") ? "#000000" : "#ffffff";
}

// The dark bands of the page: the footer's fixed colour, the primary-coloured header banner and the
// hero's gradient from the primary colour to 40% black (home.css). Everything else is the page
// background, the surface colour or a white field.
export const FOOTER_BACKGROUND = "#111827";

export function focusBackgrounds(theme: Theme) {
  return {
    light: [theme.background, theme.surface, "#ffffff"],
    dark: [FOOTER_BACKGROUND, theme.primary, mix(theme.primary, "#000000", 0.4)],
  };
}

export function focusColours(theme: Theme) {
  const on = focusBackgrounds(theme);
  return { light: focusColourOn(theme.accent, on.light), dark: focusColourOn(theme.accent, on.dark) };
}

/** The theme's custom properties, worked out once per theme (the focus colours' search is ~100 contrast ratios). */
export function themeCss(theme: Theme): string {
  return keptThemeCss(JSON.stringify(theme));
}

const keptThemeCss = keptAnswers(1000, (key) => themeCssOf(JSON.parse(key) as Theme));

function themeCssOf(theme: Theme): string {
  const focus = focusColours(theme);
  return `:root{--color-primary:${theme.primary};--color-primary-contrast:${theme.primary_contrast};--color-accent:${theme.accent};--color-accent-contrast:${readableTextOn(theme.accent)};--color-bg:${theme.background};--color-surface:${theme.surface};--color-text:${theme.text};--color-focus:${focus.light};--color-focus-on-dark:${focus.dark};--color-footer:${FOOTER_BACKGROUND};--font-body:${cssValue(theme.font)}}`;
}
