// The browser side of the third-party tags, a chunk of its own: app/components/TrackingTags.tsx
// imports it only when it is time, on a site with ids. It sets up the vendors' command queues,
// adds their scripts under this page's CSP nonce, and hands each view's tracking item to them.
import { trackingScripts, type TrackingIds } from "./tags";
import type { TrackingItem } from "./item";

/** Spec point 9: "a social-pixel event delay 250 ms" after its script is added. */
export const SOCIAL_PIXEL_DELAY_MS = 250;

/** The ad pixel's command function, as Meta's own snippet defines it before its script arrives. */
interface Pixel {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: Pixel;
  loaded: boolean;
  version: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    fbq?: Pixel;
    _fbq?: Pixel;
  }
}

// The browser hides a parsed nonce attribute from the page, but the element keeps it as a property.
const pageNonce = () => document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";

function addScript(src: string, nonce: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  script.nonce = nonce;
  // Spec point 8: an analytics failure is a console line, never a message to the visitor.
  script.onerror = () => console.warn(`Tracking script did not load: ${src}`);
  document.head.appendChild(script);
}

function pixelQueue(): Pixel {
  if (window.fbq) return window.fbq;
  const pixel = function (...args: unknown[]) {
    if (pixel.callMethod) pixel.callMethod(...args);
    else pixel.queue.push(args);
  } as Pixel;
  Object.assign(pixel, { queue: [], push: pixel, loaded: true, version: "2.0" });
  window.fbq = window._fbq = pixel;
  return pixel;
}

/** Queues each tag's start-up commands, adds the scripts, and sends the current view SOCIAL_PIXEL_DELAY_MS later. */
export function loadTags(ids: TrackingIds, currentItem: () => TrackingItem | null) {
  const dataLayer = (window.dataLayer ??= []);
  if (ids.tag_manager_id) dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  if (ids.analytics_id) {
    // gtag.js reads an Arguments object from the dataLayer, not an array.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    window.gtag("js", new Date());
    window.gtag("config", ids.analytics_id);
  }
  if (ids.ad_pixel_id) pixelQueue()("init", ids.ad_pixel_id);
  const nonce = pageNonce();
  for (const { src } of trackingScripts(ids)) addScript(src, nonce);
  setTimeout(() => trackView(ids, currentItem()), SOCIAL_PIXEL_DELAY_MS);
}

/**
 * One page view: the pixel's PageView, and on vehicle and search views the tracking item, to the
 * pixel as its ViewContent or Search event and to the dataLayer as view_item or search.
 */
export function trackView(ids: TrackingIds, item: TrackingItem | null) {
  const { view, ...payload } = item ?? { view: null };
  if (ids.ad_pixel_id) {
    const pixel = pixelQueue();
    pixel("track", "PageView");
    if (view) pixel("track", view === "vehicle" ? "ViewContent" : "Search", payload);
  }
  if (view && (ids.tag_manager_id || ids.analytics_id)) {
    window.dataLayer?.push({ event: view === "vehicle" ? "view_item" : "search", tracking_item: payload });
  }
}
