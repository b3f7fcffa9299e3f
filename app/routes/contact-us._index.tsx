// /contact-us: the contact form with the spec's enquiry types; /contact-us/{location} is the locations' route, which embeds ContactForm.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { formPage, formPageAction } from "~/models/form-page.server";
import { pageMeta } from "~/lib/seo";
import { FormPage } from "~/components/forms/FormPage";
import formsCss from "~/styles/forms.css?url";
import { privatePage } from "~/lib/cache-policy";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return formPage(context, request, "contact", { contentSlug: "contact-us", path: "/contact-us", heading: "Contact Us" });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return formPageAction(context, request, "contact");
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? pageMeta(args, { title: args.data.heading, description: args.data.description, path: args.data.path }) : [];

// A refused post's Retry-After reaches the browser; the page is never stored.
export const headers = privatePage;

export default function ContactUs() {
  const data = useLoaderData<typeof loader>();
  return <FormPage data={data} actionData={useActionData<typeof action>()} />;
}
