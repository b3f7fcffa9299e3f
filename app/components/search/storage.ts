// Guarded local storage for the search page's enhancements (open panels, recent searches,
// favourites): storage may be missing, full, disabled or tampered with, and then the page simply
// works without the enhancement.

export function readLocal(key: string): string | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // full or disabled: nothing remembered
  }
}

/** Panel open/closed state per site: { panelId: open }. */
export function panelStateKey(siteSlug: string): string {
  return `search-panels:${siteSlug}`;
}

export function readPanelState(siteSlug: string): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(readLocal(panelStateKey(siteSlug)) ?? "{}");
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === "boolean")) as Record<string, boolean>;
  } catch {
    return {};
  }
}

export function rememberPanel(siteSlug: string, id: string, open: boolean): void {
  writeLocal(panelStateKey(siteSlug), JSON.stringify({ ...readPanelState(siteSlug), [id]: open }));
}
