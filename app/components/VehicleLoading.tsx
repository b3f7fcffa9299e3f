// The vehicle-type loading animation (spec point 2), pure CSS (app/styles/motion.css): the site's
// kind of vehicle drives along a road while a dialog or a form step loads; still under reduced motion.
// With `text` it is the status the screen reader hears; without, a decoration beside a status.
import type { ReactNode } from "react";
import { useRouteLoaderData } from "@remix-run/react";
import { loadingVehicle, type LoadingVehicle } from "~/lib/loading-vehicle";
import type { RootData } from "~/root";

const WHEELS = { car: [16, 48], motorcycle: [14, 50], caravan: [34], truck: [14, 40, 52] } as const;
const BODIES: Record<LoadingVehicle, string> = {
  car: "M4 30 L8 20 L20 18 L28 10 L46 10 L54 18 L62 21 L62 30 Z",
  motorcycle: "M14 30 L26 18 L38 18 L50 30 M26 18 L22 12 L30 12 M38 18 L44 14 L48 16",
  caravan: "M6 8 H52 V30 H6 Z M52 26 H62",
  truck: "M2 6 H36 V30 H2 Z M36 14 H50 L60 22 V30 H36 Z",
};

export function VehicleLoading({ text }: { text?: ReactNode }) {
  const root = useRouteLoaderData<RootData>("root");
  const kind = loadingVehicle(root?.site.template ?? "dealer");
  const stroke = kind === "motorcycle";
  return (
    <div className="vehicle-loading" data-vehicle={kind} {...(text ? { role: "status" } : { "aria-hidden": true })}>
      <div className="vehicle-loading__track">
        <svg className="vehicle-loading__vehicle" viewBox="0 0 64 40" aria-hidden="true" focusable="false">
          <path d={BODIES[kind]} fill={stroke ? "none" : "currentColor"} stroke="currentColor" strokeWidth={stroke ? 3 : 1} strokeLinejoin="round" />
          {WHEELS[kind].map((x) => (
            <circle key={x} cx={x} cy={32} r={stroke ? 7 : 5} fill={stroke ? "none" : "#fff"} stroke="currentColor" strokeWidth={3} />
          ))}
        </svg>
      </div>
      {text && <p className="vehicle-loading__text">{text}</p>}
    </div>
  );
}
