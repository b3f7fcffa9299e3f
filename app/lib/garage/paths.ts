// Where a site's garage lives (spec point 2: "/my-garage (query tab=saved-cars for saved cars);
// some dealers use /mybigboxcars, /mymotorama, /myblinkr, /myservco with the saved list at base
// path plus /saved"). A site names its base in features.garage_path; every other base is a 404 there.

export const DEFAULT_GARAGE_PATH = "/my-garage";
export const DEALER_GARAGE_PATHS = ["/mybigboxcars", "/mymotorama", "/myblinkr", "/myservco"] as const;
export const GARAGE_PATHS = [DEFAULT_GARAGE_PATH, ...DEALER_GARAGE_PATHS] as const;
export type GaragePath = (typeof GARAGE_PATHS)[number];

export const GARAGE_TABS = ["saved-cars", "saved-searches", "details"] as const;
export type GarageTab = (typeof GARAGE_TABS)[number];
export const GARAGE_TAB_LABELS: Record<GarageTab, string> = { "saved-cars": "Saved cars", "saved-searches": "Saved searches", details: "Details" };

/** The saved list's own URL: ?tab=saved-cars on /my-garage, base + /saved on a dealer's base. */
export function savedCarsPath(base: GaragePath): string {
  return base === DEFAULT_GARAGE_PATH ? `${base}?tab=saved-cars` : `${base}/saved`;
}

export function tabPath(base: GaragePath, tab: GarageTab): string {
  return tab === "saved-cars" ? savedCarsPath(base) : `${base}?tab=${tab}`;
}

/** The tab a URL asks for: /saved and ?tab=saved-cars are the saved cars; anything unknown the first tab. */
export function tabOf(url: URL, base: GaragePath): GarageTab {
  if (url.pathname.replace(/\/+$/, "") === `${base}/saved`) return "saved-cars";
  const tab = url.searchParams.get("tab");
  return (GARAGE_TABS as readonly string[]).includes(tab ?? "") ? (tab as GarageTab) : "saved-cars";
}

/** A same-site path to go back to after signing in or starring (never another origin). */
export function returnPath(value: unknown, fallback: string): string {
  return typeof value === "string" && /^\/(?![/\\])[^\s]{0,500}$/.test(value) ? value : fallback;
}

/** The site's garage base, or null where the garage is off (spec point 6: "only where garage_enabled"). */
export function garageBaseOf(features: { garage_enabled: boolean; garage_path: GaragePath }): GaragePath | null {
  return features.garage_enabled ? features.garage_path : null;
}
