// The car picture for /demo-images/<body>-<colour>-<n>.svg: a scene, then the vehicle, flipped and scaled per n.
import { DEMO_IMAGE_COLOURS, parseDemoImageName, type DemoImageBody } from "./names";
import { SCENES } from "./scenes";
import { GROUND, H, W, escapeXml, luminance, shade, type Paint } from "./svg";
import { drawVehicle } from "./vehicles";

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
  truck: "truck",
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
