// The Quick Enquiry button of search cards and vehicle pages. Without JavaScript it is a link to
// the form's own page (/enquire?car_id=...&form=quick-enquiry); with JavaScript it opens a native
// <dialog> holding the same form, loaded from that page's loader and posted through a fetcher
// whose server-rendered redirectTo brings the visitor back from /success.
import { VehicleLoading } from "~/components/VehicleLoading";
import { lazy, Suspense, useId } from "react";
import { useLocation } from "@remix-run/react";
import type { LeadFormView } from "~/models/leads.server";
import formsCss from "~/styles/forms.css?url";
import { DialogFrame, DialogLoadFailed, useLinkDialog, useLinkDialogData } from "~/components/Dialog";
import { QUICK_ENQUIRY_TEXT } from "~/lib/car-card";

// Loaded on first open: pages full of cards do not carry the form engine (zod, conform) until asked.
const LeadForm = lazy(() => import("./LeadForm").then((m) => ({ default: m.LeadForm })));

export interface QuickEnquiryProps {
  /** The car's slug (or id); none for a form about no one car (a search that found nothing). */
  carId?: string;
  carTitle?: string;
  label?: string;
  className?: string;
  /** Which /enquire form the dialog shows; default the quick enquiry. */
  form?: "quick-enquiry" | "find-similar" | "vehicle-enquiry" | "request-photos" | "rental-booking";
}

export const quickEnquiryHref = (carId: string | undefined, form = "quick-enquiry") =>
  `/enquire?${carId ? `car_id=${encodeURIComponent(carId)}&` : ""}form=${encodeURIComponent(form)}`;

export function QuickEnquiry({ carId, carTitle, label = QUICK_ENQUIRY_TEXT, className = "btn btn--small btn--outline", form = "quick-enquiry" }: QuickEnquiryProps) {
  const href = quickEnquiryHref(carId, form);
  const dialog = useLinkDialog();
  return (
    <>
      <a href={href} className={className} onClick={dialog.onClick} aria-haspopup="dialog">
        {label}
      </a>
      {dialog.opened && <QuickEnquiryDialog dialog={dialog} href={href} carId={carId} carTitle={carTitle} label={label} form={form} />}
    </>
  );
}

type DialogProps = Required<Pick<QuickEnquiryProps, "label" | "form">> & Pick<QuickEnquiryProps, "carId" | "carTitle"> & { dialog: ReturnType<typeof useLinkDialog>; href: string };

function QuickEnquiryDialog({ dialog, href, carId, carTitle, label, form }: DialogProps) {
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
