// 'Email Us': a link to the location's contact page (/contact-us/{slug}) that, with JavaScript, opens
// a dialog titled 'EMAIL US' holding the same contact form instead, loaded from that page's loader and
// posted to its action through a fetcher (redirectTo brings the visitor back from /success).
import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
import { useFetcher, useLocation } from "@remix-run/react";
import type { ContactLocationPageData } from "~/models/locations.server";
import { LeadForm } from "~/components/forms/LeadForm";

export const EMAIL_US_LABEL = "Email Us";
export const EMAIL_US_TITLE = "EMAIL US";

export function EmailUs({ contactPath, locationName, slug }: { contactPath: string; locationName: string; slug: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const loader = useFetcher<ContactLocationPageData>();
  const titleId = useId();
  const location = useLocation();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open && dialog && !dialog.open) dialog.showModal();
  }, [open]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return; // a new tab: the page
    if (typeof HTMLDialogElement === "undefined") return; // no <dialog>: the page
    event.preventDefault();
    setOpen(true);
    if (loader.state === "idle" && !loader.data) loader.load(contactPath);
  };

  const close = () => {
    dialogRef.current?.close();
    setOpen(false);
  };

  return (
    <>
      <a className="btn btn--small" href={contactPath} onClick={onClick} aria-haspopup="dialog">
        {EMAIL_US_LABEL}
        <span className="visually-hidden"> {locationName}</span>
      </a>
      {open && (
        <dialog ref={dialogRef} className="email-dialog" aria-labelledby={titleId} onClose={() => setOpen(false)}>
          <div className="dialog__head">
            <h2 id={titleId} className="dialog__title">
              {EMAIL_US_TITLE}
              <span className="email-dialog__location">{locationName}</span>
            </h2>
            <button type="button" className="dialog__close" onClick={close} aria-label="Close">
              ×
            </button>
          </div>
          <div className="dialog__body">
            {loader.data?.form ? (
              <LeadForm view={loader.data.form.view} action={contactPath} fetcherKey={`email-us-${slug}`} redirectTo={location.pathname + location.search} hideHeading />
            ) : loader.state !== "idle" ? (
              <p role="status">Loading</p>
            ) : (
              <p role="alert" className="alert alert--destructive">
                The form could not be loaded. <a href={contactPath}>Open it on its own page</a>.
              </p>
            )}
          </div>
        </dialog>
      )}
    </>
  );
}
