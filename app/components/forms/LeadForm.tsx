// A declared lead form rendered with conform: one step at a time, each a real POST (so it works
// without JavaScript), checked in the browser with the same zod schema as on the server when
// JavaScript runs. Embedded elsewhere (a dialog, a location page) it posts through a fetcher.
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Form, useFetcher, useLocation, useNavigation } from "@remix-run/react";
import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { effectiveSteps, LOADING_TEXT, stepAlertTone, stepButtonText } from "~/lib/forms/declaration";
import { STEP_FAILED } from "~/lib/forms/messages";
import { buildFormSchema } from "~/lib/forms/schema";
import { HONEYPOT_FIELD } from "~/lib/forms/lead-payload";
import { prefillFromStoredCustomer } from "~/lib/forms/stored-customer";
import type { LeadFormView } from "~/models/leads.server";
import type { LeadActionData } from "~/models/lead-action.server";
import { Field } from "./Field";
import { Captcha } from "./Captcha";
import { CAPTCHA_FIELD } from "~/lib/forms/captcha";
import { StepAnnouncement, StepButtons, StepHeader } from "./MultiStepForm";
import { readStoredCustomer, rememberPendingCustomer } from "./browser-storage";
import { readJourney, recordJourney } from "./journey-storage";

export interface LeadFormProps {
  view: LeadFormView;
  /** The route's action data; ignored when it belongs to another form. */
  actionData?: LeadActionData | null;
  /** Post through a fetcher (the page is not the form's own route): errors show in place. */
  fetcherKey?: string;
  /** A same-site path the success page offers to return to (the dialog's page). */
  redirectTo?: string;
  /** Hide the form's own heading (the page shows one). */
  hideHeading?: boolean;
  /** The route a form loaded into a dialog came from, which it posts to (not the page's). */
  action?: string;
}

const isMine = (view: LeadFormView, data: unknown): data is LeadActionData =>
  typeof data === "object" && data !== null && (data as LeadActionData).formKey === view.key;

export function LeadForm(props: LeadFormProps) {
  const fetcher = useFetcher<LeadActionData>({ key: props.fetcherKey ?? `lead-form-${props.view.key}` });
  const navigation = useNavigation();
  if (props.fetcherKey) {
    const data = isMine(props.view, fetcher.data) ? fetcher.data : null;
    return withAnnouncement(props.view, data, <LeadFormInner key={`${props.view.htmlId}-${data?.step ?? 0}`} {...props} data={data} busy={fetcher.state !== "idle"} FormComponent={fetcher.Form} />);
  }
  const data = isMine(props.view, props.actionData) ? props.actionData : null;
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  // A new step is a new form (conform's state starts afresh).
  return withAnnouncement(props.view, data, <LeadFormInner key={`${props.view.htmlId}-${data?.step ?? 0}`} {...props} data={data} busy={busy} FormComponent={Form} />);
}

function withAnnouncement(view: LeadFormView, data: LeadActionData | null, form: JSX.Element) {
  const steps = effectiveSteps(view.decl, view.site);
  const step = data ? Math.min(data.step ?? 0, steps.length - 1) : null;
  return (
    <>
      <StepAnnouncement step={step} count={steps.length} heading={steps[step ?? 0].heading} />
      {form}
    </>
  );
}

