// /success?category={category}&{extra pairs}: shown after a lead is stored. Garbage in the query
// gives the general thanks, never an error. With JavaScript the stored customer and the per-site
// success marker are saved here.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { successPage } from "~/models/success.server";
import { pageMeta } from "~/lib/seo";
import { confirmLeadSuccess } from "~/components/forms/browser-storage";
import formsCss from "~/styles/forms.css?url";
import { privatePage } from "~/lib/cache-policy";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return successPage(context, request);
}

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, { title: "Thank you", description: "Your enquiry has been sent.", path: "/success", noindex: true });

export const headers = privatePage;

export default function Success() {
  const data = useLoaderData<typeof loader>();
  useEffect(() => confirmLeadSuccess(data.siteSlug, data.category, data.car?.slug ?? null), [data.siteSlug, data.category, data.car]);
  return (
    <article className="container success-page">
      <h1>Thank you</h1>
      <p role="status" className="alert alert--success">
        {data.label ? `Your ${data.label} has been sent.` : "Your enquiry has been sent."}
      </p>
      <p>{data.next}</p>
      {data.car && (
        <p>
          You asked about the <Link to={data.car.href}>{data.car.title}</Link> (stock number {data.car.stocknum}).
        </p>
      )}
      <div className="success-page__actions">
        {data.back && (
          <Link className="btn" to={data.back}>
            Continue browsing
          </Link>
        )}
        <Link className={data.back ? "btn btn--outline" : "btn"} to={data.searchPath}>
          Browse our stock
        </Link>
        <Link className="btn btn--outline" to="/">
          Home
        </Link>
      </div>
    </article>
  );
}
