// The search sidebar's panels, open or closed, remembered per site in local storage (spec point 2).
import { localStore } from "~/lib/browser-storage";

/** Panel open/closed state per site: { panelId: open }. */
const panelStateKey = (siteSlug: string) => `search-panels:${siteSlug}`;

export function readPanelState(siteSlug: string): Record<string, boolean> {
  const parsed = localStore.readJson(panelStateKey(siteSlug));
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === "boolean")) as Record<string, boolean>;
}

export function rememberPanel(siteSlug: string, id: string, open: boolean): void {
  localStore.writeJson(panelStateKey(siteSlug), { ...readPanelState(siteSlug), [id]: open });
}
