// The one image-URL builder (spec points 7 and 9): images come from an image service with width,
// auto-format, quality and cropping parameters; with no service configured, plain URLs.
import type { Site } from "../../server/sites/schema";

/** "simple builder default 80". */
export const SIMPLE_QUALITY = 80;
/** "sized builder 75 (60 on certain sites)". */
export const SIZED_QUALITY = 75;
/** "large builder fixed width 1280 at quality 75". */
export const LARGE_WIDTH = 1280;
export const LARGE_QUALITY = 75;
/** "Missing brand or image falls back to a generic image-not-found picture." */
export const IMAGE_NOT_FOUND = "/demo-images/image-not-found.svg";

export interface ImageConfig {
  /** IMAGE_SERVICE_URL, e.g. https://dealer.imgix.net; null: plain URLs. */
  serviceUrl: string | null;
  /** The sized builder's quality for this site: 75, or 60 where the site says so. */
  sizedQuality: number;
}

export const PLAIN_IMAGES: ImageConfig = { serviceUrl: null, sizedQuality: SIZED_QUALITY };

/** The config a page sends to its images: the env's service and the site's sized quality. */
export function imageConfig(
  serviceUrl: string | null | undefined,
  cars: Partial<Pick<Site["cars"], "sizedImageQuality">>,
): ImageConfig {
  return { serviceUrl: serviceUrl || null, sizedQuality: cars.sizedImageQuality ?? SIZED_QUALITY };
}

interface Params {
  width?: number;
  height?: number;
  quality: number;
  crop?: boolean;
}

// Only site-relative paths and web URLs are images; anything else (javascript:, data:, empty) is not.
function usableSource(src: string | null | undefined): string | null {
  const value = src?.trim();
  if (!value) return null;
  if (value.startsWith("/") || /^https?:\/\//i.test(value)) return value;
  return null;
}

/** A logo's URL, or the image-not-found picture when there is none (a manufacturer's logo.url may be null). */
export const logoOrImageNotFound = (url: string | null | undefined): string => usableSource(url) ?? IMAGE_NOT_FOUND;

/** The large location card's static map picture: "Static map images come from an image CDN" (spec point 7). */
export const STATIC_MAP_WIDTH = 640;
export const STATIC_MAP_HEIGHT = 400;

/**
 * A location's static map (its address.map_key: the picture's path on the image CDN or its web
 * URL), sized through the image service; null when the location has none.
 */
export function staticMapUrl(mapKey: string | null | undefined, config: ImageConfig): string | null {
  return usableSource(mapKey) ? sizedImageUrl(mapKey, STATIC_MAP_WIDTH, STATIC_MAP_HEIGHT, config) : null;
}

const clampSize = (n: number) => Math.min(4000, Math.max(1, Math.round(n)));

function build(src: string | null | undefined, params: Params, config: ImageConfig): string {
  const source = usableSource(src);
  if (!source) return IMAGE_NOT_FOUND;
  if (!config.serviceUrl) return source;
  const base = config.serviceUrl.replace(/\/+$/, "");
  // A path on this site maps onto the service's origin folder; a full URL goes through its proxy
  // as one encoded path segment (the imgix convention for web-proxy sources).
  const isRelative = source.startsWith("/") && !source.startsWith("//");
  const url = new URL(isRelative ? base + source : `${base}/${encodeURIComponent(source.startsWith("//") ? "https:" + source : source)}`);
  url.searchParams.set("auto", "format");
  url.searchParams.set("q", String(params.quality));
  if (params.width) url.searchParams.set("w", String(clampSize(params.width)));
  if (params.height) url.searchParams.set("h", String(clampSize(params.height)));
  if (params.crop) url.searchParams.set("fit", "crop");
  return url.toString();
}

/** The simple builder: auto-format at quality 80, original size. */
export function simpleImageUrl(src: string | null | undefined, config: ImageConfig): string {
  return build(src, { quality: SIMPLE_QUALITY }, config);
}

/** The sized builder: cropped to width x height at the site's sized quality. */
export function sizedImageUrl(src: string | null | undefined, width: number, height: number, config: ImageConfig): string {
  return build(src, { width, height, quality: config.sizedQuality, crop: true }, config);
}

/** The large builder: width 1280 at quality 75 (gallery, structured data). */
export function largeImageUrl(src: string | null | undefined, config: ImageConfig): string {
  return build(src, { width: LARGE_WIDTH, quality: LARGE_QUALITY }, config);
}

/**
 * A srcset of sized, cropped images (height = width x aspect); undefined with no service, since
 * every width would be the same file.
 */
export function srcSet(src: string | null | undefined, widths: number[], aspect: number, config: ImageConfig): string | undefined {
  if (!config.serviceUrl || !usableSource(src)) return undefined;
  return widths.map((w) => `${sizedImageUrl(src, w, w * aspect, config)} ${clampSize(w)}w`).join(", ");
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
  /** No usable source: src is the image-not-found picture. */
  missing?: true;
}

/** Everything an <img> needs: src at its layout size, width and height always, srcset/sizes with a service. */
export function responsiveImage(
  src: string | null | undefined,
  { width, height, widths, sizes }: { width: number; height: number; widths: number[]; sizes?: string },
  config: ImageConfig,
): ResponsiveImage {
  if (!usableSource(src)) return { src: IMAGE_NOT_FOUND, width, height, missing: true };
  const set = srcSet(src, widths, height / width, config);
  return {
    src: sizedImageUrl(src, width, height, config),
    ...(set ? { srcSet: set, ...(sizes ? { sizes } : {}) } : {}),
    width,
    height,
  };
}
