// Which form submission event id (spec point 9) a stored lead logs, by its category: enquiries
// about a new (or demo) car 14, a used car 15, a test drive 17 (new car, none, or a car tagged
// test-drive-only) or 48 (used car), careers 51, every other form the default 22.
import { FORM_SUBMISSION_IDS } from "./event-ids";

export function formSubmissionEventId(category: string, car?: { testDriveOnly?: boolean } | null): number {
  if (category === "Test Drive Booking Used" && car?.testDriveOnly) return FORM_SUBMISSION_IDS["Test Drive Booking"];
  return Object.hasOwn(FORM_SUBMISSION_IDS, category) && category !== "default"
    ? FORM_SUBMISSION_IDS[category as keyof typeof FORM_SUBMISSION_IDS]
    : FORM_SUBMISSION_IDS.default;
}
