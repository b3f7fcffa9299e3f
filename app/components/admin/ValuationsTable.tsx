// The dealer's valuations table: one row per valuation, what the visitor told us and what we answered.
import { Link } from "@remix-run/react";
import type { ValuationRow } from "~/models/admin-valuations.server";

export function ValuationsTable({ rows, vehiclePath }: { rows: ValuationRow[]; vehiclePath: string }) {
  if (rows.length === 0) return <p>No valuations yet.</p>;
  return (
    <div className="inbox__table-wrap" role="region" aria-label="Valuations" tabIndex={0}>
      <table>
        <caption className="visually-hidden">Valuations, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Created</th>
            <th scope="col">Site</th>
            <th scope="col">For</th>
            <th scope="col">Vehicle</th>
            <th scope="col">Odometer</th>
            <th scope="col">Condition</th>
            <th scope="col">Price</th>
            <th scope="col">Status</th>
            <th scope="col">Lead</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
