import { describe, expect, it } from "vitest";
import {
  DEFAULT_SUBMIT_TEXT,
  FIELD_TYPES,
  type FieldDeclaration,
  type FormDeclaration,
  declarationProblems,
  effectiveSteps,
  fieldDeclarationSchema,
  formDeclarationSchema,
  isFieldRequired,
  stepAlertTone,
  stepButtonText,
  stepLabel,
  stepProgress,
  submitFailureAlert,
} from "~/lib/forms/declaration";
import { GROUP_FORM_SUBMIT_FAILED, LEAD_SUBMIT_FAILED } from "~/lib/forms/messages";

const SPEC_FIELD_TYPES =
  "address, button, card number, card expiry, check, check group, check card, currency, date-time, distance, " +
  "date of birth, email, expiry date, file, full name, hidden, kilometre, licence number, location select, make, " +
  "model, number, opt-in, phone, postcode, radio, radio group, radio card group, rego, select, service interval, " +
  "star rating, string, textarea, tyres, website location select, year";

describe("field types", () => {
  it("are the spec's list, in kebab-case", () => {
    const spelled = SPEC_FIELD_TYPES.split(", ").map((t) => t.replace(/ /g, "-"));
    expect([...FIELD_TYPES]).toEqual(spelled);
    expect(FIELD_TYPES).toHaveLength(37);
  });

  it("each can be declared", () => {
    for (const type of FIELD_TYPES) {
      const result = fieldDeclarationSchema.safeParse({ type, name: "f", label: "F" });
      expect(result.success, type).toBe(true);
    }
  });

  it("a declaration with an unknown key, type or unsafe name is refused", () => {
    expect(fieldDeclarationSchema.safeParse({ type: "email", name: "e", label: "E", requird: true }).success).toBe(false);
    expect(fieldDeclarationSchema.safeParse({ type: "colour", name: "c", label: "C" }).success).toBe(false);
    expect(fieldDeclarationSchema.safeParse({ type: "string", name: "a.b", label: "A" }).success).toBe(false);
    expect(fieldDeclarationSchema.safeParse({ type: "string", name: "a[0]", label: "A" }).success).toBe(false);
    expect(fieldDeclarationSchema.safeParse({ type: "string", name: "Vehicle Make", label: "Make" }).success).toBe(true);
  });
});

const f = (field: Partial<FieldDeclaration> & Pick<FieldDeclaration, "type" | "name">) =>
  ({ label: field.name, ...field }) as FieldDeclaration;

describe("isFieldRequired", () => {
  it.each([
    ["every field is required by default", f({ type: "string", name: "name" }), {}, true],
    ["optional fields are allowed", f({ type: "email", name: "email", required: false }), {}, false],
    ["middle name is optional", f({ type: "string", name: "middle_name" }), {}, false],
    ["message is required", f({ type: "textarea", name: "message" }), {}, true],
    ["unless a site turns that off", f({ type: "textarea", name: "message" }), { commentsRequired: false }, false],
    ["Request Photos message is optional", f({ type: "textarea", name: "message", required: false }), {}, false],
    ["category is required when shown", f({ type: "select", name: "category", required: false }), {}, true],
    ["location selector", f({ type: "location-select", name: "location_id", required: false }), {}, true],
    ["preferred dealership", f({ type: "website-location-select", name: "preferredDealership", required: false }), {}, true],
    ["opt-in is optional", f({ type: "opt-in", name: "opt_in" }), {}, false],
    ["rego is optional", f({ type: "rego", name: "Rego" }), {}, false],
    ["test-drive date/time is optional", f({ type: "date-time", name: "test_drive_at" }), {}, false],
    ["a form can require a date-time", f({ type: "date-time", name: "service_at", required: true }), {}, true],
    ["terms must be ticked", f({ type: "check", name: "terms_conditions", required: false }), {}, true],
    ["hidden fields are never the visitor's to fill", f({ type: "hidden", name: "message", required: true }), {}, false],
    ["phone", f({ type: "phone", name: "phone" }), {}, true],
  ] as const)("%s", (_description, field, site, required) => {
    expect(isFieldRequired(field, site)).toBe(required);
  });
});

