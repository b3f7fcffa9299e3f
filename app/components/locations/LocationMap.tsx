// The map of dealership locations. With a maps key and JavaScript it loads the maps service and puts a
// pin per location, showing the spec's loading, idle and error texts on the way. Always present, and
// all there is without a key or when the script cannot load: an accessible list of addresses with
// directions links, and without a key a diagram of numbered pins placed by latitude and longitude.
import { useEffect, useId, useRef, useState } from "react";
import { clusterPins, mapStatusText, mapsScriptUrl, placeLabels, projectPins, type MapPinView, type MapStatus } from "~/lib/locations/map";

// The few parts of the maps service's browser API this component uses.
interface MapsApi {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => MapsMap;
  Marker: new (options: Record<string, unknown>) => { addListener(event: string, handler: () => void): void };
  LatLngBounds: new () => { extend(point: { lat: number; lng: number }): void };
  InfoWindow: new () => { setContent(content: Node): void; open(options: Record<string, unknown>): void };
}
interface MapsMap {
  fitBounds(bounds: unknown, padding?: number): void;
  setCenter(point: { lat: number; lng: number }): void;
  setZoom(zoom: number): void;
}
declare global {
  interface Window {
    google?: { maps?: MapsApi };
    __dealerMapsReady?: () => void;
  }
}

const SCRIPT_TIMEOUT_MS = 15_000;
let scriptPromise: Promise<MapsApi> | null = null;

