// The Quick Enquiry button of search cards and vehicle pages. Without JavaScript it is a link to
// the form's own page (/enquire?car_id=...&form=quick-enquiry); with JavaScript it opens a native
// <dialog> holding the same form, loaded from that page's loader and posted through a fetcher
// whose server-rendered redirectTo brings the visitor back from /success.
//
// A card's link is a template's (issue 18: cards are not hydrated, app/lib/html.ts); one
// listener on the document (<QuickEnquiryDialogs>, in the root layout) opens the dialog of any such
// link (./QuickEnquiryDialogs.tsx), as <InAppNavigation> navigates for every PageLink.
import { QUICK_ENQUIRY_TEXT } from "~/lib/car-card";
import type { EnquiryForm } from "./QuickEnquiryDialogs";
import { attributes, html, type Html } from "~/lib/html";

export interface QuickEnquiryProps {
  /** The car's slug (or id); none for a form about no one car (a search that found nothing). */
  carId?: string;
  carTitle?: string;
  label?: string;
  className?: string;
  /** Which /enquire form the dialog shows; default the quick enquiry. */
  form?: EnquiryForm;
}

export const quickEnquiryHref = (carId: string | undefined, form = "quick-enquiry") =>
  `/enquire?${carId ? `car_id=${encodeURIComponent(carId)}&` : ""}form=${encodeURIComponent(form)}`;

/** The link. Its dialog's title is its label and the car's title. */
export function QuickEnquiry(props: QuickEnquiryProps) {
  return <a {...quickEnquiryProps(props)}>{props.label ?? QUICK_ENQUIRY_TEXT}</a>;
}

/** The link in a template (app/lib/html.ts): a card's. */
export function quickEnquiryHtml(props: QuickEnquiryProps): Html {
  return html`<a${attributes(quickEnquiryProps(props))}>${props.label ?? QUICK_ENQUIRY_TEXT}</a>`;
}

function quickEnquiryProps({ carId, carTitle, className = "btn btn--small btn--outline", form = "quick-enquiry" }: QuickEnquiryProps) {
  return { href: quickEnquiryHref(carId, form), className, "aria-haspopup": "dialog", "data-quick-enquiry": carTitle ?? "" } as const;
}
