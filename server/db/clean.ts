// Strings on their way into the database. PostgreSQL (and PGlite) cannot hold U+0000 in text or
// jsonb, and jsonb refuses a lone UTF-16 surrogate; a visitor never typed either, so both are
// dropped here rather than refusing the whole lead.

// U+0000, a high surrogate not followed by a low one, or a low one not preceded by a high one.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleanString(value: string): string {
  return value.replace(UNSTORABLE, "");
}

const isPlainObject = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of value with every string cleaned: values and keys, through plain objects and arrays.
 * Anything else (bytes, dates, numbers) is kept as it is. Keys are set as data (fromEntries), so
 * a "__proto__" key stays a key and never becomes a prototype.
 */
export function cleanForDatabase<T>(value: T): T {
  if (typeof value === "string") return cleanString(value) as T;
  if (Array.isArray(value)) return value.map((item) => cleanForDatabase(item)) as T;
  if (typeof value === "object" && value !== null && isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [cleanString(key), cleanForDatabase(item)])) as T;
  }
  return value;
}
