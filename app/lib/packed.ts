// Plain loader data too large for turbo-stream's value-by-value encoding travels as one JSON string
// (issue 18). A search page's cards, facets and makes are about 3,900 keys and values: turbo-stream
// took 0.84 ms a request to encode them where JSON.stringify takes 0.1 ms, and the browser decodes
// them the same way, while it hydrates. Only JSON-safe data belongs here (no Date, Map, undefined in
// arrays or promises): it arrives as JSON.parse gives it back.

/** One JSON string standing for a `T`; `shape` exists only for the type checker. */
export interface Packed<T> {
  readonly json: string;
  readonly shape?: T;
}

// The value each packed object stands for: on the server the one the loader packed, whole (so
// rendering never parses what it has just written), in the browser what the first unpack parsed.
const values = new WeakMap<object, unknown>();

/**
 * `sent` is what travels to the browser: the value itself, or a lighter one standing for it where the
 * page's HTML already shows the rest (the search page's cards in a document: searchRouteData).
 */
export function pack<T>(value: T, sent: T = value): Packed<T> {
  const packed: Packed<T> = { json: JSON.stringify(sent) };
  values.set(packed, value);
  return packed;
}

/** The value, parsed once per packed object: the same object on every render. */
export function unpack<T>(packed: Packed<T>): T {
  if (values.has(packed)) return values.get(packed) as T;
  const value = JSON.parse(packed.json) as T;
  values.set(packed, value);
  return value;
}
