// The widget's rules that run in every page's first bundle (app/components/chat/ChatWidget.tsx):
// kept apart from chat-rules.ts so the phone and message rules load only with the chat itself.

/** "Chat popup delay 3 s". */
export const CHAT_POPUP_DELAY_MS = 3_000;

/** "closure remembered": one key per site, so closing one dealer's bubble leaves another's. */
export const chatClosedKey = (site: string) => `chat-bubble-closed:${site}`;

/** The chat's own page: the floating button would only open what is already shown. */
export const CHAT_PAGE = "/chat";
/** Where the button never shows, whatever the site says: its own page and the dealer's pages. */
export const ALWAYS_HIDDEN = [CHAT_PAGE, "/admin"] as const;

/**
 * Whether the widget is hidden on this path: a pattern matches its own path and everything below
 * it ("/cars" hides /cars and /cars/used; "/our-locations/" hides /our-locations too), letters in
 * any case, a trailing slash of the path ignored.
 */
export function chatHiddenOn(pathname: string, patterns: readonly string[]): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  return patterns.some((raw) => {
    const pattern = raw.toLowerCase().replace(/\/+$/, "") || "/";
    return pattern === "/" ? path === "/" : path === pattern || path.startsWith(`${pattern}/`);
  });
}
