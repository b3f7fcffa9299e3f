// The 360-spin slot on the vehicle gallery (spec point 7: third-party scripts include "a 360-spin
// integrator"): offered only when the car has a spin id and the site names the integrator's script;
// the script loads on the visitor's click, never for a car without a spin id.
import type { TrackingOrigins } from "./tracking/tags";

export interface SpinSlot {
  spinId: string;
  scriptUrl: string;
}

export function spinSlot(spinId: string | null | undefined, scriptUrl: string | null | undefined): SpinSlot | null {
  return spinId && scriptUrl ? { spinId, scriptUrl } : null;
}

/** The site's tag origins plus the spin integrator's, so its script, pictures and calls pass the CSP. */
export function withSpinOrigin(origins: TrackingOrigins, scriptUrl: string | null | undefined): TrackingOrigins {
  if (!scriptUrl) return origins;
  const origin = new URL(scriptUrl).origin;
  return { script: [...origins.script, origin], img: [...origins.img, origin], connect: [...origins.connect, origin] };
}
