// Brand wordmarks for /brand-logos/<slug>.svg and the generic 'image not found' picture.
import { H, W, escapeXml } from "./svg";

const LOGO_PALETTE = ["#0b3d6e", "#c8102e", "#1f2937", "#0f766e", "#7c2d12", "#1e3a8a", "#6d28d9", "#b45309", "#14532d", "#9f1239"];

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/**
 * A simple text wordmark for `/brand-logos/<slug>.svg`: the brand name in a colour chosen from the slug,
 * on a white rounded tile. 240x80. The name is escaped; an empty name falls back to the slug.
 */
export function renderBrandLogoSvg(slug: string, name: string): string {
  const text = (name || slug || "Brand").trim().slice(0, 40) || "Brand";
  const colour = LOGO_PALETTE[hashString(slug || text) % LOGO_PALETTE.length];
  const size = Math.max(12, Math.min(34, Math.floor(200 / (text.length * 0.62))));
  const label = escapeXml(text);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img" aria-label="${label}">` +
    `<title>${label}</title>` +
    `<rect x="1" y="1" width="238" height="78" rx="14" fill="#ffffff" stroke="${colour}" stroke-width="2"/>` +
    `<rect x="16" y="60" width="208" height="4" rx="2" fill="${colour}" opacity="0.25"/>` +
    `<text x="120" y="${40 + size * 0.34}" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="${size}" font-weight="800" letter-spacing="0.5" fill="${colour}">${label}</text>` +
    `</svg>`
  );
}

/** The generic picture shown when a vehicle or brand has no image (800x600). */
export function renderImageNotFoundSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="Image not found">` +
    `<title>Image not found</title>` +
    `<rect width="${W}" height="${H}" fill="#eef0f3"/>` +
    `<g fill="none" stroke="#9aa1ab" stroke-width="10" stroke-linecap="round" stroke-linejoin="round">` +
    `<path d="M230 340 L250 290 Q262 262 292 258 L508 258 Q538 262 550 290 L570 340"/>` +
    `<path d="M200 340 L600 340 Q620 340 620 360 L620 400 L180 400 L180 360 Q180 340 200 340 Z"/>` +
    `<circle cx="265" cy="405" r="34"/><circle cx="535" cy="405" r="34"/>` +
    `<path d="M170 180 L630 470" stroke="#c4c9d0"/>` +
    `</g>` +
    `<text x="400" y="520" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="30" font-weight="600" fill="#6b7280">Image not found</text>` +
    `</svg>`
  );
}
