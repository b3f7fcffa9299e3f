// Lead categories and contact enquiry types (spec point 3), and the success-page URL (point 2).

/** "Lead categories (form category names)", in the spec's order. */
export const LEAD_CATEGORIES = [
  "New Vehicle Enquiry",
  "Used Vehicle Enquiry",
  "Special Offer Enquiry",
  "Test Drive Booking",
  "Trade-in Enquiry",
  "Fleet",
  "Service Booking",
  "Parts",
  "General",
  "Finance",
  "Insurance",
  "Competition Entry",
  "Sell My Car",
  "Reserve Car",
  "Survey",
  "Service Enquiry",
  "Team Member Enquiry",
  "Subscription",
  "Test Drive Booking Used",
  "Career",
  "Document Request",
] as const;
export type LeadCategory = (typeof LEAD_CATEGORIES)[number];

/** "Enquiry types on contact forms", in the spec's order. */
export const CONTACT_ENQUIRY_TYPES = [
  "General",
  "Service",
  "Parts",
  "New Vehicle",
  "Used Vehicle",
  "Fleet",
  "Finance",
  "Careers",
  "Sell My Car",
] as const;
export type ContactEnquiryType = (typeof CONTACT_ENQUIRY_TYPES)[number];

/**
 * The lead category a contact form's enquiry type files under. The spec lists both sets but not
 * the mapping; ours is the obvious one ("Service" is an enquiry, not a booking).
 */
export const ENQUIRY_TYPE_CATEGORY: Record<ContactEnquiryType, LeadCategory> = {
  General: "General",
  Service: "Service Enquiry",
  Parts: "Parts",
  "New Vehicle": "New Vehicle Enquiry",
  "Used Vehicle": "Used Vehicle Enquiry",
  Fleet: "Fleet",
  Finance: "Finance",
  Careers: "Career",
  "Sell My Car": "Sell My Car",
};

/** The category with this name, ignoring case and surrounding spaces; undefined if none. */
export function findLeadCategory(name: string): LeadCategory | undefined {
  const wanted = name.trim().toLowerCase();
  return LEAD_CATEGORIES.find((c) => c.toLowerCase() === wanted);
}

/** "Trade-in Enquiry" → "trade-in-enquiry": the form the success page's category takes. */
export function categorySlug(category: string): string {
  return category
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export type ExtraPairs =
  | ReadonlyArray<readonly [string, string | number | boolean | null | undefined]>
  | Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * "/success?category={category}&{extra pairs}: Category derives from the submitted category; when
 * an extra pair has key car_type the category becomes demo-vehicle-enquiry (demo),
 * used-vehicle-enquiry (used), otherwise new-vehicle-enquiry. Other pairs are appended as query
 * params." The category is given as a slug (like the three car_type ones); pairs with an empty
 * value, and a pair named category (which would contradict the derived one), are left out.
 */
export function successUrl(category: string, extraPairs: ExtraPairs = []): string {
  const pairs = Array.isArray(extraPairs)
    ? (extraPairs as ReadonlyArray<readonly [string, unknown]>)
    : Object.entries(extraPairs);
  let slug = categorySlug(category);
  const rest: [string, string][] = [];
  for (const [key, value] of pairs) {
    if (key === "car_type") {
      const carType = String(value ?? "").trim().toLowerCase();
      slug =
        carType === "demo"
          ? "demo-vehicle-enquiry"
          : carType === "used"
            ? "used-vehicle-enquiry"
            : "new-vehicle-enquiry";
    } else if (key !== "category" && key !== "" && value !== undefined && value !== null && value !== "") {
      rest.push([key, String(value)]);
    }
  }
  const query = new URLSearchParams([["category", slug], ...rest]);
  return `/success?${query.toString()}`;
}
