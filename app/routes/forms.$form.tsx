// /forms/{key}: the declared forms that have no page of their own (insurance, competition entry,
// customer survey, message to a team member), so every lead category is reachable.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { GENERIC_FORMS } from "~/lib/forms/definitions";
import { formPage, formPageAction } from "~/models/form-page.server";
import { pageMeta } from "~/lib/seo";
import { FormPage } from "~/components/forms/FormPage";
import formsCss from "~/styles/forms.css?url";
import { privatePage } from "~/lib/cache-policy";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];

function keyOf(params: { form?: string }) {
  const key = z.enum(GENERIC_FORMS).safeParse(params.form);
  if (!key.success) throw new Response("Not found", { status: 404 });
  return key.data;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const key = keyOf(params);
  return formPage(context, request, key, { path: `/forms/${key}` });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return formPageAction(context, request, keyOf(params));
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? pageMeta(args, { title: args.data.heading, description: args.data.description, path: args.data.path }) : [];

// A refused post's Retry-After reaches the browser; the page is never stored.
export const headers = privatePage;

export default function GenericForm() {
  const data = useLoaderData<typeof loader>();
  return <FormPage data={data} actionData={useActionData<typeof action>()} />;
}
