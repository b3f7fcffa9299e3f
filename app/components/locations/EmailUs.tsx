// 'Email Us': a link to the location's contact page (/contact-us/{slug}) that, with JavaScript, opens
// a dialog titled 'EMAIL US' holding the same contact form instead, loaded from that page's loader and
// posted to its action through a fetcher (redirectTo brings the visitor back from /success).
import { VehicleLoading } from "~/components/VehicleLoading";
import { useId } from "react";
import { useLocation } from "@remix-run/react";
import type { ContactLocationPageData } from "~/models/locations.server";
import { LeadForm } from "~/components/forms/LeadForm";
import { DialogFrame, useLinkDialog } from "~/components/Dialog";

export const EMAIL_US_LABEL = "Email Us";
export const EMAIL_US_TITLE = "EMAIL US";

export function EmailUs({ contactPath, locationName, slug }: { contactPath: string; locationName: string; slug: string }) {
  const { dialogRef, open, onClick, onClose, loader } = useLinkDialog<ContactLocationPageData>(contactPath);
  const titleId = useId();
  const location = useLocation();

  return (
    <>
      <a className="btn btn--small" href={contactPath} onClick={onClick} aria-haspopup="dialog">
        {EMAIL_US_LABEL}
        <span className="visually-hidden"> {locationName}</span>
      </a>
      {open && (
        <DialogFrame
          dialogRef={dialogRef}
          className="email-dialog"
          titleId={titleId}
          title={
            <>
              {EMAIL_US_TITLE}
              <span className="email-dialog__location">{locationName}</span>
            </>
          }
          onClose={onClose}
        >
          {loader.data?.form ? (
            <LeadForm view={loader.data.form.view} action={contactPath} fetcherKey={`email-us-${slug}`} redirectTo={location.pathname + location.search} hideHeading />
          ) : loader.state !== "idle" ? (
            <VehicleLoading text="Loading" />
          ) : (
            <p role="alert" className="alert alert--destructive">
              The form could not be loaded. <a href={contactPath}>Open it on its own page</a>.
            </p>
          )}
        </DialogFrame>
      )}
    </>
  );
}
