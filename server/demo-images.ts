// Pictures for the demo data, drawn on the fly: vehicle side views for /demo-images/<body>-<colour>-<n>.svg,
// text wordmarks for /brand-logos/<slug>.svg and the generic 'image not found' picture.
// Pure functions (string in, SVG text out); the HTTP routes live elsewhere.

/** Body kinds a picture can show (the generator maps each simple_body to one of these). */
export const DEMO_IMAGE_BODIES = [
  "sedan",
  "hatch",
  "suv",
  "ute",
  "wagon",
  "van",
  "coupe",
  "convertible",
  "motorcycle",
  "caravan",
  "camper",
] as const;
export type DemoImageBody = (typeof DEMO_IMAGE_BODIES)[number];

/** Colour words used in the stock's `colour` field (lower-cased) and their paint. */
export const DEMO_IMAGE_COLOURS: Readonly<Record<string, string>> = {
  white: "#f1f3f5",
  black: "#1e2126",
  silver: "#b9bfc7",
  grey: "#6b7380",
  blue: "#1f56a8",
  red: "#c3262e",
  green: "#2f6e3d",
  orange: "#e4742a",
  yellow: "#f0c02f",
  brown: "#6e4526",
  beige: "#d6c39c",
  bronze: "#9a6a3a",
  gold: "#c7a03a",
  purple: "#5c3b8f",
};

/** Variations per body and colour (background and camera). */
export const DEMO_IMAGE_VARIANTS = 8;

const W = 800;
const H = 600;
const GROUND = 500;

export interface DemoImageName {
  body: DemoImageBody;
  colour: string;
  n: number;
}

/** `suv-blue-3` or `suv-blue-3.svg` → its parts; anything else → null. */
export function parseDemoImageName(name: string): DemoImageName | null {
  if (typeof name !== "string" || name.length > 64) return null;
  const m = /^([a-z]+)-([a-z]+)-([1-9][0-9]?)(?:\.svg)?$/.exec(name);
  if (!m) return null;
  const [, body, colour, num] = m;
  const n = Number(num);
  if (!(DEMO_IMAGE_BODIES as readonly string[]).includes(body)) return null;
  if (!Object.prototype.hasOwnProperty.call(DEMO_IMAGE_COLOURS, colour)) return null;
  if (n < 1 || n > DEMO_IMAGE_VARIANTS) return null;
  return { body: body as DemoImageBody, colour, n };
}

