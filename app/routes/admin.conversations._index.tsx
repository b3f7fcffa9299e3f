// /admin/conversations: the group's chat conversations, behind the inbox's password.
import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminNav } from "~/components/admin/AdminNav";
import { ConversationsTable } from "~/components/admin/ConversationsTable";
import { conversationsAdmin } from "~/models/admin-conversations.server";
import { adminErrorBoundary } from "~/components/admin/AdminSignIn";
import formsCss from "~/styles/forms.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return data(await conversationsAdmin(context, request), { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
}

// The 401 challenge's WWW-Authenticate must reach the browser.
export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction = () => [{ title: "Conversations" }, { name: "robots", content: "noindex" }];

export default function AdminConversations() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <section className="container inbox">
      <h1>Conversations</h1>
      <AdminNav current="/admin/conversations" />
      <ConversationsTable rows={rows} />
    </section>
  );
}

export const ErrorBoundary = adminErrorBoundary("Conversations", "conversations", "/admin/conversations");
