// Every declared lead form by key, with where it is served. Each definition is a pure function of
// the form context (site switches, locations, slots, the car), returning a FormDeclaration.
import type { FormDeclaration } from "../declaration";
import type { LeadCategory } from "../categories";
import type { FormContext } from "./context";
import { careers, competition, contact, fleet, insurance, parts, serviceBooking, survey, teamMember } from "./dealer";
import { finance, sellMyCar, tradeIn } from "./finance";
import {
  documentRequest,
  findSimilar,
  quickEnquiry,
  rentalBooking,
  requestPhotos,
  reserveCar,
  specialOffer,
  subscription,
  testDrive,
  vehicleEnquiry,
} from "./vehicle";

export type { FormContext, FormCar, Option } from "./context";
export { FIND_SIMILAR_MESSAGE, vehicleEnquiryCategory, testDriveCategory } from "./vehicle";
export { USER_DETAILS } from "./finance";

export interface FormDefinition {
  build: (ctx: FormContext) => FormDeclaration;
  /** The page heading. */
  title: string;
  /** Where the form is served (a route of its own, or /enquire?form=key for car forms). */
  path: string;
  /** Forms about one vehicle read ?car_id=; "required" ones 404 without it. */
  car: "none" | "optional" | "required";
  /** The categories a submission of this form can file under (tests prove every category is reachable). */
  categories: readonly LeadCategory[];
}

const vehicleCategories = ["New Vehicle Enquiry", "Used Vehicle Enquiry"] as const;

export const FORM_DEFINITIONS = {
  "quick-enquiry": { build: quickEnquiry, title: "Quick Enquiry", path: "/enquire?form=quick-enquiry", car: "optional", categories: [...vehicleCategories, "General"] },
  "vehicle-enquiry": { build: vehicleEnquiry, title: "Enquire about this vehicle", path: "/enquire", car: "optional", categories: [...vehicleCategories, "General"] },
  "find-similar": { build: findSimilar, title: "Find Me Something Similar", path: "/enquire?form=find-similar", car: "optional", categories: vehicleCategories },
  "request-photos": { build: requestPhotos, title: "Request Photos", path: "/enquire?form=request-photos", car: "required", categories: vehicleCategories },
  "special-offer": { build: specialOffer, title: "Special Offer Enquiry", path: "/enquire?form=special-offer", car: "optional", categories: ["Special Offer Enquiry"] },
  "reserve-car": { build: reserveCar, title: "Reserve This Car", path: "/enquire?form=reserve-car", car: "required", categories: ["Reserve Car"] },
  subscription: { build: subscription, title: "Subscription Enquiry", path: "/enquire?form=subscription", car: "optional", categories: ["Subscription"] },
  "rental-booking": { build: rentalBooking, title: "Book This Car", path: "/enquire?form=rental-booking", car: "optional", categories: ["General"] },
  "document-request": { build: documentRequest, title: "Document Request", path: "/enquire?form=document-request", car: "optional", categories: ["Document Request"] },
  "test-drive": { build: testDrive, title: "Book a Test Drive", path: "/book-test-drive", car: "optional", categories: ["Test Drive Booking", "Test Drive Booking Used"] },
  "service-booking": { build: serviceBooking, title: "Book a Service", path: "/service", car: "none", categories: ["Service Booking"] },
  contact: {
    build: contact,
    title: "Contact Us",
    path: "/contact-us",
    car: "none",
    // Through its enquiry types.
    categories: ["General", "Service Enquiry", "Parts", "New Vehicle Enquiry", "Used Vehicle Enquiry", "Fleet", "Finance", "Career", "Sell My Car"],
  },
  finance: { build: (ctx) => finance(ctx), title: "Apply for Finance", path: "/finance", car: "optional", categories: ["Finance"] },
  "finance-pre-approval": { build: (ctx) => finance(ctx, { preApproval: true }), title: "Finance Pre-approval", path: "/finance-pre-approval", car: "optional", categories: ["Finance"] },
  "trade-in": { build: tradeIn, title: "Trade-in Valuation", path: "/trade-in", car: "optional", categories: ["Trade-in Enquiry"] },
  "sell-my-car": { build: sellMyCar, title: "Sell My Car", path: "/sell-my-car", car: "none", categories: ["Sell My Car"] },
  careers: { build: careers, title: "Careers", path: "/careers", car: "none", categories: ["Career"] },
  fleet: { build: fleet, title: "Fleet", path: "/fleet", car: "none", categories: ["Fleet"] },
  parts: { build: parts, title: "Parts Enquiry", path: "/parts-enquiry", car: "none", categories: ["Parts"] },
  insurance: { build: insurance, title: "Insurance Quote", path: "/forms/insurance", car: "none", categories: ["Insurance"] },
  competition: { build: competition, title: "Competition Entry", path: "/forms/competition", car: "none", categories: ["Competition Entry"] },
  survey: { build: survey, title: "Customer Survey", path: "/forms/survey", car: "none", categories: ["Survey"] },
  "team-member": { build: teamMember, title: "Message a Team Member", path: "/forms/team-member", car: "none", categories: ["Team Member Enquiry"] },
} as const satisfies Record<string, FormDefinition>;

export type FormKey = keyof typeof FORM_DEFINITIONS;
export const FORM_KEYS = Object.keys(FORM_DEFINITIONS) as FormKey[];

export const isFormKey = (value: unknown): value is FormKey => typeof value === "string" && Object.hasOwn(FORM_DEFINITIONS, value);

/** The forms served by /enquire?form=..., which all concern a vehicle. */
export const ENQUIRE_FORMS = [
  "vehicle-enquiry",
  "quick-enquiry",
  "find-similar",
  "request-photos",
  "special-offer",
  "reserve-car",
  "subscription",
  "document-request",
  "rental-booking",
] as const satisfies readonly FormKey[];

/** The forms served by /forms/{key}. */
export const GENERIC_FORMS = ["insurance", "competition", "survey", "team-member"] as const satisfies readonly FormKey[];

export function buildForm(key: FormKey, ctx: FormContext): FormDeclaration {
  return FORM_DEFINITIONS[key].build(ctx);
}
