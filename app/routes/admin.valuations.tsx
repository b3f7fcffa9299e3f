// /admin/valuations: the group's trade-in and sell-my-car valuations, behind the inbox's password.
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { AdminNav } from "~/components/admin/AdminNav";
import { valuationsAdmin } from "~/models/admin-valuations.server";
import { ValuationsTable } from "~/components/admin/ValuationsTable";
import type { LayoutData } from "~/models/layout.server";
import formsCss from "~/styles/forms.css?url";
import { adminErrorBoundary } from "~/components/admin/AdminSignIn";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return data(await valuationsAdmin(context, request), { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}

// The 401 challenge's WWW-Authenticate must reach the browser.
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction = () => [{ title: "Valuations" }, { name: "robots", content: "noindex" }];

export default function AdminValuations() {
  const list = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<LayoutData>("root");
  return (
    <section className="container inbox">
      <h1>Valuations</h1>
      <AdminNav current="/admin/valuations" />
      <ValuationsTable rows={list.rows} vehiclePath={root?.site.vehiclePath ?? "/cars"} />
    </section>
  );
}

export const ErrorBoundary = adminErrorBoundary("Valuations", "valuations", "/admin/valuations");
