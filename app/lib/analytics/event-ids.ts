// The spec's analytics event ids (point 9), named by the spec's words: only the ids this product
// has an action for. The dashboard reads events.event_id and events.category by these.

/** Page views: ids 1-13, one per page type, in the spec's order. */
export const PAGE_TYPES = [
  "Home",
  "Vehicle Inventory Listing",
  "New Vehicle Details",
  "Used Vehicle Details",
  "Special Offers",
  "Fleet",
  "Service",
  "Parts and Accessories",
  "Finance",
  "Insurance",
  "Ownership Information",
  "Contact",
  "About/Information",
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const PAGE_VIEW = "Page View";
export const FORM_SUBMISSION = "Form Submission";

/** Page type → event id: 'Home' is 1, 'About/Information' 13. */
export const pageViewEventId = (type: PageType): number => PAGE_TYPES.indexOf(type) + 1;

/** "Form submissions (default form event 22; careers enquiry 51)" and the test-drive ids. */
export const FORM_SUBMISSION_IDS = {
  "New Vehicle Enquiry": 14,
  "Used Vehicle Enquiry": 15,
  "Test Drive Booking": 17, // new car, or a test-drive-only car
  default: 22,
  "Test Drive Booking Used": 48,
  Career: 51,
} as const;

/** The visitor actions other than page views and form submissions, with their spec id and category. */
export const ACTION_EVENTS = {
  "click-to-call": { id: 25, category: "Click to Call" },
  "finance-calculator": { id: 26, category: "Finance Calculator" },
  search: { id: 29, category: "Search" },
  "next-step": { id: 32, category: "Next Step" }, // the category gets ' - Step {n}'
  // "35-38 login popup, verification code request and submit, registration complete".
  "login-popup": { id: 35, category: "Login Popup" },
  "verification-code-request": { id: 36, category: "Verification Code Request" },
  "verification-code-submit": { id: 37, category: "Verification Code Submit" },
  "registration-complete": { id: 38, category: "Registration Complete" },
  favourite: { id: 39, category: "Add to Wishlist" },
  "get-directions": { id: 41, category: "Get Directions" },
  // "43, 50, 52, 53 vehicle lookup and valuation for sell and trade-in": the spec pairs them in its
  // own order (sell first, lookup before valuation); docs/decisions/2026-11-27-analytics-events.md.
  "vehicle-lookup-sell": { id: 43, category: "Vehicle Lookup - Sell My Car" },
  "valuation-sell": { id: 50, category: "Valuation - Sell My Car" },
  "vehicle-lookup-trade-in": { id: 52, category: "Vehicle Lookup - Trade-in" },
  "valuation-trade-in": { id: 53, category: "Valuation - Trade-in" },
  // "54 webchat bubble; 55 conversation started; 57 message sent" (spec point 4: opening the chat,
  // the first customer message, later ones). 55 and 57 are logged by the server as it stores the message.
  "chat-open": { id: 54, category: "Webchat Bubble" },
  "chat-started": { id: 55, category: "Conversation Started" },
  "chat-message": { id: 57, category: "Message Sent" },
  "finance-quote": { id: 58, category: "Finance Quote" },
  "finance-quote-step": { id: 59, category: "Finance Quote Step" },
  "history-report": { id: 60, category: "Car History Report Download" },
} as const;
export type ActionEvent = keyof typeof ACTION_EVENTS;

export const isActionEvent = (value: unknown): value is ActionEvent => typeof value === "string" && Object.hasOwn(ACTION_EVENTS, value);

/** "32 next step (action gets ' - Step {n}')". */
export const nextStepCategory = (step: number) => `${ACTION_EVENTS["next-step"].category} - Step ${step}`;

/** Every event id this product can emit, with its category (the endpoint accepts only these). */
export function emittableEvents(): { id: number; category: string }[] {
  const forms = [...new Set(Object.values(FORM_SUBMISSION_IDS))].map((id) => ({ id, category: FORM_SUBMISSION }));
  return [...PAGE_TYPES.map((type) => ({ id: pageViewEventId(type), category: PAGE_VIEW })), ...forms, ...Object.values(ACTION_EVENTS)];
}
