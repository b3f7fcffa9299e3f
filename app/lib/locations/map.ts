// The map of dealership locations: the spec's load-state texts, the maps-service script address, and
// the projection that places pins on the key-less diagram.
import type { LatLng } from "./distance";

export type MapStatus = "idle" | "loading" | "ready" | "error";

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
