// /admin/mailbox: the email the group's sites sent (the embedded email port), behind the inbox's password.
import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminNav } from "~/components/admin/AdminNav";
import { adminErrorBoundary } from "~/components/admin/AdminSignIn";
import { mailboxAdmin, sendAlertsNow } from "~/models/admin-mailbox.server";
import formsCss from "~/styles/forms.css?url";
import { AdminTable } from "~/components/admin/AdminTable";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return data(await mailboxAdmin(context, request), { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}

export const action = ({ request, context }: ActionFunctionArgs) => sendAlertsNow(context, request);

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction = () => [{ title: "Mailbox" }, { name: "robots", content: "noindex" }];

export default function AdminMailbox() {
  const { rows, open, transport } = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  return (
    <section className="container inbox">
      <h1>Mailbox</h1>
      <AdminNav current="/admin/mailbox" />
      <p>{transport === "embedded" ? "No mail server is set (SMTP_URL): every email is kept here instead of being sent." : "Emails are sent through the mail server (SMTP_URL); this is the outbox."}</p>
      <Form method="post">
        <button type="submit" className="btn btn--small btn--outline">
          Send garage alerts now
        </button>
      </Form>
      <p role="status">{sent?.alerts}</p>
      {open && (
        <article className="mailbox__mail" aria-labelledby="mail-subject">
          <h2 id="mail-subject">{open.subject}</h2>
          <p>
            To {open.to} · <time dateTime={open.created}>{open.created}</time> · {open.state}
          </p>
          <h3>HTML</h3>
          {/* sandbox="" and the document's own policy (app/lib/email/preview.ts): the mail runs nothing. */}
          <iframe className="mailbox__html" title={`HTML body: ${open.subject}`} sandbox="" srcDoc={open.html} />
          <h3>Plain text</h3>
          <pre className="mailbox__text">{open.text}</pre>
        </article>
      )}
      {rows.length ? (
        <AdminTable label="Emails" caption="Emails, newest first" columns={["Sent", "Site", "To", "Subject", "State"]}>
        {rows.map((m) => (
          <tr key={m.id} aria-current={open?.id === m.id ? "true" : undefined}>
            <td>
              <time dateTime={m.created}>{m.created.slice(0, 16).replace("T", " ")}</time>
            </td>
            <td>{m.site}</td>
            <td>{m.to}</td>
            <td>
              <Link to={`/admin/mailbox?id=${m.id}`}>{m.subject}</Link>
            </td>
            <td>{m.state}</td>
          </tr>
        ))}
        </AdminTable>
      ) : (
        <p>No emails yet.</p>
      )}
    </section>
  );
}

export const ErrorBoundary = adminErrorBoundary("Mailbox", "mailbox", "/admin/mailbox");
