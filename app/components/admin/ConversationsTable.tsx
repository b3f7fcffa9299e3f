// The dealer's conversations: one row per visitor, the latest message first.
import { Link } from "@remix-run/react";

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
    <div className="inbox__table-wrap" role="region" aria-label="Conversations" tabIndex={0}>
      <table>
        <caption className="visually-hidden">Chat conversations, the latest message first</caption>
        <thead>
          <tr>
            <th scope="col">Visitor</th>
            <th scope="col">Mobile</th>
            <th scope="col">Site</th>
            <th scope="col">Last message</th>
            <th scope="col">Messages</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
