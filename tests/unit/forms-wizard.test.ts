// The server decides which step of a multi-step form comes next (spec point 4).
import { describe, expect, it } from "vitest";
import { gateStep } from "~/lib/forms/wizard";
import { finance } from "~/lib/forms/definitions/finance";
import { REQUIRED } from "~/lib/forms/messages";

const decl = finance({ locale: "en-AU" } as Parameters<typeof finance>[0]);
const options = { locale: "en-AU" as const };
const form = (values: Record<string, string> = {}) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.append(k, v);
  return data;
};

describe("gateStep", () => {
  it("lets the next step through: nothing passed over", () => {
    expect(gateStep(decl, options, { form: form(), posted: 1, saved: 1 })).toEqual({ ok: true, passedOver: [] });
  });

  it("lets an earlier step be sent again (after Back)", () => {
    expect(gateStep(decl, options, { form: form(), posted: 0, saved: 2 })).toEqual({ ok: true, passedOver: [] });
  });

  it("refuses a skipped required step with its field messages, on that step", () => {
    const gate = gateStep(decl, options, { form: form({ employment_status: "Full time" }), posted: 3, saved: 1 });
    expect(gate.ok).toBe(false);
    if (gate.ok) return;
    expect(gate.stepIndex).toBe(1);
    expect(gate.result.error).toMatchObject({ car_type: [REQUIRED], loan_term: [REQUIRED] });
  });

  it("without a saved step, the first step is the one missing", () => {
    const gate = gateStep(decl, options, { form: form(), posted: 2, saved: 0 });
    expect(gate).toMatchObject({ ok: false, stepIndex: 0 });
  });

  it("passes over an optional step and names it (1-based) to record as skipped", () => {
    expect(gateStep(decl, options, { form: form(), posted: 3, saved: 2 })).toEqual({ ok: true, passedOver: [3] });
  });
});
