// Forms about the dealer rather than one vehicle: service booking, contact, careers, fleet, parts,
// insurance, competition, survey and a message to a team member.
import type { FormDeclaration } from "../declaration";
import { CONTACT_ENQUIRY_TYPES } from "../categories";
import type { FormContext } from "./context";
import { enquireText, toOptions } from "./context";
import {
  contactFields,
  emailField,
  locationSelect,
  messageField,
  nameFields,
  optInField,
  ownVehicleFields,
  phoneField,
  timeField,
  whereDidYouHearFields,
} from "./fields";

export const SERVICE_INTERVALS = ["Logbook service", "Minor service", "Major service", "Repairs", "Not sure"];
export const ADDITIONAL_SERVICES = ["Wheel alignment", "Tyre rotation", "Air-conditioning check", "Car wash", "Loan car"];

/** "A service booking adds 'Service Location'" (the location's name; its id goes in location_id). */
export function serviceBooking(ctx: FormContext): FormDeclaration {
  const locations = ctx.serviceLocations ?? [];
  return {
    id: "service-booking",
    category: "Service Booking",
    submitText: "Book Service",
    steps: [
      {
        heading: "Book a Service",
        fields: [
          ...(locations.length > 0 ? [{ type: "location-select", name: "Service Location", label: "Service Location", options: locations } as const] : []),
          timeField("service_time", "Preferred drop-off time", ctx.serviceSlots, true),
          { type: "rego", name: "Rego", label: "Registration (optional)" },
          ...ownVehicleFields(ctx),
          { type: "kilometre", name: "odometer", label: "Odometer (km)" },
          { type: "service-interval", name: "service_interval", label: "Service required", options: toOptions(SERVICE_INTERVALS) },
          { type: "check-group", name: "additional_services", label: "Additional services", options: toOptions(ADDITIONAL_SERVICES) },
          ...contactFields(ctx),
          messageField(),
          optInField,
        ],
      },
    ],
  };
}

/** The contact form: "Enquiry types on contact forms" as its category selector. */
export function contact(ctx: FormContext): FormDeclaration {
  return {
    id: "contact",
    category: "General",
    submitText: enquireText(ctx),
    steps: [
      {
        heading: "Contact Us",
        fields: [
          { type: "select", name: "category", label: "Enquiry type", options: toOptions(CONTACT_ENQUIRY_TYPES) },
          ...locationSelect("location_id", "Location", ctx.locations),
          ...contactFields(ctx),
          messageField(),
          ...whereDidYouHearFields(ctx),
          optInField,
        ],
      },
    ],
  };
}

/** By file name: browsers label .doc and .docx inconsistently (the inbox serves every file as a download). */
export const CV_ACCEPT = [".pdf", ".doc", ".docx"];
export const CV_MAX_BYTES = 5 * 1024 * 1024;

export function careers(ctx: FormContext): FormDeclaration {
  return {
    id: "careers",
    category: "Career",
    submitText: "Send Application",
    steps: [
      {
        heading: "Apply for a position",
        fields: [
          { type: "string", name: "position", label: "Position you are applying for" },
          ...contactFields(ctx),
          { type: "file", name: "cv", label: "Your CV (PDF or Word, up to 5 MB)", accept: CV_ACCEPT, maxBytes: CV_MAX_BYTES, maxFiles: 1, required: true },
          messageField("Cover note"),
        ],
      },
    ],
  };
}

export function fleet(ctx: FormContext): FormDeclaration {
  return {
    id: "fleet",
    category: "Fleet",
    submitText: "Send Enquiry",
    steps: [
      {
        heading: "Fleet Enquiry",
        fields: [
          { type: "string", name: "company", label: "Company name" },
          { type: "number", name: "fleet_size", label: "Number of vehicles", min: 1, max: 10_000 },
          ...contactFields(ctx, { postcode: false }),
          messageField("Tell us about your fleet"),
        ],
      },
    ],
  };
}

export function parts(ctx: FormContext): FormDeclaration {
  return {
    id: "parts",
    category: "Parts",
    submitText: "Send Enquiry",
    steps: [
      {
        heading: "Parts Enquiry",
        fields: [
          ...locationSelect("location_id", "Parts counter", ctx.partsLocations),
          ...ownVehicleFields(ctx),
          { type: "string", name: "vin", label: "VIN (optional)", required: false, maxLength: 17 },
          messageField("Parts required"),
          ...contactFields(ctx, { postcode: false }),
        ],
      },
    ],
  };
}

export const INSURANCE_TYPES = ["Comprehensive", "Third party property", "Gap insurance", "Extended warranty"];

export function insurance(ctx: FormContext): FormDeclaration {
  return {
    id: "insurance",
    category: "Insurance",
    submitText: "Get a Quote",
    steps: [
      {
        heading: "Insurance Quote",
        fields: [
          { type: "select", name: "insurance_type", label: "Cover", options: toOptions(INSURANCE_TYPES) },
          ...ownVehicleFields(ctx),
          ...contactFields(ctx),
          messageField("Comments", { required: false }),
        ],
      },
    ],
  };
}

export function competition(ctx: FormContext): FormDeclaration {
  return {
    id: "competition",
    category: "Competition Entry",
    submitText: "Enter Now",
    steps: [
      {
        heading: "Competition Entry",
        fields: [
          ...contactFields(ctx),
          { type: "textarea", name: "answer", label: "In 25 words or less, tell us about your dream drive", maxLength: 500 },
          { type: "check", name: "competition_terms", label: "I have read and accept the competition terms", required: true },
          optInField,
        ],
      },
    ],
  };
}

export function survey(ctx: FormContext): FormDeclaration {
  return {
    id: "survey",
    category: "Survey",
    submitText: "Send Feedback",
    steps: [
      {
        heading: "Customer Survey",
        fields: [
          { type: "star-rating", name: "rating", label: "How would you rate your experience?" },
          { type: "radio-group", name: "would_recommend", label: "Would you recommend us to a friend?", options: toOptions(["Yes", "No"]) },
          messageField("Comments", { required: false }),
          ...nameFields(ctx),
          emailField,
        ],
      },
    ],
  };
}

export function teamMember(ctx: FormContext): FormDeclaration {
  return {
    id: "team-member",
    category: "Team Member Enquiry",
    submitText: "Send Message",
    steps: [
      {
        heading: "Message a Team Member",
        fields: [
          { type: "string", name: "team_member", label: "Team member" },
          ...nameFields(ctx),
          emailField,
          phoneField,
          messageField(),
        ],
      },
    ],
  };
}
