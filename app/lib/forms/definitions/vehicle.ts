// Forms about one vehicle: quick and full enquiry, find me something similar, request photos,
// special offer, reserve, subscription, document request, and the test drive booking.
import { type FormDeclaration, REQUEST_PHOTOS_DEFAULT_MESSAGE } from "../declaration";
import type { LeadCategory } from "../categories";
import type { FormCar, FormContext } from "./context";
import { enquireText, toOptions } from "./context";
import {
  contactFields,
  locationSelect,
  messageField,
  nameFields,
  emailField,
  phoneField,
  optInField,
  timeField,
  whereDidYouHearFields,
  yesNoField,
} from "./fields";

/** The spec's prefilled message of 'Find Me Something Similar'. */
export const FIND_SIMILAR_MESSAGE = "Can you please find me something similar?";

/** A vehicle enquiry files under New or Used Vehicle Enquiry by the car's type (demo cars are new). */
export function vehicleEnquiryCategory(car: FormCar | null | undefined): LeadCategory {
  return car?.carType === "used" ? "Used Vehicle Enquiry" : "New Vehicle Enquiry";
}

/** A test drive of a used car is a 'Test Drive Booking Used'. */
export function testDriveCategory(car: FormCar | null | undefined): LeadCategory {
  return car?.carType === "used" ? "Test Drive Booking Used" : "Test Drive Booking";
}


/** The short form of the Quick Enquiry dialog on search cards. */
export function quickEnquiry(ctx: FormContext): FormDeclaration {
  return {
    id: "quick-enquiry",
    category: ctx.car ? vehicleEnquiryCategory(ctx.car) : "General",
    subcategory: "Quick Enquiry",
    submitText: enquireText(ctx),
    steps: [{ heading: "Quick Enquiry", fields: [...nameFields(ctx), emailField, phoneField, messageField()] }],
  };
}

/** The vehicle page's enquiry: comments, an optional trade-in rego, the location where it matters. */
export function vehicleEnquiry(ctx: FormContext): FormDeclaration {
  return {
    id: "vehicle-enquiry",
    category: ctx.car ? vehicleEnquiryCategory(ctx.car) : "General",
    submitText: enquireText(ctx),
    steps: [
      {
        heading: "Enquire about this vehicle",
        fields: [
          ...contactFields(ctx),
          messageField(),
          { type: "rego", name: "Rego", label: "Trade-in registration (optional)" },
          ...yesNoField(ctx, "Best Deal", "Would you like our best deal?"),
          ...whereDidYouHearFields(ctx),
          optInField,
        ],
      },
    ],
  };
}

/** "opens a form prefilled with the message 'Can you please find me something similar?'". */
export function findSimilar(ctx: FormContext): FormDeclaration {
  return {
    id: "find-similar",
    category: vehicleEnquiryCategory(ctx.car),
    subcategory: "Find Me Something Similar",
    submitText: enquireText(ctx),
    steps: [
      {
        heading: "Find Me Something Similar",
        fields: [...contactFields(ctx), messageField("Comments", { defaultValue: FIND_SIMILAR_MESSAGE }), optInField],
      },
    ],
  };
}

/** "Request Photos has a hidden field with a default message"; its visible comments are optional. */
export function requestPhotos(ctx: FormContext): FormDeclaration {
  return {
    id: "request-photos",
    category: vehicleEnquiryCategory(ctx.car),
    subcategory: "Request Photos",
    submitText: "Request Photos",
    steps: [
      {
        heading: "Request Photos",
        fields: [
          ...nameFields(ctx),
          emailField,
          phoneField,
          { type: "hidden", name: "message", label: "Message", defaultValue: REQUEST_PHOTOS_DEFAULT_MESSAGE },
          { type: "textarea", name: "photo_notes", label: "Anything in particular you would like to see?", required: false },
        ],
      },
    ],
  };
}

export function specialOffer(ctx: FormContext): FormDeclaration {
  return {
    id: "special-offer",
    category: "Special Offer Enquiry",
    submitText: enquireText(ctx),
    steps: [{ heading: "Special Offer Enquiry", fields: [...contactFields(ctx), messageField(), optInField] }],
  };
}

/** Without a payment provider "a reservation becomes a lead". */
export function reserveCar(ctx: FormContext): FormDeclaration {
  return {
    id: "reserve-car",
    category: "Reserve Car",
    submitText: "Reserve This Car",
    steps: [
      {
        heading: "Reserve This Car",
        fields: [...contactFields(ctx), messageField("Comments", { required: false }), ...yesNoField(ctx, "Best Finance", "Would you like a finance quote?")],
      },
    ],
  };
}

export const SUBSCRIPTION_TERMS = ["1 month", "3 months", "6 months", "12 months"];

export function subscription(ctx: FormContext): FormDeclaration {
  return {
    id: "subscription",
    category: "Subscription",
    submitText: "Subscribe",
    steps: [
      {
        heading: "Subscription Enquiry",
        fields: [
          ...contactFields(ctx),
          { type: "select", name: "subscription_term", label: "Subscription term", options: toOptions(SUBSCRIPTION_TERMS) },
          messageField(),
        ],
      },
    ],
  };
}

/** A rental site's booking enquiry: the hire car (car_id), when it is picked up and returned. */
export function rentalBooking(ctx: FormContext): FormDeclaration {
  return {
    id: "rental-booking",
    category: "General",
    subcategory: "Rental Booking",
    submitText: "Send Booking Enquiry",
    steps: [
      {
        heading: "Book This Car",
        fields: [
          ...contactFields(ctx),
          { type: "date-time", name: "pickup_time", label: "Pick-up date and time" },
          { type: "date-time", name: "return_time", label: "Return date and time" },
          messageField(),
        ],
      },
    ],
  };
}

export const DOCUMENTS = ["Vehicle history report", "Service history", "Brochure", "Copy of invoice", "Compliance certificate"];

export function documentRequest(ctx: FormContext): FormDeclaration {
  return {
    id: "document-request",
    category: "Document Request",
    submitText: "Request Document",
    steps: [
      {
        heading: "Document Request",
        fields: [
          { type: "select", name: "document", label: "Document", options: toOptions(DOCUMENTS) },
          ...contactFields(ctx, { postcode: false }),
          messageField(),
        ],
      },
    ],
  };
}

/** Test drive with a time from the dealer's appointment slots (optional, as the spec says). */
export function testDrive(ctx: FormContext): FormDeclaration {
  return {
    id: "test-drive",
    category: testDriveCategory(ctx.car),
    submitText: "Book Test Drive",
    steps: [
      {
        heading: "Book a Test Drive",
        fields: [
          ...(ctx.car
            ? []
            : [
                { type: "make", name: "Vehicle Make", label: "Make" } as const,
                { type: "model", name: "Vehicle Model", label: "Model" } as const,
              ]),
          ...locationSelect("location_id", "Location", ctx.car ? undefined : ctx.salesLocations),
          timeField("appointment_time", "Preferred date and time", ctx.appointmentSlots, false),
          ...contactFields(ctx),
          messageField(),
          optInField,
        ],
      },
    ],
  };
}
