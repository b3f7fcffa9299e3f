// Which visitor action a click is: an element marked data-event="{action}" (or anything inside
// it), with the car it is about (data-car-slug); any tel: link is a click to call. Small and
// without I/O, so the page can read a click before the beacon has loaded.
import { ACTION_EVENTS, isActionEvent } from "./event-ids";

export interface ClickAction {
  category: string;
  properties: Record<string, string>;
}

export function actionOf(target: EventTarget | null): ClickAction | null {
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