// ------------------------------------------------------------------------------------ colour math

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, "0")).join("")}`;
}
/** factor < 0 darkens towards black, > 0 lightens towards white. */
function shade(hex: string, factor: number): string {
  const rgb = hexToRgb(hex);
  return rgbToHex(rgb.map((v) => (factor < 0 ? v * (1 + factor) : v + (255 - v) * factor)) as [number, number, number]);
}
function luminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

// ------------------------------------------------------------------------------------ scenes

interface Scene {
  sky: [string, string];
  floor: [string, string];
  extra: (id: string) => string;
}

const SCENES: Scene[] = [
  // 1 studio
  { sky: ["#f3f5f8", "#dde2e9"], floor: ["#cfd5dd", "#b9c0ca"], extra: () => `<ellipse cx="400" cy="150" rx="330" ry="120" fill="#ffffff" opacity="0.55"/>` },
  // 2 clear day
  {
    sky: ["#9fd3ff", "#e6f4ff"],
    floor: ["#8d9096", "#6f7278"],
    extra: () =>
      `<circle cx="660" cy="110" r="46" fill="#fff3b0" opacity="0.9"/><path d="M0 470 Q120 420 240 455 T480 445 T800 460 V500 H0 Z" fill="#8fbf7a" opacity="0.8"/><rect x="0" y="540" width="800" height="6" fill="#f2f2f2" opacity="0.7"/>`,
  },
  // 3 sunset
  {
    sky: ["#ff9f7a", "#ffe1bf"],
    floor: ["#a47862", "#7e5847"],
    extra: () => `<circle cx="180" cy="420" r="90" fill="#ffd27a" opacity="0.75"/><path d="M0 480 L140 430 L260 470 L420 410 L560 465 L700 425 L800 455 V500 H0 Z" fill="#7a4b5a" opacity="0.55"/>`,
  },
  // 4 dusk city
  {
    sky: ["#1c2747", "#42548a"],
    floor: ["#2a2f3b", "#1c2029"],
    extra: () =>
      `<g fill="#0f1630" opacity="0.85"><rect x="30" y="380" width="70" height="120"/><rect x="110" y="340" width="50" height="160"/><rect x="170" y="400" width="90" height="100"/><rect x="560" y="360" width="60" height="140"/><rect x="630" y="320" width="55" height="180"/><rect x="700" y="390" width="80" height="110"/></g><g fill="#ffe9a8" opacity="0.7"><circle cx="120" cy="80" r="2"/><circle cx="300" cy="50" r="1.6"/><circle cx="520" cy="90" r="2"/><circle cx="710" cy="60" r="1.6"/></g>`,
  },
  // 5 warm showroom
  { sky: ["#f8efe2", "#eadbc4"], floor: ["#d8c4a6", "#c4ad8b"], extra: () => `<g fill="#ffffff" opacity="0.35"><rect x="60" y="60" width="160" height="300"/><rect x="320" y="60" width="160" height="300"/><rect x="580" y="60" width="160" height="300"/></g>` },
  // 6 coast
  {
    sky: ["#bfeee6", "#f1fbf9"],
    floor: ["#e6d6b0", "#d2bf93"],
    extra: () => `<rect x="0" y="420" width="800" height="80" fill="#4fb3c8" opacity="0.75"/><path d="M0 430 Q200 418 400 430 T800 428" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.7"/>`,
  },
  // 7 lavender studio
  { sky: ["#e7e1f6", "#f7f4fd"], floor: ["#bdb3d6", "#a69bc4"], extra: () => `<circle cx="400" cy="260" r="230" fill="#ffffff" opacity="0.35"/>` },
  // 8 night spotlight
  {
    sky: ["#24262b", "#3f434a"],
    floor: ["#1b1c1f", "#101113"],
    extra: (id) => `<ellipse cx="400" cy="520" rx="360" ry="70" fill="url(#${id}-spot)"/>`,
  },
];

// ------------------------------------------------------------------------------------ vehicles

interface Paint {
  body: string;
  light: string;
  dark: string;
  trim: string;
  glass: string;
  id: string;
}

function wheel(cx: number, cy: number, r: number, p: Paint): string {
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 2 * Math.PI) / 5 - Math.PI / 2;
    const x = cx + Math.cos(a) * r * 0.52;
    const y = cy + Math.sin(a) * r * 0.52;
    return `<line x1="${cx}" y1="${cy}" x2="${x.toFixed(1)}" y2="${y.toFixed(1)}" stroke="#8d939b" stroke-width="${(r * 0.12).toFixed(1)}" stroke-linecap="round"/>`;
  }).join("");
  return `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="#1a1b1e"/><circle cx="${cx}" cy="${cy}" r="${(r * 0.62).toFixed(1)}" fill="url(#${p.id}-rim)"/>${spokes}<circle cx="${cx}" cy="${cy}" r="${(r * 0.16).toFixed(1)}" fill="#5f656d"/></g>`;
}

/** Dark wheel well seen through the arch above a tyre. */
function well(cx: number, sill: number, archR: number): string {
  const w = archR - 2;
  return `<path d="M${cx - w},${sill} A${w},${w} 0 0 1 ${cx + w},${sill} Z" fill="#141518"/>`;
}

/** Bottom edge of a car body from front to rear, cutting wheel arches. */
function sillWithArches(front: number, rear: number, sill: number, wheels: number[], archR: number): string {
  const sorted = [...wheels].sort((a, b) => b - a); // front (right) first
  let d = `L${front - 12},${sill} `;
  for (const x of sorted) d += `L${x + archR},${sill} A${archR},${archR} 0 0 0 ${x - archR},${sill} `;
  d += `L${rear + 12},${sill} `;
  return d;
}

interface Profile {
  rear: number;
  front: number;
  sill: number;
  rearTop: number; // top of the rear (boot lid or tailgate top)
  deckX: number; // where the rear glass meets the body
  roofRearX: number;
  roofFrontX: number;
  roofY: number;
  shieldX: number; // base of the windscreen
  hoodY: number;
  noseY: number;
  wheels: [number, number];
  r: number;
  rails?: boolean;
}

