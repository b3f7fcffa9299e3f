// Field groups shared by the declared forms: who the visitor is, how to reach them, the comments
// box, the optional questions some sites ask. Labels are AU English; the page model swaps words.
import type { FieldDeclaration } from "../declaration";
import { type FormContext, type Option, toOptions } from "./context";
import { postcodeLabel } from "../../locale";

export const YES_NO = toOptions(["Yes", "No"]);

/** name (the first name, as the stored customer calls it), middle name where enabled, last name. */
export function nameFields(ctx: FormContext): FieldDeclaration[] {
  return [
    { type: "string", name: "name", label: "First name" },
    ...(ctx.middleName ? [{ type: "string", name: "middle_name", label: "Middle name" } as const] : []),
    { type: "string", name: "last_name", label: "Last name" },
  ];
}

export const emailField: FieldDeclaration = { type: "email", name: "email", label: "Email" };
export const phoneField: FieldDeclaration = { type: "phone", name: "phone", label: "Phone" };

export function postcodeField(ctx: FormContext): FieldDeclaration {
  return { type: "postcode", name: "postcode", label: postcodeLabel(ctx.locale) };
}

/** Name, email, phone and (where asked) postcode: the five stored-customer fields. */
export function contactFields(ctx: FormContext, { postcode = true } = {}): FieldDeclaration[] {
  return [...nameFields(ctx), emailField, phoneField, ...(postcode ? [postcodeField(ctx)] : [])];
}

/** "Message (Comments) is required unless a site turns that off." */
export function messageField(label = "Comments", extra: Partial<FieldDeclaration> = {}): FieldDeclaration {
  return { type: "textarea", name: "message", label, ...extra } as FieldDeclaration;
}

export const optInField: FieldDeclaration = {
  type: "opt-in",
  name: "opt_in",
  label: "Keep me up to date with news and offers",
};

export const WHERE_DID_YOU_HEAR = [
  "Search engine",
  "Social media",
  "Friend or family",
  "Online classifieds",
  "Radio or TV",
  "Drove past",
  "Other",
];

/** The optional 'where-did-you-hear-about-us' select, on sites that ask. */
export function whereDidYouHearFields(ctx: FormContext): FieldDeclaration[] {
  if (!ctx.whereDidYouHear) return [];
  return [
    {
      type: "select",
      name: "where-did-you-hear-about-us",
      label: "Where did you hear about us?",
      required: false,
      options: toOptions(WHERE_DID_YOU_HEAR),
    },
  ];
}

/** A Yes/No question sent as text ('Ready to sell', 'Valuation guide', 'Best Finance', 'Best Deal'). */
export function yesNoField(ctx: FormContext, name: string, label: string): FieldDeclaration[] {
  return ctx.yesNoQuestions ? [{ type: "radio-group", name, label, options: YES_NO }] : [];
}

/**
 * A location selector when the visitor has a choice (two or more): "required when shown". With
 * one location there is nothing to choose and the lead goes to it.
 */
export function locationSelect(name: string, label: string, options: Option[] | undefined): FieldDeclaration[] {
  return options && options.length > 1 ? [{ type: "location-select", name, label, options }] : [];
}

/** Make, model and year of a vehicle the visitor owns (service, parts, trade-in, sell my car). */
export function ownVehicleFields(ctx: FormContext, { year = true } = {}): FieldDeclaration[] {
  return [
    ctx.makes && ctx.makes.length > 0
      ? { type: "make", name: "Vehicle Make", label: "Make", options: toOptions([...ctx.makes, "Other"]) }
      : { type: "make", name: "Vehicle Make", label: "Make" },
    { type: "model", name: "Vehicle Model", label: "Model" },
    ...(year ? [{ type: "year", name: "year", label: "Year" } as const] : []),
  ];
}

/** A preferred time from the dealer's slots, or a free date-time field when there are none. */
export function timeField(name: string, label: string, slots: Option[] | undefined, required: boolean): FieldDeclaration {
  return slots && slots.length > 0
    ? { type: "select", name, label, options: slots, required }
    : { type: "date-time", name, label, required };
}
