// 'Email Us': a link to the location's contact page (/contact-us/{slug}) that, with JavaScript, opens
// a dialog titled 'EMAIL US' holding the same contact form instead, loaded from that page's loader and
// posted to its action through a fetcher (redirectTo brings the visitor back from /success).
import { VehicleLoading } from "~/components/VehicleLoading";
import { useId } from "react";
import { useLocation } from "@remix-run/react";
import type { ContactLocationPageData } from "~/models/locations.server";
import { LeadForm } from "~/components/forms/LeadForm";
import { DialogFrame, DialogLoadFailed, useLinkDialog, useLinkDialogData } from "~/components/Dialog";

export const EMAIL_US_LABEL = "Email Us";
export const EMAIL_US_TITLE = "EMAIL US";

export function EmailUs({ contactPath, locationName, slug }: { contactPath: string; locationName: string; slug: string }) {
  const dialog = useLinkDialog();
  return (
    <>
      <a className="btn btn--small" href={contactPath} onClick={dialog.onClick} aria-haspopup="dialog">
        {EMAIL_US_LABEL}
        <span className="visually-hidden"> {locationName}</span>
      </a>
      {dialog.opened && <EmailUsDialog dialog={dialog} contactPath={contactPath} locationName={locationName} slug={slug} />}
    </>
  );
}

function EmailUsDialog({ dialog, contactPath, locationName, slug }: { dialog: ReturnType<typeof useLinkDialog>; contactPath: string; locationName: string; slug: string }) {
  const { data, failed } = useLinkDialogData<ContactLocationPageData>(contactPath, dialog.open);
  const titleId = useId();
  const location = useLocation();
  if (!dialog.open) return null;
  return (
    <DialogFrame
      dialogRef={dialog.dialogRef}
      className="email-dialog"
      titleId={titleId}
      title={
        <>
          {EMAIL_US_TITLE}
          <span className="email-dialog__location">{locationName}</span>
        </>
      }
      onClose={dialog.onClose}
    >
      {data?.form ? (
        <LeadForm view={data.form.view} action={contactPath} fetcherKey={`email-us-${slug}`} redirectTo={location.pathname + location.search} hideHeading />
      ) : failed ? (
        <DialogLoadFailed href={contactPath} />
      ) : (
        <VehicleLoading text="Loading" />
      )}
    </DialogFrame>
  );
}
