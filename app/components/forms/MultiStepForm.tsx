// The parts of a multi-step form around its fields (spec point 4): 'Step X of Y' with the progress
// percentage, and the buttons — Back from step 2, 'Continue' or the submit text, 'Loading' and
// disabled while sending. Every button is a real submit, so each step is a POST without JavaScript.
import { VehicleLoading } from "~/components/VehicleLoading";
import { LOADING_TEXT, stepButtonText, stepLabel, stepProgress, type FormDeclaration } from "~/lib/forms/declaration";

export function StepHeader({ step, count, heading, headingId }: { step: number; count: number; heading: string; headingId: string }) {
  const progress = stepProgress(step, count);
  return (
    <div className="form-steps">
      <p className="form-steps__label">
        <span>{stepLabel(step, count)}</span>
        <span className="form-steps__percent">{progress}% complete</span>
      </p>
      <progress className="form-steps__bar" max={100} value={progress} aria-label={`${stepLabel(step, count)}: ${progress}% complete`} />
      <h2 className="form-steps__heading" id={headingId} tabIndex={-1}>
        {heading}
      </h2>
    </div>
  );
}

/**
 * A polite live region that stays mounted while the steps (each a new form) come and go, so a screen
 * reader hears 'Step 2 of 4: ...' after each Continue or Back; empty on the first page load.
 */
export function StepAnnouncement({ step, count, heading }: { step: number | null; count: number; heading: string }) {
  return (
    <p className="visually-hidden" role="status">
      {step !== null && count > 1 ? `${stepLabel(step, count)}: ${heading}` : ""}
    </p>
  );
}

/**
 * Only the current step's button shows. The forward button comes first in the markup so that
 * pressing Enter in a field moves forward, never back; CSS puts Back on the left.
 */
export function StepButtons({ decl, step, count, busy }: { decl: Pick<FormDeclaration, "steps" | "submitText">; step: number; count: number; busy: boolean }) {
  const last = step >= count - 1;
  return (
    <div className="form-actions">
      <button type="submit" name="intent" value={last ? "submit" : "continue"} className="btn form-actions__next" disabled={busy} aria-disabled={busy || undefined}>
        {busy ? LOADING_TEXT : stepButtonText(decl, step)}
      </button>
      {step > 0 && (
        <button type="submit" name="intent" value="back" className="btn btn--outline form-actions__back" formNoValidate disabled={busy}>
          Back
        </button>
      )}
      {busy && <VehicleLoading />}
    </div>
  );
}
