// The demo pictures' names: /demo-images/<body>-<colour>-<n>.svg, and the words each part may take.

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
  "truck",
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
