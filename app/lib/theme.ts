// A site's theme as CSS custom properties, so one stylesheet serves every brand.
import type { Theme } from "../../server/sites/schema";

const cssValue = (value: string) => value.replace(/[;{}<>]/g, "");

export function themeCss(theme: Theme): string {
  return `:root{--color-primary:${theme.primary};--color-primary-contrast:${theme.primary_contrast};--color-accent:${theme.accent};--color-bg:${theme.background};--color-surface:${theme.surface};--color-text:${theme.text};--font-body:${cssValue(theme.font)}}`;
}
