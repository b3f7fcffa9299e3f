// Phone reveal (spec points 4 and 9): "hidden by default, showing the first 5 characters then stars".

export const PHONE_REVEAL_VISIBLE = 5;

/**
 * The first 5 characters, then one star per remaining character. A number of 5 characters or
 * fewer keeps one character fewer, so something is always hidden.
 */
export function maskPhone(phone: string): string {
  const value = phone.trim();
  const visible = Math.min(PHONE_REVEAL_VISIBLE, Math.max(0, value.length - 1));
  return value.slice(0, visible) + "*".repeat(value.length - visible);
}

/** A tel: link: digits only, with a leading + when the number has one. */
export function telHref(phone: string): string {
  const value = phone.trim();
  return `tel:${value.startsWith("+") ? "+" : ""}${value.replace(/\D/g, "")}`;
}

/**
 * A car's phone, the one answer for the page, the reveal and the JSON-LD: the car's location
 * phone, else its dealer location's; blank counts as none.
 */
export function carPhone(car: { location: { phone?: string | null } }, location?: { contact_detail: { phone?: string | null } } | null): string | null {
  return car.location.phone?.trim() || location?.contact_detail.phone?.trim() || null;
}
