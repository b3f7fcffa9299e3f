// The chat dialog, loaded on the first click of 'Text us' (never in a page's first bundle): the
// conversation from GET /api/chat (which logs event 54), messages sent to POST /api/chat, and the
// dealer's replies live from /api/chat/events. The browser resumes a dropped stream with
// Last-Event-ID; a stream that gave up is opened again after the last message seen. Messages are
// kept by id, so one that arrives twice (the POST's answer and the stream) shows once. A dealer
// message is announced in the live region only if it is recent (the spec's 10 s window).
import { useEffect, useRef, useState, type FormEvent } from "react";
import { DialogFrame } from "~/components/Dialog";
import type { ChatMessageView, ChatState } from "~/models/chat.server";
import { isRecentMessage } from "~/lib/chat/chat-rules";
import { ChatForm, type ChatFormProps } from "./ChatForm";
import { ChatThread, chatTimeFormat } from "./ChatThread";

const REOPEN_MS = 3_000;
const byId = (messages: Iterable<ChatMessageView>) => [...messages].sort((a, b) => a.id - b.id);

function useChatStream(started: boolean, open: boolean, onMessage: (m: ChatMessageView) => void, lastId: () => number) {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (!started || !open) return;
    let source: EventSource | null = null;
    let timer: number | undefined;
    const connect = () => {
      source = new EventSource(`/api/chat/events?after=${lastId()}`);
      source.addEventListener("message", (event) => handler.current(JSON.parse((event as MessageEvent<string>).data) as ChatMessageView));
      source.addEventListener("error", () => {
        if (source?.readyState !== EventSource.CLOSED) return; // the browser is reconnecting itself
        timer = window.setTimeout(connect, REOPEN_MS);
      });
    };
    connect();
    return () => {
      window.clearTimeout(timer);
      source?.close();
    };
  }, [started, open, lastId]);
}

export default function ChatDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [state, setState] = useState<ChatState | null>(null);
  const [messages, setMessages] = useState<Map<number, ChatMessageView>>(new Map());
  const [announcement, setAnnouncement] = useState("");
  const [form, setForm] = useState<Pick<ChatFormProps, "fieldErrors" | "values"> & { error?: string; busy?: boolean }>({});
  const last = useRef(0);
  const endRef = useRef<HTMLDivElement>(null);

  const add = (m: ChatMessageView, announce: boolean) => {
    last.current = Math.max(last.current, m.id);
    setMessages((old) => (old.has(m.id) ? old : new Map(old).set(m.id, m)));
    if (announce && m.author === "dealer" && isRecentMessage(m.at, Date.now())) setAnnouncement(`${state?.siteName ?? "Dealer"}: ${m.body}`);
  };

  useEffect(() => {
    if (!open) return;
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    fetch("/api/chat", { headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<ChatState>) : Promise.reject(new Error(`status ${res.status}`))))
      .then((s) => {
        setState(s);
        for (const m of s.messages) add(m, false);
      })
      .catch((error: unknown) => {
        console.log("chat: conversation not loaded:", error);
        setForm({ error: "The chat could not be loaded. Please try again." });
      });
    // once per opening
  }, [open]);

  // A block body: newer browsers' scrollIntoView returns a promise, which React would take for a cleanup.
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "nearest" });
  }, [messages]);

  const started = Boolean(state?.visitorName);
  useChatStream(started, open, (m) => add(m, true), useRef(() => last.current).current);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formEl = event.currentTarget;
    const values = Object.fromEntries(new FormData(formEl)) as Record<string, string>;
    setForm({ values, busy: true });
    try {
      const res = await fetch("/api/chat", { method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify(values) });
      const body = (await res.json()) as { message?: ChatMessageView; error?: string; fieldErrors?: ChatFormProps["fieldErrors"] };
      if (!res.ok || !body.message) {
        setForm({ values, error: body.fieldErrors && Object.keys(body.fieldErrors).length ? undefined : body.error, fieldErrors: body.fieldErrors });
        return;
      }
      add(body.message, false);
      if (!started) setState((s) => s && { ...s, visitorName: values.name ?? "" });
      setForm({});
      formEl.reset();
    } catch (error) {
      console.log("chat: message not sent:", error);
      setForm({ values, error: "Your message could not be sent. Please try again." });
    }
  };

  const time = state ? chatTimeFormat(state.locale, state.timeZone) : () => "";
  return (
    <DialogFrame dialogRef={dialogRef} id="chat-dialog" className="chat-dialog" titleId="chat-dialog-title" title={state ? `Text ${state.siteName}` : "Text us"} onClose={onClose}>
      {state && <p className="chat-welcome">{state.welcome}</p>}
      <ChatThread messages={byId(messages.values())} reader="visitor" names={{ visitor: "You", dealer: state?.siteName ?? "Dealer" }} time={time} />
      <div ref={endRef} />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
      {form.error && (
        <p className="alert alert--destructive" role="alert">
          {form.error}
        </p>
      )}
      {state && (
        <ChatForm key={String(started)} started={started} idPrefix="chat-dialog" phoneExample={state.phoneExample} fieldErrors={form.fieldErrors} values={form.values} busy={form.busy} onSubmit={submit} captcha={state.captcha} answer={form} />
      )}
    </DialogFrame>
  );
}
