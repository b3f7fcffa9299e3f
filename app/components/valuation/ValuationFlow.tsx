// The valuation flow's page: heading, the site's text, the car being bought, and the step card
// ('Step X of Y', its heading, its fields). Each step is a real POST; with JavaScript the heading
// of each new step takes focus, and the picker's lists narrow live.
import { useEffect, useMemo, useRef } from "react";
import { Form, useNavigation } from "@remix-run/react";
import type { FlowPage } from "~/models/valuation-flow.server";
import type { FlowState } from "~/models/valuation-steps.server";
import { asksDetails, asksIdentity, STEP_HEADINGS } from "~/lib/valuation/flow";
import { CONTINUE_TEXT, stepLabel, stepProgress } from "~/lib/forms/steps";
import { HONEYPOT_FIELD } from "~/lib/forms/lead-payload";
import { LOADING_TEXT } from "~/lib/forms/declaration";
import { Breadcrumbs, HOME_CRUMB } from "~/components/layout/Breadcrumbs";
import { FormCar } from "~/components/forms/FormCar";
import { LeadForm } from "~/components/forms/LeadForm";
import { Captcha } from "~/components/forms/Captcha";
import { CAPTCHA_FIELD } from "~/lib/forms/captcha";
import { useHydrated } from "~/components/locations/use-hydrated";
import { Details, Picker, Registration } from "./VehicleStep";
import { PriceStep, PriceSummary } from "./PriceStep";

/** After the forward button in the markup, so Enter moves forward; CSS puts it on the left. */
function Back({ busy }: { busy: boolean }) {
  return (
    <button type="submit" name="intent" value="back" className="btn btn--outline form-actions__back" formNoValidate disabled={busy}>
      Back
    </button>
  );
}

export function ValuationFlow({ page, state }: { page: FlowPage; state: FlowState | null }) {
  const flowStep = state?.flowStep ?? page.steps[0];
  const index = page.steps.indexOf(flowStep);
  const values = state?.values ?? {};
  const errors = state?.fieldErrors ?? {};
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const live = useHydrated();

  // A new step's heading takes focus (not on the first page load).
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (!state) return;
    }
    heading.current?.focus();
  }, [state]);

  const progress = stepProgress(index, page.steps.length);
  const label = stepLabel(index, page.steps.length);
  const contactView = useMemo(
    () => ({ ...page.contact, hidden: { ...page.contact.hidden, flow_step: "contact", valuation_id: state?.valuationId ?? "" } }),
    [page.contact, state?.valuationId],
  );

  return (
    <article className="container form-page">
      <Breadcrumbs trail={[HOME_CRUMB]} current={page.heading} />
      <h1>{page.heading}</h1>
      {page.intro.map((paragraph, i) => (
        <p key={i} className="form-page__intro">
          {paragraph}
        </p>
      ))}
      <div className="form-page__layout">
        {page.car && <FormCar car={page.car} label="The vehicle you're buying" />}
        <section className="form-card valuation" aria-labelledby="valuation-step-heading">
          <div className="form-steps">
            <p className="form-steps__label">
              <span>{label}</span>
              <span className="form-steps__percent">{progress}% complete</span>
            </p>
            <progress className="form-steps__bar" max={100} value={progress} aria-label={`${label}: ${progress}% complete`} />
            <h2 className="form-steps__heading" id="valuation-step-heading" ref={heading} tabIndex={-1}>
              {STEP_HEADINGS[flowStep]}
            </h2>
          </div>
          {flowStep === "contact" ? (
            <>
              {state?.price && <PriceSummary price={state.price} />}
              {state?.note && <p className="valuation-notice">{state.note}</p>}
              <LeadForm
                view={contactView}
                actionData={state?.contact ?? { formKey: page.key, step: 0, leadId: state?.leadId ?? null, skipped: [] }}
                hideHeading
              />
            </>
          ) : (
            <Form method="post" className="lead-form" aria-labelledby="valuation-step-heading" noValidate={live} aria-busy={busy || undefined}>
              {state?.formError && (
                <div role="alert" className="alert alert--destructive">
                  {state.formError}
                </div>
              )}
              <input type="hidden" name="flow_step" value={flowStep} />
              <input type="hidden" name="lead_id" value={state?.leadId ?? ""} />
              <input type="hidden" name="valuation_id" value={state?.valuationId ?? ""} />
              <div className="honeypot" aria-hidden="true">
                <label htmlFor={`valuation-${HONEYPOT_FIELD}`}>Favourite colour (leave this empty)</label>
                <input id={`valuation-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
              </div>
              {asksIdentity(flowStep) && (
                <>
                  <Registration page={page} values={values} errors={errors} />
                  <Picker page={page} values={values} errors={errors} lists={state?.picker ?? page.picker} live={live} />
                </>
              )}
              {asksDetails(flowStep) && <Details page={page} values={values} errors={errors} />}
              {/* The step that creates the lead carries the captcha (spec point 5), as the lead forms do. */}
              {page.contact.captcha && !state?.leadId && (
                <Captcha formId="valuation" formStarted={page.contact.captcha.formStarted} error={errors[CAPTCHA_FIELD]?.[0]} resetKey={state} />
              )}
              {flowStep === "price" && state?.price ? (
                <PriceStep price={state.price} rejectReasons={page.choices.rejectReasons} errors={errors} busy={busy} back={<Back busy={busy} />} />
              ) : (
                <div className="form-actions">
                  <button type="submit" name="intent" value="continue" className="btn form-actions__next" disabled={busy}>
                    {busy ? LOADING_TEXT : asksDetails(flowStep) ? "Get My Valuation" : CONTINUE_TEXT}
                  </button>
                  {index > 0 && <Back busy={busy} />}
                </div>
              )}
            </Form>
          )}
        </section>
      </div>
    </article>
  );
}
