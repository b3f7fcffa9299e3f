// Plain loader data too large for turbo-stream's value-by-value encoding travels as one JSON string
// (issue 18). A search page's cards, facets and makes are about 3,900 keys and values: turbo-stream
// took 0.84 ms a request to encode them where JSON.stringify takes 0.1 ms, and the browser decodes
// them the same way, while it hydrates. Only JSON-safe data belongs here (no Date, Map, undefined in
// arrays or promises): it arrives as JSON.parse gives it back.

/**
 * One JSON string standing for a `T`; `shape` exists only for the type checker. In a document's data
 * `json` is empty and `inDocument` names the element of the page's HTML that holds it instead
 * (packInDocument).
 */
export interface Packed<T> {
  readonly json: string;
  readonly inDocument?: string;
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

// The JSON a document writes into its HTML, per packed object (server only).
const documentJson = new WeakMap<object, string>();

/**
 * A document's packed value: `sent`'s JSON goes into the page's HTML, in a `<script
 * type="application/json" id="{id}">` (DocumentJson writes it), and the route's data carries only the
 * id. In the data the string would be escaped three times over (turbo-stream's JSON, Remix's script
 * string, its HTML escaping) and encoded and decoded twice between them: a search page's 10 kB made
 * 14 kB of script. In its own element it is written once, with only `<` escaped.
 */
export function packInDocument<T>(value: T, sent: T, id: string): Packed<T> {
  return packJsonInDocument(value, JSON.stringify(sent), id);
}

/** packInDocument with the JSON of what is sent already made (see jsonWithKept). */
export function packJsonInDocument<T>(value: T, json: string, id: string): Packed<T> {
  const packed: Packed<T> = { json: "", inDocument: id };
  values.set(packed, value);
  documentJson.set(packed, json);
  return packed;
}

/**
 * The JSON of an object: `rest`'s keys stringified, then `kept`'s keys with the JSON of their values
 * as given, made on an earlier request and kept (a site's search vocabulary, per stock version, is a
 * third of a search page's data: stringified afresh it cost 15 µs a request).
 */
export function jsonWithKept(rest: object, kept: Readonly<Record<string, string>>): string {
  const head = JSON.stringify(rest);
  let out = head.length > 2 ? head.slice(0, -1) : "{";
  let first = out === "{";
  for (const key in kept) {
    out += `${first ? "" : ","}${JSON.stringify(key)}:${kept[key]}`;
    first = false;
  }
  return `${out}}`;
}

/**
 * The text of a document's JSON element: every `<` as `\u003c`, which JSON reads back the same, so
 * no value can end the element (`</script>`) or change how the browser reads it (`<!--`).
 */
export function documentJsonText(packed: Packed<unknown>): string | undefined {
  const json = documentJson.get(packed);
  return json !== undefined && json.includes("<") ? json.replaceAll("<", "\\u003c") : json;
}

function inDocument(id: string): string {
  const text = typeof document === "undefined" ? null : document.getElementById(id)?.textContent;
  if (text == null) throw new Error(`unpack: the document has no #${id}`);
  return text;
}

/** The value, parsed once per packed object: the same object on every render. */
export function unpack<T>(packed: Packed<T>): T {
  if (values.has(packed)) return values.get(packed) as T;
  const value = JSON.parse(packed.inDocument === undefined ? packed.json : inDocument(packed.inDocument)) as T;
  values.set(packed, value);
  return value;
}
