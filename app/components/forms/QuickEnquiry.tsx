// The Quick Enquiry button of search cards and vehicle pages. Without JavaScript it is a link to
// the form's own page (/enquire?car_id=...&form=quick-enquiry); with JavaScript it opens a native
// <dialog> holding the same form, loaded from that page's loader and posted through a fetcher
// whose server-rendered redirectTo brings the visitor back from /success.
//
// The link is hook-free, so a card's static HTML holds it (issue 18: cards are not hydrated); one
// listener on the document (<QuickEnquiryDialogs>, in the root layout) opens the dialog of any such
// link (./QuickEnquiryDialogs.tsx), as <InAppNavigation> navigates for every PageLink.
import { QUICK_ENQUIRY_TEXT } from "~/lib/car-card";
import type { EnquiryForm } from "./QuickEnquiryDialogs";

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

/** The link; hook-free (static HTML may hold it). Its dialog's title is its label and the car's title. */
export function QuickEnquiry({ carId, carTitle, label = QUICK_ENQUIRY_TEXT, className = "btn btn--small btn--outline", form = "quick-enquiry" }: QuickEnquiryProps) {
  return (
    <a href={quickEnquiryHref(carId, form)} className={className} aria-haspopup="dialog" data-quick-enquiry={carTitle ?? ""}>
      {label}
    </a>
  );
}
