// A multi-step form's navigation (spec point 4): the button text, the 'Step X of Y' label, the
// progress bar and the tone of a step's alert.
import type { FormDeclaration } from "./declaration";

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
