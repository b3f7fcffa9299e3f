// /admin/conversations/{id}: one chat conversation and the dealer's reply form (a plain post; the
// reply reaches the visitor live, and with JavaScript the visitor's new messages appear here live
// too). Behind the inbox's password.
import type { ActionFunctionArgs, HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { ChatMessageView } from "~/models/chat.server";
import { AdminNav } from "~/components/admin/AdminNav";
import { ChatThread, chatTimeFormat } from "~/components/chat/ChatThread";
import { conversationAdmin, replyAdmin } from "~/models/admin-conversations.server";
import { adminErrorBoundary } from "~/components/admin/AdminSignIn";
import formsCss from "~/styles/forms.css?url";

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formsCss }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return data(await conversationAdmin(context, request, params.id), { headers: NO_STORE });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const result = await replyAdmin(context, request, params.id);
  if (!result.ok) return data({ error: result.error }, { status: result.status, headers: NO_STORE });
  return redirect(`/admin/conversations/${params.id}#reply`, { status: 303, headers: NO_STORE });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: c }) => [{ title: c ? `Conversation with ${c.visitor}` : "Conversation" }, { name: "robots", content: "noindex" }];

/** With JavaScript, the visitor's new messages appear (and are announced) while the page is open. */
function useLiveMessages(id: string, initial: ChatMessageView[]) {
  const [messages, setMessages] = useState(initial);
  const [latest, setLatest] = useState("");
  useEffect(() => {
    setMessages(initial);
    const source = new EventSource(`/admin/conversations/${id}/events?after=${initial.at(-1)?.id ?? 0}`);
    source.addEventListener("message", (event) => {
      const m = JSON.parse((event as MessageEvent<string>).data) as ChatMessageView;
      setMessages((old) => (old.some((x) => x.id === m.id) ? old : [...old, m]));
      if (m.author === "visitor") setLatest(m.body);
    });
    return () => source.close();
  }, [id, initial]);
  return { messages, latest };
}

export default function AdminConversation() {
  const c = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  const live = useLiveMessages(c.id, c.messages);
  return (
    <section className="container inbox chat-admin">
      <h1>Conversation with {c.visitor}</h1>
      <AdminNav current="/admin/conversations" />
      <p>
        <Link to="/admin/conversations">All conversations</Link>
      </p>
      <dl className="chat-admin__details">
        <dt>Mobile</dt>
        <dd>
          <a href={`tel:${c.phone}`}>{c.phone}</a>
        </dd>
        <dt>Site</dt>
        <dd>{c.site}</dd>
        <dt>Started</dt>
        <dd>{c.started}</dd>
        {c.leadId && (
          <>
            <dt>Lead</dt>
            <dd>{c.leadId}</dd>
          </>
        )}
      </dl>
      <div className="visually-hidden" aria-live="polite">
        {live.latest && `${c.visitor}: ${live.latest}`}
      </div>
      <ChatThread messages={live.messages} reader="dealer" names={{ visitor: c.visitor, dealer: "You" }} time={chatTimeFormat(c.locale, c.timeZone)} />
      <form method="post" id="reply" className="chat-form">
        <div className="field">
          <label htmlFor="reply-message">Reply</label>
          <textarea id="reply-message" name="message" required rows={3} aria-invalid={sent?.error ? true : undefined} aria-describedby={sent?.error ? "reply-error" : undefined} />
          {sent?.error && (
            <p className="field-error" id="reply-error">
              {sent.error}
            </p>
          )}
        </div>
        <button type="submit" className="btn">
          Send reply
        </button>
      </form>
    </section>
  );
}

export const ErrorBoundary = adminErrorBoundary("Conversation", "this conversation", "/admin/conversations");
