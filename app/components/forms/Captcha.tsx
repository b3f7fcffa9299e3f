// The lead form's captcha (spec point 5 "Captcha shows unless turned off"): the signed start time
// for the no-JavaScript path, and a slot the ALTCHA widget is put into once the visitor first
// touches the form, so its script (loaded on demand) is never in the first bundle. The widget
// solves when the form is sent and then sends it; the server's message shows under it. Where scripts
// run, the slot has the widget's height from the first paint (fields.css), so its arrival moves nothing:
// the first touch is often the press on the send button just below.
import { useEffect, useRef } from "react";
import { FORM_STARTED_FIELD } from "~/lib/forms/captcha";

export interface CaptchaProps {
  formId: string;
  formStarted: string;
  /** The server's message about the check (missing, failed, expired). */
  error?: string;
  /** Changes with every answer from the server: the widget starts over (a used solution is spent). */
  resetKey: unknown;
}

type Widget = HTMLElement & { reset?: () => void };

export function Captcha({ formId, formStarted, error, resetKey }: CaptchaProps) {
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const form = slot.current?.closest("form");
    if (!form) return;
    let cancelled = false;
    const wake = ["focusin", "pointerdown"] as const;
    const load = () => {
      for (const name of wake) form.removeEventListener(name, load);
      import("./captcha-widget").then(
        (m) => {
          if (!cancelled && slot.current) m.mountCaptchaWidget(slot.current);
        },
        (e: unknown) => console.log("captcha: widget not loaded:", e),
      );
    };
    for (const name of wake) form.addEventListener(name, load);
    return () => {
      cancelled = true;
      for (const name of wake) form.removeEventListener(name, load);
    };
  }, []);

  useEffect(() => {
    (slot.current?.querySelector("altcha-widget") as Widget | null)?.reset?.();
  }, [resetKey]);

  const errorId = `${formId}-captcha-error`;
  return (
    <div className="captcha">
      <input type="hidden" name={FORM_STARTED_FIELD} value={formStarted} />
      <div ref={slot} className="captcha__widget" role="group" aria-label="Spam check" aria-describedby={error ? errorId : undefined} />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
