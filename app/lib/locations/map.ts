// The map of dealership locations: the spec's load-state texts, the maps-service script address, and
// the projection that places pins on the key-less diagram.
import type { LocationCardView } from "./card";
import type { LatLng } from "./distance";

export type MapStatus = "idle" | "loading" | "ready" | "error";

/** One pin: its number matches the list under the map. */
export interface MapPinView {
  id: number;
  number: number;
  name: string;
  street: string;
  cityLine: string;
  lat: number;
  lng: number;
  directionsUrl: string;
  detailsPath: string;
}

/** The pin of a location card, numbered; null when the location has no coordinates. */
export function mapPinFromCard(card: LocationCardView, number: number): MapPinView | null {
  if (!card.point) return null;
  const { id, name, address, point, directionsUrl, detailsPath } = card;
  return { id, number, name, street: address.street, cityLine: address.cityLine, lat: point.lat, lng: point.lng, directionsUrl, detailsPath };
}

/** Pins numbered 1.. in the cards' order (the order of the list under the map). */
export function mapPins(cards: readonly LocationCardView[]): MapPinView[] {
  return cards.flatMap((card, index) => mapPinFromCard(card, index + 1) ?? []);
}

/** "Loading, idle and error default texts are 'Google Maps is loading', 'Google Maps is on idle', 'Google Maps is on error'." */
export const MAP_STATUS_TEXT = {
  loading: "Google Maps is loading",
  idle: "Google Maps is on idle",
  error: "Google Maps is on error",
} as const;

export function mapStatusText(status: MapStatus): string | null {
  return status === "ready" ? null : MAP_STATUS_TEXT[status];
}

/** The maps service's script with the places and geometry libraries (spec point 7). */
export function mapsScriptUrl(apiKey: string, callback: string): string {
  const params = new URLSearchParams({ key: apiKey, libraries: "places,geometry", callback, loading: "async" });
  return `https://maps.googleapis.com/maps/api/js?${params}`;
}

export interface Box {
  width: number;
  height: number;
  padding: number;
}

/**
 * Screen positions for points on a flat diagram: an equirectangular projection (longitude scaled by
 * the cosine of the middle latitude, so distances look right for a city or a state), scaled to fill
 * the padded box on its tighter axis and centred on the other. North is up.
 */
export function projectPins(points: readonly LatLng[], { width, height, padding }: Box): { x: number; y: number }[] {
  if (points.length === 0) return [];
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const [minLng, maxLng] = [Math.min(...lngs), Math.max(...lngs)];
  const squeeze = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = (maxLng - minLng) * squeeze;
  const spanY = maxLat - minLat;
  const innerW = width - 2 * padding;
  const innerH = height - 2 * padding;
  const scale = Math.min(spanX > 0 ? innerW / spanX : Infinity, spanY > 0 ? innerH / spanY : Infinity);
  const centre = { x: width / 2, y: height / 2 };
  if (!Number.isFinite(scale)) return points.map(() => ({ ...centre }));
  const midLng = (minLng + maxLng) / 2;
  const midLat = (minLat + maxLat) / 2;
  return points.map((p) => ({
    x: centre.x + (p.lng - midLng) * squeeze * scale,
    y: centre.y - (p.lat - midLat) * scale,
  }));
}

export interface Cluster {
  x: number;
  y: number;
  /** Indexes of the pins in this marker, in their given order. */
  members: number[];
}

/**
 * Groups pins that would overlap on the diagram: each pin joins the first marker whose centre is
 * less than `radius` away (the centre moves to the members' mean), else starts its own.
 */
export function clusterPins(points: readonly { x: number; y: number }[], radius: number): Cluster[] {
  const clusters: Cluster[] = [];
  points.forEach((point, index) => {
    const near = clusters.find((c) => Math.hypot(c.x - point.x, c.y - point.y) < radius);
    if (!near) {
      clusters.push({ x: point.x, y: point.y, members: [index] });
      return;
    }
    near.members.push(index);
    near.x = near.members.reduce((sum, i) => sum + points[i].x, 0) / near.members.length;
    near.y = near.members.reduce((sum, i) => sum + points[i].y, 0) / near.members.length;
  });
  return clusters;
}

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PlacedLabel {
  /** Text position: x with the anchor, y the baseline. */
  x: number;
  y: number;
  anchor: "start" | "end" | "middle";
  rect: Rect;
}

// Sizes in diagram units: an 11px label, a pin 22 wide and 26 tall standing on its point.
const CHAR_WIDTH = 6.2;
const LABEL_HEIGHT = 12;
const PIN_HALF_WIDTH = 11;
const PIN_HEIGHT = 26;
const GAP = 12;

const overlap = (a: Rect, b: Rect) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * Places each pin's label beside it: right, left, below or above, whichever is first to stay inside
 * the picture and clear of every pin and of the labels placed before it (the least overlap otherwise).
 */
export function placeLabels(points: readonly { x: number; y: number }[], labels: readonly string[], box: { width: number; height: number }): PlacedLabel[] {
  const pins: Rect[] = points.map((p) => ({ left: p.x - PIN_HALF_WIDTH, right: p.x + PIN_HALF_WIDTH, top: p.y - PIN_HEIGHT, bottom: p.y }));
  const placed: PlacedLabel[] = [];
  points.forEach((p, i) => {
    const width = labels[i].length * CHAR_WIDTH;
    const baseline = (y: number) => ({ top: y - LABEL_HEIGHT + 2, bottom: y + 2 });
    const candidates: PlacedLabel[] = [
      { x: p.x + GAP, y: p.y - 8, anchor: "start", rect: { left: p.x + GAP, right: p.x + GAP + width, ...baseline(p.y - 8) } },
      { x: p.x - GAP, y: p.y - 8, anchor: "end", rect: { left: p.x - GAP - width, right: p.x - GAP, ...baseline(p.y - 8) } },
      { x: p.x, y: p.y + 14, anchor: "middle", rect: { left: p.x - width / 2, right: p.x + width / 2, ...baseline(p.y + 14) } },
      { x: p.x, y: p.y - PIN_HEIGHT - 4, anchor: "middle", rect: { left: p.x - width / 2, right: p.x + width / 2, ...baseline(p.y - PIN_HEIGHT - 4) } },
    ];
    const inside = (r: Rect) => r.left >= 0 && r.top >= 0 && r.right <= box.width && r.bottom <= box.height;
    const cost = (c: PlacedLabel) =>
      pins.reduce((sum, pin) => sum + overlap(c.rect, pin), 0) + placed.reduce((sum, other) => sum + overlap(c.rect, other.rect), 0) + (inside(c.rect) ? 0 : 1e6);
    const best = candidates.find((c) => cost(c) === 0) ?? [...candidates].sort((a, b) => cost(a) - cost(b))[0];
    placed.push(best);
  });
  return placed;
}
