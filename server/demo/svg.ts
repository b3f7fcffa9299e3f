// What every demo picture shares: the 800x600 canvas, the paint of one vehicle, colour math, escaping.

export const W = 800;
export const H = 600;
export const GROUND = 500;

export interface Paint {
  body: string;
  light: string;
  dark: string;
  trim: string;
  glass: string;
  id: string;
}

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0")).join("")}`;
}
/** factor < 0 darkens towards black, > 0 lightens towards white. */
export function shade(hex: string, factor: number): string {
  const rgb = hexToRgb(hex);
  return rgbToHex(rgb.map((v) => (factor < 0 ? v * (1 + factor) : v + (255 - v) * factor)) as [number, number, number]);
}
export function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

export const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
