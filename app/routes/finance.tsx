// /finance (and the site variants /finance-enquiry, /apply-for-finance: each route file serves the
// same page; whichever is not the site's finance_path redirects to it): the 3-step block with
// Apply Now, and the multi-step finance application at #finance-form, prefilled from the query.
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
  return financePage(context, request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return formPageAction(context, request, "finance");
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? pageMeta(args, { title: args.data.heading, description: args.data.description, path: args.data.path }) : [];

// A refused post's Retry-After reaches the browser; the page is never stored.
export const headers = privatePage;

export default function Finance() {
  const data = useLoaderData<typeof loader>();
  return (
    <FormPage data={data} actionData={useActionData<typeof action>()} formId={FINANCE_FORM_ANCHOR}>
      <FinanceSteps />
    </FormPage>
  );
}
