// The passwordless sign-in, two steps: an email address, then the 6-digit code sent to it. The same
// form on the garage page (a plain post, works without JavaScript) and in the dialog (a fetcher).
// With JavaScript the browser's saved favourites go along with the code, to join the watchlist.
import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { GarageActionData } from "~/models/garage-action.server";
import { localStore } from "~/lib/browser-storage";
import { favouritesKey } from "~/lib/favourites";

type SignInState = Extract<GarageActionData, { step: string }> | null;

interface Props {
  base: string;
  site: string;
  state: SignInState;
  /** Where to go once signed in. */
  returnTo: string;
  idPrefix: string;
  fetcher?: ReturnType<typeof useFetcher<GarageActionData>>;
  busy?: boolean;
}

export function SignInForm({ base, site, state, returnTo, idPrefix, fetcher, busy }: Props) {
  const FormTag = fetcher ? fetcher.Form : Form;
  const codeStep = state?.step === "code";
  const error = state && "error" in state ? state.error : undefined;
  const errorId = `${idPrefix}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const favourites = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state) inputRef.current?.focus(); // the next step's field, or the field with the error
  }, [state]);

  return (
    <FormTag method="post" action={base} className="garage-sign-in" noValidate onSubmit={() => {
      if (favourites.current) favourites.current.value = localStore.read(favouritesKey(site)) ?? "";
    }}>
      <input type="hidden" name="return_to" value={returnTo} />
      <div aria-live="polite">{codeStep && <p className="alert alert--success">{state.message}</p>}</div>
      {codeStep ? (
        <>
          <input type="hidden" name="intent" value="verify-code" />
          <input type="hidden" name="email" value={state.email} />
          <input type="hidden" name="favourites" ref={favourites} />
          <div className="field">
            <label htmlFor={`${idPrefix}-code`}>Code from the email</label>
            <input
              ref={inputRef}
              id={`${idPrefix}-code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error && <p id={errorId} className="field-error">{error}</p>}
          </div>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            Sign in
          </button>
        </>
      ) : (
        <>
          <input type="hidden" name="intent" value="request-code" />
          <div className="field">
            <label htmlFor={`${idPrefix}-email`}>Email address</label>
            <input
              ref={inputRef}
              id={`${idPrefix}-email`}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              required
              defaultValue={state?.email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : `${idPrefix}-hint`}
            />
            <p id={`${idPrefix}-hint`} className="field-hint">We will email you a 6-digit code. No password needed.</p>
            {error && <p id={errorId} className="field-error">{error}</p>}
          </div>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            Email me a code
          </button>
        </>
      )}
    </FormTag>
  );
}

/** The code step's "ask again" link-button: back to the email step with the address kept. */
export function NewCodeForm({ base, email, returnTo, fetcher }: { base: string; email: string; returnTo: string; fetcher?: ReturnType<typeof useFetcher<GarageActionData>> }) {
  const FormTag = fetcher ? fetcher.Form : Form;
  return (
    <FormTag method="post" action={base} className="garage-new-code">
      <input type="hidden" name="intent" value="request-code" />
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="return_to" value={returnTo} />
      <button type="submit" className="btn btn--link">
        Send a new code
      </button>
    </FormTag>
  );
}