// One script for the whole page, however many maps it has; a failed load may be tried again later.
function loadMaps(apiKey: string): Promise<MapsApi> {
  if (window.google?.maps?.Map) return Promise.resolve(window.google.maps as MapsApi);
  scriptPromise ??= new Promise<MapsApi>((resolve, reject) => {
    const fail = (why: string) => {
      scriptPromise = null;
      reject(new Error(why));
    };
    const timer = window.setTimeout(() => fail("the maps script took too long"), SCRIPT_TIMEOUT_MS);
    window.__dealerMapsReady = () => {
      window.clearTimeout(timer);
      if (window.google?.maps?.Map) resolve(window.google.maps as MapsApi);
      else fail("the maps script loaded without its API");
    };
    const script = document.createElement("script");
    script.src = mapsScriptUrl(apiKey, "__dealerMapsReady");
    script.async = true;
    script.onerror = () => {
      window.clearTimeout(timer);
      script.remove();
      fail("the maps script could not load");
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

function infoContent(pin: MapPinView): Node {
  const box = document.createElement("div");
  const name = document.createElement("a");
  name.href = pin.detailsPath;
  name.textContent = pin.name;
  const address = document.createElement("p");
  address.textContent = `${pin.street}, ${pin.cityLine}`;
  box.append(name, address);
  return box;
}

function MapsServiceMap({ pins, apiKey, label }: { pins: MapPinView[]; apiKey: string; label: string }) {
  const [status, setStatus] = useState<MapStatus>("idle");
  const canvas = useRef<HTMLDivElement>(null);
  // A parent may pass a new array of the same pins on any re-render (a location card's [pin]); the map is
  // drawn again only when the pins themselves change, or every re-render would add a second set of markers.
  const drawn = useRef(pins);
  drawn.current = pins;
  const pinsKey = pins.map((p) => `${p.id}@${p.lat},${p.lng}`).join("|");

  useEffect(() => {
    const pins = drawn.current;
    let cancelled = false;
    setStatus("loading");
    loadMaps(apiKey)
      .then((maps) => {
        if (cancelled || !canvas.current) return;
        const map = new maps.Map(canvas.current, { center: { lat: pins[0].lat, lng: pins[0].lng }, zoom: 13, mapTypeControl: false, streetViewControl: false });
        const info = new maps.InfoWindow();
        const bounds = new maps.LatLngBounds();
        for (const pin of pins) {
          const position = { lat: pin.lat, lng: pin.lng };
          const marker = new maps.Marker({ position, map, title: pin.name, label: String(pin.number) });
          marker.addListener("click", () => {
            info.setContent(infoContent(pin));
            info.open({ anchor: marker, map });
          });
          bounds.extend(position);
        }
        if (pins.length > 1) map.fitBounds(bounds, 40);
        setStatus("ready");
      })
      .catch((error: unknown) => {
        console.error("map:", error);
        if (!cancelled) setStatus("error");
      });
    return () => {
      cancelled = true;
    };
  }, [apiKey, pinsKey]);

  const text = mapStatusText(status);
  return (
    <div className={`location-map__service location-map__service--${status}`}>
      <div ref={canvas} className="location-map__canvas" role="region" aria-label={label} hidden={status !== "ready"} />
      <p className="location-map__status" role="status">
        {text}
      </p>
    </div>
  );
}

// The padding leaves room for the pin heads above their points and for the labels beside them.
const OVERVIEW_BOX = { width: 400, height: 260, padding: 40 };
const SINGLE_BOX = { width: 400, height: 180, padding: 40 };

function PinsDiagram({ pins, label, single }: { pins: MapPinView[]; label: string; single: boolean }) {
  const BOX = single ? SINGLE_BOX : OVERVIEW_BOX;
  const gridId = `map-grid${useId().replace(/:/g, "")}`;
  const clusters = clusterPins(projectPins(pins, BOX), 22);
  const texts = clusters.map((c) => (c.members.length === 1 ? cityOf(pins[c.members[0]]) : `${cityOf(pins[c.members[0]])} · ${c.members.length} locations`));
  const labels = placeLabels(clusters, texts, BOX);
  return (
    <svg className="location-map__diagram" viewBox={`0 0 ${BOX.width} ${BOX.height}`} role="img" aria-label={`${label}: ${texts.join("; ")}`}>
      <defs>
        <pattern id={gridId} width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M 20 0 L 0 0 0 20" fill="none" stroke="currentColor" strokeOpacity="0.08" />
        </pattern>
      </defs>
      <rect width={BOX.width} height={BOX.height} fill={`url(#${gridId})`} />
      <text x={BOX.width - 10} y={18} className="location-map__north" textAnchor="end">
        N ↑
      </text>
      {clusters.map((c, i) => {
        const first = pins[c.members[0]];
        return (
          <g key={first.id} className="location-map__pin">
            <path d={`M ${c.x} ${c.y} l -9 -14 a 11 11 0 1 1 18 0 z`} />
            <text x={c.x} y={c.y - 17} textAnchor="middle" className="location-map__pin-number">
              {c.members.length === 1 ? first.number : c.members.length}
            </text>
            <text x={labels[i].x} y={labels[i].y} textAnchor={labels[i].anchor} className="location-map__pin-label">
              {texts[i]}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

// 'Gold Coast' from 'Gold Coast QLD 4215': the city line without its state and postcode.
function cityOf(pin: MapPinView): string {
  return pin.cityLine.replace(/\s+[A-Z]{2,3}\s+\S+$/, "");
}

export function LocationMap({ pins, apiKey, label = "Map of our locations", single = false }: { pins: MapPinView[]; apiKey: string | null; label?: string; single?: boolean }) {
  if (pins.length === 0) return null;
  return (
    <div className={`location-map${single ? " location-map--single" : ""}`}>
      {apiKey ? <MapsServiceMap pins={pins} apiKey={apiKey} label={label} /> : <PinsDiagram pins={pins} label={label} single={single} />}
      <ol className={`location-map__list${single ? "" : " location-map__list--compact"}`} aria-label={`${label}: addresses`}>
        {pins.map((pin) => (
          <li key={pin.id} value={pin.number}>
            {single ? <strong>{pin.name}</strong> : <a href={pin.detailsPath}>{pin.name}</a>}{" "}
            <span className="location-map__address">{single ? `${pin.street}, ${pin.cityLine}` : pin.cityLine}</span>{" "}
            <a href={pin.directionsUrl} target="_blank" rel="noopener noreferrer" className="location-map__directions">
              Get Directions<span className="visually-hidden"> to {pin.name} (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ol>
    </div>
  );
}
