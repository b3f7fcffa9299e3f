// The sidebar block 'Interested in this vehicle?' with its two bullets (spec point 2): a template's
// HTML (app/lib/html.ts; issue 18), its links PageLinks.
import { memo } from "react";
import { pageLinkHtml } from "~/components/PageLink";
import { html, lazyHtml } from "~/lib/html";

interface Interested {
  reserveHref: string | null;
  reserveEnquiryHref: string | null;
  tradeInHref: string;
}

export const InterestedBlock = memo(function InterestedBlock(props: Interested) {
  return <section className="side-card interested" aria-labelledby="interested-heading" dangerouslySetInnerHTML={lazyHtml(() => interestedHtml(props))} />;
});

function interestedHtml({ reserveHref, reserveEnquiryHref, tradeInHref }: Interested) {
  // Online checkout where the site takes the deposit, else the Reserve Car form where the car could be reserved.
  const reserve = reserveHref ?? reserveEnquiryHref;
  return html`<h2 id="interested-heading">Interested in this vehicle?</h2><ul>\
<li><strong>${reserve ? pageLinkHtml(reserve, {}, "Reserve Now") : "Reserve Now"}</strong><span>Secure the vehicle with a debit or credit card payment.</span></li>\
<li><strong>${pageLinkHtml(tradeInHref, {}, "Trade In Valuation")}</strong><span>Get an instant price from an independent valuation tool.</span></li></ul>`;
}
