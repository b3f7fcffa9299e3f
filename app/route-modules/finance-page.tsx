// The finance forms' pages (/finance or the site's finance_path, /finance-pre-approval): the form
// page's handlers, opening with the 3-step block with Apply Now and the finance calculator; the form
// at #finance-form, prefilled from the query. A module of their own so the calculator's code is
// loaded by these pages only.
import type { LinksFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FormPage } from "~/components/forms/FormPage";
import { FINANCE_FORM_ANCHOR, FinanceSteps } from "~/components/forms/FinanceSteps";
import { FinanceCalculator } from "~/components/finance/FinanceCalculator";
import formsCss from "~/styles/forms.css?url";
import calculatorCss from "~/styles/finance-calculator.css?url";
import type { action, loader } from "./form-page";

export { action, headers, loader, meta } from "./form-page";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formsCss },
  { rel: "stylesheet", href: calculatorCss },
];

export default function FinancePageRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <FormPage data={data} actionData={actionData} formId={FINANCE_FORM_ANCHOR}>
      <FinanceSteps />
      {data.calculator && <FinanceCalculator data={data.calculator} />}
    </FormPage>
  );
}
