// A site's theme as CSS custom properties, so one stylesheet serves every brand. Text on the accent
// colour is black or white, whichever contrasts more (WCAG relative luminance), so any brand colour reads.
import type { Theme } from "../../server/sites/schema";

const cssValue = (value: string) => value.replace(/[;{}<>]/g, "");

function luminance(hex: string): number {
  let h = hex.replace("#", "");
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join("");
  const channel = (i: number) => {
    const v = parseInt(h.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** '#000000' or '#ffffff', whichever has the higher contrast ratio against `background`. */
export function readableTextOn(background: string): "#000000" | "#ffffff" {
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? "#000000" : "#ffffff";
}

export function themeCss(theme: Theme): string {
  return `:root{--color-primary:${theme.primary};--color-primary-contrast:${theme.primary_contrast};--color-accent:${theme.accent};--color-accent-contrast:${readableTextOn(theme.accent)};--color-bg:${theme.background};--color-surface:${theme.surface};--color-text:${theme.text};--font-body:${cssValue(theme.font)}}`;
}
