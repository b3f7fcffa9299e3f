// /chat: the 'Text us' chat as a page of its own, the floating button's target without JavaScript
// (issue 14). Name, mobile and the first message start a conversation; the page then shows it and a
// Refresh link for the dealer's replies. A 404 on a site without chat. app/models/chat.server.ts.
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { chatState, postChatMessage, readChatPost, requireChat } from "~/models/chat.server";
import { ChatForm } from "~/components/chat/ChatForm";
import { ChatThread, chatTimeFormat } from "~/components/chat/ChatThread";

const NO_STORE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  // A plain visit is the chat opened (event 54); after a send or a refresh (a query) it is not.
  const opened = request.method === "GET" && new URL(request.url).search === "";
  return data(await chatState(context, request, opened), { headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireChat(context);
  const read = await readChatPost(request);
  if (!read.ok) return data({ error: read.error, fieldErrors: {}, values: {} }, { status: read.status, headers: NO_STORE });
  const values = read.values;
  const result = await postChatMessage(context, request, values);
  if (result.ok) {
    const headers: Record<string, string> = { ...NO_STORE, ...(result.setCookie ? { "Set-Cookie": result.setCookie } : {}) };
    return redirect("/chat?sent#latest", { status: 303, headers });
  }
  const text = (v: unknown) => (typeof v === "string" ? v : undefined);
  const echo = { name: text(values.name), phone: text(values.phone), message: text(values.message) };
  return data({ error: result.error ?? null, fieldErrors: result.fieldErrors ?? {}, values: echo }, { status: result.status, headers: NO_STORE });
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const meta: MetaFunction<typeof loader> = ({ data: state }) => [{ title: state ? `Text ${state.siteName}` : "Text us" }, { name: "robots", content: "noindex" }];

export default function ChatPage() {
  const state = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  const started = state.visitorName !== null;
  return (
    <section className="container chat-page">
      <h1>Text {state.siteName}</h1>
      <p className="chat-welcome">{state.welcome}</p>
      {sent?.error && (
        <p className="alert alert--destructive" role="alert">
          {sent.error}
        </p>
      )}
      {sent && !sent.error && Object.keys(sent.fieldErrors).length > 0 && (
        <p className="alert alert--destructive" role="alert">
          Please check the fields marked below.
        </p>
      )}
      <ChatThread messages={state.messages} reader="visitor" names={{ visitor: "You", dealer: state.siteName }} time={chatTimeFormat(state.locale, state.timeZone)} />
      {started && (
        <p id="latest">
          <a className="chat-page__refresh" href="/chat?refresh">
            Refresh
          </a>{" "}
          to see new replies.
        </p>
      )}
      <ChatForm started={started} idPrefix="chat-page" phoneExample={state.phoneExample} fieldErrors={sent?.fieldErrors} values={sent?.values} captcha={state.captcha} answer={sent} />
    </section>
  );
}
