// The valuation flow's pure rules (app/lib/valuation/flow.ts): the two variants' steps, and the
// lead fields a valuation adds in the spec's words (Rego, state, 'Valuation guide' as Yes/No text).
import { describe, expect, it } from "vitest";
import { flowSteps, formValuesFromLead, stepIndex, valuationLeadFields, valuationSummary, vehicleFromLead, vehicleLeadFields } from "~/lib/valuation/flow";
import type { ValuationResult } from "../../server/valuation/port";

const priced: ValuationResult = { kind: "priced", low: 12_300, high: 15_800, guide: 14_000, currency: "AUD", source: "stock", comparables: 5 };
const declined: ValuationResult = { kind: "declined", reason: "too-few-comparables", source: "stock", comparables: 1 };

describe("the flow's steps", () => {
  it("default: the vehicle with its details, the price, the contact details", () => {
    expect(flowSteps(false)).toEqual(["vehicle", "price", "contact"]);
  });
  it("four_step_valuation_form: identify, details, price, contact", () => {
    expect(flowSteps(true)).toEqual(["identify", "details", "price", "contact"]);
    expect(stepIndex(flowSteps(true), "price")).toBe(2);
    expect(stepIndex(flowSteps(false), "details")).toBe(-1);
  });
});

describe("what a valuation adds to the lead", () => {
  it("a priced valuation: its id, the range with guide and basis, the status, 'Valuation guide' Yes", () => {
    expect(valuationLeadFields({ valuationId: "v1", outcome: { kind: "priced", result: priced }, status: "accepted", yesNo: true })).toEqual({
      valuation_id: "v1",
      Valuation: "$12,300 – $15,800 (guide $14,000). Based on 5 comparable cars in our stock",
      valuation_status: "Accepted",
      "Valuation guide": "Yes",
    });
  });

  it("a declined one says we'll call with a price; 'Valuation guide' No; sites without the Yes/No texts send none", () => {
    const fields = valuationLeadFields({ valuationId: "v2", outcome: { kind: "declined", result: declined }, status: "declined", yesNo: true });
    expect(fields).toMatchObject({ Valuation: "We'll call you with a price (Based on 1 comparable car in our stock)", valuation_status: "Declined", "Valuation guide": "No" });
    expect(valuationLeadFields({ valuationId: "v2", outcome: { kind: "declined", result: declined }, yesNo: false })).not.toHaveProperty("Valuation guide");
  });

  it("a valuer that did not answer: no id, said plainly", () => {
    expect(valuationSummary({ kind: "failed" })).toBe("Not valued: the valuation service did not answer");
    expect(valuationLeadFields({ valuationId: null, outcome: { kind: "failed" }, yesNo: false })).toEqual({ Valuation: "Not valued: the valuation service did not answer" });
  });

  it("the vehicle in the trade-in forms' names (Vehicle Make, Rego, state), and back out of a saved lead", () => {
    const vehicle = { year: 2018, make: "Mazda", model: "CX-5", badge: "Maxx", rego: "XYZ789", state: "QLD" };
    const fields = vehicleLeadFields(vehicle, { odometer: 88_000, condition: "Good", finance_owing: "No" });
    expect(fields).toEqual({ "Vehicle Make": "Mazda", "Vehicle Model": "CX-5", year: 2018, badge: "Maxx", Rego: "XYZ789", state: "QLD", odometer: 88_000, condition: "Good", finance_owing: "No" });
    expect(vehicleFromLead(fields)).toMatchObject(vehicle);
    expect(formValuesFromLead({ ...fields, name: "Jane" })).toEqual({ year: "2018", make: "Mazda", model: "CX-5", badge: "Maxx", rego: "XYZ789", state: "QLD", odometer: "88000", condition: "Good", finance_owing: "No" });
  });
});
