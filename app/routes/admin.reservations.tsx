// /admin/reservations: the dealer's reservations, behind the same password as /admin/leads.
import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { AdminNav } from "~/components/admin/AdminNav";
import { reservationsAdmin, reservationsAdminAction } from "~/models/admin-reservations.server";
import { ReservationsTable } from "~/components/admin/ReservationsTable";
import type { LayoutData } from "~/models/layout.server";
import formsCss from "~/styles/forms.css?url";
import checkoutCss from "~/styles/checkout.css?url";
import { adminErrorBoundary } from "~/components/admin/AdminSignIn";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formsCss },
  { rel: "stylesheet", href: checkoutCss },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return data(await reservationsAdmin(context, request), { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}

export const action = ({ request, context }: ActionFunctionArgs) => reservationsAdminAction(context, request);

// The 401 challenge's WWW-Authenticate must reach the browser.
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders, actionHeaders }) => errorHeaders ?? actionHeaders ?? loaderHeaders;

export const meta: MetaFunction = () => [{ title: "Reservations" }, { name: "robots", content: "noindex" }];

export default function AdminReservations() {
  const list = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const root = useRouteLoaderData<LayoutData>("root");
  return (
    <section className="container inbox">
      <h1>Reservations</h1>
      <AdminNav current="/admin/reservations" />
      {list.notice && (
        <p role="status" className="alert alert--success">
          {list.notice}
        </p>
      )}
      {actionData?.error && (
        <p role="alert" className="alert alert--destructive">
          {actionData.error}
        </p>
      )}
      <Form method="get" className="inbox__filters">
        <div className="field">
          <label htmlFor="reservations-status">Status</label>
          <select id="reservations-status" name="status" defaultValue={list.status ?? ""}>
            <option value="">All</option>
            {list.statuses.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--small">
          Show
        </button>
      </Form>
      <ReservationsTable rows={list.rows} vehiclePath={root?.site.vehiclePath ?? "/cars"} />
    </section>
  );
}

export const ErrorBoundary = adminErrorBoundary("Reservations", "reservations", "/admin/reservations");
