// One shape for the admin area's tables: a named region that scrolls on its own (reachable by keyboard)
// on a phone, with a caption for screen readers and a row of column heads.
import type { ReactNode } from "react";

export function AdminTable({
  label,
  caption,
  columns,
  className,
  children,
}: {
  label: string;
  caption: string;
  columns: readonly string[];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={
        className ? `inbox__table-wrap ${className}` : "inbox__table-wrap"
      }
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
