// /contact-us/{location slug}: one location's contact page, and the 'Email Us' page without JavaScript.
// (The file name's "_" keeps it out of any /contact-us layout: the contact page itself belongs to the
// leads forms and does not link here.)
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { contactLocationPage } from "~/models/locations.server";
import { requireSite } from "~/models/site.server";
import { contactFormPath, contactLocationPath, parseLocationSlug } from "~/lib/locations/paths";
import { pageMeta } from "~/lib/seo";
import { LocationCard } from "~/components/locations/LocationCard";
import locationsCss from "~/styles/locations.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: locationsCss }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  const entry = requireSite(context);
  const slug = parseLocationSlug(params.slug);
  const page = slug && contactLocationPage(entry, slug, new Date());
  if (!page) throw new Response("Not found", { status: 404 });
  return page;
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const card = args.data?.card;
  if (!card) return [];
  return pageMeta(args, {
    title: `Contact ${card.name}`,
    description: `Email, phone or visit ${card.name}, ${card.address.full}.`,
    path: contactLocationPath(card.slug),
  });
};

export default function ContactLocation() {
  const { card } = useLoaderData<typeof loader>();
  return (
    <div className="container contact-location">
      <h1>Contact {card.name}</h1>
      <div className="contact-location__grid">
        <section className="contact-location__form" aria-labelledby="email-us-heading">
          <h2 id="email-us-heading">EMAIL US</h2>
          <p>Send {card.name} a message and the team will get back to you.</p>
          <p>
            <a className="btn" href={contactFormPath(card.slug)}>
              Write to {card.name}
            </a>
          </p>
        </section>
        <LocationCard card={card} headingLevel={2} showEmailUs={false} />
      </div>
    </div>
  );
}
