// After a client-side page change the focused element is often re-rendered away (a ticked filter, the
// price box, a page link) and focus falls to <body>: keyboard and screen-reader users lose their place.
// Put it back on the element with the same id; a control inside [data-focus-after] (page links) sends
// it to that element instead; otherwise it goes to <main>, as a fresh page would.
import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

export function useFocusAfterNavigation() {
  const location = useLocation();
  const last = useRef<{ id: string | null; after: string | null }>({ id: null, after: null });
  const first = useRef(true);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const el = event.target instanceof HTMLElement ? event.target : null;
      last.current = { id: el?.id || null, after: el?.closest<HTMLElement>("[data-focus-after]")?.dataset.focusAfter ?? null };
    };
    document.addEventListener("focusin", remember);
    return () => document.removeEventListener("focusin", remember);
  }, []);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const { id, after } = last.current;
    const active = document.activeElement;
    if (!after && active && active !== document.body) return; // focus survived the change
    const target = (after && document.getElementById(after)) || (id && document.getElementById(id)) || document.getElementById("main");
    target?.focus({ preventScroll: !after && Boolean(id) });
  }, [location.key]);
}
