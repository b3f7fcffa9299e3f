// 'Email Us': a dialog titled 'EMAIL US' holding the contact form when JavaScript runs; without it,
// (or while no form is given) a link to the location's own contact page.
import type { ReactNode } from "react";
import { DialogButton } from "./Dialog";
import { useHydrated } from "./use-hydrated";

export const EMAIL_US_LABEL = "Email Us";
export const EMAIL_US_TITLE = "EMAIL US";

export function EmailUs({ id, contactPath, form }: { id: string; contactPath: string; form?: ReactNode }) {
  const hydrated = useHydrated();
  if (!form || !hydrated) {
    return (
      <a className="btn btn--small" href={contactPath}>
        {EMAIL_US_LABEL}
      </a>
    );
  }
  return (
    <DialogButton id={id} label={EMAIL_US_LABEL} title={EMAIL_US_TITLE} buttonClassName="btn btn--small" dialogClassName="email-dialog">
      {form}
    </DialogButton>
  );
}
