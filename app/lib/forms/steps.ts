// A multi-step form's navigation (spec point 4): the button text, the 'Step X of Y' label, the
// progress bar, the tone of a step's alert and the alert of a failed submit.
import type { FormDeclaration } from "./declaration";
import { GROUP_FORM_SUBMIT_FAILED, LEAD_SUBMIT_FAILED } from "./messages";

export const DEFAULT_SUBMIT_TEXT = "Submit";
export const CONTINUE_TEXT = "Continue";
export const USER_DETAILS_HEADING = "User Details";

/** "The last step shows the submit text (default 'Submit'); others show 'Continue'." */
export function stepButtonText(decl: Pick<FormDeclaration, "steps" | "submitText">, stepIndex: number): string {
  return stepIndex >= decl.steps.length - 1 ? (decl.submitText ?? DEFAULT_SUBMIT_TEXT) : CONTINUE_TEXT;
}

/** "'Step X of Y'", with a 0-based index. */
export const stepLabel = (stepIndex: number, stepCount: number) => `Step ${stepIndex + 1} of ${stepCount}`;

/** "progress percentage (100 when complete)": the share of steps already done, whole percent. */
export function stepProgress(stepIndex: number, stepCount: number, complete = false): number {
  if (complete || stepCount <= 0) return 100;
  return Math.round((Math.min(Math.max(stepIndex, 0), stepCount) / stepCount) * 100);
}

/** "a green success-style alert if the step heading is 'User Details', otherwise destructive". */
export const stepAlertTone = (heading: string): "success" | "destructive" =>
  heading === USER_DETAILS_HEADING ? "success" : "destructive";

export interface SubmitFailureAlert {
  formError: string;
  tone: "success" | "destructive";
}

/**
 * The alert of a failed submit. A group site's form (spec point 8) shows "an inline destructive alert
 * with the error message or that same text" ('An error occurred when submitting this form'): a
 * failure with a reason of its own (rate limit, a lead gone) keeps it; a generic one is the spec's
 * text. Other sites show the error in the step's tone. The spec's blocking browser alert() is left
 * out: the inline alert is announced and keeps the visitor's input in view.
 */
export function submitFailureAlert(template: string, error: string, stepTone: "success" | "destructive"): SubmitFailureAlert {
  if (template !== "group") return { formError: error, tone: stepTone };
  return { formError: error === LEAD_SUBMIT_FAILED ? GROUP_FORM_SUBMIT_FAILED : error, tone: "destructive" };
}
