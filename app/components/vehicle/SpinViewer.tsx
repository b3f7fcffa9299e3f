// The 360-spin slot under the gallery: with JavaScript, a button that loads the integrator's script
// (once per page) and hands it the car's spin id; without JavaScript the slot is not offered (the
// viewer is the integrator's script). Only a car with a spin id renders this at all.
import { useState } from "react";
import type { SpinSlot } from "~/lib/vehicle-spin";
import { useHydrated } from "~/components/locations/use-hydrated";

const loaded = new Map<string, Promise<void>>();

function loadScript(src: string): Promise<void> {
  let pending = loaded.get(src);
  if (!pending) {
    pending = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loaded.delete(src);
        script.remove();
        reject(new Error("the 360-spin script could not load"));
      };
      document.head.appendChild(script);
    });
    loaded.set(src, pending);
  }
  return pending;
}

export function SpinViewer({ spin }: { spin: SpinSlot }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<"idle" | "loading" | "ready" | "error">("idle");
  if (!hydrated) return null;
  const open = () => {
    setState("loading");
    loadScript(spin.scriptUrl).then(
      () => setState("ready"),
      () => setState("error"),
    );
  };
  return (
    <section className="spin360" aria-label="360° view">
      {state === "idle" || state === "error" ? (
        <button type="button" className="btn btn--small btn--outline" onClick={open}>
          View 360° spin
        </button>
      ) : null}
      <p role="status" className="spin360__status">
        {state === "loading" ? "Loading the 360° view" : state === "error" ? "The 360° view could not load. Please try again." : ""}
      </p>
      {state !== "idle" && <div className="spin360__viewer" data-spin-id={spin.spinId} />}
    </section>
  );
}
