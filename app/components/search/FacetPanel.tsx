// A collapsible sidebar panel: a native <details>, so it opens and closes without JavaScript;
// with JavaScript its open/closed state is remembered per site (spec point 2).
import { useEffect, useRef, type ReactNode } from "react";
import { readPanelState, rememberPanel } from "./panel-state";
import { HydrateLater } from "~/components/HydrateLater";

interface PanelProps {
  id: string;
  title: string;
  siteSlug: string;
  defaultOpen: boolean;
  children: ReactNode;
}

// Fifteen panels of inputs: each hydrates in a task of its own (HydrateLater), its remembered state with it.
export function FacetPanel(props: PanelProps) {
  return (
    <HydrateLater>
      <Panel {...props} />
    </HydrateLater>
  );
}

function Panel({ id, title, siteSlug, defaultOpen, children }: PanelProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const restored = useRef(false);

  useEffect(() => {
    const saved = readPanelState(siteSlug)[id];
    if (ref.current && saved !== undefined) ref.current.open = saved;
    restored.current = true;
  }, [id, siteSlug]);

  return (
    <details
      ref={ref}
      className="search-panel accordion"
      open={defaultOpen}
      onToggle={(e) => {
        if (restored.current) rememberPanel(siteSlug, id, e.currentTarget.open);
      }}
    >
      <summary className="search-panel__title">{title}</summary>
      <div className="search-panel__body">{children}</div>
    </details>
  );
}