const PROFILES: Record<"sedan" | "hatch" | "suv" | "wagon" | "coupe", Profile> = {
  sedan: { rear: 95, front: 710, sill: 452, rearTop: 352, deckX: 215, roofRearX: 300, roofFrontX: 480, roofY: 268, shieldX: 570, hoodY: 338, noseY: 352, wheels: [205, 595], r: 50 },
  hatch: { rear: 140, front: 670, sill: 452, rearTop: 330, deckX: 150, roofRearX: 215, roofFrontX: 455, roofY: 262, shieldX: 545, hoodY: 336, noseY: 352, wheels: [230, 575], r: 50 },
  suv: { rear: 105, front: 705, sill: 438, rearTop: 300, deckX: 112, roofRearX: 150, roofFrontX: 500, roofY: 222, shieldX: 585, hoodY: 318, noseY: 330, wheels: [215, 595], r: 58, rails: true },
  wagon: { rear: 95, front: 710, sill: 452, rearTop: 318, deckX: 102, roofRearX: 135, roofFrontX: 485, roofY: 262, shieldX: 575, hoodY: 338, noseY: 352, wheels: [205, 595], r: 50, rails: true },
  coupe: { rear: 100, front: 715, sill: 456, rearTop: 360, deckX: 170, roofRearX: 330, roofFrontX: 450, roofY: 290, shieldX: 560, hoodY: 350, noseY: 365, wheels: [210, 605], r: 50 },
};

function carFromProfile(pr: Profile, p: Paint, opts: { convertible?: boolean } = {}): string {
  const { rear, front, sill, rearTop, deckX, roofRearX, roofFrontX, roofY, shieldX, hoodY, noseY, wheels, r } = pr;
  const archR = r + 8;
  const belt = Math.max(hoodY, rearTop) - 4;
  const roofPart = opts.convertible
    ? `L${deckX},${rearTop} L${shieldX},${hoodY}`
    : `L${deckX},${rearTop} C${deckX + (roofRearX - deckX) * 0.35},${rearTop - 10} ${roofRearX - 20},${roofY + 4} ${roofRearX},${roofY} L${roofFrontX},${roofY} C${roofFrontX + 30},${roofY + 2} ${shieldX - 40},${hoodY - 20} ${shieldX},${hoodY}`;
  const body =
    `M${rear},${sill - 14} L${rear},${rearTop + 28} Q${rear + 2},${rearTop} ${rear + 30},${rearTop} ` +
    `${roofPart} L${front - 40},${noseY - 6} Q${front - 4},${noseY} ${front},${noseY + 34} L${front},${sill - 14} Q${front},${sill} ${front - 12},${sill} ` +
    sillWithArches(front, rear, sill, wheels, archR) +
    `Q${rear},${sill} ${rear},${sill - 14} Z`;
  const out: string[] = [];
  out.push(`<path d="${body}" fill="url(#${p.id}-body)" stroke="${p.dark}" stroke-width="2"/>`);
  if (opts.convertible) {
    // windscreen frame, folded roof and head rests
    out.push(`<path d="M${shieldX + 4},${hoodY - 2} L${shieldX - 34},${hoodY - 2} L${shieldX - 96},${hoodY - 62} L${shieldX - 70},${hoodY - 64} Z" fill="url(#${p.id}-glass)" stroke="${p.trim}" stroke-width="4" stroke-linejoin="round"/>`);
    out.push(`<path d="M${deckX + 10},${rearTop - 2} Q${deckX + 60},${rearTop - 30} ${deckX + 120},${rearTop - 4} Z" fill="#2a2c30"/>`);
    out.push(`<rect x="${deckX + 160}" y="${belt - 44}" width="22" height="40" rx="8" fill="#2a2c30"/><rect x="${deckX + 270}" y="${belt - 44}" width="22" height="40" rx="8" fill="#2a2c30"/>`);
  } else {
    // side glass with a B-pillar
    const gy = roofY + 10;
    const rx0 = deckX + (roofRearX - deckX) * 0.32;
    const fx1 = shieldX - 26;
    const mid = (roofRearX + roofFrontX) / 2 + 10;
    out.push(
      `<path d="M${rx0},${belt} C${rx0 + 20},${gy + 30} ${roofRearX - 4},${gy + 2} ${roofRearX + 14},${gy} L${mid - 8},${gy} L${mid - 8},${belt} Z" fill="url(#${p.id}-glass)"/>`,
      `<path d="M${mid + 8},${gy} L${roofFrontX - 6},${gy} C${roofFrontX + 22},${gy + 2} ${fx1 - 30},${belt - 24} ${fx1},${belt} L${mid + 8},${belt} Z" fill="url(#${p.id}-glass)"/>`,
    );
    if (pr.rails) out.push(`<rect x="${roofRearX + 10}" y="${roofY - 9}" width="${roofFrontX - roofRearX - 30}" height="6" rx="3" fill="${p.trim}"/>`);
  }
  // shoulder line, door cut, handle, lights, mirror
  out.push(`<path d="M${rear + 14},${belt + 14} L${front - 30},${belt + 14}" stroke="${p.light}" stroke-width="3" opacity="0.7"/>`);
  const doorX = (roofRearX + roofFrontX) / 2 + 10;
  out.push(`<path d="M${doorX},${belt} L${doorX},${sill - 16}" stroke="${p.dark}" stroke-width="2" opacity="0.6"/>`);
  out.push(`<rect x="${doorX + 24}" y="${belt + 22}" width="26" height="6" rx="3" fill="${p.trim}"/><rect x="${doorX - 70}" y="${belt + 22}" width="26" height="6" rx="3" fill="${p.trim}"/>`);
  out.push(`<path d="M${front - 6},${noseY + 14} Q${front - 36},${noseY + 4} ${front - 52},${noseY + 10} L${front - 48},${noseY + 26} Q${front - 20},${noseY + 28} ${front - 4},${noseY + 26} Z" fill="#fff4c4" stroke="${p.dark}" stroke-width="1.5"/>`);
  out.push(`<rect x="${rear - 2}" y="${rearTop + 14}" width="16" height="26" rx="4" fill="#c8272d"/>`);
  if (!opts.convertible) out.push(`<path d="M${shieldX - 18},${hoodY - 6} l-14,-16 h-12 l2,18 Z" fill="${p.body}" stroke="${p.dark}" stroke-width="1.5"/>`);
  out.push(`<rect x="${front - 36}" y="${sill - 34}" width="34" height="10" rx="4" fill="${p.trim}" opacity="0.8"/>`);
  for (const x of wheels) out.push(well(x, sill, archR), wheel(x, GROUND - r, r, p));
  return out.join("");
}

