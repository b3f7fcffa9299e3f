// A car that cannot be reserved online: why, in plain words, and the two ways forward (an enquiry
// about it, or 'Find Me Something Similar'), each a real form that also works without JavaScript.
import { Link } from "@remix-run/react";
import { LeadForm } from "~/components/forms/LeadForm";
import { CheckoutCarSummary } from "./CheckoutCarSummary";
import type { CheckoutPageData } from "~/models/checkout.server";

type WhyNotView = Extract<CheckoutPageData, { kind: "why-not" }>;

export function WhyNotPage({ data }: { data: WhyNotView }) {
  return (
    <article className="container checkout-page why-not">
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={data.car.href}>{data.car.title}</Link>
          </li>
          <li aria-current="page">Reserve</li>
        </ol>
      </nav>
      <h1>This car cannot be reserved online</h1>
      <div className="checkout-page__layout">
        <CheckoutCarSummary car={data.car} />
        <div>
          <section className="deposit-terms" aria-labelledby="why-not-heading">
            <h2 id="why-not-heading">Why not</h2>
            <ul className="why-not__reasons" data-testid="why-not-reasons">
              {data.messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
            <p>No payment has been taken. You can still ask us about this car, or let us find you something similar.</p>
          </section>
          <div className="why-not__forms">
            <section className="form-card" aria-label={data.enquiry.title}>
              <LeadForm view={data.enquiry} fetcherKey="why-not-enquiry" redirectTo={data.car.href} />
            </section>
            <section className="form-card" aria-label={data.similar.title}>
              <LeadForm view={data.similar} fetcherKey="why-not-similar" redirectTo={data.car.href} />
            </section>
          </div>
        </div>
      </div>
    </article>
  );
}
