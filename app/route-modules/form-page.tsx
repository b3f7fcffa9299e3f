// Every page of the form page table (app/lib/forms/form-pages.ts: /contact-us, /service, /finance,
// ...): one lead form, with the site's content page above it where the path is also one. The finance
// forms open with the 3-step block with Apply Now and the finance calculator, the form at #finance-form
// prefilled from the query.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { tableFormPage, tableFormPageAction } from "~/models/form-page.server";
import { pageMeta } from "~/lib/seo";
import { FormPage } from "~/components/forms/FormPage";
import { FINANCE_FORM_ANCHOR, FinanceSteps } from "~/components/forms/FinanceSteps";
import formsCss from "~/styles/forms.css?url";
import calculatorCss from "~/styles/finance-calculator.css?url";
import { FinanceCalculator } from "~/components/finance/FinanceCalculator";
import { privatePage } from "~/lib/cache-policy";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formsCss },
  { rel: "stylesheet", href: calculatorCss },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return tableFormPage(context, request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return tableFormPageAction(context, request);
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? pageMeta(args, { title: args.data.heading, description: args.data.description, path: args.data.path }) : [];

// A refused post's Retry-After reaches the browser; the page is never stored.
export const headers = privatePage;

const FINANCE_FORMS: readonly string[] = ["finance", "finance-pre-approval"];

export default function FormPageRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (!FINANCE_FORMS.includes(data.view.key)) return <FormPage data={data} actionData={actionData} />;
  return (
    <FormPage data={data} actionData={actionData} formId={FINANCE_FORM_ANCHOR}>
      <FinanceSteps />
      {data.calculator && <FinanceCalculator data={data.calculator} />}
    </FormPage>
  );
}
