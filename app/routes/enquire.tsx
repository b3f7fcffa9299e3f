// /enquire?car_id=&form=: the forms about one vehicle (vehicle enquiry by default; quick enquiry,
// find me something similar, request photos, special offer, reserve, subscription, document request).
// Also what the Quick Enquiry dialog loads and posts to.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { ENQUIRE_FORMS } from "~/lib/forms/definitions";
import { formPage, formPageAction } from "~/models/form-page.server";
import { pageMeta } from "~/lib/seo";
import { FormPage } from "~/components/forms/FormPage";
import formsCss from "~/styles/forms.css?url";
import { privatePage } from "~/lib/cache-policy";
import { linkDialogClientLoader } from "~/lib/link-dialog-load";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];

// An unknown form name falls back to the vehicle enquiry (an old or mistyped link still works).
const formKey = z.enum(ENQUIRE_FORMS).catch("vehicle-enquiry");
const keyOf = (request: Request) => formKey.parse(new URL(request.url).searchParams.get("form") ?? undefined);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return formPage(context, request, keyOf(request), { path: "/enquire" });
}

// The Quick Enquiry dialog's loads: a dropped one stays in the dialog (~/lib/link-dialog-load).
export const clientLoader = linkDialogClientLoader;

export async function action({ request, context }: ActionFunctionArgs) {
  return formPageAction(context, request, keyOf(request));
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? pageMeta(args, { title: args.data.heading, description: args.data.description, path: args.data.path, noindex: true }) : [];

// A refused post's Retry-After reaches the browser; the page is never stored.
export const headers = privatePage;

export default function Enquire() {
  const data = useLoaderData<typeof loader>();
  return <FormPage data={data} actionData={useActionData<typeof action>()} />;
}
