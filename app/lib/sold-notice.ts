// Spec point 9 (sold retention): a sold car past the site's retention window sends its visitor to
// the search for the same make and model, with this notice shown there.
export const SOLD_NOTICE = "This vehicle has been sold";
/** The search URL's query parameter that carries the notice (?notice=sold). */
export const NOTICE_PARAM = "notice";
export const SOLD_NOTICE_VALUE = "sold";

/** A search URL with the sold notice added to its query. */
export function withSoldNotice(searchUrl: string): string {
  return `${searchUrl}${searchUrl.includes("?") ? "&" : "?"}${NOTICE_PARAM}=${SOLD_NOTICE_VALUE}`;
}
