// Side views of each body kind, drawn as SVG paths on the shared canvas (ground line at GROUND).
import type { DemoImageBody } from "./names";
import { GROUND, luminance, shade, type Paint } from "./svg";

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

/** A cab-over rigid truck: a square cab at the front, a body on the chassis, tandem rear wheels. */
function truck(p: Paint): string {
  const r = 50;
  const cy = GROUND - r;
  const box = luminance(p.body) > 0.75 ? "#e9ecef" : "#f4f5f7";
  return [
    `<rect x="70" y="170" width="470" height="250" rx="6" fill="${box}" stroke="${p.dark}" stroke-width="2"/>`,
    `<path d="M86,186 L524,186 M86,404 L524,404" stroke="#c9ced6" stroke-width="4"/>`,
    `<rect x="60" y="420" width="660" height="22" rx="4" fill="#2b2e33"/>`,
    `<path d="M556,440 L556,220 Q556,196 580,196 L680,196 Q712,196 716,228 L724,440 Z" fill="url(#${p.id}-body)" stroke="${p.dark}" stroke-width="2"/>`,
    `<path d="M612,214 L690,214 Q704,216 706,232 L710,300 L612,300 Z" fill="url(#${p.id}-glass)"/>`,
    `<rect x="690" y="360" width="34" height="16" rx="4" fill="#fff4c4" stroke="${p.dark}" stroke-width="1.5"/>`,
    `<rect x="56" y="392" width="12" height="26" rx="3" fill="#c8272d"/>`,
    wheel(150, cy, r, p),
    wheel(262, cy, r, p),
    wheel(640, cy, r, p),
  ].join("");
}

export function drawVehicle(body: DemoImageBody, p: Paint): string {
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
    case "truck":
      return truck(p);
  }
}
