// The sidebar block 'Interested in this vehicle?' with its two bullets (spec point 2).
import { Link } from "@remix-run/react";

export function InterestedBlock({ reserveHref, reserveEnquiryHref, tradeInHref }: { reserveHref: string | null; reserveEnquiryHref: string | null; tradeInHref: string }) {
  // Online checkout where the site takes the deposit, else the Reserve Car form where the car could be reserved.
  const reserve = reserveHref ?? reserveEnquiryHref;
  return (
    <section className="side-card interested" aria-labelledby="interested-heading">
      <h2 id="interested-heading">Interested in this vehicle?</h2>
      <ul>
        <li>
          <strong>{reserve ? <Link to={reserve}>Reserve Now</Link> : "Reserve Now"}</strong>
          <span>Secure the vehicle with a debit or credit card payment.</span>
        </li>
        <li>
          <strong>
            <Link to={tradeInHref}>Trade In Valuation</Link>
          </strong>
          <span>Get an instant price from an independent valuation tool.</span>
        </li>
      </ul>
    </section>
  );
}
