// The one check of a path that came from the visitor (?back=, redirectTo, a Referer) before we link
// or redirect to it: a path on this site, never one a browser reads as another host.
import { safeRedirect } from "remix-utils/safe-redirect";

/**
 * The path, or null when it is not safely local. remix-utils' safeRedirect refuses `//host`,
 * `/\host` and `..`; before it, tabs and line breaks (which browsers drop, so `/\t/host` becomes
 * `//host`) and other control characters are refused too.
 */
export function safeLocalPath(value: unknown): string | null {
  if (typeof value !== "string" || /[\u0000-\u001f\u007f]/.test(value)) return null;
  return safeRedirect(value, "") || null;
}
