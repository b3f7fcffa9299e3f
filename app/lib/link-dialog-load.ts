// A link dialog (app/components/Dialog.tsx) loads its form page's loader data through a fetcher, and
// Remix hands a fetcher's failed load to the route's error boundary: a phone losing its connection as
// the visitor clicks Quick Enquiry saw the whole page replaced by "Something went wrong on our side".
// The dialog marks its loads (DIALOG_LOAD_PARAM, which the server ignores), and the form page's
// clientLoader turns such a load's failure into UNREACHABLE, which the dialog shows as its own, with
// the form's page linked. A navigation to the page itself fails as before.
import type { ClientLoaderFunctionArgs } from "@remix-run/react";

export const DIALOG_LOAD_PARAM = "dialog";
export const UNREACHABLE = { unreachable: true } as const;

export function isUnreachable(data: unknown): data is typeof UNREACHABLE {
  return typeof data === "object" && data !== null && "unreachable" in data;
}

/** The URL a link dialog loads its page's data from: the page's own, marked. */
export function dialogLoadHref(href: string): string {
  return `${href}${href.includes("?") ? "&" : "?"}${DIALOG_LOAD_PARAM}=1`;
}

/** The clientLoader of a page a link dialog loads. */
export async function linkDialogClientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  if (!new URL(request.url).searchParams.has(DIALOG_LOAD_PARAM)) return serverLoader();
  try {
    return await serverLoader();
  } catch (error) {
    console.warn("a dialog's form did not load:", error);
    return UNREACHABLE;
  }
}

/** A click on a dialog's link opens the dialog, unless it is meant for a new tab or the browser has
 * no <dialog>: then the link's page opens. */
export function opensDialog(event: Pick<globalThis.MouseEvent, "metaKey" | "ctrlKey" | "shiftKey" | "button">) {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) && typeof HTMLDialogElement !== "undefined";
}
