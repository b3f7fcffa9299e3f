// Who is never recorded, and what an event says about the visitor: bots (isbot) and visitors who
// ask not to be tracked (Do Not Track, Global Privacy Control) are left out; browser and device
// details and the visit's source (utm, gclid) go into event_properties.
import { isbot } from "isbot";

type HeaderGet = (name: string) => string | null | undefined;

/** Why a request must not be recorded, or null. A request with no User-Agent is no browser. */
export function notRecordedReason(get: HeaderGet): string | null {
  const agent = get("user-agent");
  if (!agent || isbot(agent)) return "bot";
  if (get("dnt")?.trim() === "1") return "Do Not Track";
  if (get("sec-gpc")?.trim() === "1") return "Global Privacy Control";
  return null;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/** 'browser', 'os' and 'device' ('mobile', 'tablet' or 'desktop') from the User-Agent. */
export function browserDetails(agent: string | null | undefined): { browser: string; os: string; device: string } {
  const ua = agent ?? "";
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? "Other";
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? "Other";
  const device = /iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua)) ? "tablet" : /Mobi|iPhone|iPod/.test(ua) ? "mobile" : "desktop";
  return { browser, os, device };
}

/** "Shared links carry gclid, fbclid, utm_source, utm_medium, utm_campaign": the visit's source. */
export const SOURCE_PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid", "fbclid"] as const;

export function sourceOf(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of SOURCE_PARAMS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) out[name] = value.slice(0, 200);
  }
  return out;
}