function ute(p: Paint): string {
  const sill = 440;
  const r = 56;
  const wheels: [number, number] = [215, 600];
  const archR = r + 8;
  const body =
    `M95,${sill - 14} L95,330 Q95,318 110,318 L380,318 L392,236 Q396,222 412,222 L505,222 C535,224 560,280 590,312 L665,322 Q705,330 708,360 L708,${sill - 14} Q708,${sill} 696,${sill} ` +
    sillWithArches(708, 95, sill, wheels, archR) +
    `Q95,${sill} 95,${sill - 14} Z`;
  return [
    `<path d="${body}" fill="url(#${p.id}-body)" stroke="${p.dark}" stroke-width="2"/>`,
    `<path d="M406,312 L414,238 L452,238 L452,312 Z" fill="url(#${p.id}-glass)"/>`,
    `<path d="M466,238 L500,238 C520,242 548,284 566,312 L466,312 Z" fill="url(#${p.id}-glass)"/>`,
    `<path d="M380,318 L380,${sill - 20}" stroke="${p.dark}" stroke-width="2.5"/>`,
    `<path d="M100,330 L376,330" stroke="${p.dark}" stroke-width="2" opacity="0.6"/>`,
    `<rect x="120" y="292" width="250" height="8" rx="3" fill="${p.trim}"/><rect x="140" y="296" width="8" height="24" fill="${p.trim}"/><rect x="350" y="296" width="8" height="24" fill="${p.trim}"/>`,
    `<rect x="93" y="334" width="14" height="30" rx="3" fill="#c8272d"/>`,
    `<path d="M704,340 Q676,332 660,338 L664,354 Q688,356 704,354 Z" fill="#fff4c4" stroke="${p.dark}" stroke-width="1.5"/>`,
    `<rect x="670" y="${sill - 36}" width="40" height="14" rx="4" fill="${p.trim}"/>`,
    `<rect x="470" y="334" width="26" height="6" rx="3" fill="${p.trim}"/>`,
    `<path d="M570,306 l-12,-16 h-12 l2,16 Z" fill="${p.body}" stroke="${p.dark}" stroke-width="1.5"/>`,
    well(wheels[0], sill, archR),
    well(wheels[1], sill, archR),
    wheel(wheels[0], GROUND - r, r, p),
    wheel(wheels[1], GROUND - r, r, p),
  ].join("");
}

