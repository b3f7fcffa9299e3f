// The finance application (multi-step: each step is saved as the visitor moves forward, spec point 4,
// so the contact details come first) and the contact step of the trade-in and sell-my-car flow.
import type { FormDeclaration } from "../declaration";
import type { FormContext } from "./context";
import { toOptions } from "./context";
import { contactFields, messageField, optInField, yesNoField } from "./fields";

export const USER_DETAILS = "User Details";

export const LOAN_TERMS = ["12 months", "24 months", "36 months", "48 months", "60 months", "72 months", "84 months"];
export const EMPLOYMENT_STATUSES = ["Full time", "Part time", "Casual", "Self employed", "Retired", "Other"];
export const RESIDENTIAL_STATUSES = ["Own home", "Mortgage", "Renting", "Living with family", "Other"];
export const CAR_TYPE_OPTIONS = [
  { value: "new", label: "New" },
  { value: "used", label: "Used" },
  { value: "demo", label: "Demo" },
];

/**
 * The finance application. Its query parameters (preferredDealership, vehiclePriceBudget, car_id,
 * car_type, vin) are field names, so a link prefills it. The trade-in step is optional throughout:
 * left empty, it is recorded as a skipped step.
 */
export function finance(ctx: FormContext, { preApproval = false } = {}): FormDeclaration {
  const dealerships = ctx.dealerships ?? [];
  return {
    id: "finance",
    category: "Finance",
    ...(preApproval ? { subcategory: "Pre-approval" } : {}),
    steps: [
      { heading: USER_DETAILS, fields: contactFields(ctx) },
      {
        heading: "Vehicle & Loan",
        fields: [
          ...(dealerships.length > 1
            ? [{ type: "website-location-select", name: "preferredDealership", label: "Preferred dealership", options: dealerships } as const]
            : []),
          { type: "select", name: "car_type", label: "Vehicle condition", options: CAR_TYPE_OPTIONS },
          { type: "currency", name: "vehiclePriceBudget", label: "Vehicle price budget ($)", min: 1000, max: 2_000_000 },
          { type: "currency", name: "deposit", label: "Deposit ($, optional)", required: false },
          { type: "select", name: "loan_term", label: "Loan term", options: toOptions(LOAN_TERMS) },
          ...yesNoField(ctx, "Best Finance", "Would you like us to find you the best finance rate?"),
          { type: "hidden", name: "car_id", label: "Vehicle" },
          { type: "hidden", name: "vin", label: "VIN" },
        ],
      },
      {
        heading: "Trade-in (optional)",
        fields: [
          { type: "make", name: "trade_in_make", label: "Trade-in make", required: false },
          { type: "model", name: "trade_in_model", label: "Trade-in model", required: false },
          { type: "year", name: "trade_in_year", label: "Trade-in year", required: false },
          { type: "kilometre", name: "trade_in_kms", label: "Trade-in odometer (km)", required: false },
        ],
      },
      {
        heading: "Employment & Income",
        fields: [
          { type: "select", name: "employment_status", label: "Employment status", options: toOptions(EMPLOYMENT_STATUSES) },
          { type: "currency", name: "annual_income", label: "Annual income before tax ($)" },
          { type: "select", name: "residential_status", label: "Residential status", options: toOptions(RESIDENTIAL_STATUSES) },
          messageField("Anything else we should know?", { required: false }),
          optInField,
        ],
      },
    ],
  };
}

/**
 * The contact step of the valuation flow (issue 12, app/models/valuation-steps.server.ts): the
 * vehicle, its details and the price come before it as steps of their own and are saved to the lead.
 */
export function tradeIn(ctx: FormContext): FormDeclaration {
  return {
    id: "trade-in",
    category: "Trade-in Enquiry",
    submitText: "Send My Details",
    steps: [{ heading: USER_DETAILS, fields: [...contactFields(ctx), messageField("Comments", { required: false }), optInField] }],
  };
}

export function sellMyCar(ctx: FormContext): FormDeclaration {
  return {
    id: "sell-my-car",
    category: "Sell My Car",
    submitText: "Send My Details",
    steps: [
      {
        heading: USER_DETAILS,
        fields: [...contactFields(ctx), ...yesNoField(ctx, "Ready to sell", "Are you ready to sell now?"), messageField("Comments", { required: false }), optInField],
      },
    ],
  };
}
