// The one listener that opens the dialog of any Quick Enquiry link on the page (./QuickEnquiry.tsx):
// in the root layout, small, and free of the dialog itself, which loads on the first click.
import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation } from "@remix-run/react";
import { opensDialog } from "~/lib/link-dialog-load";

// Loaded on the first click: every page has the listener, few visitors open the dialog.
const QuickEnquiryDialog = lazy(() => import("./QuickEnquiryDialog"));

const FORMS = ["quick-enquiry", "find-similar", "vehicle-enquiry", "request-photos", "rental-booking"] as const;
export type EnquiryForm = (typeof FORMS)[number];

export interface Opened {
  href: string;
  carId?: string;
  carTitle?: string;
  label: string;
  form: EnquiryForm;
  /** Counts the clicks on its link: each one shows the dialog. */
  request: number;
}

/** What a Quick Enquiry link's own attributes say of its dialog. */
export function quickEnquiryOf(anchor: HTMLAnchorElement): Omit<Opened, "request"> {
  const params = new URL(anchor.href, "http://link").searchParams;
  const form = params.get("form");
  return {
    href: anchor.getAttribute("href") ?? "",
    carId: params.get("car_id") ?? undefined,
    carTitle: anchor.dataset.quickEnquiry || undefined,
    label: anchor.textContent ?? "",
    form: FORMS.find((f) => f === form) ?? "quick-enquiry",
  };
}

/** Opens the dialog of any Quick Enquiry link on the page. A dialog mounts on its link's first click
 * and stays, with its fetcher, while the page does: the form loaded once is there again when the
 * dialog reopens. A navigation (a new search, the form sent to /success) drops the page's dialogs in
 * its own render, so the new page's focus is not held in a dialog that was open. */
export function QuickEnquiryDialogs() {
  const { pathname, search } = useLocation();
  const [opened, setOpened] = useState<{ page: string; list: Opened[] }>({ page: "", list: [] });
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-quick-enquiry]") : null;
      if (!anchor || event.defaultPrevented || !opensDialog(event)) return;
      event.preventDefault();
      const link = quickEnquiryOf(anchor);
      const page = window.location.pathname + window.location.search;
      setOpened((now) => {
        const list = now.page === page ? now.list : [];
        const key = dialogKey(link);
        const known = list.find((o) => dialogKey(o) === key);
        return { page, list: known ? list.map((o) => (o === known ? { ...o, request: o.request + 1 } : o)) : [...list, { ...link, request: 1 }] };
      });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  if (opened.page !== pathname + search) return null;
  return (
    <Suspense fallback={null}>
      {opened.list.map((o) => (
        <QuickEnquiryDialog key={dialogKey(o)} {...o} />
      ))}
    </Suspense>
  );
}

const dialogKey = (o: Omit<Opened, "request">) => `${o.href}\u0000${o.label}`;