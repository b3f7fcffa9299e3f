// A collapsible sidebar panel: a native <details>, so it opens and closes without JavaScript;
// with JavaScript its open/closed state is remembered per site (spec point 2). The panel itself is
// hook-free (issue 18: fifteen panels ran hooks and a Suspense boundary each on the server): one
// listener on the form remembers every panel (usePanelMemory).
import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { readPanelState, rememberPanel } from "./panel-state";

interface PanelProps {
  id: string;
  title: string;
  defaultOpen: boolean;
  /** The body: elements, or a template's markup (lazyHtml). */
  children?: ReactNode;
  html?: { readonly __html: string };
}

export function FacetPanel({ id, title, defaultOpen, children, html }: PanelProps) {
  return (
    <details className="search-panel accordion" open={defaultOpen} data-panel={id}>
      <summary className="search-panel__title">{title}</summary>
      {html ? <div className="search-panel__body" dangerouslySetInnerHTML={html} /> : <div className="search-panel__body">{children}</div>}
    </details>
  );
}

/** The form's panels as the visitor left them on this site: each panel is restored the first time it
 * is on the page (a facet can appear with a new search), and each toggle after that is remembered. */
export function usePanelMemory(formRef: RefObject<HTMLFormElement>, siteSlug: string) {
  const restored = useRef(new Set<string>());
  useEffect(() => {
    const panels = formRef.current?.querySelectorAll<HTMLDetailsElement>("details[data-panel]") ?? [];
    let saved: Record<string, boolean> | undefined;
    for (const panel of panels) {
      const id = panel.dataset.panel ?? "";
      if (restored.current.has(id)) continue;
      restored.current.add(id);
      saved ??= readPanelState(siteSlug);
      if (saved[id] !== undefined) panel.open = saved[id];
    }
  }); // after every render: a few dozen elements looked at
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // 'toggle' does not bubble: heard on its way down instead.
    const onToggle = (event: Event) => {
      const panel = event.target;
      if (!(panel instanceof HTMLDetailsElement)) return;
      const id = panel.dataset.panel;
      if (id && restored.current.has(id)) rememberPanel(siteSlug, id, panel.open);
    };
    form.addEventListener("toggle", onToggle, true);
    return () => form.removeEventListener("toggle", onToggle, true);
  }, [formRef, siteSlug]);
}
