// Every page of the form page table (app/lib/forms/form-pages.ts: /contact-us, /service, ...): one
// lead form, with the site's content page above it where the path is also one. The finance forms'
// pages add the 3-step block and the calculator (route-modules/finance-page.tsx, on these handlers).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { tableFormPage, tableFormPageAction } from "~/models/form-page.server";
import { pageMeta } from "~/lib/seo";
import { FormPage } from "~/components/forms/FormPage";
import formsCss from "~/styles/forms.css?url";
import { privatePage } from "~/lib/cache-policy";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];

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

export default function FormPageRoute() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return <FormPage data={data} actionData={actionData} />;
}
