// /admin: the dealer dashboard, behind the inbox password. The date range is a GET form, so it works
// without JavaScript; a bad date is answered 400 with the field's message.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AdminNav } from "~/components/admin/AdminNav";
import { dashboard } from "~/models/admin-dashboard.server";
import { DashboardView } from "~/components/admin/DashboardView";
import { adminErrorBoundary } from "~/components/admin/AdminSignIn";
import { privatePage } from "~/lib/cache-policy";
import formsCss from "~/styles/forms.css?url";
import dashboardCss from "~/styles/dashboard.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: formsCss },
  { rel: "stylesheet", href: dashboardCss },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await dashboard(context, request);
  return data(result.data, { status: result.status, headers: { "X-Robots-Tag": "noindex" } });
}

export const headers = privatePage;

export const meta: MetaFunction = () => [{ title: "Dealer dashboard" }, { name: "robots", content: "noindex" }];

export default function AdminDashboard() {
  const page = useLoaderData<typeof loader>();
  const values = page.ok ? page.panels.range : page.values;
  const errors = page.ok ? {} : page.errors;
  const csv = page.ok ? `/admin/dashboard.csv?${new URLSearchParams({ from: page.panels.range.from, to: page.panels.range.to })}` : null;
  return (
    <section className="container inbox">
      <h1>Dealer dashboard</h1>
      <AdminNav current="/admin" className="dashboard__nav" />
      <Form method="get" className="inbox__filters dashboard__range" noValidate>
        {(["from", "to"] as const).map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`dashboard-${field}`}>{field === "from" ? "From" : "To"}</label>
            <input
              id={`dashboard-${field}`}
              name={field}
              type="date"
              defaultValue={values[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `dashboard-${field}-error` : undefined}
            />
            {errors[field] && (
              <p id={`dashboard-${field}-error`} className="field-error">
                {errors[field]}
              </p>
            )}
          </div>
        ))}
        <button type="submit" className="btn btn--small">
          Show
        </button>
      </Form>
      <p className="dashboard__note">Days in {page.timeZone} time.</p>
      {csv && (
        <p>
          <a href={csv} download>
            Download these numbers (CSV)
          </a>
        </p>
      )}
      {page.ok ? <DashboardView panels={page.panels} /> : <p role="alert">Choose a valid date range to see the numbers.</p>}
    </section>
  );
}

export const ErrorBoundary = adminErrorBoundary("Dealer dashboard", "dashboard", "/admin");
