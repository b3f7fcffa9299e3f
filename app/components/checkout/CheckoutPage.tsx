// The checkout: the car, the deposit and its terms before paying, and the visitor's details posted
// as one real form ('Pay deposit' → 303 to the payment page). With no usable payment processor the
// same page takes a 'Reserve Car' lead and says plainly that no payment is taken.
import type { LeadActionData } from "~/models/lead-action.server";
import { LeadForm } from "~/components/forms/LeadForm";
import { CheckoutCarSummary } from "./CheckoutCarSummary";
import type { CheckoutPageData } from "~/models/checkout.server";
import { Breadcrumbs, HOME_CRUMB } from "~/components/layout/Breadcrumbs";

type CheckoutView = Extract<CheckoutPageData, { kind: "checkout" }>;

export function CheckoutPage({ data, actionData }: { data: CheckoutView; actionData?: LeadActionData | null }) {
  const lead = data.mode === "lead";
  return (
    <article className="container checkout-page">
      <Breadcrumbs trail={[HOME_CRUMB, { to: data.car.href, label: data.car.title }]} current="Reserve" />
      <h1>Reserve this car</h1>
      <div className="checkout-page__layout">
        <CheckoutCarSummary car={data.car} price={data.car.price.text} />
        <div>
          <section className="deposit-terms" aria-labelledby="deposit-heading">
            <h2 id="deposit-heading">{lead ? "How reserving works here" : "Your deposit"}</h2>
            {lead ? (
              <p className="alert alert--info">
                <strong>No payment is taken online.</strong> {data.note} The deposit is {data.terms.amountText}.
              </p>
            ) : (
              <p className="deposit-terms__amount" data-testid="deposit-amount">
                {data.terms.amountText}
              </p>
            )}
            <ul>
              {data.terms.texts.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
            {data.mode === "sandbox" && (
              <p className="deposit-terms__sandbox">
                This demo site takes a <strong>test payment</strong>: no money moves.
              </p>
            )}
          </section>
          <section className="form-card" aria-label="Your details">
            <LeadForm view={data.form} actionData={actionData} />
          </section>
        </div>
      </div>
    </article>
  );
}
