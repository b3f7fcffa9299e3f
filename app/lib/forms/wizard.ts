// Which step of a multi-step form may be saved now (spec point 4), decided by the server from what
// the lead already holds, never from the step number the post claims.
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { effectiveSteps, type FormDeclaration } from "./declaration";
import { buildFormSchema, type BuildFormSchemaOptions } from "./schema";

export type StepGate =
  | { ok: true; passedOver: number[] }
  | { ok: false; stepIndex: number; result: SubmissionResult<string[]> };

/**
 * A post of step `posted` (0-based) for a lead that holds `saved` steps. Each step in between must
 * be one a visitor may leave empty: a required one refuses the post with its own field messages
 * (shown on that step); optional ones are passed over and recorded as skipped (1-based numbers).
 */
export function gateStep(
  decl: FormDeclaration,
  options: Omit<BuildFormSchemaOptions, "stepIndex">,
  { form, posted, saved }: { form: FormData; posted: number; saved: number },
): StepGate {
  const steps = effectiveSteps(decl, options);
  const passedOver: number[] = [];
  for (let index = Math.max(saved, 0); index < Math.min(posted, steps.length); index++) {
    const submission = parseWithZod(form, { schema: buildFormSchema(decl, { ...options, stepIndex: index }) });
    if (submission.status !== "success") return { ok: false, stepIndex: index, result: submission.reply() };
    passedOver.push(index + 1);
  }
  return { ok: true, passedOver };
}
