// Hydration in slices (issue 18): a search page's 21 cards and 15 filter panels hydrated in one task
// of 230 ms on Lighthouse's phone, and input waits for the whole task (cards and panels have since
// become static HTML and hook-free <details>; the header and footer still slice). Wrapped in
// <HydrateLater>, a part keeps its server HTML (visible, and working as plain links and forms) while
// the page's frame hydrates, then hydrates in a task of its own, one part per task, in document order. The first key,
// touch or focus hydrates every part still waiting, before a click lands. Only the document's
// hydration is sliced (entry.client.tsx ends it): a part that mounts later renders at once.
//
// This is Suspense's partial hydration: React and preact/compat both keep a suspended boundary's
// server DOM and hydrate it when the thrown promise settles. The wrapped part renders one root element.
import { Suspense, useRef, type ReactNode } from "react";

interface Slice {
  open: boolean;
  promise: Promise<void>;
  release: () => void;
}

const waiting: Slice[] = [];
let slicing = typeof document !== "undefined" && typeof MessageChannel !== "undefined";
let draining = false;

/** The document's hydration has rendered (synchronously under Preact; React renders later, unsliced). */
export function endHydrationSlicing() {
  slicing = false;
}

// A message, not a timer: the slices follow one another without nested timers' 4 ms clamp.
const tasks = slicing ? new MessageChannel() : undefined;
if (tasks) tasks.port1.onmessage = hydrateNext;

function hydrateNext() {
  const slice = waiting.shift();
  if (!slice) return void (draining = false);
  slice.release(); // Suspense re-renders the part in this task's microtasks
  tasks!.port2.postMessage(null);
}

function hydrateAll() {
  for (const slice of waiting.splice(0)) slice.release();
}

function newSlice(): Slice {
  let resolve!: () => void;
  const slice: Slice = { open: false, promise: new Promise<void>((r) => (resolve = r)), release: () => ((slice.open = true), resolve()) };
  waiting.push(slice);
  if (!draining) {
    draining = true;
    tasks!.port2.postMessage(null); // after the frame's hydration task
    for (const type of ["pointerdown", "keydown", "focusin"]) addEventListener(type, hydrateAll, { capture: true, once: true, passive: true });
  }
  return slice;
}

function Gate({ slice, children }: { slice: Slice | null; children: ReactNode }) {
  if (slice && !slice.open) throw slice.promise;
  return children;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const slice = useRef<Slice | null>(null);
  if (slice.current === null && slicing) slice.current = newSlice();
  return (
    <Suspense fallback={null}>
      <Gate slice={slice.current}>{children}</Gate>
    </Suspense>
  );
}
