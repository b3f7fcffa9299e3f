// The floating 'Text us' button (spec point 2) on every page of a site with chat, except the paths
// the site hides it on: the welcome bubble naming the dealer after 3 s (its closing remembered per
// site), and the chat dialog, loaded on the first click. This file is all the chat code a page's
// first bundle holds. Without JavaScript the button is a link to /chat; if the dialog's code cannot
// load, a console line (spec point 8) and the link's page still work.
import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { useLocation } from "@remix-run/react";
import { localStore } from "~/lib/browser-storage";
import { ALWAYS_HIDDEN, CHAT_PAGE, CHAT_POPUP_DELAY_MS, chatClosedKey, chatHiddenOn } from "~/lib/chat/widget-rules";

const ChatDialog = lazy<ComponentType<{ open: boolean; onClose: () => void }>>(() =>
  import("./ChatDialog").catch((error: unknown) => {
    console.log("chat: widget not loaded:", error);
    return { default: () => null };
  }),
);

export interface ChatWidgetProps {
  site: string;
  welcome: string;
  hiddenPaths: readonly string[];
}

export function ChatWidget({ site, welcome, hiddenPaths }: ChatWidgetProps) {
  const { pathname } = useLocation();
  const [hydrated, setHydrated] = useState(false);
  const [bubble, setBubble] = useState(false);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const hidden = chatHiddenOn(pathname, [...hiddenPaths, ...ALWAYS_HIDDEN]);

  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (hidden || localStore.read(chatClosedKey(site))) return;
    const timer = window.setTimeout(() => setBubble(true), CHAT_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hidden, site]);

  if (hidden) return null;
  const closeBubble = () => {
    setBubble(false);
    localStore.write(chatClosedKey(site), "1");
  };
  return (
    <aside className="chat-widget" aria-label="Chat with us">
      {bubble && !open && (
        <div className="chat-bubble" role="status">
          <p>{welcome}</p>
          <button type="button" className="chat-bubble__close" aria-label="Close the welcome message" onClick={closeBubble}>
            ×
          </button>
        </div>
      )}
      {hydrated && typeof HTMLDialogElement !== "undefined" ? (
        <button
          type="button"
          className="chat-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            if (bubble) closeBubble();
            setLoaded(true);
            setOpen(true);
          }}
        >
          Text us
        </button>
      ) : (
        <a className="chat-button" href={CHAT_PAGE}>
          Text us
        </a>
      )}
      {loaded && (
        <Suspense fallback={<span className="visually-hidden" role="status">Loading the chat…</span>}>
          <ChatDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </aside>
  );
}
