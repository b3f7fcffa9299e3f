// The dealer's conversations: one row per visitor, the latest message first.
import { Link } from "@remix-run/react";
import { AdminTable } from "~/components/admin/AdminTable";

export interface ConversationRow {
  id: string;
  site: string;
  visitor: string;
  phone: string;
  lastMessage: string;
  waiting: boolean;
  messageCount: number;
  last: string;
}

export function ConversationsTable({ rows }: { rows: ConversationRow[] }) {
  if (rows.length === 0) return <p>No conversations yet.</p>;
  return (
    <AdminTable label="Conversations" caption="Chat conversations, the latest message first" columns={["Visitor", "Mobile", "Site", "Last message", "Messages", "When"]}>
    {rows.map((row) => (
      <tr key={row.id} data-conversation={row.id}>
        <th scope="row">
          <Link to={`/admin/conversations/${row.id}`}>{row.visitor}</Link>
        </th>
        <td>{row.phone}</td>
        <td>{row.site}</td>
        <td className="conversations__last">
          {row.waiting && <strong>Awaiting reply: </strong>}
          {row.lastMessage}
        </td>
        <td>{row.messageCount}</td>
        <td>{row.last}</td>
      </tr>
    ))}
    </AdminTable>
  );
}
