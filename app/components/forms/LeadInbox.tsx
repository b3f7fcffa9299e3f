// The dealer inbox's table: one row per lead with its status, category, site, contact details,
// time and forwarding state; every field of the payload and the uploaded files under "Details".
import { Link } from "@remix-run/react";
import type { InboxRow } from "~/models/admin-leads.server";
import { AdminTable } from "~/components/admin/AdminTable";

export interface LeadInboxData {
  site: string;
  status: string | null;
  page: number;
  pages: number;
  total: number;
  rows: InboxRow[];
}

export function LeadInbox({ data }: { data: LeadInboxData }) {
  const pageLink = (page: number) => `?${new URLSearchParams({ site: data.site, ...(data.status ? { status: data.status } : {}), page: String(page) })}`;
  return (
    <>
      <p role="status">
        {data.total} {data.total === 1 ? "lead" : "leads"} for {data.site}
        {data.status ? ` (${data.status})` : ""}. Page {data.page} of {data.pages}.
      </p>
      <AdminTable label="Leads" caption="Leads, newest first" columns={["Received", "Status", "Category", "Site", "Name", "Email", "Phone", "Delivery", "Details"]}>
      {data.rows.map((row) => (
        <tr key={row.id} data-lead-id={row.id}>
          <td>{row.created}</td>
          <td>
            <span className={`status status--${row.status}`}>{row.status}</span>
            {row.step !== null && <div>step {row.step}</div>}
          </td>
          <td>
            {row.category}
            {row.subcategory && <div>{row.subcategory}</div>}
          </td>
          <td>{row.site}</td>
          <td>{row.name}</td>
          <td>{row.email}</td>
          <td>{row.phone}</td>
          <td>{row.delivery}</td>
          <td>
            <details>
              <summary>Details</summary>
              {row.skippedSteps.length > 0 && <p>Skipped steps: {row.skippedSteps.join(", ")}</p>}
              {row.files.length > 0 && (
                <ul aria-label="Files">
                  {row.files.map((f) => (
                    <li key={f.id}>
                      <a href={`/admin/leads/files/${f.id}`} download>
                        {f.filename}
                      </a>{" "}
                      ({f.size})
                    </li>
                  ))}
                </ul>
              )}
              <dl>
                {row.fields.map(([k, v]) => (
                  <div key={k} style={{ display: "contents" }}>
                    <dt>{k}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
              </dl>
            </details>
          </td>
        </tr>
      ))}
      </AdminTable>
      {data.pages > 1 && (
        <nav aria-label="Inbox pages" className="inbox__pages">
          {data.page > 1 && <Link to={pageLink(data.page - 1)}>Newer</Link>} {data.page < data.pages && <Link to={pageLink(data.page + 1)}>Older</Link>}
        </nav>
      )}
    </>
  );
}
