// The dealer area's pages, one list for all of them: each page names itself as the current one.
import { Link } from "@remix-run/react";

const PAGES = [
  { to: "/admin", label: "Dashboard" },
  { to: "/admin/leads", label: "Dealer inbox (leads)" },
  { to: "/admin/conversations", label: "Conversations" },
  { to: "/admin/reservations", label: "Reservations" },
  { to: "/admin/valuations", label: "Valuations" },
  { to: "/admin/mailbox", label: "Mailbox" },
] as const;

export type AdminPage = (typeof PAGES)[number]["to"];

export function AdminNav({ current, className }: { current: AdminPage; className?: string }) {
  return (
    <nav aria-label="Dealer area" className={className}>
      {PAGES.map((page, i) => (
        <span key={page.to}>
          {i > 0 && " · "}
          <Link to={page.to} aria-current={page.to === current ? "page" : undefined}>
            {page.label}
          </Link>
        </span>
      ))}
    </nav>
  );
}