function LeadFormInner({
  view,
  data,
  busy,
  FormComponent,
  redirectTo,
  hideHeading,
  action,
}: LeadFormProps & { data: LeadActionData | null; busy: boolean; FormComponent: typeof Form }) {
  const steps = useMemo(() => effectiveSteps(view.decl, view.site), [view]);
  const count = steps.length;
  const step = Math.min(data?.step ?? 0, count - 1);
  const current = steps[step];
  const formId = `${view.htmlId}-s${step + 1}`;
  const schema = useMemo(() => buildFormSchema(view.decl, { ...view.site, stepIndex: count > 1 ? step : undefined }), [view, step, count]);
  const failed = data?.result && data.step === step ? (data.result as SubmissionResult<string[]>) : undefined;
  const defaultValue = data?.values ?? (step === 0 ? view.defaultValue : {});
  const location = useLocation();

  const [form, fields] = useForm({
    id: formId,
    // Without JavaScript the browser's own checks (required, maxlength, email) run; with it, ours.
    defaultNoValidate: false,
    lastResult: failed,
    defaultValue: { ...pickStep(view.defaultValue, current.fields.map((f) => f.name)), ...defaultValue },
    constraint: getZodConstraint(schema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const constraint = useMemo(() => getZodConstraint(schema), [schema]);

  // JavaScript extras: the stored customer fills empty fields; the journey goes with the lead.
  // The journey is state, not a value set on the input: a hidden input's value is its default value,
  // which React writes back ("") on every render, so the first re-render (a field error) emptied it.
  const [journey, setJourney] = useState({ visitedPages: "", linkedQueryParams: "" });
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    recordJourney(view.siteSlug, location);
    const prefill = prefillFromStoredCustomer({ steps: [{ heading: current.heading, fields: current.fields }] }, readStoredCustomer(view.siteSlug));
    for (const [name, value] of Object.entries(prefill)) {
      const input = el.elements.namedItem(name);
      if (input instanceof HTMLInputElement && input.value === "") input.value = value;
    }
    const { visitedPages, linkedQueryParams } = readJourney(view.siteSlug);
    setJourney({
      visitedPages: visitedPages.length > 0 ? JSON.stringify(visitedPages) : "",
      linkedQueryParams: Object.keys(linkedQueryParams).length > 0 ? JSON.stringify(linkedQueryParams) : "",
    });
  }, [formId]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "back") return; // Back is never checked (formNoValidate), as without JavaScript
    form.onSubmit(event);
    if (!event.defaultPrevented) rememberPendingCustomer(view.siteSlug, new FormData(event.currentTarget));
  };

  const hasFiles = current.fields.some((f) => f.type === "file");
  const headingId = `${formId}-heading`;
  // Continue or Back brought a new step: its heading takes focus (the old step's button is gone).
  useEffect(() => {
    if (count > 1 && data && !failed) document.getElementById(headingId)?.focus();
  }, [formId]);
  // "A step failure shows an alert": the server's, or the browser check's when it stopped the send.
  const checkedHere = !failed && Object.keys(form.allErrors).length > 0;
  const alertTone = checkedHere ? (count > 1 ? stepAlertTone(current.heading) : "destructive") : (data?.tone ?? "destructive");
  const formError = form.errors?.[0] ?? (checkedHere ? STEP_FAILED : data?.formError);

  return (
    <FormComponent
      ref={ref}
      method="post"
      action={action ?? view.action}
      encType={hasFiles ? "multipart/form-data" : undefined}
      id={form.id}
      onSubmit={onSubmit}
      noValidate={form.noValidate}
      className="lead-form"
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
    >
      {count > 1 ? (
        <StepHeader step={step} count={count} heading={current.heading} headingId={headingId} />
      ) : (
        <h2 id={headingId} className={hideHeading ? "visually-hidden" : "lead-form__heading"}>
          {current.heading}
        </h2>
      )}
      {formError && (
        <div role="alert" className={`alert alert--${alertTone}`}>
          {formError}
        </div>
      )}
      <p className="lead-form__required-note">
        Fields marked <span className="required-mark" aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>

      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="lead_id" value={data?.leadId ?? ""} />
      <input type="hidden" name="skipped" value={(data?.skipped ?? []).join(",")} />
      <input type="hidden" name="visited_pages" value={journey.visitedPages} />
      <input type="hidden" name="linked_query_params" value={journey.linkedQueryParams} />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      {Object.entries(view.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${formId}-${HONEYPOT_FIELD}`}>Favourite colour (leave this empty)</label>
        <input id={`${formId}-${HONEYPOT_FIELD}`} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="lead-form__fields">
        {current.fields.map((field) =>
          // "A field may be shown conditionally on another field having no error" (the server checks it the same way).
          field.visibleWhen && (fields[field.visibleWhen.field as keyof typeof fields] as { errors?: string[] } | undefined)?.errors?.length ? null : (
          <Field
            key={`${formId}-${field.name}`}
            field={field}
            meta={fields[field.name as keyof typeof fields] as never}
            formId={formId}
            constraint={constraint[field.name] ?? {}}
            disabled={false}
          />
        ))}
      </div>

      {view.captcha && !data?.leadId && (
        <Captcha formId={formId} formStarted={view.captcha.formStarted} error={failed?.error?.[CAPTCHA_FIELD]?.[0]} resetKey={data} />
      )}

      {count > 1 ? (
        <StepButtons decl={view.decl} step={step} count={count} busy={busy} />
      ) : (
        <div className="form-actions">
          <button type="submit" name="intent" value="submit" className="btn form-actions__next" disabled={busy}>
            {busy ? LOADING_TEXT : stepButtonText(view.decl, 0)}
          </button>
        </div>
      )}
    </FormComponent>
  );
}

function pickStep(values: Record<string, string | string[]>, names: string[]) {
  const out: Record<string, string | string[]> = {};
  for (const name of names) if (values[name] !== undefined) out[name] = values[name];
  return out;
}
