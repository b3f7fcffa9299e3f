// The dealer's valuations table: one row per valuation, what the visitor told us and what we answered.
import { Link } from "@remix-run/react";
import type { ValuationRow } from "~/models/admin-valuations.server";
import { AdminTable } from "~/components/admin/AdminTable";

export function ValuationsTable({ rows, vehiclePath }: { rows: ValuationRow[]; vehiclePath: string }) {
  if (rows.length === 0) return <p>No valuations yet.</p>;
  return (
    <AdminTable label="Valuations" caption="Valuations, newest first" columns={["Created", "Site", "For", "Vehicle", "Odometer", "Condition", "Price", "Status", "Lead"]}>
    {rows.map((row) => (
      <tr key={row.id} data-valuation={row.id}>
        <td>{row.created}</td>
        <td>{row.site}</td>
        <td>
          {row.purpose}
          {row.carSlug && (
            <div>
              for <Link to={`${vehiclePath}/${row.carSlug}`}>{row.carSlug}</Link>
            </div>
          )}
        </td>
        <th scope="row">
          {row.vehicle}
          {row.rego && <div>Rego {row.rego}</div>}
        </th>
        <td>{row.odometer}</td>
        <td>{row.condition}</td>
        <td>
          {row.price}
          <div>{row.basis}</div>
        </td>
        <td>
          <span className={`status status--${row.status}`}>{row.statusLabel}</span>
          {row.reason && <div>{row.reason}</div>}
        </td>
        <td>{row.leadId ? "Sent" : "—"}</td>
      </tr>
    ))}
    </AdminTable>
  );
}
