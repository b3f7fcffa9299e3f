// /admin/leads: the dealer inbox, behind ADMIN_PASSWORD (HTTP Basic auth; a 404 when unset).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AdminNav } from "~/components/admin/AdminNav";
import { inbox } from "~/models/admin-leads.server";
import { LeadInbox } from "~/components/forms/LeadInbox";
import { privatePage } from "~/lib/cache-policy";
import formsCss from "~/styles/forms.css?url";
import { adminErrorBoundary } from "~/components/admin/AdminSignIn";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return data(await inbox(context, request), { headers: { "X-Robots-Tag": "noindex" } });
}

// The 401 challenge's WWW-Authenticate and the lock-out's Retry-After reach the browser.
export const headers = privatePage;

export const meta: MetaFunction = () => [{ title: "Dealer inbox" }, { name: "robots", content: "noindex" }];

export default function AdminLeads() {
  const inboxData = useLoaderData<typeof loader>();
  return (
    <section className="container inbox">
      <h1>Dealer inbox</h1>
      <AdminNav current="/admin/leads" />
      <Form method="get" className="inbox__filters">
        <div className="field">
          <label htmlFor="inbox-site">Site</label>
          <select id="inbox-site" name="site" defaultValue={inboxData.site}>
            {inboxData.sites.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="inbox-status">Status</label>
          <select id="inbox-status" name="status" defaultValue={inboxData.status ?? ""}>
            <option value="">All</option>
            {inboxData.statuses.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--small">
          Show
        </button>
      </Form>
      <LeadInbox data={inboxData} />
    </section>
  );
}

export const ErrorBoundary = adminErrorBoundary("Dealer inbox", "leads", "/admin/leads");
