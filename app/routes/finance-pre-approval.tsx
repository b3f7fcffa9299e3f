// /finance-pre-approval: the finance application as a pre-approval where the site enables it
// (forms.finance_pre_approval); elsewhere it redirects to the finance page.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { financePage, formPageAction } from "~/models/form-page.server";
import { pageMeta } from "~/lib/seo";
import { FormPage } from "~/components/forms/FormPage";
import { FINANCE_FORM_ANCHOR, FinanceSteps } from "~/components/forms/FinanceSteps";
import formsCss from "~/styles/forms.css?url";
import { privatePage } from "~/lib/cache-policy";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return financePage(context, request, true);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return formPageAction(context, request, "finance-pre-approval");
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? pageMeta(args, { title: args.data.heading, description: args.data.description, path: args.data.path }) : [];

// A refused post's Retry-After reaches the browser; the page is never stored.
export const headers = privatePage;

export default function FinancePreApproval() {
  const data = useLoaderData<typeof loader>();
  return (
    <FormPage data={data} actionData={useActionData<typeof action>()} formId={FINANCE_FORM_ANCHOR}>
      <FinanceSteps />
    </FormPage>
  );
}