function van(p: Paint): string {
  const sill = 446;
  const r = 52;
  const wheels: [number, number] = [210, 590];
  const body =
    `M100,${sill - 14} L100,220 Q100,196 126,196 L530,196 Q556,198 572,224 L640,318 Q700,330 704,366 L704,${sill - 14} Q704,${sill} 692,${sill} ` +
    sillWithArches(704, 100, sill, wheels, r + 8) +
    `Q100,${sill} 100,${sill - 14} Z`;
  return [
    `<path d="${body}" fill="url(#${p.id}-body)" stroke="${p.dark}" stroke-width="2"/>`,
    `<path d="M120,216 L250,216 L250,300 L120,300 Z M266,216 L400,216 L400,300 L266,300 Z" fill="url(#${p.id}-glass)"/>`,
    `<path d="M420,216 L520,216 Q540,218 552,236 L604,308 L420,308 Z" fill="url(#${p.id}-glass)"/>`,
    `<path d="M258,206 L258,${sill - 14} M412,206 L412,${sill - 14}" stroke="${p.dark}" stroke-width="2" opacity="0.6"/>`,
    `<path d="M104,322 L700,322" stroke="${p.light}" stroke-width="3" opacity="0.6"/>`,
    `<rect x="272" y="330" width="30" height="6" rx="3" fill="${p.trim}"/><rect x="430" y="330" width="26" height="6" rx="3" fill="${p.trim}"/>`,
    `<rect x="98" y="230" width="12" height="40" rx="3" fill="#c8272d"/>`,
    `<path d="M700,346 Q672,336 656,342 L660,358 Q686,360 700,358 Z" fill="#fff4c4" stroke="${p.dark}" stroke-width="1.5"/>`,
    `<path d="M598,304 l-10,-16 h-12 l2,16 Z" fill="${p.body}" stroke="${p.dark}" stroke-width="1.5"/>`,
    well(wheels[0], sill, r + 8),
    well(wheels[1], sill, r + 8),
    wheel(wheels[0], GROUND - r, r, p),
    wheel(wheels[1], GROUND - r, r, p),
  ].join("");
}

