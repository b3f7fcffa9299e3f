// Abuse guards for lead creation (issue 5, "Abuse"): the words a refused visitor reads, and how
// many leads a client may create in a window. The cross-site check itself is server/cross-site.ts
// (one rule, in front of every route); the counting is server/rate-limits.ts.

export const CROSS_SITE_MESSAGE = "This form can only be sent from the dealer's own website.";

export interface RateWindow {
  limit: number;
  windowMs: number;
}

/**
 * Lead creations per client: a visitor sends a handful of enquiries at most; a script sends
 * hundreds. 5 a minute covers someone enquiring on several cars in a row; 30 an hour, a busy
 * office behind one address.
 */
export const LEAD_RATE_WINDOWS: readonly RateWindow[] = [
  { limit: 5, windowMs: 60_000 },
  { limit: 30, windowMs: 60 * 60_000 },
];

export const RATE_LIMITED_MESSAGE = "You have sent a lot of enquiries in a short time. Please wait a few minutes and try again.";
