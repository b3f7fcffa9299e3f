// The dealer's reservations table: one row per reservation, with a form per allowed move.
import { Form, Link } from "@remix-run/react";
import type { DealerMove, ReservationRow } from "~/models/admin-reservations.server";
import { AdminTable } from "~/components/admin/AdminTable";

const MOVE_LABEL: Record<DealerMove, string> = { sold: "Mark sold", release: "Release", refund: "Refund" };

export function ReservationsTable({ rows, vehiclePath }: { rows: ReservationRow[]; vehiclePath: string }) {
  if (rows.length === 0) return <p>No reservations yet.</p>;
  return (
    <AdminTable label="Reservations" caption="Reservations, newest first" columns={["Number", "Car", "Site", "Customer", "Status", "Amount", "Held until", "Created", "Actions"]} className="reservations-table">
    {rows.map((row) => (
      <tr key={row.id} data-reservation={row.number}>
        <th scope="row">{row.number}</th>
        <td>
          <Link to={`${vehiclePath}/${row.car.slug}`}>{row.car.title}</Link>
        </td>
        <td>{row.site}</td>
        <td>
          {row.customer.name}
          <div>{row.customer.email}</div>
          <div>{row.customer.phone}</div>
        </td>
        <td>
          <span className={`status status--${row.status}`}>{row.statusLabel}</span>
        </td>
        <td>{row.amount}</td>
        <td>{row.holdEnd ?? "—"}</td>
        <td>{row.created}</td>
        <td>
          <div className="reservation-moves">
            {row.moves.map((move) => (
              <Form method="post" key={move}>
                <input type="hidden" name="id" value={row.id} />
                <button type="submit" name="intent" value={move} className="btn btn--small btn--outline">
                  {MOVE_LABEL[move]}
                  <span className="visually-hidden"> {row.number}</span>
                </button>
              </Form>
            ))}
          </div>
        </td>
      </tr>
    ))}
    </AdminTable>
  );
}
