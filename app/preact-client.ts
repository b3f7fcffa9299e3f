// react-dom/client for the browser build's Preact (vite.preact.ts). Remix hydrates the whole document
// (its Layout renders <html>), and Preact renders into document.documentElement when it is given the
// document (preactjs/preact#3794), which would nest a second <html> inside the first. So Preact is
// given a stand-in for the document whose only child is <html>: the doctype stays where it is.
import { hydrate, options, render, type ComponentChild } from "preact";

// Effects (useEffect) run in a task after the commit, as React's scheduler runs them, not at the next
// animation frame: a background tab, or a test's paused clock, gives no frames and no timers.
const effects = new MessageChannel();
let queued: (() => void) | undefined;
effects.port1.onmessage = () => queued?.();
options.requestAnimationFrame = (callback) => {
  queued = callback;
  effects.port2.postMessage(null);
};

function documentWithHtmlOnly(): Element {
  const html = document.documentElement;
  const own: Record<PropertyKey, unknown> = { firstChild: html, childNodes: [html], lastChild: html };
  return new Proxy(document, {
    get(target, key) {
      if (key in own) return own[key];
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as unknown as Element;
}

export function hydrateRoot(container: Element | Document, children: ComponentChild) {
  const root = container === document ? documentWithHtmlOnly() : (container as Element);
  hydrate(children, root);
  return { render: (next: ComponentChild) => render(next, root), unmount: () => render(null, root) };
}

export function createRoot(container: Element) {
  return { render: (next: ComponentChild) => render(next, container), unmount: () => render(null, container) };
}
