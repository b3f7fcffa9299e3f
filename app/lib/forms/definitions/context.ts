// What a form definition may depend on: the site's switches and the options only known at run time
// (locations, dealerships, booking slots, the car enquired about). Plain data, no I/O.
import type { FieldOption, Locale } from "../declaration";

export type Option = { value: string; label: string };

export interface FormCar {
  carType: "new" | "used" | "demo";
  title: string;
  /** Tagged 'Test Drive Only' (either wording): the test drive form is the way to enquire. */
  testDriveOnly?: boolean;
}

export interface FormContext {
  locale: Locale;
  /** "Middle name is optional and appears only when enabled." */
  middleName?: boolean;
  /** "an optional 'where-did-you-hear-about-us' select exists". */
  whereDidYouHear?: boolean;
  /** "Some sites send 'Ready to sell', 'Valuation guide', 'Best Finance' and 'Best Deal' as Yes/No text." */
  yesNoQuestions?: boolean;
  /** "submit button 'Message Now' or 'Enquire Now'". Default 'Enquire Now'. */
  enquirySubmitText?: string;
  car?: FormCar | null;
  /** The site's visible sales locations (value: location id). A selector shows only with 2 or more. */
  salesLocations?: Option[];
  /** Every visible location of the site (the contact form's selector). */
  locations?: Option[];
  serviceLocations?: Option[];
  partsLocations?: Option[];
  /** The site's dealerships (value: dealership slug), for the preferred-dealership selector. */
  dealerships?: Option[];
  /** Test-drive times ('available_appointment_bookings'); none: a free date-time field. */
  appointmentSlots?: Option[];
  /** Service slots ('available_service_bookings'); none: a free date-time field. */
  serviceSlots?: Option[];
  /** Brand names for make selectors; none: free text. */
  makes?: string[];
}

export const toOptions = (values: readonly string[]): FieldOption[] => values.map((v) => ({ value: v, label: v }));

/** The spec's enquiry submit button: "'Message Now' or 'Enquire Now'" (the site's choice, else Enquire Now). */
export const enquireText = (ctx: FormContext) => (ctx.enquirySubmitText === "Message Now" ? "Message Now" : "Enquire Now");
