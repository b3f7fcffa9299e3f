// The one way JSON-LD reaches a page: JSON inside <script type="application/ld+json">, escaped so
// no value (a car description, a dealer name) can close the element or break the script.
import type { Thing, WithContext } from "schema-dts";

/** JSON for a <script type="application/ld+json">: '<', '>', '&' and the JS line separators escaped. */
export function jsonLdScript(data: WithContext<Thing> | unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
