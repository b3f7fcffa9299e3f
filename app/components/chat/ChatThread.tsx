// A conversation's messages, oldest first, for the visitor (/chat, the dialog) and the dealer
// (/admin/conversations/{id}). Text only: React escapes it, so links and HTML show as typed.
import type { ChatMessageView } from "~/models/chat.server";

export interface ChatThreadProps {
  messages: readonly ChatMessageView[];
  /** The side reading: its own messages sit on the right. */
  reader: "visitor" | "dealer";
  /** How each side is named: e.g. { visitor: "You", dealer: "Sunshine Toyota" }. */
  names: Record<ChatMessageView["author"], string>;
  /** Formats a message's time for this reader. */
  time: (iso: string) => string;
  id?: string;
}

export function ChatThread({ messages, reader, names, time, id }: ChatThreadProps) {
  if (messages.length === 0) return null;
  return (
    <ol className="chat-thread" id={id} aria-label="Messages">
      {messages.map((m) => (
        <li key={m.id} className={`chat-message chat-message--${m.author === reader ? "own" : "other"}`}>
          <p className="chat-message__meta">
            <span className="chat-message__author">{names[m.author]}</span> <time dateTime={m.at}>{time(m.at)}</time>
          </p>
          <p className="chat-message__body">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** A message's time in the dealer's zone, the same on the server and in the browser. */
export function chatTimeFormat(locale: string, timeZone: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(locale, { timeZone, day: "numeric", month: "short", hour: "numeric", minute: "2-digit" });
  return (iso) => format.format(new Date(iso));
}