const twoSteps: FormDeclaration = {
  id: "finance",
  category: "Finance",
  submitText: "Apply Now",
  steps: [
    { heading: "User Details", fields: [f({ type: "string", name: "name" }), f({ type: "email", name: "email" })] },
    { heading: "Finance", fields: [f({ type: "currency", name: "amount" }), f({ type: "check", name: "terms_conditions" })] },
  ],
};

describe("effectiveSteps", () => {
  it("drops the terms box where the site does not show terms", () => {
    const steps = effectiveSteps(twoSteps, { showTerms: false });
    expect(steps[1].fields.map((x) => x.name)).toEqual(["amount"]);
  });

  it("adds a terms box to the last step where the site shows terms and the form lacks one", () => {
    const single: FormDeclaration = { id: "contact", category: "General", steps: [{ heading: "", fields: [f({ type: "string", name: "name" })] }] };
    const steps = effectiveSteps(single, { showTerms: true });
    expect(steps[0].fields.map((x) => [x.name, x.required])).toEqual([
      ["name", true],
      ["terms_conditions", true],
    ]);
  });
});

describe("formDeclarationSchema", () => {
  it("accepts a valid declaration", () => {
    expect(formDeclarationSchema.safeParse(twoSteps).success).toBe(true);
  });

  it("refuses a category that is not a lead category", () => {
    expect(formDeclarationSchema.safeParse({ ...twoSteps, category: "Spam" }).success).toBe(false);
  });

  it("refuses repeated names and bad visibleWhen references", () => {
    const decl = {
      id: "x",
      category: "General",
      steps: [
        {
          heading: "",
          fields: [
            f({ type: "string", name: "a", visibleWhen: { field: "b" } }),
            f({ type: "string", name: "b" }),
            f({ type: "string", name: "b" }),
            f({ type: "string", name: "c", visibleWhen: { field: "c" } }),
            f({ type: "select", name: "d", options: ["x", { value: "x", label: "X" }] }),
          ],
        },
      ],
    };
    expect(declarationProblems(decl as FormDeclaration)).toEqual([
      'field "a" depends on "b", which is not an earlier field',
      'field "b" is declared twice',
      'field "c" cannot depend on itself',
      'field "d" repeats an option value',
    ]);
    expect(formDeclarationSchema.safeParse(decl).success).toBe(false);
  });
});

describe("multi-step helpers", () => {
  it("the last step shows the submit text, others 'Continue'", () => {
    expect(stepButtonText(twoSteps, 0)).toBe("Continue");
    expect(stepButtonText(twoSteps, 1)).toBe("Apply Now");
    expect(stepButtonText({ steps: twoSteps.steps }, 1)).toBe("Submit");
    expect(DEFAULT_SUBMIT_TEXT).toBe("Submit");
  });

  it("'Step X of Y' and a progress percentage that is 100 when complete", () => {
    expect(stepLabel(0, 3)).toBe("Step 1 of 3");
    expect(stepProgress(0, 3)).toBe(0);
    expect(stepProgress(1, 3)).toBe(33);
    expect(stepProgress(2, 3)).toBe(67);
    expect(stepProgress(2, 3, true)).toBe(100);
  });

  it("a step failure alert is success-style only under 'User Details'", () => {
    expect(stepAlertTone("User Details")).toBe("success");
    expect(stepAlertTone("Vehicle")).toBe("destructive");
  });

  it("a group form's failed submit is a destructive alert: its own reason, else the spec's text", () => {
    expect(GROUP_FORM_SUBMIT_FAILED).toBe("An error occurred when submitting this form");
    expect(submitFailureAlert("group", LEAD_SUBMIT_FAILED, "success")).toEqual({ formError: GROUP_FORM_SUBMIT_FAILED, tone: "destructive" });
    expect(submitFailureAlert("group", "Too many enquiries.", "success")).toEqual({ formError: "Too many enquiries.", tone: "destructive" });
    // Other templates keep the error and the step's tone.
    expect(submitFailureAlert("dealer", LEAD_SUBMIT_FAILED, "success")).toEqual({ formError: LEAD_SUBMIT_FAILED, tone: "success" });
    expect(submitFailureAlert("make", LEAD_SUBMIT_FAILED, "destructive")).toEqual({ formError: LEAD_SUBMIT_FAILED, tone: "destructive" });
  });
});