function motorcycle(p: Paint): string {
  const r = 82;
  const back = 215;
  const frontX = 590;
  const cy = GROUND - r;
  return [
    // swingarm, frame and engine
    `<path d="M${back},${cy} L370,360" stroke="#3a3d42" stroke-width="14" stroke-linecap="round"/>`,
    `<path d="M350,300 L470,300 L540,250 M360,300 L420,392 L470,300" stroke="#2b2e33" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<rect x="360" y="320" width="120" height="86" rx="14" fill="#6d737b"/><rect x="372" y="332" width="96" height="12" rx="5" fill="#9aa0a7"/><rect x="372" y="354" width="96" height="12" rx="5" fill="#9aa0a7"/>`,
    // exhaust
    `<path d="M410,400 Q380,430 300,420 L236,404" stroke="#9aa0a7" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    // forks and bars
    `<path d="M${frontX},${cy} L532,236" stroke="#b8bdc3" stroke-width="12" stroke-linecap="round"/>`,
    `<path d="M528,232 L508,200 L486,196" stroke="#2b2e33" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    // tank, seat, tail and headlight
    `<path d="M392,298 Q398,246 450,236 L520,240 Q540,262 526,292 Q480,306 392,298 Z" fill="url(#${p.id}-body)" stroke="${p.dark}" stroke-width="2"/>`,
    `<path d="M280,284 Q300,266 340,268 L400,276 Q402,292 392,298 L300,298 Q282,296 280,284 Z" fill="#232529"/>`,
    `<path d="M230,270 Q250,262 290,272 L282,292 Q250,292 230,282 Z" fill="url(#${p.id}-body)" stroke="${p.dark}" stroke-width="2"/>`,
    `<rect x="222" y="268" width="12" height="10" rx="3" fill="#c8272d"/>`,
    `<path d="M540,230 Q566,226 574,250 Q560,266 540,260 Z" fill="#fff4c4" stroke="${p.dark}" stroke-width="1.5"/>`,
    // front guard
    `<path d="M${frontX - 70},${cy - 70} Q${frontX},${cy - 104} ${frontX + 70},${cy - 60}" stroke="${p.body}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
    wheel(back, cy, r, p),
    wheel(frontX, cy, r, p),
  ].join("");
}

function caravan(p: Paint): string {
  const r = 46;
  const axle = 420;
  const shell = luminance(p.body) > 0.75 ? p.body : "#f4f5f7";
  const stripe = luminance(p.body) > 0.75 ? "#5b6470" : p.body;
  return [
    `<path d="M640,440 L760,468 M640,420 L760,468" stroke="#3a3d42" stroke-width="8" stroke-linecap="round"/>`,
    `<rect x="748" y="462" width="10" height="26" fill="#3a3d42"/><circle cx="753" cy="492" r="8" fill="#1a1b1e"/>`,
    `<rect x="130" y="214" width="520" height="236" rx="34" fill="${shell}" stroke="${p.dark}" stroke-width="2"/>`,
    `<rect x="170" y="200" width="150" height="18" rx="6" fill="#c9ced6"/>`,
    `<path d="M132,380 L648,380 L648,404 L132,404 Z" fill="${stripe}"/>`,
    `<path d="M132,412 L648,412" stroke="${stripe}" stroke-width="4" opacity="0.7"/>`,
    `<rect x="170" y="262" width="130" height="76" rx="12" fill="url(#${p.id}-glass)"/>`,
    `<rect x="470" y="262" width="140" height="76" rx="12" fill="url(#${p.id}-glass)"/>`,
    `<rect x="340" y="250" width="74" height="176" rx="8" fill="${shade(shell, -0.06)}" stroke="${p.dark}" stroke-width="2"/>`,
    `<rect x="352" y="266" width="50" height="50" rx="6" fill="url(#${p.id}-glass)"/><rect x="396" y="340" width="8" height="20" rx="3" fill="${p.trim}"/>`,
    `<rect x="128" y="392" width="10" height="26" rx="3" fill="#c8272d"/>`,
    `<path d="M${axle - 62},450 A62,62 0 0 1 ${axle + 62},450 Z" fill="${shade(shell, -0.35)}"/>`,
    wheel(axle, GROUND - r, r, p),
  ].join("");
}

function camper(p: Paint): string {
  const r = 52;
  const wheels: [number, number] = [220, 610];
  const shell = luminance(p.body) > 0.75 ? p.body : "#f4f5f7";
  const stripe = luminance(p.body) > 0.75 ? "#5b6470" : p.body;
  const sill = 446;
  const body =
    `M96,${sill - 14} L96,206 Q96,184 120,184 L600,184 Q630,184 636,208 L640,262 L660,262 L700,330 Q716,340 716,370 L716,${sill - 14} Q716,${sill} 704,${sill} ` +
    sillWithArches(716, 96, sill, wheels, r + 8) +
    `Q96,${sill} 96,${sill - 14} Z`;
  return [
    `<path d="${body}" fill="${shell}" stroke="${p.dark}" stroke-width="2"/>`,
    `<path d="M98,360 L712,360 L712,384 L98,384 Z" fill="${stripe}"/>`,
    `<path d="M150,208 L600,208" stroke="${stripe}" stroke-width="6" opacity="0.8"/>`,
    `<rect x="130" y="240" width="120" height="70" rx="12" fill="url(#${p.id}-glass)"/><rect x="420" y="240" width="120" height="60" rx="12" fill="url(#${p.id}-glass)"/>`,
    `<rect x="280" y="232" width="70" height="180" rx="8" fill="${shade(shell, -0.06)}" stroke="${p.dark}" stroke-width="2"/><rect x="292" y="246" width="46" height="46" rx="6" fill="url(#${p.id}-glass)"/>`,
    `<path d="M600,272 L650,272 L690,334 L600,334 Z" fill="url(#${p.id}-glass)"/>`,
    `<path d="M596,268 L596,${sill - 14}" stroke="${p.dark}" stroke-width="2" opacity="0.6"/>`,
    `<path d="M712,350 Q690,342 674,346 L678,360 Q698,362 712,360 Z" fill="#fff4c4" stroke="${p.dark}" stroke-width="1.5"/>`,
    `<rect x="94" y="300" width="12" height="40" rx="3" fill="#c8272d"/>`,
    well(wheels[0], sill, r + 8),
    well(wheels[1], sill, r + 8),
    wheel(wheels[0], GROUND - r, r, p),
    wheel(wheels[1], GROUND - r, r, p),
  ].join("");
}

function drawVehicle(body: DemoImageBody, p: Paint): string {
  switch (body) {
    case "sedan":
    case "hatch":
    case "suv":
    case "wagon":
    case "coupe":
      return carFromProfile(PROFILES[body], p);
    case "convertible":
      return carFromProfile({ ...PROFILES.coupe, rearTop: 352, hoodY: 346 }, p, { convertible: true });
    case "ute":
      return ute(p);
    case "van":
      return van(p);
    case "motorcycle":
      return motorcycle(p);
    case "caravan":
      return caravan(p);
    case "camper":
      return camper(p);
  }
}

const LABELS: Record<DemoImageBody, string> = {
  sedan: "sedan",
  hatch: "hatchback",
  suv: "SUV",
  ute: "ute",
  wagon: "wagon",
  van: "van",
  coupe: "coupe",
  convertible: "convertible",
  motorcycle: "motorcycle",
  caravan: "caravan",
  camper: "motorhome",
};

/**
 * The SVG for `/demo-images/<body>-<colour>-<n>.svg` (the `.svg` suffix is optional), or null when the
 * name is not one this module can draw. 800x600 (4:3); n (1-8) varies the background and the camera.
 */
export function renderCarSvg(name: string): string | null {
  const parsed = parseDemoImageName(name);
  if (!parsed) return null;
  const { body, colour, n } = parsed;
  const paintHex = DEMO_IMAGE_COLOURS[colour];
  const id = `v${n}`;
  const p: Paint = {
    body: paintHex,
    light: shade(paintHex, 0.35),
    dark: shade(paintHex, luminance(paintHex) > 0.5 ? -0.45 : -0.55),
    trim: "#2a2d32",
    glass: "#2c3a4a",
    id,
  };
  const scene = SCENES[(n - 1) % SCENES.length];
  // camera: even variants face left; 3,4,7,8 closer; 5,6 further away.
  const flip = n % 2 === 0;
  const scale = [3, 4, 7, 8].includes(n) ? 1.1 : [5, 6].includes(n) ? 0.9 : 1;
  const cx = W / 2;
  const transform = `translate(${cx} ${GROUND}) scale(${flip ? -scale : scale} ${scale}) translate(${-cx} ${-GROUND})`;
  const title = `${colour[0].toUpperCase()}${colour.slice(1)} ${LABELS[body]} (demo picture)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs>` +
    `<linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="1" stop-color="${scene.sky[1]}"/></linearGradient>` +
    `<linearGradient id="${id}-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.floor[0]}"/><stop offset="1" stop-color="${scene.floor[1]}"/></linearGradient>` +
    `<linearGradient id="${id}-body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="0.45" stop-color="${p.body}"/><stop offset="1" stop-color="${shade(paintHex, -0.3)}"/></linearGradient>` +
    `<linearGradient id="${id}-glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5d7690"/><stop offset="0.5" stop-color="${p.glass}"/><stop offset="1" stop-color="#1a2430"/></linearGradient>` +
    `<radialGradient id="${id}-rim"><stop offset="0" stop-color="#e3e6ea"/><stop offset="1" stop-color="#a5abb3"/></radialGradient>` +
    `<radialGradient id="${id}-shadow"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}-spot"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>` +
    `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="url(#${id}-floor)"/>` +
    scene.extra(id) +
    `<g transform="${transform}">` +
    `<ellipse cx="${cx}" cy="${GROUND + 4}" rx="330" ry="22" fill="url(#${id}-shadow)"/>` +
    drawVehicle(body, p) +
    `</g>` +
    `</svg>`
  );
}

// ------------------------------------------------------------------------------------ logos

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
