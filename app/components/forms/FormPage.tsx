// A page that is a lead form: breadcrumbs, heading, the site's own text for the page (when the
// path is also a content page), the car it is about, and the form.
import type { ReactNode } from "react";
import type { FormPageData } from "~/models/form-page.server";
import type { LeadActionData } from "~/models/lead-action.server";
import { FormCar } from "~/components/forms/FormCar";
import { LeadForm } from "./LeadForm";
import { Breadcrumbs, HOME_CRUMB } from "~/components/layout/Breadcrumbs";

export function FormPage({ data, actionData, children, formId }: { data: FormPageData; actionData?: LeadActionData | null; children?: ReactNode; formId?: string }) {
  return (
    <article className="container form-page">
      <Breadcrumbs trail={[HOME_CRUMB]} current={data.heading} />
      <h1>{data.heading}</h1>
      {data.intro.map((paragraph, i) => (
        <p key={i} className="form-page__intro">
          {paragraph}
        </p>
      ))}
      {children}
      <div className="form-page__layout">
        {data.car && <FormCar car={data.car} label="The vehicle" />}
        <section className="form-card" id={formId} aria-label={data.view.title}>
          {/* One heading is enough when the form's own says what the page's does. */}
          <LeadForm view={data.view} actionData={actionData} hideHeading={data.view.decl.steps.length === 1 && data.view.decl.steps[0].heading === data.heading} />
        </section>
      </div>
    </article>
  );
}
