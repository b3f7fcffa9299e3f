// The Quick Enquiry dialog (./QuickEnquiryDialogs.tsx opens it, loading this module on the first click): the
// form of the link's own page, loaded from that page's loader and posted through a fetcher.
import { VehicleLoading } from "~/components/VehicleLoading";
import { lazy, Suspense, useEffect, useId } from "react";
import { useLocation } from "@remix-run/react";
import type { LeadFormView } from "~/models/leads.server";
import formsCss from "~/styles/forms.css?url";
import { DialogFrame, DialogLoadFailed, useLinkDialog, useLinkDialogData } from "~/components/Dialog";
import type { Opened } from "./QuickEnquiryDialogs";

// Loaded on first open: pages full of cards do not carry the form engine (zod, conform) until asked.
const LeadForm = lazy(() => import("./LeadForm").then((m) => ({ default: m.LeadForm })));

export default function QuickEnquiryDialog({ href, carId, carTitle, label, form, request }: Opened) {
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
