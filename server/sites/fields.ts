// Field types of the site data that the browser or the calendar will act on: links and image
// addresses (rendered into href/src, so never `javascript:` or `data:`), calendar dates, finite numbers.
import { z } from "zod";

const isHttpUrl = (s: string) => {
  try {
    const u = new URL(s);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname !== "" && /^https?:\/\//i.test(s);
  } catch {
    return false;
  }
};
// "/x" only: "//host" and "/\host" are other origins to a browser.
const isSitePath = (s: string) => /^\/(?![/\\])/.test(s) && !/[\s\\]/.test(s);

/** A path on the site itself, e.g. /search/used-cars. */
export const sitePath = z.string().refine(isSitePath, "must be a path on this site, starting with a single /");
/** An absolute web address, e.g. https://www.example.com.au. */
export const httpUrl = z.string().refine(isHttpUrl, "must be an http:// or https:// URL");
/** An image or document: a path on the site or an http(s) URL. */
export const webUrl = z.string().refine((s) => isSitePath(s) || isHttpUrl(s), "must be an http(s) URL or a path starting with /");
/** The same, or blank: feeds send "" for "no picture" or "no report", which shows nothing. */
export const webUrlOrBlank = z
  .string()
  .refine((s) => s.trim() === "" || isSitePath(s) || isHttpUrl(s), "must be an http(s) URL, a path starting with /, or empty");
/** A link a visitor follows: a path, an http(s) URL, or mailto:/tel:. */
export const linkUrl = z
  .string()
  .refine((s) => isSitePath(s) || isHttpUrl(s) || /^(mailto|tel):[^\s]+$/i.test(s), "must be an http(s) URL, a path starting with /, or mailto:/tel:");

/** A real calendar day, YYYY-MM-DD (2026-02-30 is not one). */
export const calendarDate = z.string().refine((s) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}, "must be a real date YYYY-MM-DD");

/** A moment: a real calendar day, optionally with a time (ISO 8601). */
export const dateTime = z.string().refine((s) => {
  const day = s.slice(0, 10);
  return calendarDate.safeParse(day).success && (s.length === 10 || /^T\d{2}:\d{2}/.test(s.slice(10))) && !Number.isNaN(Date.parse(s));
}, "must be a date such as 2026-12-01 or 2026-12-01T09:00:00+10:00");

/** JSON's 1e999 parses to Infinity: every number in the data must be finite. */
export const finite = () => z.number().finite();

/** A record looked up by a visitor's path (`pages[slug]`): no prototype, so /constructor finds nothing. */
export const lookupRecord = <T extends z.ZodTypeAny>(value: T) =>
  z.record(value).transform((record) => Object.assign(Object.create(null) as Record<string, z.output<T>>, record));

/** A lower-case slug: letters, digits and single hyphens. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lower-case slug (letters, digits, hyphens)");
