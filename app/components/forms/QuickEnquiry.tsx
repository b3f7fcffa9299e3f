// The Quick Enquiry button of search cards and vehicle pages. Without JavaScript it is a link to
// the form's own page (/enquire?car_id=...&form=quick-enquiry); with JavaScript it opens a native
// <dialog> holding the same form, loaded from that page's loader and posted through a fetcher
// whose server-rendered redirectTo brings the visitor back from /success.
//
// The link is hook-free, so a card's static HTML holds it (issue 18: cards are not hydrated); one
// listener on the document (<QuickEnquiryDialogs>, in the root layout) opens the dialog of any such
// link, as <InAppNavigation> navigates for every PageLink.
import { VehicleLoading } from "~/components/VehicleLoading";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { useLocation } from "@remix-run/react";
import type { LeadFormView } from "~/models/leads.server";
import formsCss from "~/styles/forms.css?url";
import { DialogFrame, DialogLoadFailed, opensDialog, useLinkDialog, useLinkDialogData } from "~/components/Dialog";
import { QUICK_ENQUIRY_TEXT } from "~/lib/car-card";

// Loaded on first open: pages full of cards do not carry the form engine (zod, conform) until asked.
const LeadForm = lazy(() => import("./LeadForm").then((m) => ({ default: m.LeadForm })));

const FORMS = ["quick-enquiry", "find-similar", "vehicle-enquiry", "request-photos", "rental-booking"] as const;
type EnquiryForm = (typeof FORMS)[number];

export interface QuickEnquiryProps {
  /** The car's slug (or id); none for a form about no one car (a search that found nothing). */
  carId?: string;
  carTitle?: string;
  label?: string;
  className?: string;
  /** Which /enquire form the dialog shows; default the quick enquiry. */
  form?: EnquiryForm;
}

export const quickEnquiryHref = (carId: string | undefined, form = "quick-enquiry") =>
  `/enquire?${carId ? `car_id=${encodeURIComponent(carId)}&` : ""}form=${encodeURIComponent(form)}`;

/** The link; hook-free (static HTML may hold it). Its dialog's title is its label and the car's title. */
export function QuickEnquiry({ carId, carTitle, label = QUICK_ENQUIRY_TEXT, className = "btn btn--small btn--outline", form = "quick-enquiry" }: QuickEnquiryProps) {
  return (
    <a href={quickEnquiryHref(carId, form)} className={className} aria-haspopup="dialog" data-quick-enquiry={carTitle ?? ""}>
      {label}
    </a>
  );
}

interface Opened {
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
    <>
      {opened.list.map((o) => (
        <QuickEnquiryDialog key={dialogKey(o)} {...o} />
      ))}
    </>
  );
}

const dialogKey = (o: Omit<Opened, "request">) => `${o.href}\u0000${o.label}`;

function QuickEnquiryDialog({ href, carId, carTitle, label, form, request }: Opened) {
  const dialog = useLinkDialog();
  const { show } = dialog;
  useEffect(show, [request]); // each click on the link
  const { data, failed } = useLinkDialogData<{ view: LeadFormView }>(href, dialog.open);
  const titleId = useId();
  const location = useLocation();
  if (!dialog.open) return null;
  return (
    <DialogFrame
      dialogRef={dialog.dialogRef}
      className="lead-dialog"
      titleId={titleId}
      titleClassName="lead-dialog__title"
      title={
        <>
          {label}
          {carTitle && <span className="lead-dialog__car">{carTitle}</span>}
        </>
      }
      closeButton={{
        className: "btn btn--small btn--outline",
        children: (
          <>
            Close<span className="visually-hidden"> {label}</span>
          </>
        ),
      }}
      onClose={dialog.onClose}
      // The page hosting the button may not link the forms' styles.
      before={<link rel="stylesheet" href={formsCss} />}
    >
      {data?.view ? (
        <Suspense fallback={<VehicleLoading text="Loading" />}>
          <LeadForm view={data.view} action={href} fetcherKey={`quick-enquiry-${carId ?? "none"}-${form}`} redirectTo={location.pathname + location.search} hideHeading />
        </Suspense>
      ) : failed ? (
        <DialogLoadFailed href={href} />
      ) : (
        <VehicleLoading
          text={
            <>
              Loading<span className="visually-hidden"> the form</span>. <a href={href}>Open it on its own page</a> instead.
            </>
          }
        />
      )}
    </DialogFrame>
  );
}
