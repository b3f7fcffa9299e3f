// The sign-in dialog (issue 15), opened from the favourite star or the header: the same two steps
// as the garage page, posted by a fetcher; once signed in the page reloads its data where it is.
// Opening it records event 35 ('login popup').
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { DialogFrame } from "~/components/Dialog";
import { recordAction } from "~/components/AnalyticsBeacon";
import type { GarageActionData } from "~/models/garage-action.server";
import { NewCodeForm, SignInForm } from "./SignInForm";

export default function SignInDialog({ base, site, analytics, opened }: { base: string; site: string; analytics: boolean; opened: number }) {
  const ref = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<GarageActionData>();
  const { pathname, search, key } = useLocation();
  const state = fetcher.data && "step" in fetcher.data ? fetcher.data : null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    dialog.querySelector<HTMLInputElement>("input[name=email]")?.focus(); // past the close button, to the field
    if (analytics) recordAction(site, "login-popup");
  }, [opened, analytics, site]);

  // Signed in: the action redirected to this page again (a new location); the dialog is done.
  const openedAt = useRef(key);
  useEffect(() => {
    if (key !== openedAt.current) ref.current?.close();
    openedAt.current = key;
  }, [key]);

  return (
    <DialogFrame dialogRef={ref} id="garage-sign-in" className="dialog--garage" titleId="garage-sign-in-title" title="Sign in to My Garage" closeOnBackdrop>
      <p>Keep your saved cars and searches on every device.</p>
      <SignInForm base={base} site={site} state={state} returnTo={pathname + search} idPrefix="garage-dialog" fetcher={fetcher} busy={fetcher.state !== "idle"} />
      {state?.step === "code" && <NewCodeForm base={base} email={state.email} returnTo={pathname + search} fetcher={fetcher} />}
    </DialogFrame>
  );
}
