// True once React has hydrated in the browser: the server (and a browser without JavaScript) keep
// the plain-HTML version of a widget; the enhanced version takes over after hydration.
import { useEffect, useState } from "react";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
