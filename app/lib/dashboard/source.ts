// A lead's or visit's source for the dealer dashboard, from the link it arrived by: the utm_source
// the dealer tagged the link with wins; an untagged ad click is named after the ad network whose
// click id it carries (gclid: Google Ads, fbclid: Facebook); anything else came direct.

export interface SourceParams {
  utm_source?: string | null;
  gclid?: string | null;
  fbclid?: string | null;
}

export const GOOGLE_ADS = "google ads";
export const FACEBOOK = "facebook";
export const DIRECT = "direct";
/** Longer utm_source values are cut, so one odd link cannot widen every table and CSV. */
const MAX_SOURCE_LENGTH = 60;

const present = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** "Google" and " google " are one source: trimmed, lower case, inner spaces collapsed. */
export function leadSource(params: SourceParams): string {
  if (present(params.utm_source)) return params.utm_source.trim().toLowerCase().replace(/\s+/g, " ").slice(0, MAX_SOURCE_LENGTH);
  if (present(params.gclid)) return GOOGLE_ADS;
  if (present(params.fbclid)) return FACEBOOK;
  return DIRECT;
}
