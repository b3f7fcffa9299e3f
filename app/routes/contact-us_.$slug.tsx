// /contact-us/{location slug}: one location's contact page with the contact form, and the page the
// 'Email Us' button opens without JavaScript. (The file name's "_" keeps it out of any /contact-us
// layout; the contact page itself belongs to the leads forms and does not link here.)
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { contactLocationAction, contactLocationPage } from "~/models/locations.server";
import { parseLocationSlug } from "~/lib/locations/paths";
import { pageMeta } from "~/lib/seo";
import { LeadForm } from "~/components/forms/LeadForm";
import { EMAIL_US_TITLE } from "~/components/locations/EmailUs";
import { LocationCard } from "~/components/locations/LocationCard";
import formsCss from "~/styles/forms.css?url";
import locationsCss from "~/styles/locations.css?url";
import { privatePage } from "~/lib/cache-policy";
import { linkDialogClientLoader } from "~/lib/link-dialog-load";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formsCss },
  { rel: "stylesheet", href: locationsCss },
];

const notFound = () => new Response("Not found", { status: 404 });

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const entry = context.site;
  const slug = parseLocationSlug(params.slug);
  const page = slug && (await contactLocationPage(context, entry, request, slug, new Date()));
  if (!page) throw notFound();
  return page;
}

// The Email Us dialog's loads: a dropped one stays in the dialog (~/lib/link-dialog-load).
export const clientLoader = linkDialogClientLoader;

export async function action({ params, request, context }: ActionFunctionArgs) {
  const entry = context.site;
  const slug = parseLocationSlug(params.slug);
  const result = slug && (await contactLocationAction(context, entry, request, slug));
  if (!result) throw notFound();
  return result;
}

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data ? pageMeta(args, { title: args.data.form.heading, description: args.data.form.description, path: args.data.form.path }) : [];

// A refused post's Retry-After reaches the browser; the page is never stored.
export const headers = privatePage;

export default function ContactLocation() {
  const { card, form } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="container contact-location">
      <h1>{form.heading}</h1>
      <div className="contact-location__grid">
        <section className="contact-location__form form-card" aria-labelledby="email-us-heading">
          <h2 id="email-us-heading">{EMAIL_US_TITLE}</h2>
          <LeadForm view={form.view} actionData={actionData && "formKey" in actionData ? actionData : null} hideHeading />
        </section>
        <LocationCard card={card} headingLevel={2} showEmailUs={false} />
      </div>
    </div>
  );
}
