// Third-party tags (spec points 3 and 7): a site's tag manager, analytics, ad pixel and call tracking
// ids, the script each one loads, and the origins the Content-Security-Policy must allow for it.
// One home: the site schema checks the ids with these formats, the CSP and the browser loader read the rest.

/** The ids a site's file may set (all optional; none set: no tags and no CSP origins). */
export interface TrackingIds {
  tag_manager_id?: string;
  analytics_id?: string;
  ad_pixel_id?: string;
  call_tracking_id?: string;
}

export type TrackingIdName = keyof TrackingIds;

// Strict formats: an id is pasted into a script URL (and a host name for call tracking), so nothing
// but the vendor's own shape passes; quotes, slashes, dots or spaces never do.
export const TRACKING_ID_FORMATS: Record<TrackingIdName, { pattern: RegExp; message: string }> = {
  tag_manager_id: { pattern: /^GTM-[A-Z0-9]{4,12}$/, message: "must be a Google Tag Manager container id such as GTM-AB12CD" },
  analytics_id: { pattern: /^G-[A-Z0-9]{4,16}$/, message: "must be a Google Analytics 4 measurement id such as G-AB12CD34EF" },
  ad_pixel_id: { pattern: /^[0-9]{6,20}$/, message: "must be a numeric Meta (Facebook) pixel id such as 123456789012345" },
  call_tracking_id: { pattern: /^[0-9]{3,12}$/, message: "must be a numeric CallTrackingMetrics account number such as 123456" },
};

export const isTrackingId = (name: TrackingIdName, value: string) => TRACKING_ID_FORMATS[name].pattern.test(value);

/** The sources one directive of the CSP gains for a site's tags. */
export interface TrackingOrigins {
  script: string[];
  img: string[];
  connect: string[];
}

export interface TrackingScript {
  name: TrackingIdName;
  src: string;
}

const TAG_MANAGER = "https://www.googletagmanager.com";
const PIXEL = "https://connect.facebook.net";
const callTrackingOrigin = (account: string) => `https://${account}.tctm.co`;

/** The scripts a site's ids load, in this order (the tag manager first: other tags may come through it). */
export function trackingScripts(ids: TrackingIds): TrackingScript[] {
  const scripts: TrackingScript[] = [];
  const add = (name: TrackingIdName, src: (id: string) => string) => {
    const id = ids[name];
    if (id && isTrackingId(name, id)) scripts.push({ name, src: src(id) });
  };
  add("tag_manager_id", (id) => `${TAG_MANAGER}/gtm.js?id=${id}`);
  add("analytics_id", (id) => `${TAG_MANAGER}/gtag/js?id=${id}`);
  add("ad_pixel_id", () => `${PIXEL}/en_US/fbevents.js`);
  add("call_tracking_id", (id) => `${callTrackingOrigin(id)}/t.js`);
  return scripts;
}

// What each tag fetches besides its script, from the vendors' CSP guides (Google's "Use a Content
// Security Policy" for Tag Manager and GA4; Meta's pixel; CallTrackingMetrics' number swapping).
const ORIGINS: Record<TrackingIdName, (id: string) => TrackingOrigins> = {
  tag_manager_id: () => ({ script: [TAG_MANAGER], img: [TAG_MANAGER], connect: [] }),
  analytics_id: () => ({
    script: ["https://*.googletagmanager.com"],
    img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
    connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  }),
  ad_pixel_id: () => ({ script: [PIXEL], img: ["https://www.facebook.com"], connect: ["https://www.facebook.com", PIXEL] }),
  call_tracking_id: (id) => ({ script: [callTrackingOrigin(id)], img: [], connect: [callTrackingOrigin(id)] }),
};

export const NO_TRACKING_ORIGINS: TrackingOrigins = Object.freeze({ script: [], img: [], connect: [] });

/** Exactly the origins the site's ids need, each once; none for a site without ids. */
export function trackingOrigins(ids: TrackingIds | undefined): TrackingOrigins {
  const scripts = ids ? trackingScripts(ids) : [];
  if (scripts.length === 0) return NO_TRACKING_ORIGINS;
  const out = { script: new Set<string>(), img: new Set<string>(), connect: new Set<string>() };
  for (const { name } of scripts) {
    const origins = ORIGINS[name](ids![name]!);
    for (const key of ["script", "img", "connect"] as const) origins[key].forEach((o) => out[key].add(o));
  }
  return { script: [...out.script], img: [...out.img], connect: [...out.connect] };
}

/** The ids the browser needs, or null when the site has none (then nothing is sent or shipped). */
export function siteTracking(ids: TrackingIds | undefined): TrackingIds | null {
  return ids && trackingScripts(ids).length > 0 ? ids : null;
}
