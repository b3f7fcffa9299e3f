// A car that cannot be reserved online: why, in plain words, and the two ways forward (an enquiry
// about it, or 'Find Me Something Similar'), each a real form that also works without JavaScript.
import { LeadForm } from "~/components/forms/LeadForm";
import { CheckoutCarSummary } from "./CheckoutCarSummary";
import type { CheckoutPageData } from "~/models/checkout.server";
import type { LeadActionData } from "~/models/lead-action.server";
import type { LeadFormView } from "~/models/leads.server";
import { Breadcrumbs, HOME_CRUMB } from "~/components/layout/Breadcrumbs";

type WhyNotView = Extract<CheckoutPageData, { kind: "why-not" }>;

const KEPT = ["name", "last_name", "email", "phone", "postcode"];

/** The visitor's details from a checkout post the car was taken from under them, for the forms here. */
function keptValues(actionData: LeadActionData | null | undefined): Record<string, string> {
  const initial = (actionData?.result?.initialValue ?? {}) as Record<string, unknown>;
  return Object.fromEntries(KEPT.filter((k) => typeof initial[k] === "string" && initial[k] !== "").map((k) => [k, initial[k] as string]));
}

const withValues = (view: LeadFormView, values: Record<string, string>): LeadFormView => ({ ...view, defaultValue: { ...view.defaultValue, ...values } });

export function WhyNotPage({ data, actionData }: { data: WhyNotView; actionData?: LeadActionData | null }) {
  const kept = keptValues(actionData);
  return (
    <article className="container checkout-page why-not">
      <Breadcrumbs trail={[HOME_CRUMB, { to: data.car.href, label: data.car.title }]} current="Reserve" />
      <h1>This car cannot be reserved online</h1>
      {actionData?.formError && (
        <p role="alert" className="alert alert--destructive">
          {actionData.formError}
        </p>
      )}
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
              <LeadForm view={withValues(data.enquiry, kept)} fetcherKey="why-not-enquiry" redirectTo={data.car.href} />
            </section>
            <section className="form-card" aria-label={data.similar.title}>
              <LeadForm view={withValues(data.similar, kept)} fetcherKey="why-not-similar" redirectTo={data.car.href} />
            </section>
          </div>
        </div>
      </div>
    </article>
  );
}
