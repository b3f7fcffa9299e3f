// A link to one of the site's pages that costs what an <a> costs (issue 18). Remix's <Link> runs a
// dozen router hooks per link, on the server for every render and in the browser for every hydration:
// on a search page's 177 links that was an eighth of the server's time per request. A PageLink is a
// plain anchor; one listener on the document (<InAppNavigation>, in the root layout) turns its clicks
// into the router's client-side navigation and its hover or focus into Remix's prefetch, as <Link>
// does. Before the scripts run it is an ordinary link. Only for pages: a resource route's URL (a
// download, a feed) needs a document load and keeps a plain <a> or <Link reloadDocument>.
import { PrefetchPageLinks, useNavigate } from "@remix-run/react";
import { useEffect, useState, type AnchorHTMLAttributes } from "react";
import { attributes, html, type AttributeValue, type Html, type HtmlValue } from "~/lib/html";

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">;

export function PageLink({
  to,
  prefetch = "none",
  preventScrollReset = false,
  ...props
}: AnchorProps & { to: string; prefetch?: "intent" | "none"; preventScrollReset?: boolean }) {
  return <a {...props} {...pageLinkProps(to, prefetch, preventScrollReset)} />;
}

/** What makes an anchor a PageLink: its href and the marks the listener and Remix's discovery read. */
function pageLinkProps(to: string, prefetch: "intent" | "none", preventScrollReset: boolean) {
  return {
    href: to,
    // Remix's route discovery fetches the routes of every rendered data-discover link's path.
    "data-discover": "true",
    "data-prefetch": prefetch === "intent" ? "intent" : undefined,
    "data-prevent-scroll-reset": preventScrollReset ? "" : undefined,
  };
}

/** A PageLink in a template (app/lib/html.ts): `props` are its other attributes, as React's. */
export function pageLinkHtml(
  to: string,
  props: Readonly<Record<string, AttributeValue>>,
  inner: HtmlValue,
  { prefetch = "none", preventScrollReset = false }: { prefetch?: "intent" | "none"; preventScrollReset?: boolean } = {},
): Html {
  // pageLinkProps' attributes, written out: a search page writes some 150 of these links.
  return html`<a${attributes(props)} href="${to}" data-discover="true"${prefetch === "intent" ? INTENT : ""}${preventScrollReset ? NO_SCROLL_RESET : ""}>${inner}</a>`;
}

const INTENT = html` data-prefetch="intent"`;
const NO_SCROLL_RESET = html` data-prevent-scroll-reset=""`;

const PAGE_LINK = "a[data-discover]";
// Remix's <Link prefetch="intent"> waits as long before prefetching what a hovered link needs.
const INTENT_DELAY_MS = 100;

/** The PageLink anchor an event came from, when the router should handle it. */
function pageLinkOf(event: Event): HTMLAnchorElement | null {
  const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(PAGE_LINK) : null;
  if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  return anchor.origin === window.location.origin ? anchor : null;
}

function pathOf(anchor: HTMLAnchorElement) {
  return anchor.pathname + anchor.search + anchor.hash;
}

/** Rendered once, in the root layout: client-side navigation and prefetch for every PageLink. */
export function InAppNavigation() {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      // A <Link>'s own handler (or any other) has already navigated: leave the event alone.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = pageLinkOf(event);
      if (!anchor) return;
      event.preventDefault();
      const to = pathOf(anchor);
      const here = window.location.pathname + window.location.search + window.location.hash;
      navigate(to, { replace: to === here, preventScrollReset: anchor.hasAttribute("data-prevent-scroll-reset") });
    };
    const onIntent = (event: Event) => {
      const anchor = pageLinkOf(event);
      if (!anchor || anchor.dataset.prefetch !== "intent") return;
      clearTimeout(timer);
      const page = anchor.pathname + anchor.search;
      if (event.type === "touchstart") setIntent(page);
      else timer = setTimeout(() => setIntent(page), INTENT_DELAY_MS);
    };
    const onLeave = (event: Event) => {
      if (pageLinkOf(event)) clearTimeout(timer);
    };
    const listeners: [string, EventListener][] = [
      ["click", onClick as EventListener],
      ["mouseover", onIntent],
      ["focusin", onIntent],
      ["touchstart", onIntent],
      ["mouseout", onLeave],
      ["focusout", onLeave],
    ];
    for (const [type, listener] of listeners) document.addEventListener(type, listener, { passive: type !== "click" });
    return () => {
      clearTimeout(timer);
      for (const [type, listener] of listeners) document.removeEventListener(type, listener);
    };
  }, [navigate]);

  return intent ? <PrefetchPageLinks page={intent} /> : null;
}
