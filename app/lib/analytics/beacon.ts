// The browser's analytics beacon, loaded on demand (app/components/AnalyticsBeacon.tsx) so it is
// never in the first bundle: page views of client-side navigations, and the visitor's actions on
// elements marked data-event="{action}" (plus every tel: link, a click to call). Events go to
// POST /api/events with fetch keepalive, so one sent as the page unloads still arrives; a failure
// is a console line only (spec point 8).
import { ACTION_EVENTS, PAGE_VIEW, isActionEvent } from "./event-ids";
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_ID, SESSION_COOKIE, SESSION_ID, newDeviceId, newSessionId } from "./ids";
import type { EventBody } from "./event-body";

export const EVENTS_ENDPOINT = "/api/events";

export interface Beacon {
  /** The page now shown (after a client-side navigation). */
  pageView(): void;
  /** A click: recorded when it is on a marked element or a tel: link. */
  click(event: Event): void;
  stop(): void;
}

/** Whether the browser asks not to be tracked (Do Not Track, Global Privacy Control). */
export function asksNotToTrack(nav: Navigator & { globalPrivacyControl?: boolean }): boolean {
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

function readCookie(name: string, format: RegExp): string | null {
  for (const part of document.cookie.split(";")) {
    const [key, value] = part.trim().split("=");
    if (key === name && value && format.test(value)) return value;
  }
  return null;
}

/** The visitor's ids: the server's cookies, or new ones kept the same way. */
function visitorIds(): { anon_id: string; session_id: string } {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  let anon = readCookie(DEVICE_COOKIE, DEVICE_ID);
  if (!anon) document.cookie = `${DEVICE_COOKIE}=${(anon = newDeviceId())}; Path=/; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  let session = readCookie(SESSION_COOKIE, SESSION_ID);
  if (!session) document.cookie = `${SESSION_COOKIE}=${(session = newSessionId())}; Path=/; SameSite=Lax${secure}`;
  return { anon_id: anon, session_id: session };
}

export function post(body: EventBody): void {
  fetch(EVENTS_ENDPOINT, { method: "POST", keepalive: true, headers: { "content-type": "application/json" }, body: JSON.stringify(body) }).then(
    (res) => {
      if (!res.ok && res.status !== 404) console.log(`analytics: event not recorded (${res.status})`);
    },
    (error: unknown) => console.log("analytics: event not sent:", error),
  );
}

/** The action a clicked element names, with the car it is about (data-car-slug) when it says. */
export function actionOf(target: EventTarget | null): { category: string; properties: Record<string, string> } | null {
  if (!(target instanceof Element)) return null;
  const marked = target.closest<HTMLElement>("[data-event]");
  const name = marked?.dataset.event;
  if (marked && isActionEvent(name)) {
    const slug = marked.dataset.carSlug;
    return { category: ACTION_EVENTS[name].category, properties: slug ? { car_slug: slug } : {} };
  }
  if (target.closest('a[href^="tel:"]')) return { category: ACTION_EVENTS["click-to-call"].category, properties: {} };
  return null;
}

export function startBeacon(site: string, send: (body: EventBody) => void = post): Beacon {
  const event = (category: string, properties: Record<string, string> = {}) =>
    send({ website_slug: site, url: location.href, category, ...visitorIds(), event_properties: properties });
  const click = (e: Event) => {
    const action = actionOf(e.target);
    if (action) event(action.category, action.properties);
  };
  // Capture: the element's own handler may change it (a favourite star unmarks itself once saved).
  document.addEventListener("click", click, true);
  return {
    pageView: () => event(PAGE_VIEW),
    click,
    stop: () => document.removeEventListener("click", click, true),
  };
}
